import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Shared pieces of the benchmarks: scratch databases, processes under test, their memory. */

export const TSX = path.resolve('node_modules/.bin/tsx');
export const ADMIN = { username: 'bench_admin', password: 'levee-magnolia-streetcar-42' };

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database `bench_<random>` on DATABASE_URL's server, dropped by `drop()`. */
export async function scratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A process under test, in its own process group so that stopping it also stops what it
 * started (npm → tsx → node).
 */
export type Launched = { child: ChildProcess; stop(): Promise<void> };

export function launch(command: string, args: string[], env: NodeJS.ProcessEnv): Launched {
  const child = spawn(command, args, {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        return;
      }
      // The whole group, not just its leader: `npm start` exits before the server it started
      // has closed its database, and whoever cleans up after must not race that.
      const groupGone = async () => {
        await exited;
        for (;;) {
          try {
            process.kill(-(child.pid as number), 0);
          } catch {
            return 'gone';
          }
          await sleep(50);
        }
      };
      const timeout = sleep(10_000).then(() => 'timeout');
      if ((await Promise.race([groupGone(), timeout])) === 'timeout') {
        try {
          process.kill(-(child.pid as number), 'SIGKILL');
        } catch {}
      }
    },
  };
}

export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await sleep(20);
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
}

/**
 * Resident memory, in bytes (Linux /proc), of the largest process among a launched command and
 * its descendants: the server itself, not the npm and tsx wrappers that started it.
 */
export function treeRss(pid: number): number {
  let largest = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      largest = Math.max(largest, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const c of children ? children.split(' ') : []) visit(Number(c));
      }
    } catch {
      // The process ended while being measured.
    }
  };
  visit(pid);
  return largest;
}

/** CPU seconds (user + system) a process and its descendants have used so far. */
export function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  const visit = (id: number) => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const c of children ? children.split(' ') : []) visit(Number(c));
      }
    } catch {
      // The process ended while being measured.
    }
  };
  visit(pid);
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, is 100 on every common build. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU used by processes between `start()` and `stop()`, by name: a figure that a busy machine
 * changes far less than throughput, since it counts the work done rather than the time waited.
 */
export function cpuMeter(pids: () => Promise<Record<string, number[]>>) {
  let before: Record<string, number> = {};
  let measured: Record<string, number[]> = {};
  const read = () =>
    Object.fromEntries(
      Object.entries(measured).map(([name, ids]) => [
        name,
        ids.reduce((sum, id) => sum + treeCpuSeconds(id), 0),
      ]),
    );
  return {
    async start() {
      measured = await pids();
      before = read();
    },
    stop(): Record<string, number> {
      const after = read();
      return Object.fromEntries(
        Object.entries(after).map(([name, s]) => [name, s - (before[name] ?? 0)]),
      );
    },
  };
}

/** The server processes serving one database now (its connections' backends). */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Samples a process tree's RSS until stopped; returns the peak. */
export function rssSampler(pid: number): { stop(): number } {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, 200);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(pid));
    },
  };
}

/** Runs a bench script as its own process and parses the JSON it prints on its last line. */
export function runChild<T>(
  script: string,
  input: unknown,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script, JSON.stringify(input)], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`${script} exited with ${code}: ${last}`));
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`${script} printed no result: ${last}`));
      }
    });
  });
}

/** The argument a child bench script was given by `runChild`. */
export const childInput = <T>(): T => JSON.parse(process.argv[2] ?? '{}') as T;

/** What the load generator (autocannon, in its own process) reports. */
export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

export type LoadSpec = {
  url: string;
  method: 'GET' | 'POST';
  /** Paths cycled through; with `distinctVoters`, every request also gets a new client address. */
  paths: string[];
  durationS: number;
  connections: number;
  /** Requests per second across all connections (sustained load); omitted: as fast as possible. */
  rate?: number;
  distinctVoters?: { offset: number };
  headers?: Record<string, string>;
};

export const load = (spec: LoadSpec) => runChild<LoadResult>('scripts/bench/load.ts', spec);
