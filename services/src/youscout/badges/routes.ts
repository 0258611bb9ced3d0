import { Router } from 'express';
import type { AppContext } from '../../core/context';
import { route } from '../../core/http/route';
import { fetchPage, parseListQuery, sendList } from '../../core/http/simple-rest';
import { parseInput } from '../../core/http/validate';
import { badgeOperations as op } from './openapi';
import {
  activeBadges,
  BADGE_SORTABLE,
  badgesOfUser,
  filteredBadges,
  filteredUserBadges,
  toBadgeRecord,
  toUserBadgeRecord,
  USER_BADGE_SORTABLE,
} from './queries';
import { type BadgeCatalogueAnswer, type UserBadgesAnswer, userIdParams } from './schemas';

/** The badge catalogue and who has which badge: public reads and the back office's lists. */
export function badgeRoutes(ctx: AppContext): Router {
  const router = Router();

  route(router, op.catalogue, async (_req, res) => {
    res.json({ data: await activeBadges(ctx.knex) } satisfies BadgeCatalogueAnswer);
  });

  route(router, op.ofUser, async (req, res) => {
    const { userId } = parseInput(userIdParams, req.params);
    const data = await badgesOfUser(ctx.knex, userId);
    if (!data) return void res.status(404).json({ message: 'User not found' });
    res.json({ data } satisfies UserBadgesAnswer);
  });

  // The app guards /admin for staff already.
  route(router, op.list, async (req, res) => {
    const list = parseListQuery(req.query, {
      sortable: Object.keys(BADGE_SORTABLE),
      defaultSort: ['name', 'asc'],
    });
    const page = await fetchPage(
      filteredBadges(ctx.knex, list.filter),
      list,
      (field) => BADGE_SORTABLE[field] as string,
    );
    sendList(res, 'you-scout/badges', list, {
      rows: page.rows.map((row) => toBadgeRecord(row as Parameters<typeof toBadgeRecord>[0])),
      total: page.total,
    });
  });

  route(router, op.awards, async (req, res) => {
    const list = parseListQuery(req.query, {
      sortable: Object.keys(USER_BADGE_SORTABLE),
      defaultSort: ['awardedAt', 'desc'],
    });
    const page = await fetchPage(
      filteredUserBadges(ctx.knex, list.filter),
      list,
      (field) => USER_BADGE_SORTABLE[field] as string,
    );
    sendList(res, 'you-scout/user-badges', list, {
      rows: page.rows.map((row) =>
        toUserBadgeRecord(row as Parameters<typeof toUserBadgeRecord>[0]),
      ),
      total: page.total,
    });
  });

  return router;
}
