import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { format } from 'node:util';
import { untilCaughtUp } from '../../../src/testing/agents';
import type { TestServer } from '../../../src/testing/test-server';

/** A password no list of common ones holds. */
export const GOOD_PASSWORD = 'levee-walk-2026';

/**
 * A fresh client address for every call (198.51.x.x, which no other suite uses), so per-client
 * limits only meet where a test means them to. The servers trust X-Forwarded-For.
 */
let addresses = 0;
export function newAddress(): string {
  addresses++;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

export const uniqueName = (prefix = 'sec') => `${prefix}_${randomUUID().slice(0, 12)}`;

export type Answer = {
  status: number;
  body: string;
  headers: Headers;
  /** Milliseconds from sending to the whole body read. */
  ms: number;
};

/** One JSON call with fetch: less client overhead than supertest when timing matters. */
export async function call(
  server: TestServer,
  method: 'GET' | 'POST',
  route: string,
  options: {
    body?: unknown;
    from?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.from) headers['X-Forwarded-For'] = options.from;
  if (options.cookie) headers.Cookie = options.cookie;
  const started = performance.now();
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers,
    redirect: 'manual',
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    headers: response.headers,
    ms: performance.now() - started,
  };
}

/** The `sid=…` pair a response set, or undefined. */
export function sidOf(answer: Answer): string | undefined {
  return answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sid='))
    ?.split(';')[0];
}

/** The whole Set-Cookie line of the session cookie, attributes included. */
export function sidLineOf(answer: Answer): string | undefined {
  return answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
}

export type Account = { username: string; email: string; password: string; cookie: string };

/** Registers an account from a fresh address; answers its credentials and session cookie. */
export async function register(
  server: TestServer,
  overrides: Partial<Omit<Account, 'cookie'>> = {},
): Promise<Account> {
  const username = overrides.username ?? uniqueName();
  const account = {
    username,
    email: overrides.email ?? `${username}@example.com`,
    password: overrides.password ?? GOOD_PASSWORD,
  };
  const answer = await call(server, 'POST', '/api/register', {
    body: { ...account, role: 'parent' },
    from: newAddress(),
  });
  const cookie = sidOf(answer);
  if (answer.status !== 201 || !cookie) {
    throw new Error(`registration failed: ${answer.status} ${answer.body}`);
  }
  // Sign-in reads `users`, which a lagging registration's answer may not have waited for.
  await untilCaughtUp(server.ctx, ['UserRegistered']);
  return { ...account, cookie };
}

export const signIn = (
  server: TestServer,
  credentials: { username: string; password: string },
  from = newAddress(),
  cookie?: string,
) =>
  call(server, 'POST', '/api/login', {
    body: { username: credentials.username, password: credentials.password },
    from,
    ...(cookie ? { cookie } : {}),
  });

/** Who the server thinks this cookie belongs to: 200 signed in, 401 not. */
export const whoAmI = (server: TestServer, cookie: string) =>
  call(server, 'GET', '/api/user', { cookie });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Runs `work` over the items, `width` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    const batch = items.slice(start, start + width);
    results.push(...(await Promise.all(batch.map((item, i) => work(item, start + i)))));
  }
  return results;
}

/** Waits for the reset mail to this address and answers the token in its link. */
export async function resetTokenFor(server: TestServer, email: string): Promise<string> {
  const outbox = server.ctx.mailer.outbox;
  if (!outbox) throw new Error('the test server should write mail to files');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      if (!text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      // Quoted-printable may break the link over lines; join them before looking.
      const flat = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /\/auth\?token=([A-Za-z0-9_-]{43})/.exec(flat)?.[1];
      if (token) return token;
    }
    await sleep(50);
  }
  throw new Error(`no reset mail to ${email} arrived`);
}

/**
 * Everything the process writes to stdout and stderr while `work` runs, console included (the
 * server runs in this process, so its logs land here too).
 */
export async function captureOutput(work: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const streams = [process.stdout, process.stderr] as const;
  const originals = streams.map((stream) => stream.write.bind(stream));
  const consoleMethods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originalConsole = consoleMethods.map((name) => console[name]);
  streams.forEach((stream, i) => {
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      chunks.push(String(chunk));
      return (originals[i] as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  });
  // Vitest intercepts console itself; record what goes through it as well.
  consoleMethods.forEach((name, i) => {
    console[name] = (...args: unknown[]) => {
      chunks.push(format(...args));
      (originalConsole[i] as (...a: unknown[]) => void)(...args);
    };
  });
  try {
    await work();
  } finally {
    streams.forEach((stream, i) => {
      stream.write = originals[i] as typeof stream.write;
    });
    consoleMethods.forEach((name, i) => {
      console[name] = originalConsole[i] as (typeof console)[typeof name];
    });
  }
  return chunks.join('\n');
}
