import { type Response, Router } from 'express';
import type { AppContext } from '../core/context';
import { noStore } from '../core/http/no-store';
import { route } from '../core/http/route';
import type { ProjectionControl } from '../core/projections';
import { healthOperations as op } from './openapi';
import { readsDetails, within } from './probes';
import { backingDetails, coreProbes, projectorHealth, readiness } from './readiness';
import type { DetailedHealth, Health } from './schemas';

const UNAVAILABLE = 'The service is briefly unavailable; please try again in a moment';

/** The bare status (with Retry-After and 503 when not ok). */
function bare(res: Response, ok: boolean): Health {
  if (!ok) res.set('Retry-After', '5');
  res.status(ok ? 200 : 503);
  return ok ? { status: 'ok' } : { status: 'unavailable', message: UNAVAILABLE };
}

/**
 * GET /api/health/live: the process is up and serving. It touches no backing server and no
 * session (app.ts mounts it before them): a supervisor restarts a process that fails it, and a
 * restart mends no database.
 */
export function livenessRoutes(): Router {
  const router = Router();
  route(router, op.live, noStore, (_req, res) => {
    res.json({ status: 'ok' });
  });
  return router;
}

/**
 * GET /api/health and GET /api/health/ready. Anyone gets the bare status; a signed-in admin
 * and a local operator also get the mode, the backing services and each projector's checkpoint
 * and lag: names and positions a stranger has no use for.
 * - /health: 503 when the event store or the read database does not answer.
 * - /health/ready: also 503 when Redis does not answer, no worker beat its heartbeat lately, or
 *   a projector is stopped at a failed event; the details say which (`problems`).
 */
export function healthRoutes(ctx: AppContext, control: ProjectionControl): Router {
  const router = Router();
  route(router, op.health, noStore, async (req, res) => {
    const core = await coreProbes(ctx);
    const [eventStore, readDatabase] = core;
    const status = bare(res, eventStore.ok && readDatabase.ok);
    if (!readsDetails(req, ctx.config.trustProxy)) {
      res.json(status);
      return;
    }
    const projections = readDatabase.ok
      ? await within(2_000, 'projector status', control.status()).catch(() => [])
      : [];
    const details: DetailedHealth = {
      ...status,
      ...backingDetails(ctx, core, projections.map(projectorHealth)),
    };
    res.json(details);
  });

  route(router, op.ready, noStore, async (req, res) => {
    const details = await readiness(ctx, control);
    const status = bare(res, details.problems.length === 0);
    res.json(readsDetails(req, ctx.config.trustProxy) ? { ...status, ...details } : status);
  });
  return router;
}
