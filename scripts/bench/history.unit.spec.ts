import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendRun, type BenchRun } from './history';

const run = (timestamp: string, votes: string): BenchRun => ({
  timestamp,
  quick: false,
  only: ['votes'],
  machine: { cpus: 2 },
  durationS: 60,
  table: [{ measurement: '1. votes/s (distinct voters)', ours: votes }],
  raw: {},
});

describe('the bench history (bench/results.json)', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-history-'));
    file = path.join(dir, 'bench', 'results.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const stored = async () => JSON.parse(await readFile(file, 'utf8')) as BenchRun[];

  it('starts a list with the first run', async () => {
    await appendRun(file, run('2026-11-26T04:00:00Z', '1576'));
    expect(await stored()).toEqual([run('2026-11-26T04:00:00Z', '1576')]);
  });

  it('keeps the earlier runs and adds the new one last', async () => {
    await appendRun(file, run('2026-11-25T21:10:00Z', '1137'));
    await appendRun(file, run('2026-11-26T04:00:00Z', '1576'));
    expect((await stored()).map((r) => r.table[0]?.ours)).toEqual(['1137', '1576']);
  });

  it('keeps a single run written before the history as its first entry', async () => {
    await appendRun(file, run('2026-11-25T21:10:00Z', '1137'));
    const [old] = await stored();
    await writeFile(file, JSON.stringify(old));
    await appendRun(file, run('2026-11-26T04:00:00Z', '1576'));
    expect((await stored()).map((r) => r.timestamp)).toEqual([
      '2026-11-25T21:10:00Z',
      '2026-11-26T04:00:00Z',
    ]);
  });

  it('refuses to overwrite a file it cannot read as runs', async () => {
    await appendRun(file, run('2026-11-25T21:10:00Z', '1137'));
    await writeFile(file, '{"runs": "edited by hand"');
    await expect(appendRun(file, run('2026-11-26T04:00:00Z', '1576'))).rejects.toThrow(/not JSON/);
    expect(await readFile(file, 'utf8')).toBe('{"runs": "edited by hand"');
  });
});
