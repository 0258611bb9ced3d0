import { Router } from 'express';
import type { ProjectionRunner } from '../../../projections/src/runner/runner';
import type { AppContext } from '../core/context';

async function probe(check: () => Promise<unknown>): Promise<{ ok: boolean; error?: string }> {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /api/health: the event store, the read database and each projector's checkpoint and lag. */
export function healthRoutes(ctx: AppContext, runner: ProjectionRunner): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [eventStore, readDatabase] = await Promise.all([
      probe(() => ctx.store.readAll({ limit: 1 })),
      probe(() => ctx.knex.raw('select 1')),
    ]);
    const projections = readDatabase.ok ? await runner.status().catch(() => []) : [];
    const healthy = eventStore.ok && readDatabase.ok;
    res.status(healthy ? 200 : 503).json({
      status: healthy ? 'ok' : 'unavailable',
      mode: ctx.config.databaseUrl ? 'servers' : 'embedded',
      eventStore: { kind: ctx.store.kind, ...eventStore },
      readDatabase: { mode: ctx.db.mode, ...readDatabase },
      projectionTransport: ctx.config.redisUrl ? 'bullmq' : 'in-process',
      projections,
    });
  });
  return router;
}
