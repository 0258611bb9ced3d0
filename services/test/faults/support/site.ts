import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { freePort } from '../../../../scripts/free-port';
import { type Child, GiveUp, healthy, scratchDir, spawnScript, waitUntil } from './processes';

/**
 * The site as production runs it, from its sources: `services/src/composition/main.ts` (the
 * API) and `services/src/composition/worker.ts` (projection workers; `npm start` and `npm run
 * worker` run the same entry points compiled, see scripts/build-server.ts) as processes of their
 * own, on a database and a Redis the test chose.
 */
export type Site = {
  url: string;
  api: Child;
  workers: Child[];
  dataDir: string;
  secret: string;
  env: Record<string, string>;
  /** The client key the API derives from an address (an HMAC; votes are keyed by it). */
  clientKeyOf(address: string): string;
  /** A session cookie of the configured admin. */
  adminCookie(): Promise<string>;
  startWorker(): Child;
  stop(): Promise<void>;
};

export const ADMIN = { username: 'fault_admin', password: 'fault-suite-password' };

export async function startSite(options: {
  databaseUrl: string;
  redisUrl?: string;
  workers?: number;
  env?: Record<string, string>;
  echo?: boolean;
}): Promise<Site> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const data = scratchDir('nola-fault-site-');
  const secret = randomBytes(32).toString('hex');
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: data.dir,
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    SESSION_SECRET: secret,
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // The SPAs are not what these tests are about.
    WEB_PUBLIC_DIST: '/nonexistent',
    WEB_ADMIN_DIST: '/nonexistent',
    ...options.env,
  };
  const echo = options.echo ?? process.env.FAULT_ECHO === '1';
  const api = spawnScript('services/src/composition/main.ts', [], env, { label: 'api', echo });
  const workers: Child[] = [];
  const startWorker = () => {
    const worker = spawnScript('services/src/composition/worker.ts', [], env, {
      label: `worker${workers.length + 1}`,
      echo,
    });
    workers.push(worker);
    return worker;
  };
  const stop = async () => {
    await Promise.all([api, ...workers].map((child) => child.stop()));
    data.remove();
  };
  try {
    if (options.redisUrl) for (let i = 0; i < (options.workers ?? 1); i++) startWorker();
    await waitUntil(
      'the API to answer /api/health',
      async () => {
        if (api.process.exitCode !== null) throw new GiveUp(`the API exited:\n${api.output()}`);
        return healthy(url)();
      },
      90_000,
      200,
    );
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${api.output()}`);
  }
  const key = Buffer.from(hkdfSync('sha256', secret, 'nola-sports', 'client-key', 32)).toString(
    'base64url',
  );
  return {
    url,
    api,
    workers,
    dataDir: data.dir,
    secret,
    env,
    clientKeyOf: (address) => createHmac('sha256', key).update(address).digest('base64url'),
    async adminCookie() {
      // The admin account reaches the read tables through a worker: it may take a moment.
      let status = 0;
      for (let attempt = 0; attempt < 150; attempt++) {
        const response = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        status = response.status;
        if (status === 200) return response.headers.get('set-cookie')?.split(';')[0] ?? '';
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`admin login: ${status}`);
    },
    startWorker,
    stop,
  };
}

/** JSON call with an optional cookie and client address (X-Forwarded-For, trusted from loopback). */
export async function call(
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; from?: string; timeoutMs?: number } = {},
): Promise<{ status: number; body: unknown; text: string; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.from) headers['x-forwarded-for'] = options.from;
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** Adds prospects through the admin API; answers their ids. */
export async function addProspects(site: Site, cookie: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let rank = 1; rank <= count; rank++) {
    const lastName = `Prospect ${rank}`;
    const response = await call(site.url, 'POST', '/api/admin/prospects', {
      cookie,
      body: {
        firstName: 'Fault',
        lastName,
        positionPrimary: 'SS',
        school: 'Jesuit High School',
        gradYear: 2028,
        nolaRank: rank,
      },
    });
    if (response.status === 201) {
      ids.push((response.body as { id: string }).id);
      continue;
    }
    // 404: stored, but the read model lagged past the answer's wait (a busy machine). Look.
    if (response.status !== 404) {
      throw new Error(`adding a prospect: ${response.status} ${response.text}`);
    }
    let id: string | undefined;
    await waitUntil('the new prospect to reach the board', async () => {
      const board = (await call(site.url, 'GET', '/api/prospects')).body as {
        data: { id: string; lastName: string }[];
      };
      id = board.data.find((p) => p.lastName === lastName)?.id;
      return id !== undefined;
    });
    ids.push(String(id));
  }
  return ids;
}

/** An address of its own for the n-th voter (198.18.0.0/15 is for tests). */
export const voterAddress = (n: number): string =>
  `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
