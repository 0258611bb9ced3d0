import { serverMessageOf } from '@/lib/api-client';
import type { Toast } from '@/lib/notify';

/** Document 1 §8: the toasts a vote ends in. */
export const VOTE_RECORDED: Toast = {
  title: 'Vote Recorded!',
  description: 'Thank you for supporting this prospect!',
};

const FALLBACK = 'An error occurred while recording your vote.';

export function voteErrorToast(error: unknown): Toast {
  const message = serverMessageOf(error);
  const alreadyVoted = message?.toLowerCase().includes('already voted') ?? false;
  return {
    title: alreadyVoted ? 'Already Voted' : 'Voting Error',
    description: message ?? FALLBACK,
    variant: 'destructive',
  };
}
