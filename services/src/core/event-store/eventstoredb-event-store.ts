import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  type AppendResult as ClientAppendResult,
  END,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START as READ_START,
  type ReadRevision,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EventSchemas } from './event-schemas';
import {
  type AllSubscription,
  type AppendResult,
  comparePositions,
  EventIdConflict,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  WrongExpectedRevision,
  withEventIds,
} from './event-store';
import { claimEventIds, isClaimStream } from './eventstoredb-event-ids';
import {
  actualRevisionOf,
  isRealPosition,
  toGlobalPosition,
  toPortError,
  toRecorded,
} from './eventstoredb-mapping';
import { EventStoreDBSubscription } from './eventstoredb-subscription';

const DEFAULT_READ_ALL_LIMIT = 1000;
const MAX_PAGE = 4096;
const CONNECT_TIMEOUT_MS = 10_000;

function toClientExpected(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      if (!Number.isSafeInteger(expected) || expected < 0) {
        throw new RangeError(`Expected revision must be a revision (0 or more), got ${expected}`);
      }
      return BigInt(expected);
  }
}

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  try {
    for await (const item of read) items.push(item);
  } catch (error) {
    throw toPortError(error);
  }
  return items;
}

/** Our config accepts kurrentdb:// URLs; this client (v6) only parses the esdb:// spelling of the same format. */
function toClientConnectionString(url: string): string {
  return url.replace(/^kurrentdb(\+discover)?:\/\//i, (_, discover: string | undefined) =>
    discover ? 'esdb+discover://' : 'esdb://',
  );
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

/**
 * The EventStoreDB event store, over gRPC with @eventstore/db-client v6. Global order is ESDB's
 * $all (commit, prepare) position, so readers follow the server's single transaction log.
 *
 * Client v6 has no server-side filter for reads of $all (only subscriptions have one), so readAll
 * filters on this side: system events ($-prefixed types), event id claims (see
 * eventstoredb-event-ids.ts) and, when asked, other event types are read and dropped. A sparse
 * type filter therefore scans $all up to its end: projectors use subscribeToAll instead, which
 * the server filters.
 */
export class EventStoreDBEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;

  constructor(
    private readonly client: Pick<
      EventStoreDBClient,
      'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
    >,
    /** Every event is checked against these before it is written. */
    private readonly schemas: EventSchemas,
  ) {}

  /**
   * Connects and proves the server answers a read of $all (which also checks the credentials may
   * read it). Accepts esdb://, esdb+discover:// and kurrentdb:// connection strings.
   */
  static async connect(
    url: string,
    schemas: EventSchemas,
    { timeoutMs = CONNECT_TIMEOUT_MS }: { timeoutMs?: number } = {},
  ): Promise<EventStoreDBEventStore> {
    const client = EventStoreDBClient.connectionString(toClientConnectionString(url));
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        collect(client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (error) {
      await client.dispose().catch(() => undefined);
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot read from EventStoreDB at ${redact(url)}: ${detail}`, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
    return new EventStoreDBEventStore(client, schemas);
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const withIds = withEventIds(stream, events, this.schemas);
    const expected = toClientExpected(expectedRevision);
    await claimEventIds(
      this.client,
      stream,
      withIds.map((event) => event.id),
    ).catch((error: unknown) => {
      throw toPortError(error, stream);
    });
    let result: ClientAppendResult;
    try {
      result = await this.client.appendToStream(
        stream,
        withIds.map((event) =>
          jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }),
        ),
        { expectedRevision: expected },
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw toPortError(error, stream);
      // ESDB answers an identical repeat as a success itself; what reaches here is either a real
      // conflict or a batch that only partly repeats an earlier one.
      const actual = actualRevisionOf(error);
      const repeat = await this.findRepeat(stream, withIds, expectedRevision, actual);
      if (repeat) return repeat;
      throw new WrongExpectedRevision(stream, expectedRevision, actual);
    }
    if (!result.success) {
      // Only with throwOnAppendFailure=false in the connection string; the client then reports
      // no trustworthy current revision, so "unknown".
      const repeat = await this.findRepeat(stream, withIds, expectedRevision, undefined);
      if (repeat) return repeat;
      throw new WrongExpectedRevision(stream, expectedRevision, undefined);
    }
    const nextRevision = Number(result.nextExpectedRevision);
    if (isRealPosition(result.position)) {
      return { nextRevision, position: toGlobalPosition(result.position) };
    }
    // An idempotent repeat may come back without a position (older servers report none); the
    // last event, read back, has it.
    const [tail] = await this.readStream(stream, { fromRevision: nextRevision, limit: 1 });
    if (tail?.revision === nextRevision && isRealPosition(tail.position)) {
      return { nextRevision, position: tail.position };
    }
    throw new Error(
      `EventStoreDB appended to ${stream} (revision ${nextRevision}) but reported no $all position`,
    );
  }

  /**
   * The result of an earlier identical append, or undefined when none of the ids are where that
   * append would have put them. Looks where the expected revision says the batch must start.
   */
  private async findRepeat(
    stream: string,
    events: readonly { id: string }[],
    expected: ExpectedRevision,
    actual: number | undefined,
  ): Promise<AppendResult | undefined> {
    if (actual === -1) return undefined;
    const ids = events.map((event) => event.id);
    const start =
      typeof expected === 'number'
        ? expected + 1
        : expected === 'no_stream'
          ? 0
          : await this.locate(stream, ids[0] as string);
    if (start === undefined || (actual !== undefined && start > actual)) return undefined;
    const existing = await this.readStream(stream, { fromRevision: start, limit: ids.length });
    const sameBatch =
      existing.length === ids.length && existing.every((event, index) => event.id === ids[index]);
    if (sameBatch) {
      const tail = existing.at(-1) as RecordedEvent;
      return { nextRevision: tail.revision, position: tail.position };
    }
    const found = new Set(existing.map((event) => event.id));
    if (!ids.some((id) => found.has(id))) return undefined;
    const stray = ids.find((id, index) => existing[index]?.id !== id);
    throw new EventIdConflict(stray ?? String(ids[0]));
  }

  /** The revision of an event in a stream, scanning back from its end. */
  private async locate(stream: string, eventId: string): Promise<number | undefined> {
    const PAGE = 500;
    let from: ReadRevision = END;
    for (;;) {
      const page = await this.readRaw(stream, { fromRevision: from, backwards: true, limit: PAGE });
      const hit = page.find((event) => event.id === eventId);
      if (hit) return hit.revision;
      const last = page.at(-1);
      if (page.length < PAGE || !last || last.revision === 0) return undefined;
      from = BigInt(last.revision - 1);
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const { fromRevision, limit } = options;
    if (limit !== undefined && limit <= 0) return [];
    let from: ReadRevision;
    if (fromRevision === undefined) from = backwards ? END : READ_START;
    else if (fromRevision >= 0) from = BigInt(fromRevision);
    else if (backwards) return [];
    else from = READ_START;
    return this.readRaw(stream, { fromRevision: from, backwards, limit });
  }

  private async readRaw(
    stream: string,
    options: { fromRevision: ReadRevision; backwards: boolean; limit: number | undefined },
  ): Promise<RecordedEvent[]> {
    try {
      const resolved = await collect(
        this.client.readStream(stream, {
          fromRevision: options.fromRevision,
          direction: options.backwards ? BACKWARDS : FORWARDS,
          maxCount: options.limit ?? Number.MAX_SAFE_INTEGER,
        }),
      );
      return resolved.flatMap(({ event }) => (event ? [toRecorded(event)] : []));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw toPortError(error, stream);
    }
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? DEFAULT_READ_ALL_LIMIT;
    if (limit <= 0) return [];
    const types = options.types ? new Set(options.types) : undefined;
    // ESDB reads $all from a position inclusively: every page starts again at the last event
    // seen, which (like `after` itself) is skipped.
    const pageSize = Math.min(types ? Math.max(limit + 1, 1024) : limit + 1, MAX_PAGE);
    let cursor: GlobalPosition | undefined = options.after;
    const events: RecordedEvent[] = [];
    for (;;) {
      const page: AllStreamResolvedEvent[] = await collect(
        this.client.readAll({
          fromPosition: cursor ? { commit: cursor.commit, prepare: cursor.prepare } : READ_START,
          direction: FORWARDS,
          maxCount: pageSize,
        }),
      );
      let advanced = false;
      for (const { event } of page) {
        if (!event) continue;
        const position = toGlobalPosition(event.position);
        if (cursor && comparePositions(position, cursor) <= 0) continue;
        cursor = position;
        advanced = true;
        if (event.type.startsWith('$') || isClaimStream(event.streamId)) continue;
        if (types && !types.has(event.type)) continue;
        events.push(toRecorded(event));
        if (events.length >= limit) return events;
      }
      if (page.length < pageSize || !advanced) return events;
    }
  }

  async headPosition(): Promise<GlobalPosition> {
    const [last] = await collect(
      this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }),
    );
    return last?.event ? toGlobalPosition(last.event.position) : START;
  }

  /** ESDB shows a write to readers as soon as it commits: the head is the newest commit. */
  lastCommittedPosition(): Promise<GlobalPosition> {
    return this.headPosition();
  }

  /** A live read that the server filters by type (see EventStoreDBSubscription). */
  subscribeToAll(options: { after: GlobalPosition; types: readonly string[] }): AllSubscription {
    return new EventStoreDBSubscription(this.client, options.after, options.types);
  }

  /** ESDB cannot count events after a position without reading them. */
  async countAfter(_after: GlobalPosition, _types?: readonly string[]): Promise<null> {
    return null;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
