import { parseArgs } from 'node:util';
import { rebuildProjectors } from '../projections/src/runner/rebuild';
import { type ProjectorStatus, summaryOf } from '../projections/src/runner/runner';
import { openBacking } from '../services/src/backing';
import { configOrExit, formatTable, run } from './cli';
import { retryOrSkip, StillFailed } from './retry-or-skip';

const USAGE = `usage: npm run projections -- <command>
  status              each projector's checkpoint, lag, state and last error
  rebuild NAME...     rebuild these read models from the log (shadow tables, then swap);
                      a stopped rebuild resumes where it stopped
  rebuild --all       rebuild every read model
  rebuild ... --fresh start from the beginning even if a stopped rebuild could be resumed
  rebuild ... --batch-size N
                      events read per step (default 10000; smaller steps hold less
                      memory); each model applies its events in transactions of at
                      least half a step's worth, gathering small shares over steps
  retry NAME          clear a failure and apply the failed event again
  skip NAME           move a failed projector past the event that failed`;

function printStatus(rows: ProjectorStatus[]): void {
  console.log(
    formatTable(
      rows.map((s) => ({
        projector: s.name,
        version: s.version,
        state: s.state,
        checkpoint: s.checkpoint,
        lag: s.lag ?? 'n/a',
        'failed event': s.failedEvent ? `${s.failedEvent.type} ${s.failedEvent.id}` : '',
        'last error': s.lastError?.split('\n')[0] ?? '',
      })),
    ),
  );
}

function batchSizeOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const size = Number(text);
  if (!Number.isInteger(size) || size < 1 || size > 100_000) {
    throw new Error(`--batch-size must be a whole number from 1 to 100000, not "${text}"`);
  }
  return size;
}

run(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      'batch-size': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, name, ...more] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const backing = await openBacking(configOrExit());
  try {
    const { runner } = backing;
    switch (command) {
      case 'status':
        printStatus(await runner.status());
        return;
      case 'rebuild': {
        const names = values.all
          ? runner.projectors.map((p) => p.name)
          : name
            ? [name, ...more]
            : [];
        if (names.length === 0) throw new Error(`Name a projector or pass --all.\n${USAGE}`);
        for (const n of names) runner.projector(n);
        const batchSize = batchSizeOf(values['batch-size']);
        // All in one pass over the log: each applies its share of every step to its own shadow.
        const reported = new Map<string, number>();
        const results = await rebuildProjectors(
          runner,
          names,
          { fresh: values.fresh, batchSize },
          (n, events) => {
            if (events - (reported.get(n) ?? 0) < 10_000) return;
            reported.set(n, events);
            console.log(`  ${n}: ${events} events`);
          },
        );
        const failed: string[] = [];
        for (const [n, result] of results) {
          if (result.status === 'rejected') {
            failed.push(`${n}: ${summaryOf(result.reason)}`);
            continue;
          }
          const { events, ms, resumedFrom } = result.value;
          const resumed = resumedFrom > 0 ? ` (resumed after ${resumedFrom})` : '';
          console.log(`${n}: rebuilt from ${events} events${resumed} in ${ms.toFixed(0)} ms`);
        }
        if (failed.length > 0) throw new Error(`Not rebuilt:\n  ${failed.join('\n  ')}`);
        return;
      }
      case 'retry':
      case 'skip': {
        if (!name) throw new Error(`Name a projector.\n${USAGE}`);
        try {
          printStatus([await retryOrSkip(runner, command, name)]);
        } catch (error) {
          if (error instanceof StillFailed) {
            printStatus((await runner.status()).filter((s) => s.name === name));
          }
          throw error;
        }
        return;
      }
      default:
        throw new Error(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await backing.close();
  }
});
