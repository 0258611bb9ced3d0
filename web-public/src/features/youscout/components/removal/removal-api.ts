import type { RemovalLinkDescription, YouScoutMessage } from '@server/youscout/write-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The three calls of a removal by mailed link: ask for the link, read it, confirm it.

export const removalLinkQueryKey = (token: string) =>
  ['/api/you-scout/removal-links', token] as const;

export const removalLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: removalLinkQueryKey(token),
    queryFn: () =>
      api.get<RemovalLinkDescription>(
        `/api/you-scout/removal-links?token=${encodeURIComponent(token)}`,
      ),
    retry: false,
  });

export const useRemovalLink = (token: string) => useQuery(removalLinkQueryOptions(token));

export function useConfirmRemoval(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<YouScoutMessage>('/api/you-scout/removal-links/confirm', { token }),
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
