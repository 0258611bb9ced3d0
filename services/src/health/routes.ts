import { type Request, Router } from 'express';
import type { TrustProxy } from '../core/config';
import type { AppContext } from '../core/context';
import { isUnavailable } from '../core/http/error-handler';
import { noStore } from '../core/http/no-store';
import { throttledLog } from '../core/log';
import type { ProjectionControl } from '../core/projections';
import type { DetailedHealth, Health, Probe } from './schemas';

const logProbe = throttledLog('health');

/**
 * Whether a backing server answers. The answer is public: it says "unreachable" or "failing",
 * never the client's error text (which names hosts and ports); that goes to the log.
 */
async function probe(name: string, check: () => Promise<unknown>): Promise<Probe> {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    logProbe(new Error(`${name}: ${e.message}`));
    return { ok: false, error: isUnavailable(error) ? 'unreachable' : 'failing' };
  }
}

const LOOPBACK = /^(?:::ffff:)?127\.|^::1$/;
const NAMES_A_CLIENT = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * An operator on this machine: the connection comes from a loopback address and names no other
 * client, and TRUST_PROXY is off. With TRUST_PROXY set the operator has told us a proxy stands in
 * front, and every request arrives from it, often over loopback itself: then the peer says
 * nothing about the client and nobody counts as local (sign in as an admin, or run
 * `npm run projections -- status`). What this cannot tell apart: a proxy on this machine, with
 * TRUST_PROXY left off, that forwards without adding any of those headers (nginx adds
 * X-Forwarded-For only when configured to) makes every visitor local. Such a proxy must set
 * TRUST_PROXY, as it must anyway for rate limits and vote keys to see real clients.
 */
function isLocalOperator(req: Request, trustProxy: TrustProxy): boolean {
  if (trustProxy !== false && trustProxy !== 0) return false;
  if (NAMES_A_CLIENT.some((header) => req.headers[header] !== undefined)) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/**
 * GET /api/health. Anyone gets the bare status (200, or 503 when the event store or the read
 * database does not answer). A signed-in admin and a local operator also get the mode, the
 * backing services and each projector's checkpoint and lag: names and positions a stranger has
 * no use for.
 */
export function healthRoutes(ctx: AppContext, control: ProjectionControl): Router {
  const router = Router();
  router.get('/health', noStore, async (req, res) => {
    const [eventStore, readDatabase] = await Promise.all([
      probe('event store', () => ctx.store.readAll({ limit: 1 })),
      probe('read database', () => ctx.knex.raw('select 1')),
    ]);
    const healthy = eventStore.ok && readDatabase.ok;
    if (!healthy) res.set('Retry-After', '5');
    res.status(healthy ? 200 : 503);
    const status: Health = healthy
      ? { status: 'ok' }
      : {
          status: 'unavailable',
          message: 'The service is briefly unavailable; please try again in a moment',
        };
    if (req.user?.role !== 'admin' && !isLocalOperator(req, ctx.config.trustProxy)) {
      res.json(status);
      return;
    }
    // Each projector's progress, not its errors (admins read those in the back office).
    const projections = readDatabase.ok
      ? (await control.status().catch(() => [])).map(
          ({ name, version, state, checkpoint, lag, rebuild, updatedAt }) => ({
            name,
            version,
            state,
            checkpoint,
            lag,
            rebuild: rebuild && {
              startedAt: rebuild.startedAt.toISOString(),
              events: rebuild.events,
            },
            updatedAt: updatedAt.toISOString(),
          }),
        )
      : [];
    const details: DetailedHealth = {
      ...status,
      mode: ctx.config.databaseUrl ? 'servers' : 'embedded',
      eventStore: { kind: ctx.store.kind, ...eventStore },
      readDatabase: { mode: ctx.db.mode, ...readDatabase },
      projectionTransport: ctx.config.redisUrl ? 'bullmq' : 'in-process',
      projections,
    };
    res.json(details);
  });
  return router;
}
