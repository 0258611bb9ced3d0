import { Router } from 'express';
import type { AppContext } from '../core/context';
import { NotSignedIn } from '../core/errors';
import { requireSignedIn } from '../core/http/auth';
import { parseInput } from '../core/http/validate';
import type { UserActivityRow } from './rows';
import { activityQuerySchema } from './schemas';

const toApiItem = (row: UserActivityRow) => ({
  id: row.id,
  activityType: row.activity_type,
  activityData: row.activity_data,
  createdAt: row.created_at,
});

export function activityRoutes(ctx: AppContext): Router {
  const router = Router();

  /** The signed-in user's own history, newest first, a page at a time. */
  router.get('/user-activity', requireSignedIn, async (req, res) => {
    if (!req.user) throw new NotSignedIn();
    const { page, pageSize } = parseInput(activityQuerySchema, req.query);
    const mine = ctx.knex<UserActivityRow>('user_activity').where({ user_id: req.user.id });
    const [counted] = await mine.clone().count({ total: '*' });
    const rows = await mine
      .clone()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset((page - 1) * pageSize)
      .limit(pageSize);
    res.json({
      data: rows.map(toApiItem),
      page,
      pageSize,
      total: Number((counted as { total?: unknown } | undefined)?.total ?? 0),
    });
  });

  return router;
}
