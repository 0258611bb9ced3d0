import { randomUUID } from 'node:crypto';
import type { EventSchemas } from './event-schemas';

/**
 * The event store port. Two adapters implement it: PostgreSQL (pg/knex) and EventStoreDB.
 * Revisions count from 0 within a stream; global positions order every event in the store.
 */

/** A global position: for EventStoreDB its commit/prepare pair; for PostgreSQL (transaction id, sequence). */
export type GlobalPosition = { readonly commit: bigint; readonly prepare: bigint };

export const START: GlobalPosition = { commit: 0n, prepare: 0n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export const maxPosition = (a: GlobalPosition, b: GlobalPosition): GlobalPosition =>
  comparePositions(a, b) >= 0 ? a : b;

export function formatPosition(position: GlobalPosition): string {
  return `${position.commit}.${position.prepare}`;
}

/**
 * The largest part of a position: both parts are unsigned 64-bit integers (EventStoreDB's
 * commit and prepare, PostgreSQL's xid8). A text naming more is not a position.
 */
export const MAX_POSITION_PART = 2n ** 64n - 1n;

/** `commit.prepare` as formatPosition writes it; undefined for anything else or out of range. */
export function parsePosition(text: string): GlobalPosition | undefined {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const position = { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
  if (position.commit > MAX_POSITION_PART || position.prepare > MAX_POSITION_PART) return undefined;
  return position;
}

export type EventMetadata = {
  /** The signed-in user who caused the event, or null for anonymous and system actions. */
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  /**
   * A vote's voter: the account id, or for a signed-out vote the HMAC of the client's address
   * with a server secret (never the raw address), kept as long as the vote counts. Events
   * appended before the privacy page's retention schedule may also carry it as `clientKey`.
   */
  voterKey?: string;
  [key: string]: unknown;
};

export type EventToAppend = {
  /** A UUID; appending the same ids to the same stream again is idempotent. Generated when absent. */
  id?: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
};

export type RecordedEvent = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  streamName: string;
  revision: number;
  position: GlobalPosition;
  recordedAt: Date;
  /**
   * Optional: whether the stored metadata is a JSON object, known without parsing it (the
   * PostgreSQL store parses metadata only when asked for). A log written past the store (a hand
   * edit, an old writer) can hold `null` there: see metadataProblem (unreadable.ts).
   */
  readonly metadataIsObject?: boolean;
};

/**
 * Checks a batch before any of it is written: not empty, every event fits its type's schema
 * (else EventRefused, and nothing of the batch is written); gives every event an id (ids make
 * re-appends idempotent).
 */
export function withEventIds(
  stream: string,
  events: readonly EventToAppend[],
  schemas: EventSchemas,
): (EventToAppend & { id: string })[] {
  if (events.length === 0) throw new Error('append needs at least one event');
  for (const event of events) {
    const why = schemas.refusal(event.type, event.data);
    if (why !== undefined) throw new EventRefused(stream, event.type, why);
  }
  return events.map((event) => ({ ...event, id: event.id ?? randomUUID() }));
}

/** 'no_stream': the stream must not exist; 'stream_exists': it must; a number: its last revision. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export type AppendResult = {
  /** The revision of the last event appended, i.e. the stream's revision now. */
  nextRevision: number;
  /** The global position of the last event appended. */
  position: GlobalPosition;
};

export type ReadStreamOptions = {
  fromRevision?: number;
  direction?: 'forwards' | 'backwards';
  limit?: number;
};

export type ReadAllOptions = {
  /** Exclusive: events strictly after this position. */
  after?: GlobalPosition;
  limit?: number;
  /** Only these event types (all when absent). */
  types?: readonly string[];
};

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  append(
    stream: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream in revision order; [] for a stream that does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Several whole streams in one read, in the order asked (see readStreams below). */
  readStreams?(streams: readonly string[]): Promise<RecordedEvent[][]>;
  /** Events in global order. Never skips an event that commits after a later one became visible. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * The position of the last event a reader can see now (START when none). Every event at or
   * below it that readAll will ever return, it returns already: a reader that found nothing of
   * its types after its checkpoint has seen all of them up to here.
   */
  headPosition(): Promise<GlobalPosition>;
  /**
   * readAll and headPosition in one look (see readAllAndHead below): a head at least as new as
   * anything the read could see, so a short read means nothing else of its types up to it.
   */
  readAllAndHead?(
    options: ReadAllOptions,
  ): Promise<{ events: RecordedEvent[]; head: GlobalPosition }>;
  /**
   * The position of the newest committed event, which may lie beyond headPosition while an
   * older transaction is still open (readAll will not pass that one until it ends). A reader
   * that must take in everything committed by now reads until it reaches this position.
   */
  lastCommittedPosition(): Promise<GlobalPosition>;
  /**
   * Before a reader goes through the whole log (a rebuild): whatever the store needs to read it
   * fast. PostgreSQL refreshes its planner's statistics of the log when a burst of appends has
   * left them stale; ordered reads by type would otherwise sort the rest of the log every batch.
   */
  prepareForReplay?(): Promise<void>;
  /** How many events (of these types) lie after a position, when the store can tell cheaply. */
  countAfter(after: GlobalPosition, types?: readonly string[]): Promise<number | null>;
  /**
   * Optional: a live read of $all that the store filters by type itself (EventStoreDB), for
   * readers whose types are rare; without it, readers poll readAll({ types }) (PostgreSQL,
   * whose type index makes that cheap).
   */
  subscribeToAll?(options: { after: GlobalPosition; types: readonly string[] }): AllSubscription;
  close(): Promise<void>;
}

/** What a subscription has for its reader: events of its types, and how far it has looked. */
export type SubscriptionPage = {
  events: RecordedEvent[];
  /**
   * The store has looked at everything up to here: no event of the types lies between the last
   * event given and this position, so a reader's checkpoint may move here (past other types).
   */
  through: GlobalPosition;
};

export interface AllSubscription {
  /**
   * What arrived since the last call, in global order, at most `limit` events. The first call
   * waits until the subscription caught up with the log once (or has `limit` events); later
   * calls answer at once. Throws (a typed error where the store has one) once it has failed.
   */
  next(limit: number): Promise<SubscriptionPage>;
  close(): Promise<void>;
}

export class WrongExpectedRevision extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** The stream's revision as the store saw it, -1 when it does not exist, or undefined when unknown. */
    readonly actual: number | undefined,
  ) {
    super(
      `Wrong expected revision on ${stream}: expected ${String(expected)}, actual ${
        actual === undefined ? 'unknown' : actual === -1 ? 'no stream' : actual
      }`,
    );
    this.name = 'WrongExpectedRevision';
  }
}

/** The same event id was appended before with different content or to another stream. */
export class EventIdConflict extends Error {
  constructor(readonly eventId: string) {
    super(`Event ${eventId} was already appended elsewhere or in another batch`);
    this.name = 'EventIdConflict';
  }
}

/** An event its type's schema refuses: the store writes none of the batch it came in. */
export class EventRefused extends Error {
  constructor(
    readonly stream: string,
    readonly eventType: string,
    readonly reason: string,
  ) {
    super(`Event ${eventType} refused on ${stream}: ${reason}`);
    this.name = 'EventRefused';
  }
}

/** The stream was deleted (EventStoreDB; PostgreSQL never deletes a stream). */
export class StreamDeleted extends Error {
  constructor(readonly stream: string) {
    super(`Stream ${stream} is deleted`);
    this.name = 'StreamDeleted';
  }
}

/**
 * The store cannot serve now but may shortly (no leader, unavailable, a deadline passed): the
 * operation may be tried again.
 */
export class StoreUnavailable extends Error {
  readonly transient = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailable';
  }
}

/**
 * The polling form of readAll: yields batches in global order until the signal aborts.
 * `nudge` (when given) wakes the poller early, e.g. after a local append.
 */
export async function* pollAll(
  store: EventStore,
  options: {
    after?: GlobalPosition;
    types?: readonly string[];
    batchSize?: number;
    intervalMs?: number;
    signal: AbortSignal;
  },
): AsyncGenerator<RecordedEvent[]> {
  let after = options.after ?? START;
  const interval = options.intervalMs ?? 100;
  while (!options.signal.aborted) {
    const batch = await store.readAll({
      after,
      limit: options.batchSize ?? 500,
      types: options.types,
    });
    const last = batch.at(-1);
    if (last) {
      after = last.position;
      yield batch;
      continue;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, interval);
      options.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }
}

/** Several whole streams: in one round trip where the store can, else one read each. */
export function readStreams(
  store: EventStore,
  streams: readonly string[],
): Promise<RecordedEvent[][]> {
  return store.readStreams
    ? store.readStreams(streams)
    : Promise.all(streams.map((stream) => store.readStream(stream)));
}

/**
 * Events in global order and the head: in one round trip where the store can, else the head
 * first (so that the read that follows sees at least up to it), then the read.
 */
export async function readAllAndHead(
  store: EventStore,
  options: ReadAllOptions,
): Promise<{ events: RecordedEvent[]; head: GlobalPosition }> {
  if (store.readAllAndHead) return store.readAllAndHead(options);
  const head = await store.headPosition();
  return { events: await store.readAll(options), head };
}
