import { randomUUID } from 'node:crypto';
import { appendEvents, type CommandContext } from '../../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  WrongExpectedRevision,
} from '../../core/event-store/event-store';
import { foldStream } from '../../core/event-store/fold-stream';
import { retryOnConflict } from '../../core/retry';
import { loadFamily, sealFor, verifiedConsentOnRecord } from '../../families';
import { CommentExists, NominationNotFound, NotOpenForComments } from '../errors';
import { commentStream, parseYouScoutEvent, type YouScoutEvent } from '../events';
import { loadNomination } from '../nominations/commands';
import { isPublic } from '../nominations/nomination';
import {
  type Comment,
  decideModerate,
  decidePostComment,
  decideReport,
  evolveComment,
  initialComment,
} from './decide';
import { screenComment } from './screen';

// ── Comments: post (screened, sealed), report once, hide and restore ────────

const ATTEMPTS = 5;

export async function loadComment(store: EventStore, commentId: string) {
  const { state, revision } = await foldStream<YouScoutEvent, Comment>(
    store,
    commentStream(commentId),
    parseYouScoutEvent,
    evolveComment,
    initialComment,
  );
  return { state, revision: revision ?? ('no_stream' as const) };
}

/**
 * A signed-in user comments on a public nomination: the filter reads the plain text, which is
 * then sealed with the athlete's key (comments about a child go with the child's data). Held
 * text waits for a moderator; the answer says which.
 */
export async function postComment(
  ctx: CommandContext,
  nominationId: string,
  author: { id: string; username: string },
  text: string,
  metadata: EventMetadata,
): Promise<{ commentId: string; status: 'shown' | 'held'; appended: AppendResult }> {
  const commentId = randomUUID();
  const { state: nomination } = await loadNomination(ctx.store, nominationId);
  // Refused before sealing: nothing is sealed for a nomination no one may comment on (and a
  // removed one's athlete must not be given a new key).
  if (nomination.status === 'unknown') throw new NominationNotFound();
  // An athlete erased through Family is not open either: sealing for them would make them a new
  // key, and new readable text about a child who asked to be gone.
  const { state: family } = await loadFamily(ctx.store, nomination.athleteId);
  const consent = verifiedConsentOnRecord(family);
  if (family.status === 'erased' || !isPublic(nomination, consent)) throw new NotOpenForComments();
  const screening = screenComment(text);
  const { comment } = await sealFor(ctx.knex, nomination.athleteId, { comment: text });
  const events = decidePostComment(
    {
      type: 'PostComment',
      commentId,
      nominationId,
      userId: author.id,
      authorName: author.username,
      comment,
      screening,
      now: new Date(metadata.occurredAt),
    },
    initialComment,
    nomination,
    consent,
  );
  try {
    const appended = await appendEvents(
      ctx,
      commentStream(commentId),
      events,
      'no_stream',
      metadata,
    );
    return { commentId, status: events[0].data.status, appended };
  } catch (error) {
    if (error instanceof WrongExpectedRevision) throw new CommentExists();
    throw error;
  }
}

/** One report per user per comment: a racing second report decides again and is refused. */
export function reportComment(
  ctx: CommandContext,
  commentId: string,
  userId: string,
  reason: string | null,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const now = new Date(metadata.occurredAt);
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await loadComment(ctx.store, commentId);
    const events = decideReport({ type: 'ReportComment', commentId, userId, reason, now }, state);
    return appendEvents(ctx, commentStream(commentId), events, revision, metadata);
  });
}

/** Staff hide or restore a comment with a reason shown in its place. */
export function moderateComment(
  ctx: CommandContext,
  commentId: string,
  action: 'hide' | 'restore',
  staffId: string,
  reason: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const now = new Date(metadata.occurredAt);
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await loadComment(ctx.store, commentId);
    const events = decideModerate(
      { type: 'ModerateComment', commentId, action, by: staffId, reason, now },
      state,
    );
    return appendEvents(ctx, commentStream(commentId), events, revision, metadata);
  });
}
