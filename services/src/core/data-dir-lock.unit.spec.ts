import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir, type Owner, readOwner } from './data-dir-lock';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nola-lock-'));
  file = path.join(dir, 'pg.lock');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Given: a lock file as another process left it. */
const leftBy = (owner: Omit<Owner, 'token'>) =>
  writeFile(file, JSON.stringify({ ...owner, token: randomUUID() }));

/** The pid of a process that has exited. */
const deadPid = () =>
  Number(execFileSync(process.execPath, ['-p', 'process.pid'], { encoding: 'utf8' }));

/** Takes the lock, expecting to; answers the record it wrote. */
async function take(): Promise<{ release(): Promise<void>; owner: Owner }> {
  const taken = await lockDataDir(file);
  if (!('lock' in taken))
    throw new Error(`expected to take the lock, but ${taken.owner.pid} holds it`);
  const owner = await readOwner(file);
  if (typeof owner !== 'object') throw new Error(`the lock file is ${owner}`);
  return { release: () => taken.lock.release(), owner };
}

describe('the data directory lock', () => {
  it('takes a lock whose owner has died at once, naming this process', async () => {
    await leftBy({ pid: deadPid(), started: '1', socket: '/gone/pg-socket' });
    const { owner, release } = await take();
    expect(owner.pid).toBe(process.pid);
    expect(owner.socket).toBeUndefined();
    await release();
  });

  it('takes a lock whose pid now belongs to a process that started later', async () => {
    await leftBy({ pid: process.ppid, started: 'before-this-boot' });
    expect((await take()).owner.pid).toBe(process.pid);
  });

  it("takes a lock naming this process's own pid (a restarted container's pid 1)", async () => {
    await leftBy({ pid: process.pid, started: 'before-this-boot' });
    expect((await take()).owner.pid).toBe(process.pid);
  });

  it("answers the live owner, and its socket's directory once it listens", async () => {
    await leftBy({ pid: process.ppid, started: null, socket: '/data/pg-socket' });
    const taken = await lockDataDir(file);
    expect(taken).toEqual({
      owner: expect.objectContaining({ pid: process.ppid, socket: '/data/pg-socket' }),
    });
  });

  it('answers a second open in the same process with the first, and frees the lock on release', async () => {
    const first = await lockDataDir(file);
    if (!('lock' in first)) throw new Error('expected to take the lock');
    await first.lock.announce('/data/pg-socket');
    expect(await lockDataDir(file)).toEqual({
      owner: expect.objectContaining({ pid: process.pid, socket: '/data/pg-socket' }),
    });
    await first.lock.release();
    expect(await readdir(dir)).toEqual([]);
    await (await take()).release();
  });

  it('leaves no files behind when stale locks are broken', async () => {
    await leftBy({ pid: deadPid(), started: null });
    await (await take()).release();
    expect(await readdir(dir)).toEqual([]);
  });
});
