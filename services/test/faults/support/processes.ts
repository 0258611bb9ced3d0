import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '../../../../scripts/free-port';

/**
 * The fault suites' processes: the site's own entry points run as children (killed with
 * SIGKILL where a test says so), and a Redis and a PostgreSQL of the suite's own that it may
 * kill and restart. The shared servers at DATABASE_URL and REDIS_URL are never stopped.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

const onPath = (binary: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * Why a fault suite cannot run here, printed; undefined when it can. Every suite needs a real
 * PostgreSQL at DATABASE_URL; some also start a Redis of their own (`redis-server`) or a
 * PostgreSQL cluster of their own (Debian's `pg_createcluster`, run as root).
 */
export function skipReason(needs: { redis?: boolean; cluster?: boolean } = {}): string | undefined {
  let reason: string | undefined;
  if (!process.env.DATABASE_URL) {
    reason =
      'DATABASE_URL is not set (it needs a real PostgreSQL server; e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)';
  } else if (needs.redis && !onPath('redis-server')) {
    reason = 'redis-server is not on PATH (the suite kills and restarts a Redis of its own)';
  } else if (needs.cluster && !(onPath('pg_createcluster') && process.getuid?.() === 0)) {
    reason =
      'it needs pg_createcluster (postgresql-common) and root, to stop and start a PostgreSQL cluster of its own';
  }
  if (reason) console.log(`fault suite skipped: ${reason}`);
  return reason;
}

export type Child = {
  readonly process: ChildProcess;
  readonly pid: number;
  /** The last 64 kB of its stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** SIGKILL, and waits until it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, and waits until it is gone (SIGKILL after 10 s). */
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function track(child: ChildProcess, label: string, echo: boolean): Child {
  if (child.pid === undefined) throw new Error(`could not start ${label}`);
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-65_536);
    if (echo) process.stdout.write(text.replace(/^(?=.)/gm, `[${label}] `));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  const waitGone = async (grace: number) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), grace);
    await exited;
    clearTimeout(timer);
  };
  return {
    process: child,
    pid: child.pid,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await waitGone(5_000);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await waitGone(10_000);
    },
  };
}

/** The environment of a child: this one's, without the shared servers' addresses. */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, REDIS_URL: __, EVENTSTORE_URL: ___, ...rest } = process.env;
  return { ...rest, NODE_ENV: 'test', SEED_DEMO: '0', ...env };
}

/**
 * Runs one of the repository's TypeScript entry points (`services/src/composition/worker.ts`,
 * ...) as a child, as `node --import tsx`: the child's pid is the process itself (the tsx binary
 * would put a second process in between, which a SIGKILL would leave running).
 */
export function spawnScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  options: { label?: string; echo?: boolean } = {},
): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(child, options.label ?? path.basename(script), options.echo ?? false);
}

/** A directory of the test's own (DATA_DIR of a child), removed by the returned function. */
export function scratchDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Thrown by a waitUntil check: stop waiting, and fail with this. Other errors count as "not yet". */
export class GiveUp extends Error {}

export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => {
        if (error instanceof GiveUp) throw error;
        return false;
      });
    if (done) return;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** The site's health answer is 200: it is up, with its database. */
export const healthy = (url: string) => async () =>
  (await fetch(`${url}/api/health`).catch(() => undefined))?.status === 200;

// ── A Redis of the suite's own ──────────────────────────────────────────────────────────────

export type PrivateRedis = {
  url: string;
  port: number;
  /** SIGKILL: everything in it is gone (no persistence). */
  kill(): Promise<void>;
  /** A fresh, empty server on the same port. */
  start(): Promise<void>;
  /** SIGSTOP: the server keeps its connections and accepts new ones, but answers nothing. */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
};

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: Child | undefined;
  const start = async () => {
    child = track(
      spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'no',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
      'redis',
      false,
    );
    const current = child;
    await waitUntil('redis-server to accept connections', () =>
      current.output().includes('Ready to accept connections'),
    );
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      child?.process.kill('SIGCONT');
      await child?.kill();
    },
    start,
    pause: () => child?.process.kill('SIGSTOP'),
    resume: () => child?.process.kill('SIGCONT'),
  };
}

// ── A PostgreSQL cluster of the suite's own ─────────────────────────────────────────────────

export type PrivatePostgres = {
  /** postgres://…/postgres on the private cluster. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  drop(): Promise<void>;
};

const PG_VERSION = '15';

/**
 * A PostgreSQL cluster of its own (Debian's pg_createcluster, run as root; the server runs as
 * the postgres user), so a test can stop and start it while the shared server keeps serving
 * everyone else. Durability settings are off: a scratch cluster that lives for one test.
 */
export async function privatePostgres(): Promise<PrivatePostgres> {
  const name = `nolafaults_${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  await run('pg_createcluster', [
    PG_VERSION,
    name,
    '--port',
    String(port),
    '--start',
    '-o',
    'fsync=off',
    '-o',
    'synchronous_commit=off',
    '-o',
    'full_page_writes=off',
    '-o',
    'max_connections=200',
    '--',
    '--auth=trust',
  ]);
  const drop = () =>
    run('pg_dropcluster', [PG_VERSION, name, '--stop']).then(
      () => {},
      () => {},
    );
  const dropOnExit = () => {
    try {
      // Synchronous: the process is going.
      execFileSync('pg_dropcluster', [PG_VERSION, name, '--stop']);
    } catch {
      // gone already
    }
  };
  process.once('exit', dropOnExit);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await run('pg_ctlcluster', [PG_VERSION, name, 'stop', '-m', 'fast']);
    },
    async start() {
      await run('pg_ctlcluster', [PG_VERSION, name, 'start']);
    },
    async drop() {
      process.off('exit', dropOnExit);
      await drop();
    },
  };
}
