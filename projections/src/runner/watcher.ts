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
 * from the workers) and, in case a message is missed or late, re-reads the checkpoint table
 * every 200 ms while anyone waits: one read for all waiters, however many there are. An advance
 * that read finds first it tells the feed's other listeners too, before any waiter goes on: a
 * cache that the feed keeps fresh (the board's) must not answer from before a write whose
 * answer has gone out (a vote's, whose board read then showed one vote fewer).
 */
export class CheckpointWatcher {
  private readonly known = new Map<string, GlobalPosition>();
  private readonly failed = new Set<string>();
  /** Requests waiting for an advance: one feed listener and one poll serve them all. */
  private readonly waiting = new Set<() => void>();
  private poll: NodeJS.Timeout | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly projectors: readonly Projector[],
    private readonly feed: EventEmitter<{ advanced: [CheckpointAdvanced] }>,
  ) {
    feed.on('advanced', ({ name, position }) => {
      this.note(name, position);
      this.wakeAll();
    });
  }

  private note(name: string, position: GlobalPosition): void {
    const seen = this.known.get(name);
    this.known.set(name, seen ? maxPosition(seen, position) : position);
  }

  private wakeAll(): void {
    for (const wake of this.waiting) wake();
  }

  private reached(name: string, position: GlobalPosition): boolean {
    const seen = this.known.get(name);
    return seen !== undefined && comparePositions(seen, position) >= 0;
  }

  private async refresh(names: readonly string[]): Promise<void> {
    const rows = await this.knex<CheckpointRow>('projection_checkpoints').whereIn('name', names);
    const unheard: CheckpointAdvanced[] = [];
    for (const row of rows) {
      const position = positionOf(row);
      if (!this.reached(row.name, position)) unheard.push({ name: row.name, position });
      this.note(row.name, position);
      if (row.state === 'failed') this.failed.add(row.name);
      else this.failed.delete(row.name);
    }
    for (const advance of unheard) this.feed.emit('advanced', advance);
  }

  private pollWhileWaiting(): void {
    if (this.poll) return;
    const names = this.projectors.map((p) => p.name);
    this.poll = setInterval(() => {
      if (this.waiting.size === 0) {
        clearInterval(this.poll);
        this.poll = undefined;
        return;
      }
      this.refresh(names).then(
        () => this.wakeAll(),
        () => {},
      );
    }, REFRESH_MS);
    this.poll.unref();
  }

  /**
   * Answers the names of the projectors still behind `position` when it gave up ([] = caught
   * up). A projector stopped on a failed event is not waited for (it will not move until an
   * operator acts), but the healthy ones still are: the caller's next read of them shows the
   * write. `reads`, when given, names the tables the caller's next read uses: only the
   * projectors of these event types that write one of them are waited for. Without it, a
   * settling projector (Projector.settleMs: no answer waits for it) is not waited for.
   */
  async waitFor(
    position: GlobalPosition,
    eventTypes: readonly string[],
    timeoutMs = 2_000,
    reads?: readonly string[],
  ): Promise<string[]> {
    const relevant = projectorsOf(this.projectors, eventTypes)
      .filter((p) =>
        reads ? p.tables.some((table) => reads.includes(table)) : p.settleMs === undefined,
      )
      .map((p) => p.name);
    const behind = () => relevant.filter((name) => !this.reached(name, position));
    const waitingOn = () => behind().filter((name) => !this.failed.has(name));
    if (behind().length === 0) return [];
    // A projector this process last saw failed may have been retried elsewhere since: look.
    if (waitingOn().length < behind().length) await this.refresh(behind());
    if (waitingOn().length === 0) return behind();

    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(deadline);
        this.waiting.delete(onAdvance);
        resolve(behind());
      };
      const onAdvance = () => {
        if (waitingOn().length === 0) finish();
      };
      const deadline = setTimeout(finish, timeoutMs);
      this.waiting.add(onAdvance);
      this.pollWhileWaiting();
    });
  }
}
