import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMetadata } from '../context';
import { type Database, openTestDatabase } from '../database';
import { EventSchemas } from './event-schemas';
import { comparePositions, START } from './event-store';
import { eventStoreContract } from './event-store.contract';
import { newestEventSql, PostgresEventStore } from './postgres-event-store';

/** The tests append made-up event types: the store checks none of them. */
const anyEvents = new EventSchemas([], 'accept');

const target = process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite';

describe(`PostgresEventStore on ${target}`, () => {
  eventStoreContract(async (schemas) => {
    const db = await openTestDatabase();
    return { store: await PostgresEventStore.open(db.knex, schemas), close: () => db.close() };
  });
});

describe(`PostgresEventStore reads side by side on ${target}`, () => {
  it('answers a read the head its own look saw, not one a newer read raised meanwhile', async () => {
    const db = await openTestDatabase();
    try {
      const writer = await PostgresEventStore.open(db.knex, anyEvents);
      const before = await writer.headPosition();
      // The reader's first statement runs at once but answers only once `release` is called,
      // as a read does whose answer is slow to come back while the process runs other reads.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let ran = () => {};
      const queried = new Promise<void>((resolve) => {
        ran = resolve;
      });
      let held = false;
      const slowFirst = new Proxy(db.knex, {
        get(target, property, receiver) {
          if (property !== 'raw' || held) return Reflect.get(target, property, receiver);
          held = true;
          return async (...args: Parameters<typeof target.raw>) => {
            const answer = await target.raw(...args);
            ran();
            await released;
            return answer;
          };
        },
      });
      const reader = new PostgresEventStore(slowFirst, anyEvents);

      const slow = reader.readAllAndHead({ after: before, types: ['Note'] });
      await queried;
      const note = await writer.append(
        `note-${randomUUID()}`,
        [{ type: 'Note', data: {}, metadata: systemMetadata('test') }],
        { expectedRevision: 'no_stream' },
      );
      const fast = await reader.readAllAndHead({ after: before, types: ['Vote'] });
      expect(comparePositions(fast.head, note.position)).toBeGreaterThanOrEqual(0);
      release();

      // The slow read saw no Note: its head must stay below it, or its caller would take the
      // Note as passed without having applied it.
      const { events, head } = await slow;
      expect(events).toEqual([]);
      expect(comparePositions(head, note.position)).toBe(-1);
      const again = await reader.readAllAndHead({ after: before, types: ['Note'] });
      expect(again.events.map((e) => e.position)).toEqual([note.position]);
    } finally {
      await db.close();
    }
  });
});

// PGlite runs one transaction at a time, so a transaction cannot commit "late" there.
describe.skipIf(!process.env.DATABASE_URL)(
  'PostgresEventStore late commits (real PostgreSQL only)',
  () => {
    let db: Database;
    let store: PostgresEventStore;
    beforeAll(async () => {
      db = await openTestDatabase();
      store = await PostgresEventStore.open(db.knex, anyEvents);
    });
    afterAll(() => db?.close());

    const meta = () => systemMetadata('test');

    it('never lets a reader pass an event whose transaction is still open', async () => {
      const before = (await store.readAll({ limit: 10_000 })).at(-1)?.position;
      const slow = await db.knex.transaction();
      // The slow append takes its sequence number first and commits last.
      await new PostgresEventStore(slow as never, anyEvents)
        .append(`slow-${randomUUID()}`, [{ type: 'Slow', data: {}, metadata: meta() }], {
          expectedRevision: 'no_stream',
        })
        .catch(async (error: unknown) => {
          await slow.rollback();
          throw error;
        });
      const fast = await store.append(
        `fast-${randomUUID()}`,
        [{ type: 'Fast', data: {}, metadata: meta() }],
        { expectedRevision: 'no_stream' },
      );

      const whileOpen = await store.readAll({ after: before });
      expect(whileOpen.map((e) => e.type)).toEqual([]);
      // The head readers may pass stays below Fast; the newest commit is Fast all the same (a
      // rebuild reads until there, waiting for Slow rather than stopping short).
      expect(comparePositions(await store.headPosition(), fast.position)).toBe(-1);
      expect(await store.lastCommittedPosition()).toEqual(fast.position);
      // Read and head in one look: neither Fast nor a head at or past it.
      const both = await store.readAllAndHead({ after: before });
      expect(both.events).toEqual([]);
      expect(comparePositions(both.head, fast.position)).toBe(-1);

      await slow.commit();
      // Visible once no older transaction is open anywhere on the cluster: other test files'
      // transactions can hold them back a moment longer, but never let Fast through before Slow.
      let afterCommit = await store.readAll({ after: before });
      for (let i = 0; i < 100 && afterCommit.length < 2; i++) {
        const seen = afterCommit.map((e) => e.type);
        expect(seen).toEqual(['Slow', 'Fast'].slice(0, seen.length));
        await new Promise((resolve) => setTimeout(resolve, 50));
        afterCommit = await store.readAll({ after: before });
      }
      expect(afterCommit.map((e) => e.type)).toEqual(['Slow', 'Fast']);
    });

    it('is not held back by a transaction open in another database of the cluster', async () => {
      // The server's own database stands in for a neighbour: a report, a dump, another app.
      const neighbour = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await neighbour.connect();
      try {
        await neighbour.query('begin');
        await neighbour.query('select pg_current_xact_id()');
        const { position } = await store.append(
          `after-neighbour-${randomUUID()}`,
          [{ type: 'AfterNeighbour', data: {}, metadata: meta() }],
          { expectedRevision: 'no_stream' },
        );
        // No waiting: while the neighbour's older transaction is open, readers pass it at once
        // (other test files' transactions live in databases of their own, too).
        expect(comparePositions(await store.headPosition(), position)).toBeGreaterThanOrEqual(0);
        const read = await store.readAll({ after: START, types: ['AfterNeighbour'] });
        expect(read.map((e) => e.position)).toContainEqual(position);
      } finally {
        await neighbour.query('rollback').catch(() => {});
        await neighbour.end();
      }
    });

    it('refreshes its statistics before a replay when a burst of appends left them stale', async () => {
      const stats = async () =>
        (
          await db.knex.raw<{ rows: { changed: string; analyzed: Date | null }[] }>(
            `select n_mod_since_analyze as changed, greatest(last_analyze, last_autoanalyze) as analyzed
             from pg_stat_user_tables where relid = 'es_events'::regclass`,
          )
        ).rows[0];
      // This test's own database: autovacuum must not analyze it first.
      await db.knex.raw('alter table es_events set (autovacuum_enabled = false)');
      for (let i = 0; i < 30; i++) {
        await store.append(
          `burst-${randomUUID()}`,
          Array.from({ length: 100 }, () => ({ type: 'Burst', data: {}, metadata: meta() })),
          { expectedRevision: 'no_stream' },
        );
      }
      // Counters reach the statistics views within a second or so of each commit.
      for (let i = 0; i < 100 && Number((await stats())?.changed) < 3_000; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const before = await stats();
      expect(Number(before?.changed)).toBeGreaterThanOrEqual(3_000);
      await store.prepareForReplay();
      const after = await stats();
      expect(Number(after?.changed)).toBeLessThan(Number(before?.changed));
      expect(after?.analyzed).not.toBeNull();
    });

    it('finds the head and the newest commit one step down the index, never by sorting the log', async () => {
      for (const where of ['', `where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`]) {
        const explained = await db.knex.raw<{ rows: { 'QUERY PLAN': unknown }[] }>(
          `explain (format json) ${newestEventSql(where)}`,
        );
        const plan = JSON.stringify(explained.rows[0]?.['QUERY PLAN']);
        expect(plan).toContain('es_events_global_order');
        expect(plan).not.toMatch(/"Node Type":"(Sort|Seq Scan)"/);
      }
    });
  },
);
