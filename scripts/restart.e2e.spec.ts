import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readOwner } from '../services/src/core/data-dir-lock';
import { buildServer } from './build-server';
import { freePort } from './free-port';
import { post, type Site, startSite, stopSite } from './site-process';

const ADMIN = { username: 'ops_chief', password: 'levee-board-1' };
const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

/** The newsletter's subscribers, as the back office lists them. */
async function subscribers(url: string): Promise<string[]> {
  const login = await post(`${url}/api/login`, ADMIN);
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const list = await fetch(`${url}/api/newsletter`, { headers: { cookie } });
  expect(list.status).toBe(200);
  return ((await list.json()) as { data: { email: string }[] }).data.map((s) => s.email);
}

/**
 * PostgreSQL's own record of how it stopped: `state` in `global/pg_control` (after the 8-byte
 * system identifier and two 4-byte versions) is 1, DB_SHUTDOWNED, only after a clean shutdown;
 * anything else means the next start replays the WAL.
 */
async function shutDownCleanly(dataDir: string): Promise<boolean> {
  const control = await readFile(path.join(dataDir, 'pg', 'global', 'pg_control'));
  return control.readUInt32LE(16) === 1;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

// Each test has a DATA_DIR and a port of its own; whatever it started is killed after it.
const started: Site[] = [];
const dirs: string[] = [];
async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nola-restart-'));
  dirs.push(dir);
  return dir;
}
async function start(dataDir: string, port: number) {
  // TRUST_PROXY: each request names its own client, so the per-client form limit never answers 429.
  const site = await startSite(dataDir, port, { ...ADMIN_ENV, TRUST_PROXY: '1' });
  started.push(site);
  return site;
}
const subscribe = (url: string, email: string, client: string) =>
  post(`${url}/api/newsletter`, { email }, { 'x-forwarded-for': client });

describe('embedded mode after a crash and under a shutdown (npm start)', () => {
  beforeAll(() => buildServer());
  afterEach(async () => {
    for (const site of started.splice(0)) await stopSite(site, 'SIGKILL');
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('starts again at once after kill -9, with every acknowledged write there', async () => {
    const dataDir = await freshDataDir();
    const port = await freePort();
    const first = await start(dataDir, port);
    const registered = await post(`${first.url}/api/register`, {
      username: 'Treme_Dad',
      email: 'dad@example.com',
      password: 'second-line-sunday',
      role: 'parent',
    });
    expect(registered.status).toBe(201);
    expect((await subscribe(first.url, 'dad@example.com', '10.0.0.1')).status).toBe(201);

    await stopSite(first, 'SIGKILL');
    const killedAt = performance.now();
    const starting = start(dataDir, port);
    starting.catch(() => {}); // awaited below; its failure is reported there
    // The new process takes the dead one's lock at once: the database's own start, not a wait
    // for the lock to age, is what stands between the kill and a working site.
    const lockFile = path.join(dataDir, 'pg.lock');
    let owner = await readOwner(lockFile);
    while (typeof owner !== 'object' || owner.pid === first.process.pid) {
      expect(performance.now() - killedAt, 'the new process takes the lock').toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      owner = await readOwner(lockFile);
    }
    const lockedMs = performance.now() - killedAt;
    const second = await starting;
    const healthyMs = performance.now() - killedAt;
    console.log(
      `restart after kill -9: lock taken ${lockedMs.toFixed(0)} ms and site healthy ` +
        `${healthyMs.toFixed(0)} ms after the kill (the first start took ${first.startedInMs.toFixed(0)} ms)`,
    );

    const login = await post(`${second.url}/api/login`, {
      username: 'treme_dad',
      password: 'second-line-sunday',
    });
    expect(login.status).toBe(200);
    expect(await subscribers(second.url)).toEqual(['dad@example.com']);
  }, 120_000);

  it('stops within 5 s on SIGTERM under load, leaving no lock and a cleanly shut down database', async () => {
    const dataDir = await freshDataDir();
    const port = await freePort();
    const site = await start(dataDir, port);

    // Eight clients sign up to the newsletter as fast as they are answered, until the server
    // stops answering.
    const sent: string[] = [];
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let stopped = false;
    const client = async (c: number) => {
      for (let i = 0; !stopped; i++) {
        const email = `fan-${c}-${i}@example.com`;
        sent.push(email);
        const answer = await subscribe(site.url, email, `10.${c}.${i >> 8}.${i & 255}`).catch(
          () => undefined,
        );
        if (answer === undefined) stopped = true;
        else if (answer.status === 201) acknowledged.push(email);
        else refused.push(answer.status);
        await answer?.arrayBuffer();
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, c) => client(c)));
    // The signal comes once twenty sign-ups are acknowledged, with eight more under way.
    while (acknowledged.length < 20 && refused.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const beforeSignal = acknowledged.length;
    const underWay = sent.length - beforeSignal;
    const signalledAt = performance.now();
    const code = await stopSite(site, 'SIGTERM');
    const stopMs = performance.now() - signalledAt;
    stopped = true;
    await load;
    console.log(
      `SIGTERM under load: exited ${stopMs.toFixed(0)} ms after the signal (code ${code}); ` +
        `${beforeSignal} sign-ups acknowledged before it and ${underWay} under way, ${acknowledged.length} acknowledged in all, ${sent.length} sent`,
    );
    expect(refused, 'statuses other than 201').toEqual([]);
    expect(stopMs).toBeLessThan(5_000);
    expect(code).toBe(0);
    expect(site.output()).not.toMatch(/error/i);
    expect(await exists(path.join(dataDir, 'pg.lock'))).toBe(false);
    expect(await shutDownCleanly(dataDir)).toBe(true);

    const again = await start(dataDir, port);
    console.log(`restart after SIGTERM: healthy ${again.startedInMs.toFixed(0)} ms after spawn`);
    const kept = new Set(await subscribers(again.url));
    expect(acknowledged.filter((email) => !kept.has(email))).toEqual([]);
    expect([...kept].filter((email) => !sent.includes(email))).toEqual([]);
  }, 120_000);
});
