import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Config } from './config';
import { openEmbeddedPostgres } from './embedded-postgres';

export type Database = {
  knex: Knex;
  /** Where the database is, for clients that need their own connection (session store). */
  connection: ConnectionTarget;
  /** 'embedded': this process runs PGlite; 'attached': another process does and we talk to it. */
  mode: 'postgres' | 'embedded' | 'attached';
  close(): Promise<void>;
};

export type ConnectionTarget =
  | string
  | { host: string; port: number; user: string; database: string };

/** A target as node-postgres's Client and Pool take it. */
export const pgConnection = (target: ConnectionTarget): pg.ClientConfig =>
  typeof target === 'string' ? { connectionString: target } : target;

/**
 * Knex warns once per failed connection attempt ("Acquire connection error", with a stack):
 * while the database is away that is one per request. Say it once per 10 s instead.
 */
function quietAcquireWarnings(): (message: string) => void {
  let last = 0;
  let quiet = 0;
  return (message) => {
    if (!message.startsWith('Acquire connection error')) {
      console.warn(message);
      return;
    }
    const now = Date.now();
    if (now - last < 10_000) {
      quiet++;
      return;
    }
    const firstLine = message.split('\n')[0] ?? message;
    console.warn(`database: ${firstLine}${quiet ? ` (and ${quiet} more since)` : ''}`);
    last = now;
    quiet = 0;
  };
}

export function createKnex(connection: ConnectionTarget, poolMax = 10): Knex {
  return knexFactory({
    client: 'pg',
    connection,
    pool: { min: 0, max: poolMax },
    log: { warn: quietAcquireWarnings() },
    // Migrations are registered in code (see migrations.ts); knex needs no directory.
    migrations: { disableMigrationsListValidation: true },
  });
}

/** PostgreSQL at DATABASE_URL, or the embedded PGlite under DATA_DIR. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const knex = createKnex(config.databaseUrl);
    return { knex, connection: config.databaseUrl, mode: 'postgres', close: () => knex.destroy() };
  }
  const embedded = await openEmbeddedPostgres({ dataDir: config.dataDir });
  const knex = createKnex(embedded.connection, 8);
  return {
    knex,
    connection: embedded.connection,
    mode: embedded.attached ? 'attached' : 'embedded',
    close: async () => {
      await knex.destroy();
      await embedded.close();
    },
  };
}

/**
 * A database of its own for one test file: a fresh database on DATABASE_URL's server (dropped
 * at close), or an in-memory PGlite when no server is configured.
 */
export async function openTestDatabase(databaseUrl = process.env.DATABASE_URL): Promise<Database> {
  if (!databaseUrl) {
    const embedded = await openEmbeddedPostgres({ dataDir: undefined });
    const knex = createKnex(embedded.connection, 8);
    return {
      knex,
      connection: embedded.connection,
      mode: 'embedded',
      close: async () => {
        await knex.destroy();
        await embedded.close();
      },
    };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const knex = createKnex(url.toString(), 12);
  return {
    knex,
    connection: url.toString(),
    mode: 'postgres',
    close: async () => {
      await knex.destroy();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      try {
        // A pool's end() can resolve while its sockets are still closing: dropped at once, with
        // force, such a connection is terminated (57P01) and its client, no longer the pool's,
        // raises it with no one listening. Waiting (up to 5 s) for the database's connections to
        // close lets them close; force then ends only what never would.
        for (let waited = 0; waited < 5_000; waited += 25) {
          const { rows } = await dropper.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
