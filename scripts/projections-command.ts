import { parseArgs } from 'node:util';
import { rebuildProjectors } from '../projections/src/runner/rebuild';
import {
  type ProjectionRunner,
  type ProjectorStatus,
  summaryOf,
} from '../projections/src/runner/runner';
import type { EventStore } from '../services/src/core/event-store/event-store';
import { START } from '../services/src/core/event-store/event-store';
import type { Operator } from '../services/src/operations/events';
import { cliMetadata, cliOperator, recordOperation } from '../services/src/operations/record';
import { formatTable } from './cli';
import { retryOrSkip, StillFailed } from './retry-or-skip';

export const USAGE = `usage: npm run projections -- <command> [--actor NAME] [--reason TEXT]
  status              each projector's checkpoint, lag, state and last error
  rebuild NAME...     rebuild these read models from the log (shadow tables, then swap);
                      a stopped rebuild resumes where it stopped
  rebuild --all       rebuild every read model
  rebuild ... --fresh start from the beginning even if a stopped rebuild could be resumed
  rebuild ... --batch-size N
                      events read per step (default 10000; smaller steps hold less
                      memory); each model applies its events in transactions of at
                      least half a step's worth, gathering small shares over steps
  retry NAME          clear a failure and apply the failed event again (exits 1 when it
                      fails again)
  skip NAME --reason TEXT
                      move a failed projector past the event that failed (the reason is
                      required: the event stays out of the read model for good)
rebuild, retry and skip are recorded in the event log (stream operations-projections) with who
(--actor, else the OS user), when and why (--reason).`;

export type ProjectionsCommand =
  | { command: 'help' }
  | { command: 'status' }
  | {
      command: 'rebuild';
      names: string[] | 'all';
      fresh: boolean;
      batchSize: number | undefined;
      operator: Operator;
    }
  | { command: 'retry' | 'skip'; name: string; operator: Operator };

function batchSizeOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const size = Number(text);
  if (!Number.isInteger(size) || size < 1 || size > 100_000) {
    throw new Error(`--batch-size must be a whole number from 1 to 100000, not "${text}"`);
  }
  return size;
}

/** The command line, checked before anything is opened; throws with a message when wrong. */
export function parseProjectionsArgs(args: readonly string[]): ProjectionsCommand {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      'batch-size': { type: 'string' },
      actor: { type: 'string' },
      reason: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, name, ...more] = positionals;
  if (values.help || !command) return { command: 'help' };
  switch (command) {
    case 'status':
      return { command };
    case 'rebuild': {
      const names = values.all ? 'all' : name ? [name, ...more] : [];
      if (names.length === 0) throw new Error(`Name a projector or pass --all.\n${USAGE}`);
      return {
        command,
        names,
        fresh: values.fresh,
        batchSize: batchSizeOf(values['batch-size']),
        operator: cliOperator(values.actor, values.reason),
      };
    }
    case 'retry':
    case 'skip': {
      if (!name) throw new Error(`Name a projector.\n${USAGE}`);
      const operator = cliOperator(values.actor, values.reason);
      if (command === 'skip' && !operator.reason)
        throw new Error(
          'skip needs --reason "why": the failed event is left out of the read model for good, and the log keeps why.',
        );
      return { command, name, operator };
    }
    default:
      throw new Error(`Unknown command "${command}".\n${USAGE}`);
  }
}

export type ProjectionsIo = {
  runner: ProjectionRunner;
  store: EventStore;
  print(text: string): void;
};

function statusTable(rows: ProjectorStatus[]): string {
  return formatTable(
    rows.map((s) => ({
      projector: s.name,
      version: s.version,
      state: s.state,
      checkpoint: s.checkpoint,
      lag: s.lag ?? 'n/a',
      'failed event': s.failedEvent ? `${s.failedEvent.type} ${s.failedEvent.id}` : '',
      'last error': s.lastError?.split('\n')[0] ?? '',
    })),
  );
}

/** Runs a parsed command; every operator action is in the log before it is carried out. */
export async function runProjections(command: ProjectionsCommand, io: ProjectionsIo) {
  const { runner, store, print } = io;
  switch (command.command) {
    case 'help':
      print(USAGE);
      return;
    case 'status':
      print(statusTable(await runner.status()));
      return;
    case 'rebuild':
      return rebuild(command, io);
    case 'retry':
    case 'skip': {
      const { name, operator } = command;
      runner.projector(name);
      const before = (await runner.status()).find((s) => s.name === name);
      if (command.command === 'retry') {
        await recordOperation(store, cliMetadata(), {
          type: 'ProjectionRetried',
          data: { projector: name, failedEventId: before?.failedEvent?.id ?? null, ...operator },
        });
      } else {
        const failed = before?.state === 'failed' ? before.failedEvent : null;
        if (!failed) throw new Error(`Projector "${name}" has no failed event to skip`);
        await recordOperation(store, cliMetadata(), {
          type: 'ProjectionEventSkipped',
          data: { projector: name, eventId: failed.id, eventType: failed.type, ...operator },
        });
      }
      // Exits 1 (StillFailed) when the event failed again: a script running it must notice.
      try {
        print(statusTable([await retryOrSkip(runner, command.command, name)]));
      } catch (error) {
        if (error instanceof StillFailed) {
          print(statusTable((await runner.status()).filter((s) => s.name === name)));
        }
        throw error;
      }
      return;
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

async function rebuild(
  command: Extract<ProjectionsCommand, { command: 'rebuild' }>,
  { runner, store, print }: ProjectionsIo,
): Promise<void> {
  const names = command.names === 'all' ? runner.projectors.map((p) => p.name) : command.names;
  const handled = names.map((n) => runner.projector(n).handles);
  const totals = await Promise.all(
    handled.map((types) => store.countAfter(START, types).catch(() => null)),
  );
  const requested = cliMetadata();
  await recordOperation(store, requested, {
    type: 'ProjectionRebuildStarted',
    data: {
      projector: names.join(','),
      events: totals.some((t) => t === null)
        ? null
        : totals.reduce<number>((a, t) => a + (t ?? 0), 0),
      ...command.operator,
    },
  });
  // All in one pass over the log: each applies its share of every step to its own shadow.
  const reported = new Map<string, number>();
  const results = await rebuildProjectors(
    runner,
    names,
    { fresh: command.fresh, batchSize: command.batchSize },
    (n, events) => {
      if (events - (reported.get(n) ?? 0) < 10_000) return;
      reported.set(n, events);
      print(`  ${n}: ${events} events`);
    },
  );
  const failed: string[] = [];
  for (const [n, result] of results) {
    // Each outcome is caused by the operator's request, as from the back office.
    const outcome = { ...requested, occurredAt: new Date().toISOString() };
    if (result.status === 'rejected') {
      failed.push(`${n}: ${summaryOf(result.reason)}`);
      await recordOperation(store, outcome, {
        type: 'ProjectionRebuildFailed',
        data: { projector: n, error: summaryOf(result.reason) },
      });
      continue;
    }
    const { events, ms, resumedFrom } = result.value;
    await recordOperation(store, outcome, {
      type: 'ProjectionRebuildFinished',
      data: { projector: n, events, ms: Math.round(ms) },
    });
    const resumed = resumedFrom > 0 ? ` (resumed after ${resumedFrom})` : '';
    print(`${n}: rebuilt from ${events} events${resumed} in ${ms.toFixed(0)} ms`);
  }
  if (failed.length > 0) throw new Error(`Not rebuilt:\n  ${failed.join('\n  ')}`);
}
