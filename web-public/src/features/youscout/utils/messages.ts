import type { Toast } from '@/lib/notify';

/** The board's toast (document 1 §8), said of an athlete. */
export const VOTE_RECORDED: Toast = {
  title: 'Vote Recorded!',
  description: 'Thank you for supporting this athlete!',
};

export const VOTE_TOOLTIP = 'Vote for this athlete to boost their community ranking';

/** "Showing 3 nominations out of 12 total": the page's rows out of every public nomination. */
export const showingLine = (shown: number, total: number) =>
  `Showing ${shown} ${shown === 1 ? 'nomination' : 'nominations'} out of ${total} total`;

/** What an author reads under their comment while a moderator has not looked at it. */
export const HELD_NOTE =
  'Only you can see this comment: it is waiting for a moderator to review it.';

export const votesLine = (votes: number) => `${votes} ${votes === 1 ? 'vote' : 'votes'}`;
