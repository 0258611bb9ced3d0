import type { Toast } from '@/lib/notify';

/** Document 1 §8: the toast a counted vote ends in (a refused one: lib/vote-toasts.ts). */
export const VOTE_RECORDED: Toast = {
  title: 'Vote Recorded!',
  description: 'Thank you for supporting this prospect!',
};
