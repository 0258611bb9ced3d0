import type { Knex } from 'knex';
import {
  formatPosition,
  type RecordedEvent,
} from '../../../services/src/core/event-store/event-store';
import { type CheckpointRow, casCheckpoint } from './checkpoints';
import type { EventFailed } from './projector';

/**
 * Errors that say nothing about the event being applied: the same batch is expected to pass when
 * tried again. PostgreSQL's serialization failure and deadlock (class 40), lock and statement
 * timeouts, a server shutting down (57P01-57P03) and the connection exceptions (class 08);
 * Node's socket errors.
 */
const TRANSIENT_CODES = new Set([
  '40001',
  '40P01',
  '55P03',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);

/** A transient error, itself or as the cause of another (an EventFailed wraps its cause). */
export function isTransient(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (TRANSIENT_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    // node-postgres reports a server that went away mid-query without a code.
    if (e.message.startsWith('Connection terminated')) return true;
    // The event store's own word (EventStoreDB's StoreUnavailable: no leader, a deadline).
    if ((e as { transient?: unknown }).transient === true) return true;
    e = e.cause;
  }
  return false;
}

/** How often, and how long apart, a batch is tried again after a transient error. */
export const RETRIES = { attempts: 5, firstDelayMs: 50, maxDelayMs: 1_000 } as const;

export const retryDelay = (attempt: number): number =>
  Math.min(RETRIES.maxDelayMs, RETRIES.firstDelayMs * 2 ** (attempt - 1));

/**
 * One line an operator can read in a status table: the error's name and message, and for a
 * validation error (zod and the like, with `issues`) each issue's path and message.
 */
export function summaryOf(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const issues = (cause as { issues?: unknown }).issues;
  if (Array.isArray(issues) && issues.length > 0) {
    const described = issues.map((issue: { path?: unknown; message?: unknown }) => {
      const path = Array.isArray(issue?.path) ? issue.path.join('.') : '';
      return `${path ? `${path}: ` : ''}${String(issue?.message)}`;
    });
    return `${cause.name}: ${described.join('; ')}`;
  }
  const code = (cause as { code?: unknown }).code;
  const coded = typeof code === 'string' ? ` [${code}]` : '';
  return `${cause.name}${coded}: ${cause.message.replace(/\s+/g, ' ')}`;
}

/** The summary line, then the stack for whoever fixes the handler. */
const describeFailure = (cause: unknown): string =>
  cause instanceof Error && cause.stack ? `${summaryOf(cause)}\n${cause.stack}` : summaryOf(cause);

/** "3 events from 12.40 to 12.44", for a log line. */
export function describeBatch(events: readonly RecordedEvent[]): string {
  const first = events[0];
  const last = events.at(-1);
  if (!first || !last) return 'no events';
  return `${events.length} event${events.length === 1 ? '' : 's'} from ${formatPosition(first.position)} to ${formatPosition(last.position)}`;
}

/** Why a batch path's work was undone and the batch is applied again one event at a time. */
export function logBatchFallback(
  name: string,
  events: readonly RecordedEvent[],
  error: unknown,
): void {
  console.warn(
    `projection ${name}: the batch path failed on ${describeBatch(events)} (${summaryOf(error)}); applying them one at a time`,
  );
}

/**
 * Stops the projector at the failed event, by the same compare-and-set as a checkpoint advance:
 * only if its row is still as this runner saw it (`seen`) and no runner holds it. A runner that
 * lost the projector meanwhile cannot mark a newer checkpoint failed. Answers whether it did.
 */
export async function recordFailure(
  knex: Knex,
  seen: CheckpointRow,
  failure: EventFailed,
): Promise<boolean> {
  const updated = await casCheckpoint(knex, seen).update({
    state: 'failed',
    last_error: describeFailure(failure.cause),
    failed_event_id: failure.event.id,
    failed_event_type: failure.event.type,
    failed_event_stream: failure.event.streamName,
    failed_at: knex.fn.now(),
    updated_at: knex.fn.now(),
  });
  return updated > 0;
}
