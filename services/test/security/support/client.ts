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
