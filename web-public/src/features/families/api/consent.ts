import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentLink, FamilyMessage } from '@/features/families/types';
import { api } from '@/lib/api-client';

export const consentLinkQueryKey = (token: string) => ['/api/families/consent', token] as const;

export const consentLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: consentLinkQueryKey(token),
    queryFn: () => api.get<ConsentLink>(`/api/families/consent?token=${encodeURIComponent(token)}`),
    retry: false,
  });

export const useConsentLink = (token: string) => useQuery(consentLinkQueryOptions(token));

export function useGiveConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FamilyMessage>('/api/families/consent', { token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentLinkQueryKey(token) }),
  });
}
