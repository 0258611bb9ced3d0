/**
 * Runs `task` now and every `ms` (the timer keeps no process alive); a failure is logged as
 * `<what> failed: …` and the next run comes as planned. Answers the stop, which waits for a run
 * under way. For the API's sweeps: rate limit rows, uploads, registration clients.
 */
export function every(ms: number, what: string, task: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = task().catch((error: unknown) =>
      console.error(`${what} failed:`, error instanceof Error ? error.message : error),
    );
  };
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
