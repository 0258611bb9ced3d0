import type { ProjectionTransport } from '../../../services/src/core/projections';
import { logCatchUpFailure, type ProjectionRunner } from '../runner/runner';

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
