import { EventEmitter } from 'node:events';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  formatPosition,
  type GlobalPosition,
  maxPosition,
  parsePosition,
} from '../../../services/src/core/event-store/event-store';
import { throttledLog } from '../../../services/src/core/log';
import type { CheckpointAdvanced, ProjectionRunner } from '../runner/runner';
import { startHeartbeat } from '../runner/workers';
import { catchUpEvery, type ProjectionTransport } from './transport';

export const QUEUE_NAME = 'projections';

export type RedisTarget = { url: string; prefix: string };

const channelOf = (target: RedisTarget) => `${target.prefix}:projections:advanced`;
const connectionOf = (target: RedisTarget) => ({ url: target.url, maxRetriesPerRequest: null });

type AdvancedMessage = { name: string; position: string };

/**
 * The API side of the BullMQ transport: appends queue "catch-up" nudges carrying a position
 * (never the events); workers publish checkpoint advances on a Redis channel.
 */
export function bullmqTransport(target: RedisTarget): ProjectionTransport {
  const queue = new Queue(QUEUE_NAME, { connection: connectionOf(target), prefix: target.prefix });
  // Redis away: the nudges wait or fail (the workers' timer catches up anyway); say so once.
  queue.on('error', throttledLog('projection queue: Redis'));
  const subscriber = new Redis(target.url, { maxRetriesPerRequest: null, lazyConnect: true });
  const feed = new EventEmitter<{ advanced: [CheckpointAdvanced] }>();
  subscriber.on('message', (_channel, text: string) => {
    try {
      const message = JSON.parse(text) as AdvancedMessage;
      const position = parsePosition(message.position);
      if (position) feed.emit('advanced', { name: message.name, position });
    } catch {
      // not ours
    }
  });
  subscriber.on('error', () => {}); // ioredis reconnects by itself; the watcher also polls

  let pending: { position: GlobalPosition; types: Set<string> } | undefined;
  let sending = false;
  const sendPending = () => {
    const next = pending;
    pending = undefined;
    sending = next !== undefined;
    if (!next) return;
    queue
      .add(
        'catch-up',
        { position: formatPosition(next.position), types: [...next.types] },
        { removeOnComplete: true, removeOnFail: 1000 },
      )
      .catch((error: unknown) => {
        // Not fatal: the workers' own timer catches up from the log anyway.
        console.error(
          'could not queue projection catch-up:',
          error instanceof Error ? error.message : error,
        );
      })
      .finally(sendPending);
  };
  return {
    feed,
    kind: 'bullmq',
    async probe() {
      // Waits while Redis is away: the health check bounds it.
      await subscriber.ping();
    },
    start() {
      // Not awaited: with Redis away the API still starts (and reports itself unready); the
      // client subscribes once it connects, and again after each reconnect.
      subscriber.connect().catch(() => {});
      subscriber.subscribe(channelOf(target)).catch(() => {});
    },
    nudge(position, types) {
      // One add in flight at a time: nudges that come meanwhile merge into the next job (the
      // highest position, every type), so a burst of appends costs a few jobs, not one each.
      if (pending) {
        pending.position = maxPosition(pending.position, position);
        for (const type of types) pending.types.add(type);
      } else {
        pending = { position, types: new Set(types) };
      }
      if (!sending) sendPending();
    },
    async stop() {
      subscriber.disconnect();
      // A close waits for Redis; with Redis away, drop the connection instead.
      await within(STOP_MS, 'queue close', queue.close()).catch(() => queue.disconnect());
    },
  };
}

/** How long a stop waits for Redis. */
const STOP_MS = 2_000;

/** The promise's answer, or a rejection after `ms` (the promise is left to settle unheard). */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A projection worker: runs catch-up jobs, publishes each checkpoint advance, catches up on a
 * timer too (so work lost with Redis is re-derived from the log) and beats a heartbeat that
 * readiness counts. Rebuilds run in the API or the CLI, never here.
 */
export function startProjectionWorker(
  runner: ProjectionRunner,
  target: RedisTarget,
  options: { pollMs?: number; concurrency?: number } = {},
): { stop(): Promise<void> } {
  const publisher = new Redis(target.url, { maxRetriesPerRequest: null });
  publisher.on('error', () => {});
  const onAdvanced = ({ name, position }: CheckpointAdvanced) => {
    const message: AdvancedMessage = { name, position: formatPosition(position) };
    publisher.publish(channelOf(target), JSON.stringify(message)).catch(() => {});
  };
  runner.on('advanced', onAdvanced);

  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const position = parsePosition(String(job.data?.position ?? ''));
      const types: string[] = Array.isArray(job.data?.types) ? job.data.types.map(String) : [];
      // Done when every projector of the appended types has passed the append's position.
      if (position && types.length > 0) await runner.catchUpTo(position, types);
      else await runner.catchUpAll();
    },
    {
      connection: connectionOf(target),
      prefix: target.prefix,
      concurrency: options.concurrency ?? 4,
    },
  );
  worker.on('error', throttledLog('projection worker'));

  const stopPolling = catchUpEvery(runner, options.pollMs ?? 1_000);
  const heartbeat = startHeartbeat(runner.knex);
  return {
    async stop() {
      stopPolling();
      await heartbeat.stop().catch(() => {});
      // With Redis away a close would wait for it: force it after a bound.
      await within(STOP_MS, 'worker close', worker.close()).catch(() =>
        within(STOP_MS / 2, 'worker disconnect', worker.disconnect()).catch(() => {}),
      );
      runner.off('advanced', onAdvanced);
      publisher.disconnect();
    },
  };
}
