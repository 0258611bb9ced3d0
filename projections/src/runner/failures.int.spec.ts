import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import { EventSchemas } from '../../../services/src/core/event-store/event-schemas';
import {
  type EventStore,
  formatPosition,
  type RecordedEvent,
} from '../../../services/src/core/event-store/event-store';
import { PostgresEventStore } from '../../../services/src/core/event-store/postgres-event-store';
import { migrateReadModels } from '../index';
import { readCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { ProjectionRunner } from './runner';

/** The tests append made-up event types: the store checks none of them. */
const anyEvents = new EventSchemas([], 'accept');

/** Runs just before a runner records a failure: lets a test put another runner in between. */
const hooks = vi.hoisted(() => ({ beforeRecord: undefined as (() => Promise<void>) | undefined }));
vi.mock('./failures', async (original) => {
  const actual = await original<typeof import('./failures')>();
  return {
    ...actual,
    recordFailure: async (...args: Parameters<typeof actual.recordFailure>) => {
      await hooks.beforeRecord?.();
      return actual.recordFailure(...args);
    },
  };
});

let db: Database;
let store: EventStore;
beforeAll(async () => {
  db = await openTestDatabase();
  store = await PostgresEventStore.open(db.knex, anyEvents);
  await migrateReadModels(db.knex);
});
afterAll(() => db?.close());
afterEach(() => {
  hooks.beforeRecord = undefined;
  vi.restoreAllMocks();
});

/** Raises a real PostgreSQL error with this SQLSTATE inside the transaction. */
const raise = (trx: Knex.Transaction, code: string) =>
  trx.raw(`do $$ begin raise exception 'raised for the test' using errcode = '${code}'; end $$`);

/**
 * A projector counting its events into a table of its own; `fail(event, tries)` may throw for
 * an event (tries: how many times apply has seen it, this one included).
 */
async function countingProjector(
  fail?: (trx: Knex.Transaction, event: RecordedEvent, tries: number) => Promise<unknown>,
) {
  const suffix = randomUUID().slice(0, 8);
  const table = `counted_${suffix}`;
  await db.knex.schema.createTable(table, (t) => {
    t.uuid('event_id').primary();
  });
  const tries = new Map<string, number>();
  const projector: Projector = {
    name: `counted-${suffix}`,
    version: 1,
    handles: [`Counted${suffix}`],
    tables: [table],
    async apply(trx, event) {
      const n = (tries.get(event.data.note as string) ?? 0) + 1;
      tries.set(event.data.note as string, n);
      await fail?.(trx, event, n);
      await trx(table).insert({ event_id: event.id });
    },
  };
  const append = (notes: string[]) =>
    store.append(
      `counted-${randomUUID()}`,
      notes.map((note) => ({
        type: projector.handles[0] as string,
        data: { note },
        metadata: {
          actorId: null,
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: new Date().toISOString(),
        },
      })),
      { expectedRevision: 'no_stream' },
    );
  const count = async () => Number((await db.knex(table).count({ n: '*' }))[0]?.n);
  return { projector, append, count, tries };
}

const statusOf = async (runner: ProjectionRunner, name: string) =>
  (await runner.status()).find((s) => s.name === name);

describe('a projector meeting errors', () => {
  it('retries a serialization failure, logs it, and applies every event with no failure recorded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { projector, append, count, tries } = await countingProjector(async (trx, event, n) => {
      if (event.data.note === 'contended' && n <= 2) await raise(trx, '40001');
    });
    const runner = new ProjectionRunner(db.knex, store, [projector]);
    await runner.register();
    const { position } = await append(['a', 'contended', 'b']);
    await runner.catchUp(projector.name);

    expect(await count()).toBe(3);
    const status = await statusOf(runner, projector.name);
    expect(status).toMatchObject({ state: 'running', lastError: null, failedEvent: null, lag: 0 });
    expect(status?.checkpoint).toBe(formatPosition(position));
    expect(tries.get('contended')).toBe(3);
    const logged = warn.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((line) => /transient .*\[40001\].* try \d of 5/.test(line))).toHaveLength(
      2,
    );
  });

  it('stops at an event whose handler throws a real error, at once, with the event recorded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { projector, append, count, tries } = await countingProjector(async (_trx, event) => {
      if (event.data.note === 'bad') throw new TypeError('no such prospect');
    });
    const runner = new ProjectionRunner(db.knex, store, [projector]);
    await runner.register();
    const before = await append(['a']);
    await runner.catchUp(projector.name);
    await append(['b', 'bad', 'c']);
    await runner.catchUp(projector.name);

    const status = await statusOf(runner, projector.name);
    expect(status?.state).toBe('failed');
    expect(status?.lastError).toMatch(/^TypeError: no such prospect/);
    expect(status?.failedEvent?.type).toBe(projector.handles[0]);
    expect(status?.checkpoint).toBe(formatPosition(before.position));
    expect(status?.lag).toBe(3);
    expect(await count()).toBe(1);
    expect(tries.get('bad')).toBe(1); // a real error is not tried again
  });

  it('records a transient error as a failure only when it repeats through every retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { projector, append, tries } = await countingProjector(async (trx, event) => {
      if (event.data.note === 'stuck') await raise(trx, '40P01');
    });
    const runner = new ProjectionRunner(db.knex, store, [projector]);
    await runner.register();
    await append(['stuck']);
    await runner.catchUp(projector.name);
    const status = await statusOf(runner, projector.name);
    expect(status?.state).toBe('failed');
    expect(status?.lastError).toMatch(/\[40P01\]/);
    expect(tries.get('stuck')).toBe(5);
  });

  it('logs which error made a batch fall back to one event at a time, and for which events', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = await countingProjector();
    const projector: Projector = {
      ...base.projector,
      async applyBatch() {
        throw new RangeError('batch path broke');
      },
    };
    const runner = new ProjectionRunner(db.knex, store, [projector]);
    await runner.register();
    const { position } = await base.append(['a', 'b']);
    await runner.catchUp(projector.name);
    expect(await base.count()).toBe(2);
    const logged = warn.mock.calls.map((call) => String(call[0]));
    expect(logged).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^projection ${projector.name}: the batch path failed on 2 events from \\d+\\.\\d+ to ${formatPosition(position).replace('.', '\\.')} \\(RangeError: batch path broke\\); applying them one at a time$`,
        ),
      ),
    );
  });

  it('does not let a stale runner record a failure over a newer checkpoint', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { projector, append, count } = await countingProjector();
    // Runner A's handler fails on "bad" (say, an older deployment); B's applies it.
    const failing: Projector = {
      ...projector,
      async apply(trx, event) {
        if (event.data.note === 'bad') throw new Error('handler of an older deployment');
        await projector.apply(trx, event);
      },
    };
    const a = new ProjectionRunner(db.knex, store, [failing]);
    const b = new ProjectionRunner(db.knex, store, [projector]);
    await a.register();
    const { position } = await append(['ok', 'bad', 'ok2']);
    // A's batch is undone; before A records the failure, B applies the events.
    hooks.beforeRecord = async () => {
      hooks.beforeRecord = undefined;
      await b.catchUp(projector.name);
    };
    await a.catchUp(projector.name);

    const row = await readCheckpoint(db.knex, projector.name);
    expect(row).toMatchObject({ state: 'running', last_error: null, failed_event_id: null });
    expect(
      formatPosition({
        commit: BigInt(row?.commit_position ?? 0),
        prepare: BigInt(row?.prepare_position ?? 0),
      }),
    ).toBe(formatPosition(position));
    expect(await count()).toBe(3);
  });
});
