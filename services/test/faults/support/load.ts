import { setTimeout as sleep } from 'node:timers/promises';

/** One answer (or a failure to get one) seen by the load, with when it was asked and answered. */
export type Outcome = {
  what: string;
  status: number | 'no-answer';
  body: unknown;
  text: string;
  startedAt: number;
  ms: number;
  /** What the test needs to find it again (a voter address, a prospect id, an e-mail). */
  tag: Record<string, string>;
};

/**
 * Runs `concurrency` loops, each calling `next(i)` with a fresh sequence number until stopped,
 * and keeps every outcome. Times are performance.now() of this process.
 */
export function runLoad(
  concurrency: number,
  next: (i: number) => Promise<Omit<Outcome, 'startedAt' | 'ms'>>,
  pauseMs = 0,
): { outcomes: Outcome[]; stop(): Promise<Outcome[]> } {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let counter = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const i = counter++;
      const startedAt = performance.now();
      const outcome = await next(i).catch(
        (error: unknown): Omit<Outcome, 'startedAt' | 'ms'> => ({
          what: 'error',
          status: 'no-answer',
          body: undefined,
          text: error instanceof Error ? error.message : String(error),
          tag: {},
        }),
      );
      outcomes.push({ ...outcome, startedAt, ms: performance.now() - startedAt });
      if (pauseMs > 0) await sleep(pauseMs);
    }
  });
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** status → count, e.g. { 201: 812, 503: 40 }. */
export const statusCounts = (outcomes: readonly Outcome[]): Record<string, number> =>
  outcomes.reduce<Record<string, number>>((counts, o) => {
    counts[String(o.status)] = (counts[String(o.status)] ?? 0) + 1;
    return counts;
  }, {});

/**
 * An error answer as the API promises them: JSON with a `message`, and nothing that looks like
 * a stack trace or an internal error text.
 */
export function isCleanError(outcome: Outcome): boolean {
  const body = outcome.body as { message?: unknown } | undefined;
  return (
    typeof body?.message === 'string' &&
    body.message.length > 0 &&
    !/\n\s+at |Error:|ECONN|node_modules|\.ts:\d+/.test(outcome.text)
  );
}
