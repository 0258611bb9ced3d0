import type { AppContext } from '../core/context';
import type { ProjectionControl, ProjectorStatus } from '../core/projections';
import { REDIS_COMMAND_MS } from '../core/redis-guard';
import { PROBE_MS, probe, within } from './probes';
import type { DetailedHealth, DetailedReadiness, ProjectorHealth } from './schemas';

/** Each projector's progress, not its errors (admins read those in the back office). */
export const projectorHealth = (status: ProjectorStatus): ProjectorHealth => ({
  name: status.name,
  version: status.version,
  state: status.state,
  checkpoint: status.checkpoint,
  lag: status.lag,
  rebuild: status.rebuild && {
    startedAt: status.rebuild.startedAt.toISOString(),
    events: status.rebuild.events,
    state: status.rebuild.state,
  },
  updatedAt: status.updatedAt.toISOString(),
});

/** The event store and the read database: without either the site cannot answer at all. */
export async function coreProbes(ctx: AppContext) {
  return Promise.all([
    probe('event store', () => ctx.store.readAll({ limit: 1 })),
    probe('read database', () => ctx.knex.raw('select 1')),
  ]);
}

/** The details both health answers share: the mode, the backing services, the projectors. */
export function backingDetails(
  ctx: AppContext,
  [eventStore, readDatabase]: Awaited<ReturnType<typeof coreProbes>>,
  projections: ProjectorHealth[],
): Omit<DetailedHealth, 'status' | 'message'> {
  return {
    mode: ctx.config.databaseUrl ? 'servers' : 'embedded',
    eventStore: { kind: ctx.store.kind, ...eventStore },
    readDatabase: { mode: ctx.db.mode, ...readDatabase },
    projectionTransport: ctx.transport.kind,
    projections,
  };
}

/**
 * Whether the site can do its job: the event store, the read database and Redis (when
 * configured) answer, a projection worker was heard from lately (when workers run the
 * projectors), and no projector is stopped at a failed event. Each check is bounded (PROBE_MS),
 * so readiness answers in about that time whatever is down.
 */
export async function readiness(
  ctx: AppContext,
  control: ProjectionControl,
): Promise<Omit<DetailedReadiness, 'status' | 'message'>> {
  const needsWorkers = ctx.transport.kind === 'bullmq';
  const [core, redis, statuses, workers] = await Promise.all([
    coreProbes(ctx),
    // Redis by its own bound: a hung Redis makes readiness answer 503 within it.
    ctx.transport.probe
      ? probe('Redis', () => ctx.transport.probe?.() as Promise<void>, REDIS_COMMAND_MS)
      : null,
    within(PROBE_MS, 'projector status', control.status()).catch(() => null),
    needsWorkers ? within(PROBE_MS, 'workers', control.workers()).catch(() => null) : [],
  ]);
  const [eventStore, readDatabase] = core;
  const problems: string[] = [];
  if (!eventStore.ok) problems.push(`the event store is ${eventStore.error}`);
  if (!readDatabase.ok) problems.push(`the read database is ${readDatabase.error}`);
  if (redis && !redis.ok) problems.push(`Redis is ${redis.error}`);
  if (needsWorkers && workers?.length === 0) {
    problems.push('no projection worker has been seen in the last 15 s (start `npm run worker`)');
  }
  if (readDatabase.ok && statuses === null) problems.push('the projectors did not report');
  for (const status of statuses ?? []) {
    if (status.state === 'failed') {
      problems.push(`projector ${status.name} is stopped at a failed event (retry or skip it)`);
    }
  }
  return {
    ...backingDetails(ctx, core, (statuses ?? []).map(projectorHealth)),
    redis,
    workers: {
      needed: needsWorkers,
      seen: (workers ?? []).map((w) => ({
        host: w.host,
        pid: w.pid,
        startedAt: w.startedAt.toISOString(),
        seenAt: w.seenAt.toISOString(),
      })),
    },
    problems,
  };
}
