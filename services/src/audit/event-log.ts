import { SECRET_FIELDS } from '../accounts';
import {
  comparePositions,
  type EventStore,
  formatPosition,
  type GlobalPosition,
  type RecordedEvent,
  START,
} from '../core/event-store/event-store';
import { metadataProblem, readableMetadata } from '../core/event-store/unreadable';
import type { LoggedEvent } from './schemas';

/** Data fields no one reads back, not even an auditor: they are shown as "[redacted]". */
const REDACTED_FIELDS: ReadonlySet<string> = new Set(SECRET_FIELDS);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      REDACTED_FIELDS.has(key) ? '[redacted]' : redact(v),
    ]),
  );
}

export type { LoggedEvent };

/**
 * An event as the auditor reads it. Metadata that is not a JSON object (`null`, written past the
 * store) is answered as null with the reason beside it, as unreadable data is shown as it is:
 * the page, and the pages after it, still answer.
 */
export const toLogged = (event: RecordedEvent): LoggedEvent => {
  const problem = metadataProblem(event);
  return {
    position: formatPosition(event.position),
    id: event.id,
    stream: event.streamName,
    revision: event.revision,
    type: event.type,
    data: redact(event.data),
    metadata: problem ? null : (redact(event.metadata) as NonNullable<LoggedEvent['metadata']>),
    ...(problem ? { unreadable: problem } : {}),
    recordedAt: event.recordedAt.toISOString(),
  };
};

export type LogQuery = {
  stream?: string | undefined;
  types?: string[] | undefined;
  /** Inclusive lower and exclusive upper bound on when the event happened (metadata.occurredAt). */
  from?: Date | undefined;
  to?: Date | undefined;
  after?: GlobalPosition | undefined;
  /** Only events caused by this user (metadata.actorId). */
  actor?: string | undefined;
  limit: number;
};

const SCAN_BATCH = 1_000;

/** When the event happened by its metadata; by its recording when the metadata cannot say. */
const happenedAt = (event: RecordedEvent) => {
  const claimed = Date.parse(String(readableMetadata(event).occurredAt));
  return Number.isNaN(claimed) ? event.recordedAt.getTime() : claimed;
};

/**
 * One page of the raw log in global order, filtered by stream, type, actor and time; `next` is the
 * cursor for the following page (null at the end).
 */
export async function readLogPage(
  store: EventStore,
  query: LogQuery,
): Promise<{ events: LoggedEvent[]; next: string | null }> {
  const matches = (event: RecordedEvent) => {
    if (query.types && !query.types.includes(event.type)) return false;
    if (query.actor && readableMetadata(event).actorId !== query.actor) return false;
    const at = happenedAt(event);
    if (query.from && at < query.from.getTime()) return false;
    return !(query.to && at >= query.to.getTime());
  };
  const page: RecordedEvent[] = [];
  let after = query.after ?? START;
  let exhausted = false;
  while (page.length < query.limit && !exhausted) {
    const batch = query.stream
      ? (await store.readStream(query.stream)).filter(
          (e) => comparePositions(e.position, after) > 0,
        )
      : await store.readAll({ after, types: query.types, limit: SCAN_BATCH });
    if (query.stream || batch.length < SCAN_BATCH) exhausted = true;
    for (const event of batch) {
      after = event.position;
      if (!matches(event)) continue;
      page.push(event);
      if (page.length === query.limit) break;
    }
    if (page.length === query.limit) after = page.at(-1)?.position ?? after;
  }
  const next = page.length === query.limit ? formatPosition(after) : null;
  return { events: page.map(toLogged), next };
}
