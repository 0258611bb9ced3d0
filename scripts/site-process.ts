import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_DIST, SERVER_NODE_FLAGS } from './build-server';

/** What `npm start` runs once the sites are built: the compiled server. */
export const SERVER = [...SERVER_NODE_FLAGS, path.join(SERVER_DIST, 'main.js')];
/** The command-line tools, run as `npm run` runs them. */
export const TSX = path.resolve('node_modules/.bin/tsx');

/** The environment of a fresh machine: nothing configured but where to keep data and listen. */
export function embeddedEnv(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, EVENTSTORE_URL: _es, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '0', ...extra };
}

export type Site = {
  process: ChildProcess;
  url: string;
  startedInMs: number;
  output: () => string;
};

/** Spawns the built server as `npm start` does and waits until /api/health answers 200. */
export async function startSite(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): Promise<Site> {
  const began = performance.now();
  const child = spawn(process.execPath, SERVER, {
    env: embeddedEnv(dataDir, port, extra),
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1_200; i++) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy)
      return { process: child, url, startedInMs: performance.now() - began, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`npm start did not become healthy within 120 s:\n${output}`);
}

/** Sends a signal and resolves with the exit code once the process has exited. */
export async function stopSite(site: Site, signal: NodeJS.Signals = 'SIGTERM'): Promise<number> {
  const { exitCode, signalCode } = site.process;
  if (exitCode !== null || signalCode !== null) return exitCode ?? -1;
  const exited = new Promise<number>((resolve) =>
    site.process.once('exit', (code, killedBy) => resolve(code ?? (killedBy ? -1 : 0))),
  );
  site.process.kill(signal);
  return exited;
}

export const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
