import { throttledLog } from '../../../services/src/core/log';
import type { ProjectionTransport } from '../../../services/src/core/projections';
import type { ProjectionRunner } from '../runner/runner';

const logFailure = throttledLog('projection catch-up failed');

/** While the database is away every nudge and tick fails: logged once per 10 s. */
export function logCatchUpFailure(error: unknown): void {
  logFailure(error instanceof Error ? error : new Error(String(error)));
}

/**
 * Catches every projector up now and every `pollMs`: picks up what other processes appended and
 * what a lost nudge would have missed. Answers the function that stops it.
 */
export function catchUpEvery(runner: ProjectionRunner, pollMs: number): () => void {
  const catchUp = () => void runner.catchUpAll().catch(logCatchUpFailure);
  catchUp();
  const timer = setInterval(catchUp, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}

export type { ProjectionTransport };
