import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { migrateReadModels, projectors } from '../../../../projections/src';
import { LOCK_NAMESPACE } from '../../../../projections/src/runner/checkpoints';
import { ProjectionRunner } from '../../../../projections/src/runner/runner';
import { eventCatalogue } from '../../../src/composition/event-catalogue';
import { createKnex } from '../../../src/core/database';
import { PostgresEventStore } from '../../../src/core/event-store/postgres-event-store';

/** Every read table the projectors write, for row hashes. */
export const READ_TABLES = [...new Set(projectors.flatMap((p) => p.tables))].sort();

const urlOf = (server: string, name: string) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A database of the test's own on a server (the shared one at DATABASE_URL, or a private
 * cluster), optionally a copy of another (CREATE DATABASE … TEMPLATE: nobody may be connected
 * to the template meanwhile). Dropped with `drop()`, forcing out whoever is still connected.
 */
export async function scratchDatabase(server: string, template?: string): Promise<ScratchDatabase> {
  const name = `fault_${randomBytes(6).toString('hex')}`;
  await admin(server, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    name,
    url: urlOf(server, name),
    drop: () =>
      admin(server, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

/** The event store, the read tables and every projector's checkpoint row, as the site makes them. */
export async function prepareSite(url: string): Promise<void> {
  const knex = createKnex(url, 2);
  try {
    const store = await PostgresEventStore.open(knex, eventCatalogue);
    await migrateReadModels(knex);
    await new ProjectionRunner(knex, store, projectors).register();
  } finally {
    await knex.destroy();
  }
}

/** md5 of every row of each table, in a fixed order (the whole row's text), and its count. */
export async function tableHashes(
  knex: Knex,
  tables: readonly string[] = READ_TABLES,
): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    const result = await knex.raw<{ rows: { h: string; n: string }[] }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*) as n
       from public.?? t`,
      [table],
    );
    const row = result.rows[0];
    hashes[table] = `${row?.n ?? 0} rows ${row?.h ?? ''}`;
  }
  return hashes;
}

/**
 * Takes a projector's runner lock, the one a live batch and a rebuild's swap take first, on a
 * connection of its own, and holds it until released: meanwhile that projector's live batches
 * and its swap wait. A killed process's backend waiting for the lock does not notice that its
 * client is gone: `endWaiters` ends those backends.
 */
export async function holdProjectorLock(
  knex: Knex,
  name: string,
): Promise<{ endWaiters(): Promise<void>; release(): Promise<void> }> {
  const connection: unknown = await knex.client.acquireConnection();
  const lock = (fn: string) =>
    knex.raw(`select ${fn}(?, hashtext(?))`, [LOCK_NAMESPACE, name]).connection(connection);
  await lock('pg_advisory_lock');
  let held = true;
  return {
    async endWaiters() {
      await knex.raw(
        `select pg_terminate_backend(l.pid) from pg_locks l
         where l.locktype = 'advisory' and not l.granted and l.objsubid = 2
           and l.database = (select oid from pg_database where datname = current_database())
           and l.classid = ?::integer::oid
           and l.objid = (hashtext(?)::bigint & 4294967295)::oid`,
        [LOCK_NAMESPACE, name],
      );
    },
    async release() {
      if (!held) return;
      held = false;
      await lock('pg_advisory_unlock').catch(() => {});
      await knex.client.releaseConnection(connection);
    },
  };
}
