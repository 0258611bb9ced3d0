import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectors } from '../../../projections/src';
import { rebuildProjector, shadowSchemaOf } from '../../../projections/src/runner/rebuild';
import { ProjectionRunner } from '../../../projections/src/runner/runner';
import { type Agent, adminAgent, userAgent } from '../testing/agents';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Issue 20, "Rebuilds": a rebuild whose runner is gone shows `interrupted` with how far it got
 * and resumes in one click; a start refused because another process rebuilds answers 409; a
 * shadow schema no rebuild owns is dropped. The refusal needs real PostgreSQL: PGlite is one
 * session for every connection, so it has no lock per process.
 */
type Projection = {
  name: string;
  state: string;
  rebuild: { events: number; state: string } | null;
};

describe('rebuilds an operator can trust', () => {
  let server: TestServer;
  let admin: Agent;
  const projection = async (name: string) =>
    (await admin.get(`/api/admin/projections/${name}`).expect(200)).body as Projection;
  /** Another process's runner on the same database (the CLI, another API). */
  const elsewhere = () =>
    new ProjectionRunner(server.ctx.knex, server.ctx.store, projectors, {
      sessionLocks: server.ctx.db.mode === 'postgres',
    });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await adminAgent(server);
    for (let i = 0; i < 4; i++) await userAgent(server, 'fan');
  }, 120_000);
  afterAll(() => server?.close());

  it.skipIf(!process.env.DATABASE_URL)(
    'refuses with 409 and the reason a rebuild another process is running',
    async () => {
      const cli = elsewhere();
      const release = await cli.holdRebuildLock('users');
      expect(release).toBeDefined();
      try {
        const one = await admin.post('/api/admin/projections/users/rebuild').expect(409);
        expect(one.body.message).toMatch(/"users" is already being rebuilt .*nothing was started/);
        const all = await admin.post('/api/admin/projections/rebuild').expect(409);
        expect(all.body.message).toMatch(/"users"/);
        expect((await projection('prospects')).state).toBe('running');
      } finally {
        await release?.();
      }
    },
  );

  it('shows a rebuild whose runner is gone as interrupted, and resumes it in one call', async () => {
    // A rebuild in another process that stops after its first batch (its connection lost, or
    // the process killed): the shadow and its progress stay, its lock is gone.
    await expect(
      rebuildProjector(
        elsewhere(),
        'users',
        () => {
          throw new Error('connection lost');
        },
        { batchSize: 2 },
      ),
    ).rejects.toThrow('connection lost');
    const stopped = await projection('users');
    expect(stopped.state).toBe('interrupted');
    expect(stopped.rebuild).toMatchObject({ state: 'interrupted', events: 2 });

    await admin.post('/api/admin/projections/users/rebuild').expect(202);
    for (let i = 0; i < 200 && (await projection('users')).state !== 'running'; i++) {
      await sleep(100);
    }
    const resumed = await projection('users');
    expect(resumed).toMatchObject({ state: 'running', rebuild: null });
    const schemas = await server.ctx.knex.raw<{ rows: unknown[] }>(
      'select 1 from pg_namespace where nspname = ?',
      [shadowSchemaOf('users')],
    );
    expect(schemas.rows).toEqual([]);
  });

  it('drops, at the next start, a shadow schema no rebuild owns, and keeps an interrupted one', async () => {
    const { knex } = server.ctx;
    await knex.raw(`create schema "${shadowSchemaOf('contact-submissions')}"`);
    await knex.raw('create schema "rebuild_a_projector_long_gone"');
    await expect(
      rebuildProjector(
        elsewhere(),
        'users',
        () => {
          throw new Error('connection lost');
        },
        { batchSize: 2 },
      ),
    ).rejects.toThrow('connection lost');
    await elsewhere().register();
    const left = await knex.raw<{ rows: { name: string }[] }>(
      "select nspname as name from pg_namespace where nspname like 'rebuild\\_%' order by 1",
    );
    expect(left.rows.map((row) => row.name)).toEqual([shadowSchemaOf('users')]);
    // The interrupted one resumes from the CLI as from the back office.
    const resumed = await rebuildProjector(elsewhere(), 'users');
    expect(resumed.resumedFrom).toBe(2);
  });
});
