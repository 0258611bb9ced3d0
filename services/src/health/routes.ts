import { Router } from 'express';
import type { AppContext } from '../core/context';
import { isUnavailable } from '../core/http/error-handler';
import { throttledLog } from '../core/log';
import type { ProjectionControl } from '../core/projections';

const logProbe = throttledLog('health');

/**
 * Whether a backing server answers. The answer is public: it says "unreachable" or "failing",
 * never the client's error text (which names hosts and ports); that goes to the log.
 */
async function probe(
  name: string,
  check: () => Promise<unknown>,
): Promise<{ ok: boolean; error?: string }> {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    logProbe(new Error(`${name}: ${e.message}`));
    return { ok: false, error: isUnavailable(error) ? 'unreachable' : 'failing' };
  }
}

/** GET /api/health: the event store, the read database and each projector's checkpoint and lag. */
export function healthRoutes(ctx: AppContext, control: ProjectionControl): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [eventStore, readDatabase] = await Promise.all([
      probe('event store', () => ctx.store.readAll({ limit: 1 })),
      probe('read database', () => ctx.knex.raw('select 1')),
    ]);
    // Public: each projector's progress, not its errors (admins read those in the back office).
    const projections = readDatabase.ok
      ? (await control.status().catch(() => [])).map(
          ({ name, version, state, checkpoint, lag, rebuild, updatedAt }) => ({
            name,
            version,
            state,
            checkpoint,
            lag,
            rebuild,
            updatedAt,
          }),
        )
      : [];
    const healthy = eventStore.ok && readDatabase.ok;
    if (!healthy) res.set('Retry-After', '5');
    res.status(healthy ? 200 : 503).json({
      status: healthy ? 'ok' : 'unavailable',
      ...(healthy
        ? {}
        : { message: 'The service is briefly unavailable; please try again in a moment' }),
      mode: ctx.config.databaseUrl ? 'servers' : 'embedded',
      eventStore: { kind: ctx.store.kind, ...eventStore },
      readDatabase: { mode: ctx.db.mode, ...readDatabase },
      projectionTransport: ctx.config.redisUrl ? 'bullmq' : 'in-process',
      projections,
    });
  });
  return router;
}
