import type { EventEmitter } from 'node:events';
import type { GlobalPosition } from '../../../services/src/core/event-store/event-store';
import type { CheckpointAdvanced } from '../runner/runner';

/** How the API wakes the projectors after an append, and hears that they advanced. */
export type ProjectionTransport = {
  feed: EventEmitter<{ advanced: [CheckpointAdvanced] }>;
  start(): void | Promise<void>;
  /** After an append: `types` are the event types it wrote, so a worker can tell it is done. */
  nudge(position: GlobalPosition, types: readonly string[]): void;
  stop(): Promise<void>;
};
