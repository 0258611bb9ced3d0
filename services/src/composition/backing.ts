import { migrateReadModels, projectors } from '../../../projections/src';
import { ProjectionRunner } from '../../../projections/src/runner/runner';
import type { Config } from '../core/config';
import { type Database, openDatabase } from '../core/database';
import type { EventStore } from '../core/event-store/event-store';
import { PostgresEventStore } from '../core/event-store/postgres-event-store';
import { migratePersonKeys } from '../families';
import { eventCatalogue } from './event-catalogue';

export type Backing = {
  db: Database;
  store: EventStore;
  runner: ProjectionRunner;
  /** Projectors whose stored version differs from the code's: they need a rebuild. */
  outdated: string[];
  close(): Promise<void>;
};

/** The event store DESIGN §2 picks: EventStoreDB when EVENTSTORE_URL is set, else PostgreSQL. */
export async function openEventStore(config: Config, db: Database): Promise<EventStore> {
  if (!config.eventStoreUrl) return PostgresEventStore.open(db.knex, eventCatalogue);
  // Loaded only when used: the gRPC client is heavy and embedded mode never needs it.
  const { EventStoreDBEventStore } = await import('../core/event-store/eventstoredb-event-store');
  return EventStoreDBEventStore.connect(config.eventStoreUrl, eventCatalogue);
}

/**
 * What the server, the worker and every CLI need: the database (migrated), the event store and
 * a projection runner over every projector.
 */
export async function openBacking(config: Config, database?: Database): Promise<Backing> {
  const db = database ?? (await openDatabase(config));
  try {
    const store = await openEventStore(config, db);
    await migrateReadModels(db.knex);
    // Minors' keys (crypto-shredding): the projectors open sealed fields with them.
    await migratePersonKeys(db.knex);
    // PGlite shares one session between connections: no session locks there, and its socket is
    // not asked to carry COPY.
    const runner = new ProjectionRunner(db.knex, store, projectors, {
      sessionLocks: db.mode === 'postgres',
      copyLoads: db.mode === 'postgres',
    });
    const outdated = await runner.register();
    return {
      db,
      store,
      runner,
      outdated,
      async close() {
        runner.stop();
        await store.close();
        if (!database) await db.close();
      },
    };
  } catch (error) {
    if (!database) await db.close();
    throw error;
  }
}
