import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { type Migration, migrate } from '../core/migrations';
import { REMOVED } from './constants';
import { SEALED } from './schemas';

/**
 * Crypto-shredding (PLATFORM.md §0): a minor's personal fields go into events sealed with
 * AES-256-GCM under a key of that person's own, kept in `person_keys` and never in an event.
 * Erasure deletes the key: the events keep their order and hashes, and every reader (a
 * projector, a rebuild, an asOf replay) opens the field as "removed".
 */

export const personKeysMigrations: Migration[] = [
  {
    name: '001_person_keys',
    async up(knex) {
      await knex.schema.createTable('person_keys', (t) => {
        t.uuid('person_id').primary();
        t.binary('key').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
      });
    },
  },
];

/** Run by every process that reads or writes events of minors (the API, the worker, the CLIs). */
export async function migratePersonKeys(knex: Knex): Promise<void> {
  await migrate(knex, 'person_keys_migrations', personKeysMigrations);
}

const PREFIX = 'sealed:v1:';

/**
 * The person whose key opens a sealed field, so an area can check that every sealed field of an
 * event belongs to the person the event is about.
 */
export const sealedPersonId = (value: string): string | undefined => SEALED.exec(value)?.[1];

const keyOf = async (knex: Knex, personId: string): Promise<Buffer | undefined> => {
  const row = await knex('person_keys').where({ person_id: personId }).first('key');
  return row ? Buffer.from(row.key as Uint8Array) : undefined;
};

/** The person's key, made on first use (two first uses at once agree on one). */
async function ensureKey(knex: Knex, personId: string): Promise<Buffer> {
  const kept = await keyOf(knex, personId);
  if (kept) return kept;
  await knex('person_keys')
    .insert({ person_id: personId, key: randomBytes(32), created_at: knex.fn.now() })
    .onConflict('person_id')
    .ignore();
  const made = await keyOf(knex, personId);
  if (!made) throw new Error(`the key of ${personId} vanished as it was made`);
  return made;
}

/** Seals values of one person, for an event. */
export async function sealFor<T extends Record<string, string>>(
  knex: Knex,
  personId: string,
  values: T,
): Promise<{ [K in keyof T]: string }> {
  const key = await ensureKey(knex, personId);
  const sealed = Object.entries(values).map(([name, text]) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(personId));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    const parts = [personId, iv, tag, body].map((p) =>
      typeof p === 'string' ? p : p.toString('base64url'),
    );
    return [name, `${PREFIX}${parts.join(':')}`];
  });
  return Object.fromEntries(sealed) as { [K in keyof T]: string };
}

/** A sealed field's text, or "removed" once its person's key is gone. */
export async function unseal(knex: Knex, sealed: string): Promise<string> {
  const match = SEALED.exec(sealed);
  if (!match) throw new Error('not a sealed field');
  const parts = match as unknown as SealedParts;
  return openWith(await keyOf(knex, parts[1]), parts);
}

type SealedParts = [string, string, string, string, string];

/** The field's text under `key`, or "removed" when the key is gone. */
function openWith(key: Buffer | undefined, [, personId, iv, tag, body]: SealedParts): string {
  if (!key) return REMOVED;
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(personId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    // Sealed under an erased key that was made again later: as gone as the first.
    return REMOVED;
  }
}

/**
 * Erasure: the person's key is deleted, so nothing sealed under it can be read again, and then
 * purged from the database's files (see purgeDeletedKeys): answered, the key is gone from disk.
 */
export async function shredKey(knex: Knex, personId: string): Promise<void> {
  await knex('person_keys').where({ person_id: personId }).delete();
  await purgeDeletedKeys(knex);
}

/**
 * A deleted row is still on disk: in its table's page until the page is rewritten, and in the
 * write-ahead log that recorded its insert (issue 36: the embedded database's WAL held an erased
 * key, which opened the sealed names). So after a delete:
 * - VACUUM FULL writes `person_keys` into a new file without the row (the old file is removed
 *   at the next checkpoint);
 * - pg_switch_wal() closes the WAL segment the key may be in, and CHECKPOINT removes every
 *   segment before it, so the table's old file too. PostgreSQL renames old segments for reuse
 *   unless `wal_recycle` is off: the embedded database starts with it off; on a PostgreSQL server
 *   the operator sets it (docs/security.md gives the bound for either).
 * pg_switch_wal() and CHECKPOINT need a superuser, or a role granted `pg_checkpoint` and
 * EXECUTE on pg_switch_wal; without them the server's own checkpoints remove the key later,
 * and a warning says so once. The key is deleted whatever happens here: a failure is logged,
 * not answered.
 */
async function purgeDeletedKeys(knex: Knex): Promise<void> {
  try {
    const { rows } = await knex.raw<{ rows: { recycle: string }[] }>(
      "select current_setting('wal_recycle') as recycle",
    );
    // A server that recycles its WAL keeps the key in a reused segment whatever is done here, so
    // the rewrite and the checkpoint (a flush of the whole cluster, seconds on a busy one) would
    // buy nothing: the bound is then the server's, as docs/security.md says.
    if (rows[0]?.recycle !== 'off') {
      warnOnce(
        'wal_recycle',
        'erasure: this PostgreSQL server keeps old WAL segments for reuse (wal_recycle = on): an erased key stays in one until it is overwritten; set wal_recycle = off (docs/security.md)',
      );
      return;
    }
    await knex.raw('vacuum full person_keys');
    await knex.raw('select pg_switch_wal()');
    await knex.raw('checkpoint');
  } catch (error) {
    if ((error as { code?: string }).code === '42501')
      warnOnce(
        'privilege',
        `erasure: the database role may not switch the WAL or checkpoint (${(error as Error).message}): an erased key stays in the WAL until the server's next checkpoints remove it; grant pg_checkpoint and EXECUTE on pg_switch_wal (docs/security.md)`,
      );
    else console.error(`erasure: the deleted key could not be purged from disk: ${error}`);
  }
}

const warned = new Set<string>();
function warnOnce(what: string, message: string): void {
  if (warned.has(what)) return;
  warned.add(what);
  console.warn(message);
}

/**
 * `unseal` for a reader that opens many fields at once (a replay, a history, a rebuild's
 * batch): each person's key is read once for the opener's life, not once per field. Short-lived:
 * make one per read, so a key erased since is not held on to.
 */
export type SealedOpener = ((sealed: string) => Promise<string>) & {
  /** Reads the keys of these people in one query, for the fields opened next. */
  preload(personIds: readonly string[]): Promise<void>;
};

export function sealedOpener(knex: Knex): SealedOpener {
  const keys = new Map<string, Promise<Buffer | undefined>>();
  const preload = async (personIds: readonly string[]) => {
    const missing = [...new Set(personIds)].filter((id) => !keys.has(id));
    if (missing.length === 0) return;
    const read = knex('person_keys')
      .whereIn('person_id', missing)
      .select<{ person_id: string; key: Uint8Array }[]>('person_id', 'key')
      .then((rows) => new Map(rows.map((row) => [row.person_id, Buffer.from(row.key)])));
    for (const id of missing)
      keys.set(
        id,
        read.then((found) => found.get(id)),
      );
    await read;
  };
  const open = async (sealed: string): Promise<string> => {
    const match = SEALED.exec(sealed);
    if (!match) throw new Error('not a sealed field');
    const parts = match as unknown as SealedParts;
    const personId = parts[1];
    let key = keys.get(personId);
    if (!key) {
      key = keyOf(knex, personId);
      keys.set(personId, key);
    }
    return openWith(await key, parts);
  };
  return Object.assign(open, { preload });
}
