import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openTestDatabase } from '../../services/src/core/database';
import type { RecordedEvent } from '../../services/src/core/event-store/event-store';
import { migrateReadModels, projectors } from './index';

/** A database of this spec file's own with every read table, open for its tests. */
export function readModelDatabase(): { readonly knex: Database['knex'] } {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrateReadModels(db.knex);
  });
  afterAll(() => db?.close());
  return {
    get knex() {
      if (!db) throw new Error('the read-model database opens in beforeAll');
      return db.knex;
    },
  };
}

/** An event as a projector receives it, at `revision` of `stream`. */
export const recordedEvent = (
  stream: string,
  revision: number,
  type: string,
  data: Record<string, unknown>,
): RecordedEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: '' },
  streamName: stream,
  revision,
  position: { commit: BigInt(revision + 1), prepare: 0n },
  recordedAt: new Date(),
});

/** Each read table's rows, as a count and a hash an operator could compare between databases. */
export async function readTablesHash(knex: Database['knex']): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of projectors.flatMap((p) => p.tables)) {
    const result = await knex.raw<{ rows: { h: string; n: string }[] }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*) as n
       from public.?? t`,
      [table],
    );
    hashes[table] = `${result.rows[0]?.n} rows ${result.rows[0]?.h}`;
  }
  return hashes;
}
