import { type AppContext, appendEvents } from '../core/context';
import { DomainError } from '../core/errors';
import type { EventMetadata } from '../core/event-store/event-store';
import { START } from '../core/event-store/event-store';
import type { ProjectionControl } from '../core/projections';
import { OPERATIONS_STREAM, type OperationsEvent, type Operator } from './events';

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
    private readonly projections: ProjectionControl,
  ) {}

  isRunning = (name: string) => this.running.has(name);
  totalOf = (name: string) => this.running.get(name)?.total ?? null;

  /** Starts rebuilding the named projectors, in one pass; refuses one already rebuilding here. */
  async start(
    names: readonly string[],
    metadata: EventMetadata,
    operator: Operator,
  ): Promise<void> {
    for (const name of names) {
      this.projections.handles(name);
      if (this.running.has(name)) throw new AlreadyRebuilding(name);
    }
    const totals = await Promise.all(
      names.map((name) =>
        this.ctx.store.countAfter(START, this.projections.handles(name)).catch(() => null),
      ),
    );
    const done = this.rebuild(names, metadata);
    names.forEach((name, i) => {
      this.running.set(name, { total: totals[i] ?? null, done });
    });
    await this.record(metadata, {
      type: 'ProjectionRebuildStarted',
      data: {
        projector: names.join(','),
        events: totals.some((t) => t === null) ? null : sum(totals),
        ...operator,
      },
    });
  }

  /** Resolves when every rebuild started so far has ended (tests and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /** The rebuilds; each one's outcome is recorded as caused by the operator who asked for it. */
  private async rebuild(names: readonly string[], requested: EventMetadata) {
    const outcome = (): EventMetadata => ({ ...requested, occurredAt: new Date().toISOString() });
    let results: Awaited<ReturnType<ProjectionControl['rebuild']>>;
    try {
      results = await this.projections.rebuild(names);
    } catch (error) {
      results = new Map(names.map((name) => [name, { status: 'rejected', reason: error }]));
    }
    for (const [name, result] of results) {
      this.running.delete(name);
      const event: OperationsEvent =
        result.status === 'fulfilled'
          ? {
              type: 'ProjectionRebuildFinished',
              data: {
                projector: name,
                events: result.value.events,
                ms: Math.round(result.value.ms),
              },
            }
          : {
              type: 'ProjectionRebuildFailed',
              data: { projector: name, error: messageOf(result.reason) },
            };
      if (result.status === 'rejected') console.error(`rebuild of ${name} failed:`, result.reason);
      await this.record(outcome(), event).catch((error: unknown) => {
        console.error(`could not record how the rebuild of ${name} ended:`, messageOf(error));
      });
    }
  }

  async record(metadata: EventMetadata, event: OperationsEvent): Promise<void> {
    await appendEvents(this.ctx, OPERATIONS_STREAM, [event], 'any', metadata);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const sum = (values: readonly (number | null)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);
