import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase } from '../database';
import { eventStoreContract } from './event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

const target = process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite';

describe(`PostgresEventStore on ${target}`, () => {
  eventStoreContract(async () => {
    const db = await openTestDatabase();
    return { store: await PostgresEventStore.open(db.knex), close: () => db.close() };
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
      store = await PostgresEventStore.open(db.knex);
    });
    afterAll(() => db?.close());

    it('never lets a reader pass an event whose transaction is still open', async () => {
      const meta = {
        actorId: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
      };
      const before = (await store.readAll({ limit: 10_000 })).at(-1)?.position;
      const slow = await db.knex.transaction();
      // The slow append takes its sequence number first and commits last.
      await new PostgresEventStore(slow as never)
        .append(`slow-${randomUUID()}`, [{ type: 'Slow', data: {}, metadata: meta }], {
          expectedRevision: 'no_stream',
        })
        .catch(async (error: unknown) => {
          await slow.rollback();
          throw error;
        });
      await store.append(`fast-${randomUUID()}`, [{ type: 'Fast', data: {}, metadata: meta }], {
        expectedRevision: 'no_stream',
      });

      const whileOpen = await store.readAll({ after: before });
      expect(whileOpen.map((e) => e.type)).toEqual([]);

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
  },
);
