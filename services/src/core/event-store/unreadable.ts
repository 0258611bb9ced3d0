import { describeIssues } from './event-schemas';
import { formatPosition, type RecordedEvent } from './event-store';
import type { UnreadableEvent } from './unreadable-answer';

export type { UnreadableEvent };

export function unreadableEvent(recorded: RecordedEvent, error: unknown): UnreadableEvent {
  const claimed = recorded.metadata?.occurredAt;
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
  try {
    return { event: parse(recorded.type, recorded.data) };
  } catch (error) {
    return { unreadable: unreadableEvent(recorded, error) };
  }
}

/** One line for a terminal. */
export const describeUnreadable = (u: UnreadableEvent): string =>
  `UNREADABLE ${u.type} at ${u.position} (event ${u.eventId}, stream ${u.stream}, occurred ${u.occurredAt ?? 'unknown'}, recorded ${u.recordedAt}): ${u.reason}`;
