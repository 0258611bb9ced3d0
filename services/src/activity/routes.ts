import { Router } from 'express';
import type { AppContext } from '../core/context';
import { NotSignedIn } from '../core/errors';
import { requireSignedIn } from '../core/http/auth';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { votesAsActivity } from '../prospects';
import { activityOperations as op } from './openapi';
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
  route(router, op.activity, requireSignedIn, async (req, res) => {
    if (!req.user) throw new NotSignedIn();
    const { page, pageSize } = parseInput(activityQuerySchema, req.query);
    const userId = req.user.id;
    // The account's own items, and its votes from the board's vote table (votes live there).
    const items = ctx
      .knex('user_activity')
      .where({ user_id: userId })
      // Votes written here before they moved to the vote table (gone at the rebuild).
      .whereNot({ activity_type: 'vote' })
      .select('id', 'activity_type', 'activity_data', 'created_at')
      .unionAll(votesAsActivity(ctx.knex, userId));
    const mine = ctx.knex.from(ctx.knex.raw('(?) as items', [items]));
    const [counted] = await mine.clone().count({ total: '*' });
    const rows: UserActivityRow[] = await mine
      .clone()
      .select('*')
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
