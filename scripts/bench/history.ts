import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One `npm run bench`: when, where, the printed table's rows and the raw figures behind them. */
export type BenchRun = {
  timestamp: string;
  /** What the figures are, where the machine alone does not say (e.g. a run recovered from notes). */
  note?: string;
  quick: boolean;
  only: string[];
  machine: Record<string, unknown>;
  durationS: number | null;
  table: Record<string, string>[];
  raw: Record<string, unknown>;
};

/**
 * Adds a run to the history file (a JSON array of runs, oldest first), which is committed: the
 * runs before this one are kept. A file from before the history (one run, an object) becomes the
 * first entry; a file that is neither is refused rather than overwritten.
 */
export async function appendRun(file: string, run: BenchRun): Promise<BenchRun[]> {
  let runs: BenchRun[] = [];
  if (existsSync(file)) {
    const text = await readFile(file, 'utf8');
    let previous: unknown;
    try {
      previous = JSON.parse(text);
    } catch (error) {
      throw new Error(`${file} is not JSON, so the run was not added to it: ${error}`);
    }
    if (Array.isArray(previous)) runs = previous as BenchRun[];
    else if (previous && typeof previous === 'object' && 'timestamp' in previous)
      runs = [previous as BenchRun];
    else throw new Error(`${file} holds neither a list of runs nor one run; it was left as it is`);
  }
  runs.push(run);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(runs, null, 2)}\n`);
  return runs;
}
