import type { BackgroundProcess, ProcessStatus, Stop } from './area';
import type { AppContext } from './context';

export type RunningProcesses = {
  /** Each process as it runs now, in the order it was started. */
  statuses(): readonly ProcessStatus[];
  /** Stops every process, the last started first. */
  stop(): Promise<void>;
};

/**
 * Starts the areas' background processes one after another (a start may await a first run the
 * server must not serve before) and keeps their state for the operations view. A process whose
 * start fails is recorded as failed and the others still start: a sweep that cannot run must not
 * keep the site down.
 */
export async function startProcesses(
  ctx: AppContext,
  processes: readonly BackgroundProcess[],
): Promise<RunningProcesses> {
  const names = new Set<string>();
  for (const { name } of processes) {
    if (names.has(name)) throw new Error(`two background processes are named ${name}`);
    names.add(name);
  }
  const running: { status: ProcessStatus; stop: Stop | undefined }[] = [];
  for (const process of processes) {
    const status: ProcessStatus = {
      name: process.name,
      purpose: process.purpose,
      state: 'running',
      startedAt: new Date(),
      lastError: null,
    };
    let stop: Stop | undefined;
    try {
      stop = await process.start(ctx);
    } catch (error) {
      status.state = 'failed';
      status.lastError = error instanceof Error ? error.message : String(error);
      console.error(`background process ${process.name} did not start:`, status.lastError);
    }
    running.push({ status, stop });
  }
  return {
    statuses: () => running.map(({ status }) => ({ ...status })),
    async stop() {
      for (const entry of [...running].reverse()) {
        if (entry.status.state !== 'running') continue;
        await entry.stop?.();
        entry.status.state = 'stopped';
      }
    },
  };
}
