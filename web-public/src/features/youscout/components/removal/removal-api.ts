import type { RemovalLinkDescription, YouScoutMessage } from '@server/youscout/write-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useMailedLink, useMailedLinkAction } from '@/lib/mailed-link';

// The three calls of a removal by mailed link: ask for the link, read it, confirm it.

const REMOVAL_LINKS = '/api/you-scout/removal-links';

export const useRemovalLink = (token: string) =>
  useMailedLink<RemovalLinkDescription>(REMOVAL_LINKS, token);

export const useConfirmRemoval = (token: string) =>
  useMailedLinkAction<YouScoutMessage>(REMOVAL_LINKS, token, {
    post: `${REMOVAL_LINKS}/confirm`,
    afterwards: 'spent',
  });

export const useRequestRemoval = () =>
  useMutation({
    mutationFn: ({ nominationId, email }: { nominationId: string; email: string }) =>
      api.post<YouScoutMessage>(
        `/api/you-scout/nominations/${encodeURIComponent(nominationId)}/removal-requests`,
        { email },
      ),
  });
