import { rebuildProjector } from '../../../projections/src/runner/rebuild';
import type { ProjectionRunner } from '../../../projections/src/runner/runner';
import { type AppContext, appendEvents } from '../core/context';
import { DomainError } from '../core/errors';
import type { EventMetadata } from '../core/event-store/event-store';
import { START } from '../core/event-store/event-store';
import { OPERATIONS_STREAM, type OperationsEvent } from './events';

export class AlreadyRebuilding extends DomainError {
  constructor(name: string) {
    super(`Projector "${name}" is already being rebuilt`, 409);
  }
}

type Running = { total: number | null; done: Promise<void> };

/**
 * Rebuilds started from the back office run in the background of this process; the operator
 * follows their progress in the projector's status (events so far, of how many).
 */
export class Rebuilds {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly ctx: AppContext,
    private readonly runner: ProjectionRunner,
  ) {}

  isRunning = (name: string) => this.running.has(name);
  totalOf = (name: string) => this.running.get(name)?.total ?? null;

  /** Starts rebuilding each named projector in turn; refuses one already rebuilding here. */
  async start(names: readonly string[], metadata: EventMetadata): Promise<void> {
    for (const name of names) {
      this.runner.projector(name);
      if (this.running.has(name)) throw new AlreadyRebuilding(name);
    }
    const totals = await Promise.all(
      names.map((name) =>
        this.ctx.store.countAfter(START, this.runner.projector(name).handles).catch(() => null),
      ),
    );
    let previous: Promise<void> = Promise.resolve();
    names.forEach((name, i) => {
      const total = totals[i] ?? null;
      const done = previous.then(() => this.rebuild(name, metadata));
      this.running.set(name, { total, done });
      previous = done;
    });
    await this.record(metadata, {
      type: 'ProjectionRebuildStarted',
      data: {
        projector: names.join(','),
        events: totals.some((t) => t === null) ? null : sum(totals),
      },
    });
  }

  /** Resolves when every rebuild started so far has ended (tests and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /** One rebuild; its outcome is recorded as caused by the operator who asked for it. */
  private async rebuild(name: string, requested: EventMetadata) {
    const outcome = (): EventMetadata => ({ ...requested, occurredAt: new Date().toISOString() });
    try {
      const result = await rebuildProjector(this.runner, name);
      await this.record(outcome(), {
        type: 'ProjectionRebuildFinished',
        data: { projector: name, events: result.events, ms: Math.round(result.ms) },
      });
    } catch (error) {
      console.error(`rebuild of ${name} failed:`, error);
      await this.record(outcome(), {
        type: 'ProjectionRebuildFailed',
        data: { projector: name, error: error instanceof Error ? error.message : String(error) },
      }).catch(() => {});
    } finally {
      this.running.delete(name);
    }
  }

  async record(metadata: EventMetadata, event: OperationsEvent): Promise<void> {
    await appendEvents(this.ctx, OPERATIONS_STREAM, [event], 'any', metadata);
  }
}

const sum = (values: readonly (number | null)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);
