import { describe, expect, it } from 'vitest';
import type { BackgroundProcess } from './area';
import type { AppContext } from './context';
import { startProcesses } from './processes';

const ctx = {} as AppContext;

describe('the background processes an API process runs', () => {
  it('starts each in order, lists it running, and stops them last first', async () => {
    const seen: string[] = [];
    const process = (name: string): BackgroundProcess => ({
      name,
      purpose: `the ${name} process`,
      start: () => {
        seen.push(`start ${name}`);
        return () => void seen.push(`stop ${name}`);
      },
    });
    const running = await startProcesses(ctx, [process('a-one'), process('b-two')]);
    expect(running.statuses().map((s) => [s.name, s.state])).toEqual([
      ['a-one', 'running'],
      ['b-two', 'running'],
    ]);
    await running.stop();
    expect(seen).toEqual(['start a-one', 'start b-two', 'stop b-two', 'stop a-one']);
    expect(running.statuses().map((s) => s.state)).toEqual(['stopped', 'stopped']);
  });

  it('records a process whose start fails, and starts the others', async () => {
    const running = await startProcesses(ctx, [
      {
        name: 'a-broken',
        purpose: 'fails',
        start: () => {
          throw new Error('no database');
        },
      },
      { name: 'b-fine', purpose: 'runs', start: () => () => {} },
    ]);
    expect(running.statuses().map((s) => [s.name, s.state, s.lastError])).toEqual([
      ['a-broken', 'failed', 'no database'],
      ['b-fine', 'running', null],
    ]);
  });

  it('refuses two processes of one name', async () => {
    const twice: BackgroundProcess = { name: 'a-same', purpose: '', start: () => () => {} };
    await expect(startProcesses(ctx, [twice, twice])).rejects.toThrow(
      'two background processes are named a-same',
    );
  });
});
