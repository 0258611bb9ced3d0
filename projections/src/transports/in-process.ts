import type { ProjectionRunner } from '../runner/runner';
import type { ProjectionTransport } from './transport';

/**
 * The embedded transport: the API process runs the projectors itself. A nudge after each append
 * makes them catch up at once; a slow timer picks up what other processes (a CLI) appended.
 */
export function inProcessTransport(runner: ProjectionRunner, pollMs = 1_000): ProjectionTransport {
  let timer: NodeJS.Timeout | undefined;
  const catchUp = () => {
    runner.catchUpAll().catch((error: unknown) => {
      console.error('projection catch-up failed:', error instanceof Error ? error.message : error);
    });
  };
  return {
    feed: runner,
    start() {
      catchUp();
      timer = setInterval(catchUp, pollMs);
      timer.unref();
    },
    nudge(position, types) {
      runner.catchUpTo(position, types).catch((error: unknown) => {
        console.error(
          'projection catch-up failed:',
          error instanceof Error ? error.message : error,
        );
      });
    },
    async stop() {
      clearInterval(timer);
      await runner.catchUpAll().catch(() => {});
    },
  };
}
