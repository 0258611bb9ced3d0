import { useSearchParams } from 'react-router-dom';

/**
 * The address's query (`?token=…&nomination=…`) by name, as useParams gives a path's: a name
 * the address does not have is undefined; one it gives twice, its first value.
 */
export function useSearchValues(): Partial<Record<string, string>> {
  const [params] = useSearchParams();
  const values: Partial<Record<string, string>> = {};
  for (const [name, value] of params) values[name] ??= value;
  return values;
}
