import { logCatchUpFailure, type ProjectionRunner } from '../runner/runner';
import { catchUpEvery, type ProjectionTransport } from './transport';

/**
 * The embedded transport: the API process runs the projectors itself. A nudge after each append
 * makes them catch up at once; a slow timer picks up what other processes (a CLI) appended.
 */
export function inProcessTransport(runner: ProjectionRunner, pollMs = 1_000): ProjectionTransport {
  let stopPolling = () => {};
  return {
    feed: runner,
    kind: 'in-process',
    start() {
      stopPolling = catchUpEvery(runner, pollMs);
    },
    nudge(position, types) {
      runner.catchUpTo(position, types).catch(logCatchUpFailure);
    },
    async stop() {
      stopPolling();
      await runner.catchUpAll().catch(() => {});
    },
  };
}
