import { type Config, ConfigError, loadConfig } from '../services/src/core/config';

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
