import type { EventEmitter } from 'node:events';
import type { GlobalPosition } from './event-store/event-store';

/**
 * What the API asks of the read side. The projection runner (projections/) implements these;
 * only a composition root (server.ts, backing.ts, the worker and the scripts) hands it in, so
 * no area imports the runner (the layer check in `npm test` holds that).
 */

/** A projector passed a position. */
export type CheckpointAdvanced = { name: string; position: GlobalPosition };

export type ProjectorStatus = {
  name: string;
  version: number;
  checkpoint: string;
  /** Events of its types still to apply; null when the store cannot count. */
  lag: number | null;
  state: 'running' | 'failed';
  lastError: string | null;
  failedEvent: { id: string; type: string | null; stream: string | null; at: Date | null } | null;
  /** A rebuild under way, or one whose process is gone (`interrupted`), and how far it got. */
  rebuild: { startedAt: Date; events: number; state: 'running' | 'interrupted' } | null;
  updatedAt: Date;
};

/** A projection worker the database heard from lately (its heartbeat). */
export type WorkerSeen = { host: string; pid: number; startedAt: Date; seenAt: Date };

export type RebuildResult = { events: number; ms: number; resumedFrom: number };

/** How the API wakes the projectors after an append, and hears that they advanced. */
export type ProjectionTransport = {
  feed: EventEmitter<{ advanced: [CheckpointAdvanced] }>;
  /** `bullmq`: separate workers run the projectors; `in-process`: this process does. */
  readonly kind: 'bullmq' | 'in-process';
  /** Whether the transport's server (Redis) answers; absent when there is none. */
  probe?(): Promise<void>;
  start(): void | Promise<void>;
  /** After an append: `types` are the event types it wrote, so a worker can tell it is done. */
  nudge(position: GlobalPosition, types: readonly string[]): void;
  stop(): Promise<void>;
};

/** Read-your-writes: waits (bounded) until the projectors of some event types pass a position. */
export interface ProjectionWatcher {
  /** Answers the projectors still behind when it stopped waiting (none: the read will show it). */
  waitFor(
    position: GlobalPosition,
    eventTypes: readonly string[],
    timeoutMs?: number,
    reads?: readonly string[],
  ): Promise<string[]>;
}

/** The operators' controls: status, retry and skip of a failed event, rebuilds. */
export interface ProjectionControl {
  /** Every projector's name, in the runner's order. */
  readonly names: readonly string[];
  /** The event types a projector handles; throws for a name that is not a projector's. */
  handles(name: string): readonly string[];
  status(): Promise<ProjectorStatus[]>;
  /** The projection workers seen by their heartbeat lately (none in embedded mode). */
  workers(): Promise<WorkerSeen[]>;
  retry(name: string): Promise<void>;
  skip(name: string): Promise<void>;
  /**
   * Takes the projectors' rebuild locks now: answers those another process rebuilds (then none
   * is started), or the rebuild to run.
   */
  rebuild(
    names: readonly string[],
  ): Promise<
    | { refused: string[] }
    | { refused: []; run(): Promise<Map<string, PromiseSettledResult<RebuildResult>>> }
  >;
}
