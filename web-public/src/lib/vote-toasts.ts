import { serverMessageOf } from '@/lib/api-client';
import type { Toast } from '@/lib/notify';

const FALLBACK = 'An error occurred while recording your vote.';

/**
 * Document 1 §8: the toast a refused vote ends in, on the NOLA 100 and on YouScout alike: a
 * repeat vote is "Already Voted", anything else a "Voting Error", each with the server's message.
 */
export function voteErrorToast(error: unknown): Toast {
  const message = serverMessageOf(error);
  const alreadyVoted = message?.toLowerCase().includes('already voted') ?? false;
  return {
    title: alreadyVoted ? 'Already Voted' : 'Voting Error',
    description: message ?? FALLBACK,
    variant: 'destructive',
  };
}
