import type { Knex } from 'knex';
import { migrate } from '../migrations';
import type { EventSchemas } from './event-schemas';
import {
  type AppendResult,
  EventIdConflict,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  maxPosition,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  WrongExpectedRevision,
  withEventIds,
} from './event-store';
import { GroupCommit } from './group-commit';
import { eventStoreMigrations } from './postgres-migrations';

type EventRow = {
  position: string;
  transaction_id: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  event_type: string;
  data: Record<string, unknown>;
  metadata: string;
  recorded_ms: number;
};

/**
 * The columns of a recorded event. Metadata and the time recorded come as text and a number and
 * are parsed when first asked for: a replay of a million events needs neither for most of them.
 */
const COLUMNS = `position, transaction_id, event_id, stream_name, stream_revision, event_type, data,
  metadata::text as metadata, (extract(epoch from recorded_at) * 1000)::float8 as recorded_ms`;

const UNIQUE_VIOLATION = '23505';
/**
 * A position's prepare part is a bigint sequence value here, at most 2^63 - 1, though the port
 * allows up to 2^64 - 1: a larger one orders the same as the largest (no event has more).
 */
const BIGINT_MAX = 2n ** 63n - 1n;
const prepareBound = (position: GlobalPosition) =>
  (position.prepare > BIGINT_MAX ? BIGINT_MAX : position.prepare).toString();

class StoredEvent implements RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly streamName: string;
  readonly revision: number;
  readonly position: GlobalPosition;
  private readonly metadataText: string;
  private parsedMetadata: RecordedEvent['metadata'] | undefined;
  private readonly recordedMs: number;

  constructor(row: EventRow) {
    this.id = row.event_id;
    this.type = row.event_type;
    this.data = row.data;
    this.streamName = row.stream_name;
    this.revision = Number(row.stream_revision);
    this.position = { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) };
    this.metadataText = row.metadata;
    this.recordedMs = row.recorded_ms;
  }

  get metadata(): RecordedEvent['metadata'] {
    this.parsedMetadata ??= JSON.parse(this.metadataText) as RecordedEvent['metadata'];
    return this.parsedMetadata;
  }

  get metadataIsObject(): boolean {
    // jsonb's text form of an object starts with its brace.
    return this.metadataText.startsWith('{');
  }

  get recordedAt(): Date {
    return new Date(this.recordedMs);
  }
}

const toRecorded = (row: EventRow): RecordedEvent => new StoredEvent(row);

/**
 * Below this transaction id every transaction that could append here has ended: the oldest one
 * still running in the reading statement's snapshot, or past the newest when none is. A
 * transaction the cluster runs in another database (seen there in pg_stat_activity) cannot
 * append to this store and holds no one back; one that cannot be placed (finished a moment
 * ago, or its database hidden from this role) counts as ours, which only ever waits longer.
 */
const VISIBLE_HORIZON = `coalesce(
  (select min(x) from pg_snapshot_xip(pg_current_snapshot()) as x
   where not exists (select 1 from pg_stat_activity a
                     where a.backend_xid = xid(x) and a.datname <> current_database())),
  pg_snapshot_xmax(pg_current_snapshot()))`;

/**
 * The position of the last event (of those `where` keeps): one step down the global-order
 * index. The text form of the id goes by another name, so that the order is by the column
 * itself (ordered by its text, PostgreSQL would sort the whole log on every call).
 */
export const newestEventSql = (where: string) =>
  `select transaction_id::text as tx, position from es_events ${where}
   order by es_events.transaction_id desc, es_events.position desc
   limit 1`;

/** A row of newestEventSql as a position (START when there is no event). */
const headOf = (row: { tx: string; position: string } | undefined): GlobalPosition =>
  row ? { commit: BigInt(row.tx), prepare: BigInt(row.position) } : START;

/**
 * The PostgreSQL event store. Global order is (transaction id, sequence), and readers only see
 * transactions older than the oldest one still running (VISIBLE_HORIZON), so an event whose
 * transaction commits late is never skipped by a reader that already moved past its sequence.
 */
export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;

  private readonly commits: GroupCommit;
  /**
   * The furthest position this store has seen visible, which stays readable: every transaction
   * below it had ended then, so nothing can land there later. The horizon itself can step back
   * for a moment (a transaction of another database that can no longer be placed counts as
   * ours), and a reader must never see less than it saw before.
   */
  private visible: GlobalPosition = START;

  constructor(
    private readonly knex: Knex,
    /** Every event is checked against these before it is written. */
    private readonly schemas: EventSchemas,
  ) {
    this.commits = new GroupCommit(knex);
  }

  static async open(knex: Knex, schemas: EventSchemas): Promise<PostgresEventStore> {
    await migrate(knex, 'es_migrations', eventStoreMigrations);
    return new PostgresEventStore(knex, schemas);
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const withIds = withEventIds(stream, events, this.schemas);
    let row: Awaited<ReturnType<GroupCommit['append']>>;
    try {
      row = await this.commits.append(stream, String(expectedRevision), withIds);
    } catch (error) {
      // A concurrent append of the same ids won the race: answer as the idempotent repeat.
      if (!isUniqueViolation(error, 'es_events_event_id_key')) throw error;
    }
    if (row?.outcome === 'appended') {
      return {
        nextRevision: Number(row.next_revision),
        position: { commit: BigInt(row.last_transaction_id), prepare: BigInt(row.last_position) },
      };
    }
    const repeat = await this.findRepeat(stream, withIds);
    if (repeat) return repeat;
    throw new WrongExpectedRevision(
      stream,
      expectedRevision,
      row ? Number(row.next_revision) : undefined,
    );
  }

  /** The result of an earlier identical append, or undefined when none of the ids exist yet. */
  private async findRepeat(
    stream: string,
    events: readonly { id: string }[],
  ): Promise<AppendResult | undefined> {
    const ids = events.map((event) => event.id);
    const existing: EventRow[] = await this.knex('es_events')
      .select(this.knex.raw(COLUMNS))
      .whereIn('event_id', ids)
      .orderBy('stream_revision');
    if (existing.length === 0) return undefined;
    const sameBatch =
      existing.length === ids.length &&
      existing.every((row, index) => row.stream_name === stream && row.event_id === ids[index]);
    if (!sameBatch) {
      const stray = existing.find(
        (row, index) => row.stream_name !== stream || row.event_id !== ids[index],
      );
      throw new EventIdConflict(stray?.event_id ?? String(ids[0]));
    }
    const tail = toRecorded(existing.at(-1) as EventRow);
    return { nextRevision: tail.revision, position: tail.position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const query = this.knex('es_events')
      .select(this.knex.raw(COLUMNS))
      .where('stream_name', stream)
      .orderBy('stream_revision', backwards ? 'desc' : 'asc');
    if (options.fromRevision !== undefined) {
      query.where('stream_revision', backwards ? '<=' : '>=', options.fromRevision);
    }
    if (options.limit !== undefined) query.limit(options.limit);
    return (await query).map(toRecorded);
  }

  async readStreams(streams: readonly string[]): Promise<RecordedEvent[][]> {
    // One index lookup per stream, whatever the planner knows of the table: an IN list on a
    // table never analyzed (autovacuum off) was planned as a scan of every event.
    const result = await this.knex.raw<{ rows: EventRow[] }>(
      `select ${COLUMNS} from unnest(?::text[]) as wanted (name)
       cross join lateral (
         select * from es_events where stream_name = wanted.name order by stream_revision
       ) as e`,
      [[...new Set(streams)]],
    );
    const byStream = new Map<string, RecordedEvent[]>();
    for (const row of result.rows) {
      const event = toRecorded(row);
      const list = byStream.get(event.streamName) ?? [];
      list.push(event);
      byStream.set(event.streamName, list);
    }
    return streams.map((stream) => byStream.get(stream) ?? []);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { sql, bindings } = this.readAllSql(options, VISIBLE_HORIZON);
    const result = await this.knex.raw<{ rows: EventRow[] }>(sql, bindings);
    return this.sawEvents(result.rows);
  }

  /**
   * The read and the head in one statement, under one snapshot and one horizon: nothing the
   * read could see lies above the head.
   */
  async readAllAndHead(
    options: ReadAllOptions,
  ): Promise<{ events: RecordedEvent[]; head: GlobalPosition }> {
    const seen = this.visible;
    const read = this.readAllSql(options, '(select h from horizon)', seen);
    const result = await this.knex.raw<{
      rows: (EventRow & { head_tx: string | null; head_position: string | null })[];
    }>(
      `with horizon as materialized (select ${VISIBLE_HORIZON} as h),
            head as (${newestEventSql('where transaction_id < (select h from horizon)')}),
            batch as (${read.sql})
       select batch.*, head.tx as head_tx, head.position as head_position
       from (select 1) as one
       left join head on true
       left join batch on true
       order by batch.transaction_id, batch.position`,
      read.bindings,
    );
    const first = result.rows[0];
    const head = headOf(
      first?.head_tx != null && first.head_position != null
        ? { tx: first.head_tx, position: first.head_position }
        : undefined,
    );
    // No event read: one row of nulls but for the head.
    const rows = result.rows.filter((row) => row.position != null);
    const events = this.sawEvents(rows);
    // This read's own head: what its statement saw, or what the store had seen when it was sent
    // (the read returns everything up to there too). Not this.visible as it is now: a concurrent
    // read with a newer snapshot may have raised it past events this read could not see.
    const own = maxPosition(seen, head);
    this.visible = maxPosition(this.visible, own);
    return { events, head: own };
  }

  private readAllSql(options: ReadAllOptions, horizon: string, visible = this.visible) {
    const after = options.after ?? START;
    const typeFilter = options.types ? 'and event_type = any(?::text[])' : '';
    const bindings: Knex.RawBinding[] = [
      after.commit.toString(),
      prepareBound(after),
      visible.commit.toString(),
      visible.prepare.toString(),
    ];
    if (options.types) bindings.push([...options.types]);
    bindings.push(options.limit ?? 1000);
    const sql = `select ${COLUMNS} from es_events
       where (transaction_id, position) > (?::xid8, ?::bigint)
         and (transaction_id < ${horizon}
              or (transaction_id, position) <= (?::xid8, ?::bigint))
         ${typeFilter}
       order by transaction_id, position
       limit ?`;
    return { sql, bindings };
  }

  private sawEvents(rows: EventRow[]): RecordedEvent[] {
    const events = rows.map(toRecorded);
    const last = events.at(-1);
    if (last) this.visible = maxPosition(this.visible, last.position);
    return events;
  }

  async headPosition(): Promise<GlobalPosition> {
    // Visible means below the oldest running transaction: a later commit lands above this head.
    const head = await this.newest(`where transaction_id < ${VISIBLE_HORIZON}`);
    this.visible = maxPosition(this.visible, head);
    return this.visible;
  }

  async lastCommittedPosition(): Promise<GlobalPosition> {
    return this.newest('');
  }

  private async newest(where: string): Promise<GlobalPosition> {
    const result = await this.knex.raw<{ rows: { tx: string; position: string }[] }>(
      newestEventSql(where),
    );
    return headOf(result.rows[0]);
  }

  private preparing: Promise<void> | undefined;

  prepareForReplay(): Promise<void> {
    // Rebuilds that start together (rebuild --all) share one look, and one ANALYZE.
    this.preparing ??= this.analyzeIfStale().finally(() => {
      this.preparing = undefined;
    });
    return this.preparing;
  }

  /** ANALYZE es_events when more than a tenth of it changed since its statistics were taken. */
  private async analyzeIfStale(): Promise<void> {
    const result = await this.knex.raw<{ rows: { stale: boolean }[] }>(
      `select n_mod_since_analyze > greatest(1000, n_live_tup / 10) as stale
       from pg_stat_user_tables where relid = 'es_events'::regclass`,
    );
    if (result.rows[0]?.stale) await this.knex.raw('analyze es_events');
  }

  async countAfter(after: GlobalPosition, types?: readonly string[]): Promise<number> {
    const typeFilter = types ? 'and event_type = any(?::text[])' : '';
    const bindings: Knex.RawBinding[] = [after.commit.toString(), prepareBound(after)];
    if (types) bindings.push([...types]);
    const result = await this.knex.raw<{ rows: { count: string }[] }>(
      `select count(*) from es_events
       where (transaction_id, position) > (?::xid8, ?::bigint) ${typeFilter}`,
      bindings,
    );
    return Number(result.rows[0]?.count ?? 0);
  }

  async close(): Promise<void> {}
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === UNIQUE_VIOLATION && e.constraint === constraint;
}
