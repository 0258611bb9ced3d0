import { describeIssues } from './event-schemas';
import { formatPosition, type RecordedEvent } from './event-store';
import type { UnreadableEvent } from './unreadable-answer';

export type { UnreadableEvent };

/**
 * Why an event's metadata cannot be read, or undefined when it can: metadata is a JSON object
 * (who acted, when), and a log written past the store may hold `null` or another value there.
 * Such an event is unreadable as one whose data does not parse is: replays list it and go on,
 * and a projector stops at it (the operator retries or skips it).
 */
export function metadataProblem(recorded: RecordedEvent): string | undefined {
  if (recorded.metadataIsObject === true) return undefined;
  const metadata: unknown = recorded.metadata;
  if (metadata !== null && typeof metadata === 'object' && !Array.isArray(metadata)) {
    return undefined;
  }
  const received = metadata === null ? 'null' : Array.isArray(metadata) ? 'array' : typeof metadata;
  return `metadata: expected an object, received ${received}`;
}

/** The metadata as a JSON object, or an empty one when it cannot be read (see metadataProblem). */
export function readableMetadata(recorded: RecordedEvent): Partial<RecordedEvent['metadata']> {
  return metadataProblem(recorded) === undefined ? recorded.metadata : {};
}

export function unreadableEvent(recorded: RecordedEvent, error: unknown): UnreadableEvent {
  const claimed = readableMetadata(recorded).occurredAt;
  return {
    position: formatPosition(recorded.position),
    eventId: recorded.id,
    type: recorded.type,
    stream: recorded.streamName,
    recordedAt: recorded.recordedAt.toISOString(),
    occurredAt: typeof claimed === 'string' ? claimed : null,
    reason: describeIssues(error),
  };
}

/** Parses an event, or says why it cannot: the one way every replay reads the log. */
export function readEvent<Event>(
  recorded: RecordedEvent,
  parse: (type: string, data: unknown) => Event,
): { event: Event } | { unreadable: UnreadableEvent } {
  const problem = metadataProblem(recorded);
  if (problem) return { unreadable: unreadableEvent(recorded, new Error(problem)) };
  try {
    return { event: parse(recorded.type, recorded.data) };
  } catch (error) {
    return { unreadable: unreadableEvent(recorded, error) };
  }
}

/** One line for a terminal. */
export const describeUnreadable = (u: UnreadableEvent): string =>
  `UNREADABLE ${u.type} at ${u.position} (event ${u.eventId}, stream ${u.stream}, occurred ${u.occurredAt ?? 'unknown'}, recorded ${u.recordedAt}): ${u.reason}`;
