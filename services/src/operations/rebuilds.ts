import { type AppContext, appendEvents } from '../core/context';
import { DomainError } from '../core/errors';
import type { EventMetadata } from '../core/event-store/event-store';
import { START } from '../core/event-store/event-store';
import type { ProjectionControl, RebuildResult } from '../core/projections';
import { OPERATIONS_STREAM, type OperationsEvent, type Operator } from './events';

export class AlreadyRebuilding extends DomainError {
  constructor(names: readonly string[]) {
    super(
      `${names.map((name) => `Projector "${name}"`).join(', ')} ${names.length > 1 ? 'are' : 'is'} already being rebuilt (here, by the CLI or by another API process); nothing was started`,
      409,
    );
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

  /**
   * Starts rebuilding the named projectors, in one pass, once it holds their rebuild locks;
   * refuses (409, nothing started) when any of them is being rebuilt, in this process or any.
   */
  async start(
    names: readonly string[],
    metadata: EventMetadata,
    operator: Operator,
  ): Promise<void> {
    for (const name of names) this.projections.handles(name);
    const busy = names.filter((name) => this.running.has(name));
    if (busy.length > 0) throw new AlreadyRebuilding(busy);
    const begun = await this.projections.rebuild(names);
    if (!('run' in begun)) throw new AlreadyRebuilding(begun.refused);
    const totals = await Promise.all(
      names.map((name) =>
        this.ctx.store.countAfter(START, this.projections.handles(name)).catch(() => null),
      ),
    );
    const done = this.rebuild(names, begun.run, metadata);
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
  private async rebuild(
    names: readonly string[],
    run: () => Promise<Map<string, PromiseSettledResult<RebuildResult>>>,
    requested: EventMetadata,
  ) {
    const outcome = (): EventMetadata => ({
      ...requested,
      occurredAt: this.ctx.clock.now().toISOString(),
    });
    let results: Map<string, PromiseSettledResult<RebuildResult>>;
    try {
      results = await run();
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
