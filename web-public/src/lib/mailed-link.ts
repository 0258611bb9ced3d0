import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A mailed link's entry in the cache: where it is read, and its token. */
export const mailedLinkQueryKey = (path: string, token: string) => [path, token] as const;

/**
 * What a mailed link (a guardian's consent, a nomination's removal) is for, read by its token
 * from `path`; a token refused is refused for good, so it is not asked again.
 */
export const mailedLinkQueryOptions = <Link>(path: string, token: string) =>
  queryOptions({
    queryKey: mailedLinkQueryKey(path, token),
    queryFn: () => api.get<Link>(`${path}?token=${encodeURIComponent(token)}`),
    retry: false,
  });
