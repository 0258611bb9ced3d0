import { serverMessage } from '@/errors';

/** The server's refusal: its message, and the fields its `errors` name (a taken SKU, a delta). */
export function refusalOf(error: unknown): { message: string; fields: Record<string, string> } {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : null;
  const errors =
    typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
  const fields: Record<string, string> = {};
  if (typeof errors === 'object' && errors !== null)
    for (const [key, value] of Object.entries(errors))
      if (typeof value === 'string') fields[key] = value;
  return { message: serverMessage(error) ?? 'An error occurred', fields };
}
