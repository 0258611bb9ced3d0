import { ValidationFailed } from '../../core/errors';
import { type CommentStatus, MESSAGES } from '../constants';
import {
  AlreadyReported,
  CannotModerate,
  CannotReportOwnComment,
  CommentExists,
  CommentNotFound,
  NominationNotFound,
  NotOpenForComments,
} from '../errors';
import type { YouScoutEvent, YouScoutEventOf } from '../events';
import { assertSealedFor } from '../nominations/decide';
import { isPublic, type Nomination } from '../nominations/nomination';
import type { Screening } from './screen';

// ── A comment, folded from its `scoutcomment-<id>` stream ───────────────────
// Its moderation and its reporters: one report per user is a fold appended at its revision.

export type KnownComment = {
  status: CommentStatus;
  id: string;
  nominationId: string;
  authorId: string;
  reporters: ReadonlySet<string>;
};
export type Comment = { status: 'unknown' } | KnownComment;
export const initialComment: Comment = { status: 'unknown' };

export function evolveComment(state: Comment, event: YouScoutEvent): Comment {
  switch (event.type) {
    case 'ScoutCommentPosted': {
      const { commentId, nominationId, userId, status } = event.data;
      return { status, id: commentId, nominationId, authorId: userId, reporters: new Set() };
    }
    case 'ScoutCommentReported':
      return state.status === 'unknown'
        ? state
        : { ...state, reporters: new Set([...state.reporters, event.data.reportedBy]) };
    case 'ScoutCommentHidden':
      return state.status === 'unknown' ? state : { ...state, status: 'hidden' };
    case 'ScoutCommentRestored':
      return state.status === 'unknown' ? state : { ...state, status: 'shown' };
    default:
      return state;
  }
}

const existing = (state: Comment): KnownComment => {
  if (state.status === 'unknown') throw new CommentNotFound();
  return state;
};

const requireReason = (reason: string): string => {
  const trimmed = reason.trim();
  if (!trimmed) throw new ValidationFailed({ reason: MESSAGES.reasonRequired });
  return trimmed;
};

export type PostComment = {
  type: 'PostComment';
  commentId: string;
  nominationId: string;
  /** Signed-in only: the route refuses a visitor before this. */
  userId: string;
  authorName: string;
  /** Sealed with the nomination's athlete's key, by the handler. */
  comment: string;
  /** screenComment's verdict on the text before it was sealed. */
  screening: Screening;
  now: Date;
};

/** A comment on a public nomination: shown at once, or held when the filter flagged it. */
export function decidePostComment(
  command: PostComment,
  state: Comment,
  nomination: Nomination,
  consentOnRecord: boolean,
): [YouScoutEventOf<'ScoutCommentPosted'>] {
  if (state.status !== 'unknown') throw new CommentExists();
  if (nomination.status === 'unknown') throw new NominationNotFound();
  if (!isPublic(nomination, consentOnRecord)) throw new NotOpenForComments();
  assertSealedFor(nomination.athleteId, [command.comment]);
  const { held, heldFor } = command.screening;
  return [
    {
      type: 'ScoutCommentPosted',
      data: {
        commentId: command.commentId,
        nominationId: command.nominationId,
        userId: command.userId,
        authorName: command.authorName,
        comment: command.comment,
        status: held ? 'held' : 'shown',
        heldFor,
        postedAt: command.now.toISOString(),
      },
    },
  ];
}

export type ReportComment = {
  type: 'ReportComment';
  commentId: string;
  userId: string;
  reason: string | null;
  now: Date;
};

/** Anyone signed in may report a comment, once; not their own. */
export function decideReport(
  command: ReportComment,
  state: Comment,
): [YouScoutEventOf<'ScoutCommentReported'>] {
  const comment = existing(state);
  if (comment.authorId === command.userId) throw new CannotReportOwnComment();
  if (comment.reporters.has(command.userId)) throw new AlreadyReported();
  return [
    {
      type: 'ScoutCommentReported',
      data: {
        commentId: command.commentId,
        nominationId: comment.nominationId,
        reportedBy: command.userId,
        reason: command.reason?.trim() || null,
        reportedAt: command.now.toISOString(),
      },
    },
  ];
}

export type ModerateComment = {
  type: 'ModerateComment';
  commentId: string;
  action: 'hide' | 'restore';
  /** The staff member. */
  by: string;
  /** Public: the placeholder reads "removed by a moderator: <reason>". */
  reason: string;
  now: Date;
};

/** Staff hide a shown or held comment, or restore (release) a hidden or held one. */
export function decideModerate(
  command: ModerateComment,
  state: Comment,
): [YouScoutEventOf<'ScoutCommentHidden' | 'ScoutCommentRestored'>] {
  const reason = requireReason(command.reason);
  const comment = existing(state);
  const base = {
    commentId: command.commentId,
    nominationId: comment.nominationId,
    by: command.by,
    reason,
  };
  const at = command.now.toISOString();
  if (command.action === 'hide') {
    if (comment.status === 'hidden') throw new CannotModerate('This comment is hidden already');
    return [{ type: 'ScoutCommentHidden', data: { ...base, from: comment.status, hiddenAt: at } }];
  }
  if (comment.status === 'shown') throw new CannotModerate('This comment is shown already');
  return [
    { type: 'ScoutCommentRestored', data: { ...base, from: comment.status, restoredAt: at } },
  ];
}

/** Who may read a comment's text: anyone when shown; its author and staff while held. */
export function mayReadComment(
  comment: KnownComment,
  reader: { id: string; staff: boolean } | null,
): boolean {
  if (comment.status === 'shown') return true;
  if (reader?.staff) return true;
  return comment.status === 'held' && reader?.id === comment.authorId;
}
