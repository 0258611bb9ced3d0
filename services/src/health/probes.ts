import type { Request } from 'express';
import type { TrustProxy } from '../core/config';
import { isUnavailable } from '../core/http/error-handler';
import { throttledLog } from '../core/log';
import type { Probe } from './schemas';

const logProbe = throttledLog('health');

/** How long a health check waits for one backing server: a hung server answers "unreachable". */
export const PROBE_MS = 2_000;

class ProbeTimeout extends Error {
  override readonly name = 'ProbeTimeout';
}

/** The promise's answer, or a ProbeTimeout after `ms` (the promise is left to settle unheard). */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a backing server answers, within PROBE_MS. The answer is public: it says
 * "unreachable" or "failing", never the client's error text (which names hosts and ports);
 * that goes to the log.
 */
export async function probe(
  name: string,
  check: () => Promise<unknown>,
  ms: number = PROBE_MS,
): Promise<Probe> {
  try {
    await within(ms, name, check());
    return { ok: true };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    logProbe(new Error(`${name}: ${e.message}`));
    return {
      ok: false,
      error: e instanceof ProbeTimeout || isUnavailable(error) ? 'unreachable' : 'failing',
    };
  }
}

const LOOPBACK = /^(?:::ffff:)?127\.|^::1$/;
const NAMES_A_CLIENT = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * An operator on this machine: the connection comes from a loopback address and names no other
 * client, and TRUST_PROXY is off. With TRUST_PROXY set the operator has told us a proxy stands in
 * front, and every request arrives from it, often over loopback itself: then the peer says
 * nothing about the client and nobody counts as local (sign in as an admin, or run
 * `npm run projections -- status`). What this cannot tell apart: a proxy on this machine, with
 * TRUST_PROXY left off, that forwards without adding any of those headers (nginx adds
 * X-Forwarded-For only when configured to) makes every visitor local. Such a proxy must set
 * TRUST_PROXY, as it must anyway for rate limits and vote keys to see real clients.
 */
export function isLocalOperator(req: Request, trustProxy: TrustProxy): boolean {
  if (trustProxy !== false && trustProxy !== 0) return false;
  if (NAMES_A_CLIENT.some((header) => req.headers[header] !== undefined)) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/** Whether this caller may read the details: a signed-in admin, or a local operator. */
export const readsDetails = (req: Request, trustProxy: TrustProxy): boolean =>
  req.user?.role === 'admin' || isLocalOperator(req, trustProxy);
