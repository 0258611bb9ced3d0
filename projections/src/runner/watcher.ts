import type { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import {
  comparePositions,
  type GlobalPosition,
  maxPosition,
} from '../../../services/src/core/event-store/event-store';
import { type CheckpointRow, positionOf } from './checkpoints';
import { type Projector, projectorsOf } from './projector';
import type { CheckpointAdvanced } from './runner';

const REFRESH_MS = 200;

/**
 * Read-your-writes: waits until the projectors that handle the given event types have passed a
 * position. It hears checkpoint advances from a feed (the in-process runner, or Redis pub/sub
 * from the workers) and, in case a message is missed, re-reads the checkpoint table now and then.
 */
export class CheckpointWatcher {
  private readonly known = new Map<string, GlobalPosition>();
  private readonly failed = new Set<string>();
  /** Requests waiting for an advance: one feed listener serves them all, however many wait. */
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly knex: Knex,
    private readonly projectors: readonly Projector[],
    feed: EventEmitter<{ advanced: [CheckpointAdvanced] }>,
  ) {
    feed.on('advanced', ({ name, position }) => {
      this.note(name, position);
      for (const wake of this.waiting) wake();
    });
  }

  private note(name: string, position: GlobalPosition): void {
    const seen = this.known.get(name);
    this.known.set(name, seen ? maxPosition(seen, position) : position);
  }

  private reached(name: string, position: GlobalPosition): boolean {
    const seen = this.known.get(name);
    return seen !== undefined && comparePositions(seen, position) >= 0;
  }

  private async refresh(names: readonly string[]): Promise<void> {
    const rows = await this.knex<CheckpointRow>('projection_checkpoints').whereIn('name', names);
    for (const row of rows) {
      this.note(row.name, positionOf(row));
      if (row.state === 'failed') this.failed.add(row.name);
      else this.failed.delete(row.name);
    }
  }

  /** Answers the names of the projectors still behind `position` when it gave up ([] = caught up). */
  async waitFor(
    position: GlobalPosition,
    eventTypes: readonly string[],
    timeoutMs = 2_000,
  ): Promise<string[]> {
    const relevant = projectorsOf(this.projectors, eventTypes).map((p) => p.name);
    const behind = () => relevant.filter((name) => !this.reached(name, position));
    if (behind().length === 0) return [];
    await this.refresh(behind());
    if (behind().length === 0) return [];
    if (behind().some((name) => this.failed.has(name))) return behind();

    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(deadline);
        clearInterval(poll);
        this.waiting.delete(onAdvance);
        resolve(behind());
      };
      const onAdvance = () => {
        if (behind().length === 0) finish();
      };
      const deadline = setTimeout(finish, timeoutMs);
      const poll = setInterval(() => {
        this.refresh(behind()).then(onAdvance, () => {});
      }, REFRESH_MS);
      this.waiting.add(onAdvance);
    });
  }
}
