import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A mailed link's entry in the cache: where it is read, and its token. */
const mailedLinkQueryKey = (path: string, token: string) => [path, token] as const;

/**
 * What a mailed link (a guardian's consent, a nomination's removal) is for, read by its token
 * from `path`; a token refused is refused for good, so it is not asked again.
 */
export const useMailedLink = <Link>(path: string, token: string) =>
  useQuery({
    queryKey: mailedLinkQueryKey(path, token),
    queryFn: () => api.get<Link>(`${path}?token=${encodeURIComponent(token)}`),
    retry: false,
  });

type MailedLinkAction = {
  /** Where the link's token is POSTed. */
  post: string;
  /**
   * What becomes of the link's description, read by useMailedLink: `reread` once the answer is
   * in, whatever it is (it now says what the action changed); `spent`, on success, not read
   * again (a read on its way is cancelled), since the link now only reads "used".
   */
  afterwards: 'reread' | 'spent';
};

/** The one thing a mailed link, read from `path`, is for: its token POSTed to `action.post`. */
export function useMailedLinkAction<Answer>(
  path: string,
  token: string,
  { post, afterwards }: MailedLinkAction,
) {
  const queryClient = useQueryClient();
  const queryKey = mailedLinkQueryKey(path, token);
  return useMutation({
    mutationFn: () => api.post<Answer>(post, { token }),
    onSuccess: afterwards === 'spent' ? () => queryClient.cancelQueries({ queryKey }) : undefined,
    onSettled:
      afterwards === 'reread' ? () => queryClient.invalidateQueries({ queryKey }) : undefined,
  });
}
