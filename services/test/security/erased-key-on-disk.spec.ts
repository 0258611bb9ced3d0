import { randomBytes, randomUUID } from 'node:crypto';
import { lstat, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/core/config';
import { type Database, openDatabase } from '../../src/core/database';
import { createChild } from '../../src/families/families.testing';
import { userAgent } from '../../src/testing/agents';
import { startTestServer, type TestServer } from '../../src/testing/test-server';

/**
 * Issue 36 item 7: after an erasure the embedded database's write-ahead log still held the
 * deleted per-person key, and with it the sealed names opened again. Once the erasure has
 * answered, no file under DATA_DIR may hold the key, in any form code writes it in.
 */

let dataDir: string;
let database: Database;
let server: TestServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'nola-erasure-'));
  database = await openDatabase(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) }),
  );
  server = await startTestServer(
    {},
    { shared: { database, redisPrefix: `test-${randomBytes(4).toString('hex')}` } },
  );
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The key's forms: its bytes, and hex and base64 as a dump or a log would print it. */
const forms = (key: Buffer): Buffer[] =>
  [key, key.toString('hex'), key.toString('base64'), key.toString('base64url')].map((f) =>
    typeof f === 'string' ? Buffer.from(f) : f,
  );

/** Every file under DATA_DIR holding one of the forms, with the form's index. */
async function filesHolding(key: Buffer): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    if (stats.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
      return;
    }
    if (!stats.isFile()) return;
    const bytes = await readFile(entry);
    forms(key).forEach((form, i) => {
      if (bytes.includes(form)) found.push(`${path.relative(dataDir, entry)} (form ${i})`);
    });
  };
  await visit(dataDir);
  return found;
}

const keyOf = async (athleteId: string): Promise<Buffer | undefined> => {
  const row = await database.knex('person_keys').where({ person_id: athleteId }).first('key');
  return row ? Buffer.from(row.key as Uint8Array) : undefined;
};

describe('an erasure on the embedded database', () => {
  it('leaves no copy of the erased key in any file under DATA_DIR, and the other keys work', async () => {
    const parent = await userAgent(server, 'parent');
    const erased = await createChild(parent, {
      firstName: 'Jamie',
      lastName: `Broussard${randomUUID().slice(0, 6)}`,
      birthDate: '2016-05-02',
    });
    const keptName = `Batiste${randomUUID().slice(0, 6)}`;
    const kept = await createChild(parent, {
      firstName: 'Noor',
      lastName: keptName,
      birthDate: '2015-09-30',
    });
    const key = await keyOf(erased);
    if (!key) throw new Error('the child has no key');
    // The search finds the key while it is kept: the test can see what it looks for.
    expect((await filesHolding(key)).length).toBeGreaterThan(0);

    await parent.post(`/api/families/athletes/${erased}/erasure`).expect(200);

    expect(await keyOf(erased)).toBeUndefined();
    expect(await filesHolding(key)).toEqual([]);
    // The other child's data is as readable as before.
    expect(await keyOf(kept)).toBeInstanceOf(Buffer);
    const family = await parent.get('/api/families').expect(200);
    expect(family.body.athletes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ athleteId: kept, name: `Noor ${keptName}`, erased: false }),
        expect.objectContaining({ athleteId: erased, erased: true }),
      ]),
    );
  });
});
