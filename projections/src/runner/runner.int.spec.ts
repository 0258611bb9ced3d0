import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import { EventSchemas } from '../../../services/src/core/event-store/event-schemas';
import {
  comparePositions,
  type EventStore,
  START,
} from '../../../services/src/core/event-store/event-store';
import { PostgresEventStore } from '../../../services/src/core/event-store/postgres-event-store';
import { migrateReadModels } from '../index';
import { positionOf, readCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { RebuildInProgress, rebuildProjector, shadowSchemaOf } from './rebuild';
import { type CheckpointAdvanced, ProjectionRunner } from './runner';
import { CheckpointWatcher } from './watcher';

/** The tests append made-up event types: the store checks none of them. */
const anyEvents = new EventSchemas([], 'accept');

let db: Database;
let store: EventStore;

beforeAll(async () => {
  db = await openTestDatabase();
  store = await PostgresEventStore.open(db.knex, anyEvents);
  await migrateReadModels(db.knex);
});
afterAll(() => db?.close());

/** A projector counting "Tallied" events per stream into a table of its own. */
async function tallyProjector(options: { poison?: string } = {}): Promise<Projector> {
  const suffix = randomUUID().slice(0, 8);
  const table = `tally_${suffix}`;
  const type = `Tallied${suffix}`;
  await db.knex.schema.createTable(table, (t) => {
    t.text('stream').primary();
    t.integer('n').notNullable();
    t.text('last_note');
  });
  return {
    name: `tally-${suffix}`,
    version: 1,
    handles: [type],
    tables: [table],
    async apply(trx: Knex.Transaction, event) {
      if (options.poison && event.data.note === options.poison) throw new Error('poisoned event');
      await trx(table)
        .insert({ stream: event.streamName, n: 1, last_note: event.data.note })
        .onConflict('stream')
        .merge({ n: trx.raw('?? .n + 1', [table]), last_note: event.data.note as string });
    },
  };
}

const typeOf = (p: Projector) => p.handles[0] as string;
const meta = () => ({
  actorId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

async function appendTallies(p: Projector, streams: number, each: number) {
  let last = START;
  for (let s = 0; s < streams; s++) {
    const stream = `tally-${randomUUID()}`;
    const events = Array.from({ length: each }, (_, i) => ({
      type: typeOf(p),
      data: { note: `n${i}` },
      metadata: meta(),
    }));
    last = (await store.append(stream, events, { expectedRevision: 'no_stream' })).position;
  }
  return last;
}

const total = async (p: Projector) =>
  Number(
    (
      await db
        .knex(p.tables[0] as string)
        .sum({ n: 'n' })
        .first()
    )?.n ?? 0,
  );

const tableHash = async (table: string) =>
  (
    await db.knex.raw<{ rows: { h: string }[] }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t.stream), '')) as h from ?? t`,
      [table],
    )
  ).rows[0]?.h;

describe('ProjectionRunner', () => {
  it('applies every event exactly once, even with two runners racing for the same projector', async () => {
    const p = await tallyProjector();
    const a = new ProjectionRunner(db.knex, store, [p]);
    const b = new ProjectionRunner(db.knex, store, [p]);
    await a.register();
    const head = await appendTallies(p, 30, 20);
    await Promise.all([
      a.catchUpTo(head, p.handles, 10_000),
      b.catchUpTo(head, p.handles, 10_000),
      a.catchUp(p.name),
    ]);
    expect(await total(p)).toBe(600);
    const row = await readCheckpoint(db.knex, p.name);
    expect(row?.commit_position).toBe(head.commit.toString());
    expect(row?.prepare_position).toBe(head.prepare.toString());
    await a.catchUp(p.name);
    expect(await total(p)).toBe(600);
  });

  it('stops only the projector whose handler throws, records why, and retries or skips', async () => {
    const poisoned = await tallyProjector({ poison: 'bad' });
    const healthy = await tallyProjector();
    const runner = new ProjectionRunner(db.knex, store, [poisoned, healthy]);
    await runner.register();
    const stream = `tally-${randomUUID()}`;
    const bad = randomUUID();
    const poisonedAt = await store.append(
      stream,
      [
        { type: typeOf(poisoned), data: { note: 'ok1' }, metadata: meta() },
        { id: bad, type: typeOf(poisoned), data: { note: 'bad' }, metadata: meta() },
        { type: typeOf(poisoned), data: { note: 'ok2' }, metadata: meta() },
      ],
      { expectedRevision: 'no_stream' },
    );
    const healthyAt = await appendTallies(healthy, 3, 2);
    await runner.catchUpTo(poisonedAt.position, poisoned.handles, 10_000);
    await runner.catchUpTo(healthyAt, healthy.handles, 10_000);

    const status = await runner.status();
    const stopped = status.find((s) => s.name === poisoned.name);
    expect(stopped?.state).toBe('failed');
    expect(stopped?.failedEvent?.id).toBe(bad);
    expect(stopped?.lastError).toContain('poisoned event');
    expect(stopped?.lag).toBe(3);
    expect(await total(poisoned)).toBe(0);
    expect(await total(healthy)).toBe(6);

    await runner.retry(poisoned.name); // still poisoned: fails again at the same event
    expect((await readCheckpoint(db.knex, poisoned.name))?.state).toBe('failed');

    await runner.skip(poisoned.name);
    const after = (await runner.status()).find((s) => s.name === poisoned.name);
    expect(after?.state).toBe('running');
    expect(after?.failedEvent).toBeNull();
    expect(after?.lag).toBe(0);
    const row = await db
      .knex(poisoned.tables[0] as string)
      .where({ stream })
      .first();
    expect(row).toMatchObject({ n: 2, last_note: 'ok2' });
  });

  it('undoes a batch path that fails part-way, and names the failing event one at a time', async () => {
    const base = await tallyProjector({ poison: 'bad' });
    const table = base.tables[0] as string;
    const p: Projector = {
      ...base,
      // Writes a row for the whole batch, then fails: none of it may stay.
      async applyBatch(trx, events) {
        await trx(table).insert({ stream: 'half-written', n: events.length });
        throw new Error('batch path broke');
      },
    };
    const runner = new ProjectionRunner(db.knex, store, [p]);
    await runner.register();
    const bad = randomUUID();
    const at = await store.append(
      `tally-${randomUUID()}`,
      [
        { type: typeOf(p), data: { note: 'ok1' }, metadata: meta() },
        { id: bad, type: typeOf(p), data: { note: 'bad' }, metadata: meta() },
      ],
      { expectedRevision: 'no_stream' },
    );
    await runner.catchUpTo(at.position, p.handles, 10_000);
    const stopped = (await runner.status()).find((s) => s.name === p.name);
    expect(stopped?.state).toBe('failed');
    expect(stopped?.failedEvent?.id).toBe(bad);
    expect(await db.knex(table).count({ n: '*' })).toEqual([{ n: '0' }]);
    expect((await readCheckpoint(db.knex, p.name))?.commit_position).toBe('0');
  });

  it('rebuilds into shadow tables and swaps in a model equal to the live one', async () => {
    const p = await tallyProjector();
    const runner = new ProjectionRunner(db.knex, store, [p]);
    await runner.register();
    await runner.catchUpTo(await appendTallies(p, 40, 5), p.handles, 10_000);
    const live = await tableHash(p.tables[0] as string);

    let liveDuringRebuild: string | undefined;
    const result = await rebuildProjector(runner, p.name, async () => {
      liveDuringRebuild ??= await tableHash(p.tables[0] as string);
    });
    expect(result.events).toBeGreaterThanOrEqual(200);
    expect(await tableHash(p.tables[0] as string)).toBe(live);
    expect(liveDuringRebuild).toBe(live);
    expect(await total(p)).toBe(200);

    // The rebuilt model keeps projecting new events.
    await runner.catchUpTo(await appendTallies(p, 1, 3), p.handles, 10_000);
    expect(await total(p)).toBe(203);
  });

  it('resumes a stopped rebuild from its shadow checkpoint, and the swapped model is whole', async () => {
    const p = await tallyProjector();
    const runner = new ProjectionRunner(db.knex, store, [p]);
    await runner.register();
    await runner.catchUpTo(await appendTallies(p, 5, 500), p.handles, 30_000);
    const live = await tableHash(p.tables[0] as string);

    // Stopped after its first batch (as a lost connection would stop it): the shadow stays.
    await expect(
      rebuildProjector(
        runner,
        p.name,
        () => {
          throw new Error('connection lost');
        },
        { batchSize: 2_000 },
      ),
    ).rejects.toThrow('connection lost');
    const progress = await db
      .knex(`${shadowSchemaOf(p.name)}.rebuild_progress`)
      .first<{ events: string }>();
    expect(Number(progress?.events)).toBe(2_000);
    // A process killed after a batch committed but before the operator's status row caught up:
    // the status still says what a resume starts from.
    await db.knex('projection_checkpoints').where({ name: p.name }).update({ rebuild_events: 0 });
    expect((await runner.status())[0]?.rebuild).toMatchObject({
      events: 2_000,
      state: 'interrupted',
    });

    const resumed = await rebuildProjector(runner, p.name);
    expect(resumed.resumedFrom).toBe(2_000);
    expect(resumed.events).toBe(2_500);
    expect(await tableHash(p.tables[0] as string)).toBe(live);
    expect(await total(p)).toBe(2_500);
    // A fresh rebuild starts from the beginning.
    const fresh = await rebuildProjector(runner, p.name, undefined, { fresh: true });
    expect(fresh.resumedFrom).toBe(0);
    expect(await tableHash(p.tables[0] as string)).toBe(live);
  });

  it('shows a rebuild that ends while its status is read as ended, not as interrupted', async () => {
    const p = await tallyProjector();
    const runner = new ProjectionRunner(db.knex, store, [p]);
    await runner.register();
    await runner.catchUpTo(await appendTallies(p, 2, 2), p.handles, 10_000);
    let reached!: () => void;
    let resume!: () => void;
    const atBatch = new Promise<void>((resolve) => (reached = resolve));
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const rebuild = rebuildProjector(runner, p.name, async () => {
      reached();
      await paused;
    });
    await atBatch;
    // The status reads the rows with the rebuild under way; it ends before the status asks
    // which rebuilds have an owner.
    const owners = runner.lockedForRebuild.bind(runner);
    vi.spyOn(runner, 'lockedForRebuild').mockImplementationOnce(async () => {
      resume();
      await rebuild;
      return owners();
    });
    const [status] = await runner.status();
    expect(status?.rebuild).toBeNull();
    expect(status?.state).toBe('running');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'runs one rebuild per projector across processes, and shows the mark of a dead one as interrupted',
    async () => {
      const p = await tallyProjector();
      const holder = new ProjectionRunner(db.knex, store, [p], { sessionLocks: true });
      const other = new ProjectionRunner(db.knex, store, [p], { sessionLocks: true });
      await holder.register();
      const release = await holder.holdRebuildLock(p.name);
      expect(release).toBeDefined();
      await expect(rebuildProjector(other, p.name)).rejects.toBeInstanceOf(RebuildInProgress);
      // A start mark with a live lock is a rebuild; the same mark without one is not.
      await db
        .knex('projection_checkpoints')
        .where({ name: p.name })
        .update({ rebuild_started_at: db.knex.fn.now(), rebuild_events: 7 });
      expect((await other.status())[0]?.rebuild).toMatchObject({ events: 7, state: 'running' });
      await release?.();
      expect((await other.status())[0]?.rebuild).toMatchObject({
        events: 7,
        state: 'interrupted',
      });
      await rebuildProjector(other, p.name);
    },
  );

  it('reports a projector whose version changed as outdated until a rebuild records the new one', async () => {
    const p = await tallyProjector();
    const before = new ProjectionRunner(db.knex, store, [p]);
    await before.register();
    await before.catchUpTo(await appendTallies(p, 2, 2), p.handles, 10_000);

    const changed = { ...p, version: 2 };
    const after = new ProjectionRunner(db.knex, store, [changed]);
    expect(await after.register()).toEqual([p.name]);
    await rebuildProjector(after, p.name);
    expect((await readCheckpoint(db.knex, p.name))?.version).toBe(2);
    expect(await new ProjectionRunner(db.knex, store, [changed]).register()).toEqual([]);
    expect(await total(p)).toBe(4);
  });

  it('tells read-your-writes waiters when the projectors have passed a position, or who lags', async () => {
    const p = await tallyProjector();
    const runner = new ProjectionRunner(db.knex, store, [p]);
    await runner.register();
    const watcher = new CheckpointWatcher(db.knex, [p], runner);
    const position = await appendTallies(p, 1, 1);

    expect(await watcher.waitFor(position, [typeOf(p)], 150)).toEqual([p.name]);
    expect(await watcher.waitFor(position, ['SomethingElse'], 150)).toEqual([]);

    const waiting = watcher.waitFor(position, [typeOf(p)], 5_000);
    await runner.catchUpTo(position, p.handles, 5_000);
    expect(await waiting).toEqual([]);
  });

  it('tells the feed of an advance its own read found before the waiter goes on (a late message)', async () => {
    const p = await tallyProjector();
    const runner = new ProjectionRunner(db.knex, store, [p]);
    await runner.register();
    // The feed the API hears, apart from the runner: the workers' message has not come yet.
    const feed = new EventEmitter<{ advanced: [CheckpointAdvanced] }>();
    const heard: string[] = [];
    const watcher = new CheckpointWatcher(db.knex, [p], feed);
    feed.on('advanced', ({ name }) => heard.push(`feed: ${name}`));
    const position = await appendTallies(p, 1, 1);

    const waiting = watcher
      .waitFor(position, [typeOf(p)], 5_000)
      .then((behind) => heard.push(`answered, behind: [${behind.join(', ')}]`));
    await runner.catchUpTo(position, p.handles, 5_000);
    await waiting;
    expect(heard).toEqual([`feed: ${p.name}`, 'answered, behind: []']);
  });

  it("waits only for the projectors writing the tables the caller's next read uses, when told", async () => {
    const counted = await tallyProjector();
    const alsoCounting = { ...(await tallyProjector()), handles: counted.handles };
    const runner = new ProjectionRunner(db.knex, store, [counted, alsoCounting]);
    await runner.register();
    const watcher = new CheckpointWatcher(db.knex, [counted, alsoCounting], runner);
    const position = await appendTallies(counted, 1, 1);
    // Only the first applies the append; the second stays behind it.
    await runner.catchUp(counted.name);

    const started = performance.now();
    expect(await watcher.waitFor(position, counted.handles, 1_000, counted.tables)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(await watcher.waitFor(position, counted.handles, 150)).toEqual([alsoCounting.name]);
  });

  it('catches a settling projector up once after a burst of nudges, and keeps no answer waiting for it', async () => {
    const counted = await tallyProjector();
    let batches = 0;
    const settling: Projector = {
      ...(await tallyProjector()),
      handles: counted.handles,
      settleMs: 150,
      async applyBatch(trx, events) {
        batches++;
        for (const event of events) await settling.apply(trx, event);
      },
    };
    const runner = new ProjectionRunner(db.knex, store, [counted, settling]);
    await runner.register();
    const watcher = new CheckpointWatcher(db.knex, [counted, settling], runner);
    let position = START;
    for (let i = 0; i < 5; i++) {
      position = await appendTallies(counted, 1, 1);
      await runner.catchUpTo(position, counted.handles, 5_000);
    }
    // Each nudge caught the eager projector up; the settling one has not moved yet.
    expect(await total(counted)).toBe(5);
    expect(await total(settling)).toBe(0);
    const started = performance.now();
    expect(await watcher.waitFor(position, counted.handles, 1_000)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(100);

    // Whoever names its tables waits for it: within the settling time, in one batch.
    expect(await watcher.waitFor(position, counted.handles, 2_000, settling.tables)).toEqual([]);
    expect(await total(settling)).toBe(5);
    expect(batches).toBe(1);
    runner.stop();
  });

  it('lets a catch-up that a drain under way already covers ride along, without another read', async () => {
    const p = await tallyProjector();
    let reads = 0;
    const counting: EventStore = Object.create(store, {
      readAllAndHead: {
        value: (options: Parameters<NonNullable<EventStore['readAllAndHead']>>[0]) => {
          reads++;
          return (store.readAllAndHead as NonNullable<EventStore['readAllAndHead']>).call(
            store,
            options,
          );
        },
      },
    });
    const runner = new ProjectionRunner(db.knex, counting, [p]);
    await runner.register();
    const position = await appendTallies(p, 3, 1);
    reads = 0;
    const drain = runner.catchUp(p.name);
    await runner.catchUpTo(position, p.handles, 5_000);
    await drain;
    expect(await total(p)).toBe(3);
    expect(reads).toBe(1);
  });

  it('does not keep waiters waiting on a projector that has none of the appended events left', async () => {
    // One append of two types: `first` handles only the first event, `both` handles both. The
    // append's position is that of its last event, which `first` will never apply.
    const first = await tallyProjector();
    const both = await tallyProjector();
    const bothHandles = { ...both, handles: [typeOf(first), typeOf(both)] };
    const runner = new ProjectionRunner(db.knex, store, [first, bothHandles]);
    await runner.register();
    const watcher = new CheckpointWatcher(db.knex, [first, bothHandles], runner);
    const { position } = await store.append(
      `tally-${randomUUID()}`,
      [
        { type: typeOf(first), data: { note: 'a' }, metadata: meta() },
        { type: typeOf(both), data: { note: 'b' }, metadata: meta() },
      ],
      { expectedRevision: 'no_stream' },
    );
    const types = [typeOf(first), typeOf(both)];
    const started = performance.now();
    const waiting = watcher.waitFor(position, types, 5_000);
    await runner.catchUpTo(position, types, 5_000);
    expect(await waiting).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await total(first)).toBe(1);
    // The checkpoint row still names the last event it applied, not the head it saw.
    const row = await readCheckpoint(db.knex, first.name);
    expect(row && comparePositions(positionOf(row), position)).toBe(-1);
  });
});
