import request from 'supertest';
import type { Method } from '../../../src/testing/route-table';
import { sessionCookie, startTestServer, type TestServer } from '../../../src/testing/test-server';

export type Answer = {
  status: number;
  body: unknown;
  text: string;
  type: string;
  cacheControl: string | undefined;
};

export type Send = {
  /** `name=value` of a session cookie; sent, never replaced by what the answer sets. */
  cookie?: string;
  query?: Record<string, string>;
  /** A JSON value (sent as JSON), or raw text with `contentType`. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** An image sent as the multipart field `file`. */
  file?: Buffer;
  headers?: Record<string, string>;
};

/**
 * A Server-Sent Events call, read up to its headers: a stream stays open for as long as the
 * server allows (minutes), and what these suites check of a stream is its status and type. An
 * answer that is not a stream (a refusal) is read whole.
 */
export async function sendUntilHeaders(
  server: TestServer,
  path: string,
  options: Pick<Send, 'cookie' | 'query' | 'headers'> = {},
): Promise<Answer> {
  const url = new URL(path, server.url);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    url.searchParams.append(name, String(value));
  }
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress(), ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  const aborted = new AbortController();
  const response = await fetch(url, { headers, signal: aborted.signal });
  const type = response.headers.get('content-type') ?? '';
  const cacheControl = response.headers.get('cache-control') ?? undefined;
  if (type.startsWith('text/event-stream')) {
    aborted.abort();
    return { status: response.status, body: undefined, text: '', type, cacheControl };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, type, cacheControl };
}

/** The servers of these suites trust one proxy, so each call can say which address it is from. */
export const startSecurityServer = (env: Record<string, string> = {}) =>
  startTestServer({ TRUST_PROXY: 'true', ...env });

let addresses = 0;
/** A fresh client address (203.0.113.0/24 and 192.0.2.0/24, used by no other suite). */
export function nextAddress(): string {
  addresses++;
  const block = Math.floor(addresses / 250) % 2 === 0 ? '203.0.113' : '192.0.2';
  return `${block}.${(addresses % 250) + 1}`;
}

/** One call without a cookie jar: the caller says which session it is, every time. */
export async function send(
  server: TestServer,
  method: Method,
  path: string,
  options: Send = {},
): Promise<Answer & { setCookie: string | undefined }> {
  let call = request(server.url)
    [method.toLowerCase() as 'get'](path)
    .set('X-Forwarded-For', options.headers?.['X-Forwarded-For'] ?? nextAddress());
  for (const [name, value] of Object.entries(options.headers ?? {})) call = call.set(name, value);
  if (options.cookie) call = call.set('Cookie', options.cookie);
  if (options.query) call = call.query(options.query);
  if (options.file) {
    call = call.attach('file', options.file, { filename: 'photo.png', contentType: 'image/png' });
  } else if (options.raw !== undefined) {
    call = call.set('Content-Type', options.contentType ?? 'application/json').send(options.raw);
  } else if (options.body !== undefined) {
    call = call.set('Content-Type', options.contentType ?? 'application/json');
    call = call.send(JSON.stringify(options.body));
  }
  const response = await call;
  return {
    status: response.status,
    body: response.body,
    text: response.text ?? '',
    type: String(response.headers['content-type'] ?? ''),
    cacheControl: response.headers['cache-control'],
    setCookie: sessionCookie(response),
  };
}
