import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  type AppendResult as ClientAppendResult,
  type RecordedEvent as ClientRecordedEvent,
  END,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  type Position,
  START as READ_START,
  type ReadRevision,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  comparePositions,
  EventIdConflict,
  type EventMetadata,
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

/** ESDB positions are signed 64-bit inside the server; -1 ("none") reaches clients as 2^64 - 1. */
const MAX_REAL_POSITION = 2n ** 63n - 1n;

/**
 * Stands in for a position the client did not pass on. (Stream reads on servers before 22.6 carry
 * 2^64 - 1 instead, which is passed through as it is.)
 */
const UNKNOWN_POSITION: GlobalPosition = { commit: -1n, prepare: -1n };

const DEFAULT_READ_ALL_LIMIT = 1000;
const MAX_PAGE = 4096;
const CONNECT_TIMEOUT_MS = 10_000;

function toGlobalPosition(position: Position | undefined): GlobalPosition {
  return position ? { commit: position.commit, prepare: position.prepare } : UNKNOWN_POSITION;
}

function isRealPosition(position: GlobalPosition | Position | undefined): boolean {
  return (
    position !== undefined &&
    position.commit >= 0n &&
    position.prepare >= 0n &&
    position.commit <= MAX_REAL_POSITION &&
    position.prepare <= MAX_REAL_POSITION
  );
}

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

function toRecorded(event: ClientRecordedEvent): RecordedEvent {
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

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) items.push(item);
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
 * filters on this side: system events ($-prefixed types) and, when asked, other event types are
 * read and dropped. A sparse type filter therefore scans $all up to its end.
 */
export class EventStoreDBEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;

  constructor(private readonly client: EventStoreDBClient) {}

  /**
   * Connects and proves the server answers a read of $all (which also checks the credentials may
   * read it). Accepts esdb://, esdb+discover:// and kurrentdb:// connection strings.
   */
  static async connect(
    url: string,
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
    return new EventStoreDBEventStore(client);
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const withIds = withEventIds(events);
    let result: ClientAppendResult;
    try {
      result = await this.client.appendToStream(
        stream,
        withIds.map((event) =>
          jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }),
        ),
        { expectedRevision: toClientExpected(expectedRevision) },
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // ESDB answers an identical repeat as a success itself; what reaches here is either a real
      // conflict or a batch that only partly repeats an earlier one.
      const current: unknown = error.actualVersion;
      const actual =
        current === NO_STREAM ? -1 : typeof current === 'bigint' ? Number(current) : undefined;
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
      throw error;
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
        if (event.type.startsWith('$')) continue;
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

  /** ESDB cannot count events after a position without reading them. */
  async countAfter(_after: GlobalPosition, _types?: readonly string[]): Promise<null> {
    return null;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
