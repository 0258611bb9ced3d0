import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../services/src/accounts/reset.testing';
import { consentToken } from '../../../services/src/families/families.testing';
import { childAsOf } from '../../../services/src/families/replay';
import { adminAgent, userAgent } from '../../../services/src/testing/agents';
import { startTestServer, type TestServer } from '../../../services/src/testing/test-server';
import { rebuildProjectors } from '../runner/rebuild';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Every table in the database whose rows, as text, contain the words. */
async function tablesContaining(text: string): Promise<string[]> {
  const { rows } = await server.ctx.knex.raw<{ rows: { schema: string; name: string }[] }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const hits: string[] = [];
  for (const { schema, name } of rows) {
    const found = await server.ctx.knex.raw<{ rows: unknown[] }>(
      'select 1 from ??.?? t where t::text ilike ? limit 1',
      [schema, name, `%${text}%`],
    );
    if (found.rows.length > 0) hits.push(`${schema}.${name}`);
  }
  return hits;
}

async function mailFilesContaining(text: string): Promise<string[]> {
  const outbox = server.ctx.mailer.outbox as string;
  const names = await readdir(outbox).catch(() => [] as string[]);
  const hits: string[] = [];
  for (const name of names) {
    if ((await readFile(path.join(outbox, name), 'utf8')).includes(text)) hits.push(name);
  }
  return hits;
}

async function eventsContaining(text: string): Promise<string[]> {
  const events = await server.ctx.store.readAll();
  return events
    .filter((e) => JSON.stringify([e.data, e.metadata]).includes(text))
    .map((e) => e.type);
}

describe('erasing a child', () => {
  it('leaves the name nowhere: no table, no event, no mail, not after a rebuild, not as of before', async () => {
    const parent = await userAgent(server, 'parent');
    const lastName = `Quillfeather${randomUUID().slice(0, 6)}`;
    const created = await parent
      .post('/api/families/children')
      .send({ firstName: 'Odalys', lastName, birthDate: '2016-09-09' })
      .expect(201);
    const athleteId = created.body.athleteId as string;
    const token = consentToken(await mailsTo(server, `${parent.username}@example.com`));
    await parent.post('/api/families/consent').send({ token }).expect(200);
    const beforeErasure = new Date();
    const logBefore = await server.ctx.store.readStream(`family-${athleteId}`);
    expect(await tablesContaining(lastName)).toEqual(['public.family_athletes']);

    // Someone who is not the guardian cannot; the guardian can, once.
    const stranger = await userAgent(server, 'parent');
    await stranger.post(`/api/families/athletes/${athleteId}/erasure`).expect(403);
    await parent.post(`/api/families/athletes/${athleteId}/erasure`).expect(200);
    await parent.post(`/api/families/athletes/${athleteId}/erasure`).expect(410);
    const admin = await adminAgent(server);
    await admin.post(`/api/families/athletes/${athleteId}/erasure`).expect(410);

    // The log is only appended to: what it held is there unchanged, in its order.
    const logAfter = await server.ctx.store.readStream(`family-${athleteId}`);
    expect(logAfter.slice(0, logBefore.length)).toEqual(logBefore);
    expect(logAfter.slice(logBefore.length).map((e) => e.type)).toEqual(['PersonalDataErased']);

    // At once, on the read model.
    const family = await parent.get('/api/families').expect(200);
    expect(family.body.athletes).toEqual([
      expect.objectContaining({ athleteId, name: 'removed', birthDate: 'removed', erased: true }),
    ]);
    const page = await request(server.url).get('/api/families/consent').query({ token });
    expect(page.body).toMatchObject({ athleteName: 'removed', status: 'erased' });

    // Every projector rebuilt from the log.
    const rebuilt = await rebuildProjectors(
      server.runner,
      server.runner.projectors.map((p) => p.name),
    );
    for (const [name, result] of rebuilt)
      expect([name, result.status]).toEqual([name, 'fulfilled']);
    const after = await parent.get('/api/families').expect(200);
    expect(after.body.athletes[0]).toMatchObject({ name: 'removed', birthDate: 'removed' });

    // Replayed as of a time before the erasure.
    const then = await childAsOf(server.ctx.store, server.ctx.knex, athleteId, beforeErasure);
    expect(then).toMatchObject({ firstName: 'removed', lastName: 'removed', birthDate: 'removed' });
    expect(then.family).toMatchObject({ status: 'active', consent: { status: 'given' } });

    for (const text of [lastName, 'Odalys']) {
      expect(await tablesContaining(text)).toEqual([]);
      expect(await eventsContaining(text)).toEqual([]);
      expect(await mailFilesContaining(text)).toEqual([]);
    }
  });
});
