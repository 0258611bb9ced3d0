import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePosition } from '../../../services/src/core/event-store/event-store';
import type { CheckpointAdvanced, ProjectionRunner } from '../runner/runner';
import { bullmqTransport, QUEUE_NAME, startProjectionWorker } from './bullmq';

const url = process.env.REDIS_URL;
if (!url)
  console.log('BullMQ transport — skipped: REDIS_URL is not set (embedded mode has no Redis)');

describe.skipIf(!url)('the BullMQ transport', () => {
  const target = { url: url as string, prefix: `test-${randomUUID().slice(0, 8)}` };
  const queue = new Queue(QUEUE_NAME, { connection: { url: target.url }, prefix: target.prefix });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('merges a burst of nudges into a few jobs that still cover every append', async () => {
    const transport = bullmqTransport(target);
    await transport.start();
    try {
      for (let i = 1; i <= 200; i++) {
        transport.nudge({ commit: 10n, prepare: BigInt(i) }, [
          i % 2 ? 'VoteCast' : 'UserRegistered',
        ]);
      }
      let jobs = await queue.getJobs(['wait']);
      for (let tries = 0; tries < 100 && !jobs.some(covers); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        jobs = await queue.getJobs(['wait']);
      }
      // The first nudge goes at once; the 199 that came while it was on its way, as one.
      expect(jobs.length).toBeLessThanOrEqual(2);
      expect(jobs.some(covers)).toBe(true);
    } finally {
      await transport.stop();
    }
  });

  it("carries a worker's checkpoint advance to the API's feed", async () => {
    const transport = bullmqTransport(target);
    await transport.start();
    // The worker's side of a runner: what it publishes is what the runner emits.
    const runner = Object.assign(new EventEmitter<{ advanced: [CheckpointAdvanced] }>(), {
      catchUpAll: async () => {},
    });
    const worker = startProjectionWorker(runner as unknown as ProjectionRunner, target, {
      pollMs: 60_000,
    });
    try {
      const heard = once(transport.feed, 'advanced');
      const sent = {
        name: 'prospects',
        position: { commit: 12n, prepare: 345n },
      };
      // Published until heard: the subscription may still be settling in.
      const repeat = setInterval(() => runner.emit('advanced', sent), 50);
      runner.emit('advanced', sent);
      try {
        expect((await heard)[0]).toEqual(sent);
      } finally {
        clearInterval(repeat);
      }
    } finally {
      await worker.stop();
      await transport.stop();
    }
  });
});

/** A job a worker would finish only once both types' projectors passed the last append. */
function covers(job: { data: { position?: string; types?: string[] } }): boolean {
  const position = parsePosition(job.data.position ?? '');
  return (
    position?.commit === 10n &&
    position.prepare === 200n &&
    ['VoteCast', 'UserRegistered'].every((type) => job.data.types?.includes(type))
  );
}
