import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import { EventSchemas } from '../../../services/src/core/event-store/event-schemas';
import {
  type AllSubscription,
  type EventStore,
  type GlobalPosition,
  readAllAndHead,
} from '../../../services/src/core/event-store/event-store';
import { PostgresEventStore } from '../../../services/src/core/event-store/postgres-event-store';
import { migrateReadModels } from '../index';
import { positionOf, readCheckpoint } from './checkpoints';
import type { Projector } from './projector';
import { ProjectionRunner } from './runner';

/** The tests append made-up event types: the store checks none of them. */
const anyEvents = new EventSchemas([], 'accept');

// The runner's reads on a store that offers subscribeToAll (EventStoreDB does; none runs here).
// The subscription below stands in for the server's filtered one: it answers the projector's
// events and how far it has looked, past the other types, as EventStoreDB's checkpoints do.

let db: Database;
let postgres: PostgresEventStore;
let opened: { after: GlobalPosition; types: readonly string[] }[];
let readAllCalls: number;
let store: EventStore;

beforeAll(async () => {
  db = await openTestDatabase();
  postgres = await PostgresEventStore.open(db.knex, anyEvents);
  await migrateReadModels(db.knex);
  store = Object.assign(Object.create(postgres) as PostgresEventStore, {
    readAll: (...args: Parameters<EventStore['readAll']>) => {
      readAllCalls++;
      return postgres.readAll(...args);
    },
    subscribeToAll(options: { after: GlobalPosition; types: readonly string[] }): AllSubscription {
      opened.push(options);
      let cursor = options.after;
      return {
        async next(limit) {
          const { events, head } = await readAllAndHead(postgres, {
            after: cursor,
            types: options.types,
            limit,
          });
          const last = events.at(-1)?.position;
          const through = last && events.length === limit ? last : head;
          cursor = last ?? cursor;
          return { events, through };
        },
        async close() {},
      };
    },
  });
});
afterAll(() => db?.close());

const meta = () => ({
  actorId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

async function tallyProjector(): Promise<Projector> {
  const suffix = randomUUID().slice(0, 8);
  const table = `tally_${suffix}`;
  await db.knex.schema.createTable(table, (t) => {
    t.text('id').primary();
  });
  return {
    name: `tally-${suffix}`,
    version: 1,
    handles: [`Tallied${suffix}`],
    tables: [table],
    async apply(trx: Knex.Transaction, event) {
      await trx(table).insert({ id: event.id });
    },
  };
}

const rows = async (p: Projector) =>
  Number((await db.knex(p.tables[0] as string).count({ n: '*' }))[0]?.n);

const append = (type: string, count: number) =>
  store.append(
    `s-${randomUUID()}`,
    Array.from({ length: count }, () => ({ type, data: {}, metadata: meta() })),
    { expectedRevision: 'no_stream' },
  );

it('reads through the subscription, kept open, and stores the checkpoint past other types', async () => {
  opened = [];
  readAllCalls = 0;
  const projector = await tallyProjector();
  const runner = new ProjectionRunner(db.knex, store, [projector]);
  await runner.register();
  const type = projector.handles[0] as string;

  await append(type, 3);
  const others = await append(`Other${randomUUID().slice(0, 8)}`, 5);
  await runner.catchUpAll();
  await runner.catchUpAll();
  expect(await rows(projector)).toBe(3);
  // A restart subscribes from past the other types, not from the last event it applied.
  const row = await readCheckpoint(db.knex, projector.name);
  expect(positionOf(row as never)).toEqual(others.position);

  await append(type, 2);
  await runner.catchUpAll();
  expect(await rows(projector)).toBe(5);
  expect(opened).toHaveLength(1);
  expect(opened[0]?.types).toEqual([type]);
  expect(readAllCalls).toBe(0);
});
