import { CheckpointWatcher } from '../projections/src/runner/watcher';
import { inProcessTransport } from '../projections/src/transports/in-process';
import type { Backing } from '../services/src/composition/backing';
import { type Config, ConfigError, loadConfig } from '../services/src/core/config';
import type { CommandContext } from '../services/src/core/context';

/** The configuration, or a one-line message naming the bad variable and exit 1. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Runs a CLI's main, printing a failure as one line (no stack) and exiting non-zero. */
export function run(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}

/** A plain aligned table for operators' terminals (console.table quotes every string). */
export function formatTable(rows: readonly Record<string, string | number>[]): string {
  const first = rows[0];
  if (!first) return '(none)';
  const columns = Object.keys(first);
  const widths = columns.map((c) =>
    Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => String(r[c] ?? '')))),
  ].join('\n');
}

/**
 * Runs commands from the shell. This process projects its own events (a running server's runner
 * would too; the advisory lock keeps each batch applied once), so what it did is readable at once.
 */
export async function withCommandContext<T>(
  backing: Backing,
  work: (ctx: CommandContext) => Promise<T>,
): Promise<T> {
  const transport = inProcessTransport(backing.runner, 60_000);
  transport.start();
  try {
    return await work({
      knex: backing.db.knex,
      store: backing.store,
      transport,
      watcher: new CheckpointWatcher(backing.db.knex, backing.runner.projectors, transport.feed),
    });
  } finally {
    await transport.stop();
  }
}
