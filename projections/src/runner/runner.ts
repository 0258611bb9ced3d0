import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import {
  comparePositions,
  type EventStore,
  formatPosition,
  type GlobalPosition,
  type RecordedEvent,
  readAllAndHead,
} from '../../../services/src/core/event-store/event-store';
import { throttledLog } from '../../../services/src/core/log';
import type { CheckpointAdvanced, ProjectorStatus } from '../../../services/src/core/projections';
import {
  type CheckpointRow,
  casCheckpoint,
  clearedFailure,
  ensureCheckpoint,
  LOCK_NAMESPACE,
  positionColumns,
  positionOf,
  readCheckpoint,
} from './checkpoints';
import {
  describeBatch,
  isTransient,
  logBatchFallback,
  RETRIES,
  recordFailure,
  retryDelay,
  summaryOf,
} from './failures';
import { dropLeftoverShadows } from './leftovers';
import { allReadable, applyEach, EventFailed, type Projector, projectorsOf } from './projector';
import { stoppedRebuildEvents } from './shadow';
import { SubscribedReads } from './subscribed-reads';

export { summaryOf } from './failures';

const logFailure = throttledLog('projection catch-up failed');

/** A catch-up nobody awaits failed (the database away, say): logged once per 10 s. */
export function logCatchUpFailure(error: unknown): void {
  logFailure(error instanceof Error ? error : new Error(String(error)));
}
/** Advisory lock namespace of rebuilds: a session lock, held by the one process rebuilding. */
export const REBUILD_LOCK_NAMESPACE = 7_414;
const BATCH_SIZE = 500;

export type { CheckpointAdvanced, ProjectorStatus };

/** Another runner holds the projector, or advanced it after we read: read again. */
class LostRace extends Error {}

/**
 * Runs projectors: reads their events from the store by checkpoint, applies a batch and
 * advances the checkpoint in one transaction. Whatever transport wakes it (in-process timer,
 * BullMQ job), the events always come from the store, so a lost or repeated wake-up can
 * neither lose nor double an event.
 */
export class ProjectionRunner extends EventEmitter<{ advanced: [CheckpointAdvanced] }> {
  private readonly byName: Map<string, Projector>;
  /** Last checkpoint this process saw per projector: lets a wake-up that is already satisfied return early. */
  readonly known = new Map<string, GlobalPosition>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  /**
   * Each projector's checkpoint row as this runner's last batch left it, so the next drain need
   * not read it first. Only a hint: applyBatch checks the row again under the projector's lock,
   * and a row moved by anyone else makes it a lost race, after which the row is read afresh.
   */
  private readonly lastRow = new Map<string, CheckpointRow>();
  /** Projectors this process saw stop on a failed event: nobody should wait for them. */
  private readonly failed = new Set<string>();
  /** The timers of settling projectors (Projector.settleMs) due to catch up. */
  private readonly settling = new Map<string, NodeJS.Timeout>();
  /** Projectors this process is rebuilding now. */
  readonly rebuilding = new Set<string>();
  /** Where the store filters $all by type itself (EventStoreDB): its subscriptions. */
  readonly subscribed: SubscribedReads | undefined;

  constructor(
    readonly knex: Knex,
    readonly store: EventStore,
    readonly projectors: readonly Projector[],
    /**
     * sessionLocks: the database gives each connection a session of its own (real PostgreSQL,
     * not PGlite), so a rebuild can hold a session lock that dies with its process, and the
     * status can tell a running rebuild from one whose process was killed.
     */
    readonly options: {
      sessionLocks?: boolean;
      /** copyLoads: rebuilds may fill insert-only shadow tables with COPY (see BatchOptions). */
      copyLoads?: boolean;
    } = {},
  ) {
    super();
    this.byName = new Map(projectors.map((p) => [p.name, p]));
    this.subscribed = SubscribedReads.of(knex, store);
  }

  projector(name: string): Projector {
    const projector = this.byName.get(name);
    if (!projector) {
      throw new Error(`Unknown projector "${name}"; known: ${[...this.byName.keys()].join(', ')}`);
    }
    return projector;
  }

  /**
   * Registers every projector, and drops the shadow schemas no rebuild owns; answers the names
   * whose stored version differs from the code's.
   */
  async register(): Promise<string[]> {
    const outdated: string[] = [];
    for (const projector of this.projectors) {
      const row = await ensureCheckpoint(this.knex, projector.name, projector.version);
      this.known.set(projector.name, positionOf(row));
      if (row.version !== projector.version) outdated.push(projector.name);
    }
    await dropLeftoverShadows(this);
    return outdated;
  }

  async catchUpAll(): Promise<void> {
    await Promise.all(this.projectors.map((p) => this.catchUp(p.name)));
  }

  /**
   * Catches up the projectors of these event types until they pass `position` (a settling one,
   * Projector.settleMs, is only planned to catch up within its time). An event can be
   * committed and still hidden from readers for a moment (PostgreSQL shows events only below the
   * oldest running transaction, cluster-wide), so one pass may find nothing: look again shortly.
   */
  async catchUpTo(
    position: GlobalPosition,
    types: readonly string[],
    timeoutMs = 2_000,
  ): Promise<void> {
    const relevant = projectorsOf(this.projectors, types).filter((p) => {
      if (p.settleMs === undefined) return true;
      this.catchUpSoon(p.name, p.settleMs);
      return false;
    });
    const deadline = performance.now() + timeoutMs;
    for (let attempt = 0; ; attempt++) {
      const behind = relevant.filter((p) => {
        const known = this.known.get(p.name);
        return (
          !this.failed.has(p.name) && (known === undefined || comparePositions(known, position) < 0)
        );
      });
      if (behind.length === 0 || performance.now() > deadline) return;
      // A drain under way may well take this position with it: wait for it and look, rather
      // than ask it for another pass that would mostly read nothing (catchUp's `again`).
      await Promise.all(behind.map((p) => this.running.get(p.name) ?? this.catchUp(p.name)));
      if (attempt > 0)
        await new Promise((resolve) => setTimeout(resolve, Math.min(25, 2 ** attempt)));
    }
  }

  /** Catches a projector up once `ms` have passed, unless that is planned already. */
  private catchUpSoon(name: string, ms: number): void {
    if (this.settling.has(name)) return;
    const timer = setTimeout(() => {
      this.settling.delete(name);
      this.catchUp(name).catch(logCatchUpFailure);
    }, ms);
    timer.unref();
    this.settling.set(name, timer);
  }

  /** Cancels the planned catch-ups of settling projectors (what they would do, a start redoes). */
  stop(): void {
    for (const timer of this.settling.values()) clearTimeout(timer);
    this.settling.clear();
  }

  /** Applies everything pending for one projector. Calls made while it runs make it look once more. */
  catchUp(name: string): Promise<void> {
    const current = this.running.get(name);
    if (current) {
      this.again.add(name);
      return current;
    }
    const run = (async () => {
      try {
        do {
          this.again.delete(name);
          await this.drain(name);
        } while (this.again.has(name));
      } finally {
        this.running.delete(name);
      }
    })();
    this.running.set(name, run);
    return run;
  }

  private async drain(name: string): Promise<void> {
    const projector = this.projector(name);
    const first = this.lastRow.get(name) ?? (await readCheckpoint(this.knex, name));
    for (let attempt = 0, hint = first; ; ) {
      const row = hint ?? (await readCheckpoint(this.knex, name));
      hint = undefined;
      if (!row) return;
      this.known.set(name, positionOf(row));
      if (row.state === 'failed') {
        this.failed.add(name);
        return;
      }
      this.failed.delete(name);
      // With the head as the read saw it: when a read comes back short, this projector has seen
      // everything of its types up to there (a later commit lands above it).
      const { events, head } = this.subscribed
        ? await this.subscribed.read(name, projector.handles, positionOf(row), BATCH_SIZE)
        : await readAllAndHead(this.store, {
            after: positionOf(row),
            types: projector.handles,
            limit: BATCH_SIZE,
          });
      if (events.length === 0) {
        this.passedWithoutEvents(name, head);
        // A subscription's checkpoint past other types is stored, so a restart starts there.
        const moved = await this.subscribed?.passed(row, head, LOCK_NAMESPACE);
        if (moved) this.lastRow.set(name, moved);
        return;
      }
      try {
        hint = await this.applyRetrying(projector, row, events);
        attempt = 0;
        // A short batch was everything the read could see, and it saw at least up to the head:
        // no need to read the checkpoint and the log once more to find nothing.
        if (events.length < BATCH_SIZE) {
          this.passedWithoutEvents(name, head);
          return;
        }
      } catch (error) {
        if (error instanceof EventFailed && (await this.recordFailure(projector, row, error))) {
          return;
        }
        this.lastRow.delete(name);
        if (!(error instanceof LostRace || error instanceof EventFailed)) throw error;
        // Another runner has it (or moved it before our failure could be recorded): back off
        // briefly, it may finish or release it soon; then read its row again.
        if (++attempt > 200) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(50, 2 * attempt)));
      }
    }
  }

  /**
   * Nothing of its types up to `head`: the projector is as good as there, so whoever waits for
   * it at a position up to the head (an append of other types) need not wait. The checkpoint row
   * stays at the last event applied.
   */
  private passedWithoutEvents(name: string, head: GlobalPosition): void {
    const known = this.known.get(name);
    if (known && comparePositions(known, head) >= 0) return;
    this.known.set(name, head);
    this.emit('advanced', { name, position: head });
  }

  private async applyBatch(
    projector: Projector,
    seen: CheckpointRow,
    events: readonly RecordedEvent[],
    skipEventId?: string,
  ): Promise<CheckpointRow> {
    const last = events.at(-1) as RecordedEvent;
    const moved = { ...positionColumns(last.position), ...clearedFailure };
    const batch = skipEventId ? events.filter((event) => event.id !== skipEventId) : events;
    const write = (
      apply: (trx: Knex.Transaction) => ReturnType<NonNullable<Projector['applyBatch']>>,
    ) =>
      this.knex.transaction(async (trx) => {
        // One statement claims the batch: the projector's lock, and its checkpoint as this
        // runner last saw it, moved past the batch (the move commits with the batch, or neither
        // does). Anyone else holding the lock or having moved the checkpoint: a lost race.
        const [claimed] = await casCheckpoint(trx, seen)
          .update({ ...moved, updated_at: trx.fn.now() })
          .returning('*');
        if (!claimed) throw new LostRace();
        await apply(trx);
        return claimed;
      });
    let written: CheckpointRow | undefined;
    const { applyBatch } = projector;
    if (applyBatch && batch.length > 1 && allReadable(batch)) {
      // The batch path in the batch's own transaction (no savepoint: two round trips fewer).
      // Should it fail, the whole transaction is undone, and the batch is written again one
      // event at a time, which names the event that fails.
      written = await write((trx) => applyBatch(trx, batch)).catch((error: unknown) => {
        // A lost race, or a transient error the whole batch is tried again for.
        if (error instanceof LostRace || isTransient(error)) throw error;
        logBatchFallback(projector.name, batch, error);
        return undefined;
      });
    }
    written ??= await write((trx) => applyEach(projector, trx, batch));
    const after = written;
    this.lastRow.set(projector.name, after);
    this.known.set(projector.name, last.position);
    this.failed.delete(projector.name);
    this.emit('advanced', { name: projector.name, position: last.position });
    return after;
  }

  /**
   * applyBatch, tried again after a transient error (deadlock, serialization failure, lost
   * connection, timeout) with a growing pause. Throws what the last try threw: an EventFailed
   * then is an error that repeated on the same batch through every try.
   */
  private async applyRetrying(
    projector: Projector,
    seen: CheckpointRow,
    events: readonly RecordedEvent[],
    skipEventId?: string,
  ): Promise<CheckpointRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.applyBatch(projector, seen, events, skipEventId);
      } catch (error) {
        if (attempt >= RETRIES.attempts || !isTransient(error)) throw error;
        const delay = retryDelay(attempt);
        const where =
          error instanceof EventFailed
            ? `at event ${error.event.id} (${error.event.type} at ${formatPosition(error.event.position)})`
            : `on ${describeBatch(events)}`;
        const cause = error instanceof EventFailed ? error.cause : error;
        console.warn(
          `projection ${projector.name}: transient ${summaryOf(cause)} ${where}; try ${attempt} of ${RETRIES.attempts}, again in ${delay} ms`,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** Stops the projector at the failed event, unless its row moved since `seen`; answers whether it did. */
  private async recordFailure(
    projector: Projector,
    seen: CheckpointRow,
    failure: EventFailed,
  ): Promise<boolean> {
    this.lastRow.delete(projector.name);
    if (!(await recordFailure(this.knex, seen, failure))) return false;
    this.failed.add(projector.name);
    console.error(
      `projection ${projector.name} stopped at event ${failure.event.id} (${failure.event.type} at ${formatPosition(failure.event.position)}): ${summaryOf(failure.cause)}`,
    );
    return true;
  }

  /** Clears a failure and applies the failed event again (after a fix, or a passing fault). */
  async retry(name: string): Promise<void> {
    this.projector(name);
    this.lastRow.delete(name);
    await this.knex('projection_checkpoints')
      .where({ name })
      .update({ state: 'running', last_error: null, updated_at: this.knex.fn.now() });
    await this.catchUp(name);
  }

  /** Moves a failed projector past the event that failed, without applying it. */
  async skip(name: string): Promise<void> {
    const projector = this.projector(name);
    const row = await readCheckpoint(this.knex, name);
    if (!row?.failed_event_id || row.state !== 'failed') {
      throw new Error(`Projector "${name}" has no failed event to skip`);
    }
    const events: RecordedEvent[] = [];
    let after = positionOf(row);
    for (;;) {
      const batch = await this.store.readAll({
        after,
        types: projector.handles,
        limit: BATCH_SIZE,
      });
      const index = batch.findIndex((event) => event.id === row.failed_event_id);
      if (index >= 0) {
        events.push(...batch.slice(0, index + 1));
        break;
      }
      if (batch.length === 0)
        throw new Error(`The failed event of "${name}" is no longer ahead of its checkpoint`);
      events.push(...batch);
      after = (batch.at(-1) as RecordedEvent).position;
    }
    try {
      await this.applyRetrying(projector, row, events, row.failed_event_id);
    } catch (error) {
      if (error instanceof EventFailed && (await this.recordFailure(projector, row, error))) return;
      throw error;
    }
    await this.catchUp(name);
  }

  /**
   * Takes the rebuild locks of these projectors for this process, on one connection of its own
   * (sessionLocks: the locks live and die with its session). Answers the names it holds, without
   * any that a rebuild runs for already (here, or in any process when sessionLocks), and the
   * function that releases them.
   */
  async holdRebuildLocks(
    names: readonly string[],
  ): Promise<{ held: Set<string>; release(): Promise<void> }> {
    const free = names.filter((name) => !this.rebuilding.has(name));
    if (!this.options.sessionLocks || free.length === 0) {
      return { held: new Set(free), release: async () => {} };
    }
    const connection: unknown = await this.knex.client.acquireConnection();
    // Both statements take the projectors' names first, then the lock namespace.
    const locks = (sql: string, wanted: readonly string[]) =>
      this.knex
        .raw<{ rows: { name: string }[] }>(sql, [[...wanted], REBUILD_LOCK_NAMESPACE])
        .connection(connection);
    let held = new Set<string>();
    try {
      const taken = await locks(
        `select name from unnest(?::text[]) as n(name)
         where pg_try_advisory_lock(?, hashtext(name))`,
        free,
      );
      held = new Set(taken.rows.map((row) => row.name));
    } finally {
      if (held.size === 0) await this.knex.client.releaseConnection(connection);
    }
    if (held.size === 0) return { held, release: async () => {} };
    return {
      held,
      release: async () => {
        await locks(
          `select pg_advisory_unlock(ns, hashtext(name))
           from unnest(?::text[]) as n(name), (select ?::integer as ns) as lock`,
          [...held],
        ).catch(() => {});
        await this.knex.client.releaseConnection(connection);
      },
    };
  }

  /** One projector's rebuild lock: its release, or undefined when a rebuild of it runs already. */
  async holdRebuildLock(name: string): Promise<(() => Promise<void>) | undefined> {
    const locks = await this.holdRebuildLocks([name]);
    return locks.held.has(name) ? locks.release : undefined;
  }

  /** Projectors whose rebuild lock some session holds now (sessionLocks only). */
  async lockedForRebuild(): Promise<Set<string>> {
    if (!this.options.sessionLocks) return new Set();
    const result = await this.knex.raw<{ rows: { name: string }[] }>(
      `select p.name from unnest(?::text[]) as p(name)
       where exists (
         select 1 from pg_locks l
         where l.locktype = 'advisory' and l.granted and l.objsubid = 2
           and l.database = (select oid from pg_database where datname = current_database())
           and l.classid = ?::integer::oid
           and l.objid = (hashtext(p.name)::bigint & 4294967295)::oid)`,
      [this.projectors.map((p) => p.name), REBUILD_LOCK_NAMESPACE],
    );
    return new Set(result.rows.map((row) => row.name));
  }

  async status(): Promise<ProjectorStatus[]> {
    const rows = await this.knex<CheckpointRow>('projection_checkpoints').select();
    const byName = new Map(rows.map((row) => [row.name, row]));
    const stopped = await this.stoppedRebuilds(byName);
    return Promise.all(
      this.projectors.map(async (projector) => {
        const row = byName.get(projector.name);
        const position = row ? positionOf(row) : { commit: 0n, prepare: 0n };
        return {
          name: projector.name,
          version: row?.version ?? projector.version,
          checkpoint: formatPosition(position),
          lag: await this.store.countAfter(position, projector.handles),
          state: row?.state ?? 'running',
          lastError: row?.last_error ?? null,
          failedEvent: row?.failed_event_id
            ? {
                id: row.failed_event_id,
                type: row.failed_event_type,
                stream: row.failed_event_stream,
                at: row.failed_at,
              }
            : null,
          rebuild: row ? await this.rebuildOf(row, stopped.has(projector.name)) : null,
          updatedAt: row?.updated_at ?? new Date(0),
        };
      }),
    );
  }

  /**
   * The projectors whose rebuild mark no process owns: a rebuild whose process died leaves its
   * mark behind, and it shows as interrupted. A mark without an owner may also be a rebuild that
   * ended after the rows were read: the mark is stopped only if it is still there now; otherwise
   * `byName` takes the row as it is now.
   */
  private async stoppedRebuilds(byName: Map<string, CheckpointRow>): Promise<Set<string>> {
    const locked = await this.lockedForRebuild();
    const stopped = new Set<string>();
    for (const [name, row] of byName) {
      // Without session locks (PGlite) only this process's own rebuilds are known to be running.
      if (!row.rebuild_started_at || this.rebuilding.has(name) || locked.has(name)) continue;
      const now = await readCheckpoint(this.knex, name);
      if (now && sameTime(now.rebuild_started_at, row.rebuild_started_at)) stopped.add(name);
      else if (now) byName.set(name, now);
    }
    return stopped;
  }

  /** The rebuild a checkpoint row marks, if any: running, or stopped where a resume starts. */
  private async rebuildOf(
    row: CheckpointRow,
    stopped: boolean,
  ): Promise<ProjectorStatus['rebuild']> {
    if (!row.rebuild_started_at) return null;
    const recorded = Number(row.rebuild_events ?? 0);
    if (!stopped) return { startedAt: row.rebuild_started_at, events: recorded, state: 'running' };
    return {
      startedAt: row.rebuild_started_at,
      // What a resume starts from (the status row may be a batch behind it).
      events: (await stoppedRebuildEvents(this.knex, row.name)) ?? recorded,
      state: 'interrupted',
    };
  }
}

function sameTime(a: Date | null, b: Date | null): boolean {
  return a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime();
}
