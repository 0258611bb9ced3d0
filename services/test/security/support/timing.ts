import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../../src/testing/test-server';
import { type Answer, median } from './accounts';

/**
 * The timing half of the account-enumeration checks (issue 7 item 7, OWASP ASVS 5.0 V6.3.8): an
 * existing and an unknown account answered in the same time, medians within 10 ms over
 * SECURITY_TIMING_TRIES tries of each (default 1,000). Shared by the sign-in file and the
 * registration and reset file, which run side by side (each about two minutes of requests one
 * at a time).
 */
export const TRIES = Number(process.env.SECURITY_TIMING_TRIES ?? 1000);
if (!Number.isInteger(TRIES) || TRIES < 10) {
  throw new Error('SECURITY_TIMING_TRIES must be a whole number of at least 10');
}
export const MAX_MEDIAN_GAP_MS = 10;
/** Unmeasured tries first, so one-off costs (the unknown user's dummy hash, JIT) count for none. */
export const WARM_UP = 5;
/** Room for the slowest step, registration: about two argon2 hashes and an append per pair. */
export const TIMEOUT_MS = 60_000 + TRIES * 2 * 300;

/**
 * The file's server. Every try comes from its own address: the rate limits, which would
 * otherwise stop a run of thousands (as they should), never come into it, and the production
 * limits stay as they are.
 */
export function timingServer(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('the timing server is not started');
    return server;
  };
}

export type Comparison = { existing: Answer[]; unknown: Answer[]; gapMs: number };

/**
 * Runs `tries` pairs one request at a time, alternating which of the pair goes first so neither
 * always follows the other's after-effects, and compares the medians.
 */
export async function compare(
  label: string,
  tries: number,
  existing: (i: number) => Promise<Answer>,
  unknown: (i: number) => Promise<Answer>,
): Promise<Comparison> {
  for (let i = 0; i < WARM_UP; i++) {
    await existing(-1 - i);
    await unknown(-1 - i);
  }
  const result: Comparison = { existing: [], unknown: [], gapMs: 0 };
  for (let i = 0; i < tries; i++) {
    if (i % 2 === 0) {
      result.existing.push(await existing(i));
      result.unknown.push(await unknown(i));
    } else {
      result.unknown.push(await unknown(i));
      result.existing.push(await existing(i));
    }
  }
  const existingMs = median(result.existing.map((a) => a.ms));
  const unknownMs = median(result.unknown.map((a) => a.ms));
  result.gapMs = Math.abs(existingMs - unknownMs);
  console.log(
    `[security] enumeration: ${label}: median existing ${existingMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms, gap ${result.gapMs.toFixed(2)} ms over ${tries} tries each`,
  );
  return result;
}

/** The distinct values of `view` over a list of answers. */
export const distinct = (answers: Answer[], view: (answer: Answer) => string) => [
  ...new Set(answers.map(view)),
];
