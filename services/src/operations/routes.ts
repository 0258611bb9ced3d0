import { type Request, Router } from 'express';
import type { ProcessStatus } from '../core/area';
import { type AppContext, requestMetadata } from '../core/context';
import { DomainError } from '../core/errors';
import { requireAdmin } from '../core/http/auth';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import type { ProjectionControl, ProjectorStatus } from '../core/projections';
import type { Operator } from './events';
import { operatorOperations as op } from './openapi';
import { Rebuilds } from './rebuilds';
import { operatorActionSchema } from './schemas';
import { dashboardStats } from './stats';

class UnknownProjector extends DomainError {
  constructor(name: string) {
    super(`There is no projector "${name}"`, 404);
  }
}

class NothingToRetry extends DomainError {
  constructor(name: string) {
    super(`Projector "${name}" has no failed event`, 409);
  }
}

export type ProjectionRecord = Omit<ProjectorStatus, 'state' | 'rebuild'> & {
  id: string;
  /** `interrupted`: a rebuild whose process is gone; a rebuild resumes it where it stopped. */
  state: 'running' | 'failed' | 'rebuilding' | 'interrupted';
  rebuild: {
    startedAt: Date;
    events: number;
    total: number | null;
    state: 'running' | 'interrupted';
  } | null;
};

/** The admin who acts and the reason they gave, for the log. */
function backOfficeOperator(req: Request): Operator {
  const { reason } = parseInput(operatorActionSchema, req.body);
  return { door: 'back-office', actor: req.user?.username ?? 'unknown', reason: reason || null };
}

/**
 * The operators' calls: each projector's status, and rebuild, retry and skip, every one of them
 * recorded in the event log with the admin who asked. Rebuilds run in the background; their
 * progress shows in the status.
 */
export function operationsRoutes(
  ctx: AppContext,
  projections: ProjectionControl,
  processes: () => readonly ProcessStatus[] = () => [],
): Router {
  const router = Router();
  const rebuilds = new Rebuilds(ctx, projections);

  const records = async (): Promise<ProjectionRecord[]> =>
    (await projections.status()).map((status) => {
      const here = rebuilds.isRunning(status.name);
      const rebuild =
        status.rebuild && here ? { ...status.rebuild, state: 'running' as const } : status.rebuild;
      return {
        ...status,
        id: status.name,
        state:
          here || rebuild?.state === 'running' ? 'rebuilding' : (rebuild?.state ?? status.state),
        rebuild: rebuild
          ? { ...rebuild, total: rebuilds.totalOf(status.name) }
          : here
            ? {
                // Stands for the runner's stamp to come: the database's now(), not ctx.clock.
                startedAt: new Date(),
                events: 0,
                total: rebuilds.totalOf(status.name),
                state: 'running' as const,
              }
            : null,
      };
    });

  const recordOf = async (name: string) => {
    const record = (await records()).find((r) => r.name === name);
    if (!record) throw new UnknownProjector(name);
    return record;
  };

  route(router, op.processes, requireAdmin, (_req, res) => {
    const list = processes().map((process) => ({ id: process.name, ...process }));
    res.set('Content-Range', `processes 0-${Math.max(list.length - 1, 0)}/${list.length}`);
    res.json(list);
  });

  router.use('/admin/projections', requireAdmin);

  route(router, op.projections, async (_req, res) => {
    const list = await records();
    res.set('Content-Range', `projections 0-${Math.max(list.length - 1, 0)}/${list.length}`);
    res.json(list);
  });

  route(router, op.rebuildAll, async (req, res) => {
    const names = projections.names;
    const operator = backOfficeOperator(req);
    await rebuilds.start(names, requestMetadata(ctx, req, req.user?.id ?? null), operator);
    res.status(202).json({ message: `Rebuilding ${names.length} projections`, names });
  });

  route(router, op.projection, async (req, res) => {
    res.json(await recordOf(String(req.params.name)));
  });

  route(router, op.rebuild, async (req, res) => {
    const operator = backOfficeOperator(req);
    const { name } = await recordOf(String(req.params.name));
    await rebuilds.start([name], requestMetadata(ctx, req, req.user?.id ?? null), operator);
    res.status(202).json({ message: `Rebuilding ${name}`, names: [name] });
  });

  route(router, op.retry, async (req, res) => {
    const operator = backOfficeOperator(req);
    const before = await recordOf(String(req.params.name));
    if (before.state !== 'failed') throw new NothingToRetry(before.name);
    await rebuilds.record(requestMetadata(ctx, req, req.user?.id ?? null), {
      type: 'ProjectionRetried',
      data: { projector: before.name, failedEventId: before.failedEvent?.id ?? null, ...operator },
    });
    await projections.retry(before.name);
    res.json(await recordOf(before.name));
  });

  route(router, op.skip, async (req, res) => {
    const operator = backOfficeOperator(req);
    const before = await recordOf(String(req.params.name));
    if (before.state !== 'failed' || !before.failedEvent) throw new NothingToRetry(before.name);
    await rebuilds.record(requestMetadata(ctx, req, req.user?.id ?? null), {
      type: 'ProjectionEventSkipped',
      data: {
        projector: before.name,
        eventId: before.failedEvent.id,
        eventType: before.failedEvent.type,
        ...operator,
      },
    });
    await projections.skip(before.name);
    res.json(await recordOf(before.name));
  });

  route(router, op.stats, requireAdmin, async (_req, res) => {
    res.json(await dashboardStats(ctx, await records()));
  });

  return router;
}
