import {
  type RecordedEvent as ClientRecordedEvent,
  DeadlineExceededError,
  NO_STREAM,
  NotLeaderError,
  type Position,
  StreamDeletedError,
  TimeoutError,
  UnavailableError,
  type WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type EventMetadata,
  type GlobalPosition,
  type RecordedEvent,
  StoreUnavailable,
  StreamDeleted,
} from './event-store';

// How the EventStoreDB adapter translates the client's values and errors into the port's.

/** ESDB positions are signed 64-bit inside the server; -1 ("none") reaches clients as 2^64 - 1. */
const MAX_REAL_POSITION = 2n ** 63n - 1n;

/**
 * Stands in for a position the client did not pass on. (Stream reads on servers before 22.6 carry
 * 2^64 - 1 instead, which is passed through as it is.)
 */
const UNKNOWN_POSITION: GlobalPosition = { commit: -1n, prepare: -1n };

export function toGlobalPosition(position: Position | undefined): GlobalPosition {
  return position ? { commit: position.commit, prepare: position.prepare } : UNKNOWN_POSITION;
}

export function isRealPosition(position: GlobalPosition | Position | undefined): boolean {
  return (
    position !== undefined &&
    position.commit >= 0n &&
    position.prepare >= 0n &&
    position.commit <= MAX_REAL_POSITION &&
    position.prepare <= MAX_REAL_POSITION
  );
}

/** JSON events come back parsed; anything else (binary events of other writers) is decoded if it is JSON. */
function asObject(value: unknown): Record<string, unknown> | undefined {
  if (value instanceof Uint8Array) {
    try {
      return asObject(JSON.parse(Buffer.from(value).toString('utf8')));
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function toRecorded(event: ClientRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    data: asObject(event.data) ?? {},
    metadata: (asObject(event.metadata) ?? {}) as EventMetadata,
    streamName: event.streamId,
    revision: Number(event.revision),
    position: toGlobalPosition(event.position),
    recordedAt: event.created,
  };
}

/** The stream's revision a WrongExpectedVersionError reports: -1 for none, undefined when unknown. */
export function actualRevisionOf(error: WrongExpectedVersionError): number | undefined {
  const current: unknown = error.actualVersion;
  return current === NO_STREAM ? -1 : typeof current === 'bigint' ? Number(current) : undefined;
}

/**
 * The port's typed error for a client error, or the error itself when the port has none.
 * (WrongExpectedVersionError is answered in append, which first tells a repeat from a conflict.)
 */
export function toPortError(error: unknown, stream?: string): unknown {
  if (error instanceof StreamDeletedError)
    return new StreamDeleted(error.streamName || stream || '');
  if (error instanceof NotLeaderError) {
    const leader = error.leader
      ? ` (the leader is ${error.leader.address}:${error.leader.port})`
      : '';
    return new StoreUnavailable(`EventStoreDB: this node is not the leader${leader}`, {
      cause: error,
    });
  }
  if (
    error instanceof UnavailableError ||
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError
  ) {
    return new StoreUnavailable(`EventStoreDB did not answer: ${error.message}`, { cause: error });
  }
  return error;
}

/**
 * The server-side filter's pattern for exactly these event types (a prefix filter would also
 * take every type that starts with one of them).
 */
export function exactTypesPattern(types: readonly string[]): string {
  if (types.length === 0) throw new Error('a type filter needs at least one type');
  const escaped = types.map((type) => type.replace(/[.*+?^${}()|[\]\\#\s-]/g, '\\$&'));
  return `^(?:${escaped.join('|')})$`;
}
