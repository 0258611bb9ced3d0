import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CardCheck,
  ConsentGiven,
  ConsentLink,
  FamilyMessage,
} from '@/features/families/types';
import { api } from '@/lib/api-client';
import { useMailedLink, useMailedLinkAction } from '@/lib/mailed-link';

const CONSENT = '/api/families/consent';

export const useConsentLink = (token: string) => useMailedLink<ConsentLink>(CONSENT, token);

/** The link's click, signed in with the parent account of the link's address. */
export const useGiveConsent = (token: string) =>
  useMailedLinkAction<ConsentGiven>(CONSENT, token, { post: CONSENT, afterwards: 'reread' });

const consentPath = (athleteId: string) =>
  `/api/families/athletes/${encodeURIComponent(athleteId)}/consent`;

/** Opens the card check and sends the guardian to the provider's hosted payment page. */
export function useStartCardCheck() {
  return useMutation({
    mutationFn: (athleteId: string) => api.post<CardCheck>(`${consentPath(athleteId)}/card-check`),
    onSuccess: (check) => window.location.assign(check.checkoutUrl),
  });
}

/** Back from the payment page: refunded at once, and the consent verified. */
export function useConfirmCardCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ athleteId, paymentId }: { athleteId: string; paymentId: string }) =>
      api.post<FamilyMessage>(`${consentPath(athleteId)}/card-check/confirm`, { paymentId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/families'] }),
  });
}
