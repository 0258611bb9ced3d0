import type { RemovalLinkDescription, YouScoutMessage } from '@server/youscout/write-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailedLinkQueryKey, mailedLinkQueryOptions } from '@/lib/mailed-link';

// The three calls of a removal by mailed link: ask for the link, read it, confirm it.

const REMOVAL_LINKS = '/api/you-scout/removal-links';

export const removalLinkQueryKey = (token: string) => mailedLinkQueryKey(REMOVAL_LINKS, token);

export const useRemovalLink = (token: string) =>
  useQuery(mailedLinkQueryOptions<RemovalLinkDescription>(REMOVAL_LINKS, token));

export function useConfirmRemoval(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<YouScoutMessage>(`${REMOVAL_LINKS}/confirm`, { token }),
    // The link reads "used" from now on; its description is not asked for again meanwhile.
    onSuccess: () => queryClient.cancelQueries({ queryKey: removalLinkQueryKey(token) }),
  });
}

export const useRequestRemoval = () =>
  useMutation({
    mutationFn: ({ nominationId, email }: { nominationId: string; email: string }) =>
      api.post<YouScoutMessage>(
        `/api/you-scout/nominations/${encodeURIComponent(nominationId)}/removal-requests`,
        { email },
      ),
  });
