import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { freePort } from './free-port';
import { embeddedEnv, post, SERVER, startSite, stopSite, TSX } from './site-process';

const run = promisify(execFile);

describe('npm start on a machine with nothing configured (embedded mode)', () => {
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    await buildServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'nola-e2e-'));
    port = await freePort();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves health, registers and signs in a user, and keeps them after a restart', async () => {
    const first = await startSite(dataDir, port);
    let restartedIn = 0;
    try {
      const health = await (await fetch(`${first.url}/api/health`)).json();
      expect(health).toMatchObject({
        status: 'ok',
        mode: 'embedded',
        eventStore: { kind: 'postgres' },
      });
      // The built sites' pages, at / and at paths the client-side routers own: the public
      // site's first screens come prerendered, the back office's shell is empty.
      for (const [page, shows] of [
        ['/', 'More than a game'],
        ['/leaderboard', 'Community Rankings'],
        ['/admin', '<div id="root"></div>'],
      ] as const) {
        const html = await (await fetch(`${first.url}${page}`)).text();
        expect(html, page).toContain('<div id="root">');
        expect(html, page).toContain(shows);
        // Their module scripts; the public site's through its boot script, which starts them
        // once the first screen has painted.
        expect(html, page).toMatch(
          page === '/admin'
            ? /<script type="module" crossorigin src="\/admin\/assets\//
            : /<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js" data-modules="\/assets\//,
        );
      }

      const registered = await post(`${first.url}/api/register`, {
        username: 'Marigny_Mom',
        email: 'mom@example.com',
        password: 'crescent-city',
        role: 'parent',
      });
      expect(registered.status).toBe(201);
    } finally {
      await stopSite(first);
    }

    const second = await startSite(dataDir, port);
    restartedIn = second.startedInMs;
    try {
      const login = await post(`${second.url}/api/login`, {
        username: 'marigny_mom',
        password: 'crescent-city',
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ username: 'Marigny_Mom', role: 'parent' });
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      const me = await fetch(`${second.url}/api/user`, { headers: { cookie } });
      expect(me.status).toBe(200);

      // The CLIs attach to the running server's embedded database.
      const created = await run(
        TSX,
        ['scripts/create-admin.ts', '--username', 'ops_chief', '--password', 'levee-board-1'],
        {
          env: embeddedEnv(dataDir, port),
        },
      );
      expect(created.stdout).toContain('Admin "ops_chief" created.');
      const admin = await post(`${second.url}/api/login`, {
        username: 'ops_chief',
        password: 'levee-board-1',
      });
      expect(((await admin.json()) as { role: string }).role).toBe('admin');

      const status = await run(TSX, ['scripts/projections.ts', 'status'], {
        env: embeddedEnv(dataDir, port),
      });
      expect(status.stdout).toMatch(/^users +1 +running +\d+\.\d+ +0/m);
    } finally {
      await stopSite(second);
    }
    console.log(`embedded restart: healthy ${restartedIn.toFixed(0)} ms after spawn`);
  }, 180_000);

  it('seeds the demo board on the very first start only, and the audit CLI attaches', async () => {
    const seededDir = await mkdtemp(path.join(tmpdir(), 'nola-e2e-seed-'));
    const board = async (url: string) =>
      ((await (await fetch(`${url}/api/prospects`)).json()) as { data: { id: string }[] }).data;
    try {
      // SEED_DEMO unset, as on a fresh machine: embedded mode seeds by default.
      const first = await startSite(seededDir, port, { SEED_DEMO: '' });
      let ids: string[];
      try {
        expect(first.output()).toMatch(/seeded the demo board: 100 prospects, \d+ votes/);
        ids = (await board(first.url)).map((p) => p.id);
        expect(ids).toHaveLength(100);
        const audit = await run(TSX, ['scripts/audit.ts', 'board'], {
          env: embeddedEnv(seededDir, port),
        });
        expect(audit.stdout).toContain('(replayed from the log)');
        for (const id of ids) expect(audit.stdout).toContain(id);
      } finally {
        await stopSite(first);
      }
      const second = await startSite(seededDir, port, { SEED_DEMO: '' });
      try {
        expect(second.output()).not.toContain('seeded');
        expect((await board(second.url)).map((p) => p.id)).toEqual(ids);
      } finally {
        await stopSite(second);
      }
    } finally {
      await rm(seededDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('stops at once with a one-line message naming a bad variable', async () => {
    const failed = await run(process.execPath, SERVER, {
      env: embeddedEnv(dataDir, port, { PORT: 'abc' }),
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe('Configuration error: PORT must be a port number');
  }, 60_000);
});
