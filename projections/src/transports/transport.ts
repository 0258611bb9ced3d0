import type { EventEmitter } from 'node:events';
import type { GlobalPosition } from '../../../services/src/core/event-store/event-store';
import { throttledLog } from '../runner/log';
import type { CheckpointAdvanced, ProjectionRunner } from '../runner/runner';

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

/** How the API wakes the projectors after an append, and hears that they advanced. */
export type ProjectionTransport = {
  feed: EventEmitter<{ advanced: [CheckpointAdvanced] }>;
  start(): void | Promise<void>;
  /** After an append: `types` are the event types it wrote, so a worker can tell it is done. */
  nudge(position: GlobalPosition, types: readonly string[]): void;
  stop(): Promise<void>;
};
