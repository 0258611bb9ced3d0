import { randomUUID } from 'node:crypto';
import { appendEvents, type CommandContext } from '../core/context';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  WrongExpectedRevision,
} from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import { retryOnConflict } from '../core/retry';
import { sealFor, shredKey } from '../families';
import {
  decideChangeEvaluationStatus,
  decideEraseEvaluation,
  decideRequestEvaluation,
  decideSubmitContact,
  decideSubscribe,
  decideUnsubscribe,
} from './decide';
import { StaleRecord } from './errors';
import { type Evaluation, evolveEvaluation, initialEvaluation } from './evaluation';
import {
  contactStream,
  EVALUATION_PERSONAL_FIELDS,
  type EvaluationRequested,
  type EvaluationStatus,
  evaluationStream,
  type IntakeEvent,
  newsletterStream,
  parseIntakeEvent,
} from './events';
import { evolveSubscription, initialSubscription, type Subscription } from './newsletter';
import type { ContactInput, EvaluationInput, NewsletterInput } from './schemas';

/** A stream's state and its revision (undefined when the stream does not exist). */
const load = <State>(
  store: EventStore,
  stream: string,
  evolve: (state: State, event: IntakeEvent) => State,
  initial: State,
) => foldStream(store, stream, parseIntakeEvent, evolve, initial);

const now = (metadata: EventMetadata) => new Date(metadata.occurredAt);

// Two requests for one address may race; the loser reloads and decides again.
const ATTEMPTS = 3;

// ── Contact messages ────────────────────────────────────────────────────────

export async function submitContact(
  ctx: CommandContext,
  input: ContactInput,
  metadata: EventMetadata,
): Promise<{ submissionId: string; appended: AppendResult }> {
  const submissionId = randomUUID();
  const events = decideSubmitContact({
    type: 'SubmitContact',
    submissionId,
    ...input,
    now: now(metadata),
  });
  const appended = await appendEvents(
    ctx,
    contactStream(submissionId),
    events,
    'no_stream',
    metadata,
  );
  return { submissionId, appended };
}

// ── The newsletter ──────────────────────────────────────────────────────────

export type SubscribeOutcome =
  | { outcome: 'subscribed'; subscriptionId: string; appended: AppendResult }
  | { outcome: 'already-subscribed'; subscriptionId: string };

export async function subscribeToNewsletter(
  ctx: CommandContext,
  input: NewsletterInput,
  metadata: EventMetadata,
): Promise<SubscribeOutcome> {
  const stream = newsletterStream(input.email);
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await load<Subscription>(
      ctx.store,
      stream,
      evolveSubscription,
      initialSubscription,
    );
    if (state.status === 'subscribed') {
      return { outcome: 'already-subscribed', subscriptionId: state.subscriptionId };
    }
    const events = decideSubscribe(
      { type: 'Subscribe', subscriptionId: randomUUID(), ...input, now: now(metadata) },
      state,
    );
    const [subscribed] = events;
    if (!subscribed) throw new Error('a subscription that is not active must be decided');
    const appended = await appendEvents(ctx, stream, events, revision ?? 'no_stream', metadata);
    return { outcome: 'subscribed', subscriptionId: subscribed.data.subscriptionId, appended };
  });
}

/** Idempotent: answers undefined when the address was not subscribed. */
export async function unsubscribeFromNewsletter(
  ctx: CommandContext,
  email: string,
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const stream = newsletterStream(email);
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await load<Subscription>(
      ctx.store,
      stream,
      evolveSubscription,
      initialSubscription,
    );
    const events = decideUnsubscribe({ type: 'Unsubscribe', now: now(metadata) }, state);
    if (events.length === 0 || revision === undefined) return undefined;
    return appendEvents(ctx, stream, events, revision, metadata);
  });
}

// ── Evaluation requests ─────────────────────────────────────────────────────

export async function requestEvaluation(
  ctx: CommandContext,
  userId: string,
  input: EvaluationInput,
  metadata: EventMetadata,
): Promise<{ requestId: string; appended: AppendResult }> {
  const requestId = randomUUID();
  const [decided] = decideRequestEvaluation(
    { type: 'RequestEvaluation', requestId, userId, ...input, now: now(metadata) },
    initialEvaluation,
  );
  if (!decided) throw new Error('a new evaluation request must be decided');
  const appended = await appendEvents(
    ctx,
    evaluationStream(requestId),
    [await sealEvaluation(ctx, decided)],
    'no_stream',
    metadata,
  );
  return { requestId, appended };
}

/**
 * The request's personal fields sealed with a key of the request's own (the player's and the
 * parent's data go together, and are erased together): the only way a request is written.
 */
async function sealEvaluation(
  ctx: CommandContext,
  event: EvaluationRequested,
): Promise<EvaluationRequested> {
  const clear: Record<string, string> = {};
  for (const field of EVALUATION_PERSONAL_FIELDS) {
    const value = event.data[field];
    if (value !== null && value !== '') clear[field] = value;
  }
  const sealed = await sealFor(ctx.knex, event.data.requestId, clear);
  return { ...event, data: { ...event.data, ...sealed } };
}

/**
 * Staff erase a request's personal data: its key is deleted, then `EvaluationRequestErased` is
 * recorded (the key first: should the append fail, the data is unreadable already, and asking
 * again records it). The read models overwrite the fields with "removed" on the event, which
 * covers the clear text of requests made before the sealing too.
 */
export async function eraseEvaluation(
  ctx: CommandContext,
  requestId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await load<Evaluation>(
      ctx.store,
      evaluationStream(requestId),
      evolveEvaluation,
      initialEvaluation,
    );
    const events = decideEraseEvaluation(
      { type: 'EraseEvaluation', requestId, now: now(metadata) },
      state,
    );
    await shredKey(ctx.knex, requestId);
    return appendEvents(
      ctx,
      evaluationStream(requestId),
      events,
      revision ?? 'no_stream',
      metadata,
    );
  });
}

/**
 * Staff move a request along the workflow. With `expectedVersion` (the revision the admin
 * loaded) a request changed since then is refused with 412 instead of being overwritten.
 */
export async function changeEvaluationStatus(
  ctx: CommandContext,
  command: { requestId: string; to: EvaluationStatus; expectedVersion: number | undefined },
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const stream = evaluationStream(command.requestId);
  const { state, revision } = await load<Evaluation>(
    ctx.store,
    stream,
    evolveEvaluation,
    initialEvaluation,
  );
  // Stale before illegal: the move may well be legal from the status the admin has not seen.
  const stale = command.expectedVersion !== undefined && command.expectedVersion !== revision;
  if (stale && state.status !== 'none') throw new StaleRecord();
  const events = decideChangeEvaluationStatus(
    {
      type: 'ChangeEvaluationStatus',
      requestId: command.requestId,
      to: command.to,
      now: now(metadata),
    },
    state,
  );
  if (events.length === 0 || revision === undefined) return undefined;
  try {
    return await appendEvents(ctx, stream, events, revision, metadata);
  } catch (error) {
    if (error instanceof WrongExpectedRevision && command.expectedVersion !== undefined) {
      throw new StaleRecord();
    }
    throw error;
  }
}
