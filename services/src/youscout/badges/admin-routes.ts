import { type Request, type Response, Router } from 'express';
import { type AppContext, requestMetadata } from '../../core/context';
import type { AppendResult } from '../../core/event-store/event-store';
import { requireAdmin } from '../../core/http/auth';
import { route } from '../../core/http/route';
import { parseInput } from '../../core/http/validate';
import { settledIn, user } from '../routing';
import { badgeSchema, badgeUpdateSchema } from '../schemas';
import {
  awardBodySchema,
  type BadgeRecord,
  badgeIdParams,
  type YouScoutMessage,
} from '../write-schemas';
import { awardBadge, createBadge, retireBadge, updateBadge } from './commands';
import { badgeAdminOperations as op } from './openapi';

/** Staff's edits of the badge catalogue and their hand awards. */
export function badgeAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  const settled = settledIn(ctx);
  router.use('/admin/you-scout', requireAdmin);

  const badgeId = (req: Request) => parseInput(badgeIdParams, req.params).id;
  const answerBadge = async (
    res: Response,
    edited: { badge: BadgeRecord; appended: AppendResult | undefined },
    status = 200,
  ) => {
    if (edited.appended) await settled(res, edited.appended);
    const { id, name, description, icon, requirements, rule, retired } = edited.badge;
    res
      .status(status)
      .json({ id, name, description, icon, requirements, rule, retired } satisfies BadgeRecord);
  };

  route(router, op.create, async (req, res) => {
    const fields = parseInput(badgeSchema, req.body);
    const staff = user(req).id;
    await answerBadge(
      res,
      await createBadge(ctx, staff, fields, requestMetadata(ctx, req, staff)),
      201,
    );
  });

  route(router, op.update, async (req, res) => {
    const id = badgeId(req);
    // react-admin sends the whole record back: its id and retired flag are not edits.
    const { id: _, retired: __, ...edits } = (req.body ?? {}) as Record<string, unknown>;
    const changes = parseInput(badgeUpdateSchema, edits);
    const staff = user(req).id;
    await answerBadge(
      res,
      await updateBadge(ctx, staff, id, changes, requestMetadata(ctx, req, staff)),
    );
  });

  route(router, op.retire, async (req, res) => {
    const id = badgeId(req);
    const staff = user(req).id;
    await answerBadge(res, await retireBadge(ctx, staff, id, requestMetadata(ctx, req, staff)));
  });

  route(router, op.award, async (req, res) => {
    const id = badgeId(req);
    const { userId, reason } = parseInput(awardBodySchema, req.body);
    const staff = user(req).id;
    const appended = await awardBadge(
      ctx,
      staff,
      id,
      { userId, reason },
      requestMetadata(ctx, req, staff),
    );
    await settled(res, appended);
    res.status(201).json({ message: 'Badge awarded' } satisfies YouScoutMessage);
  });

  return router;
}
