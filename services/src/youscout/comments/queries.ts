import type { Knex } from 'knex';
import type { SignedInUser } from '../../core/http/auth';
import { idsFilter } from '../../core/http/simple-rest';
import { isUuid } from '../../core/ids';
import { hiddenPlaceholder } from '../constants';
import type { CommentRow } from './rows';

// ── The read side's queries over youscout_comments ──

/**
 * A nomination's comments, oldest first: shown ones, hidden ones as the moderator's placeholder,
 * held ones only to their author and staff.
 */
export async function nominationComments(
  knex: Knex,
  nominationId: string,
  user: SignedInUser | undefined,
  page: { page: number; perPage: number },
) {
  const base = knex<CommentRow>('youscout_comments')
    .where({ nomination_id: nominationId })
    .where((w) => {
      w.whereIn('status', ['shown', 'hidden']);
      if (user?.role === 'admin') w.orWhere('status', 'held');
      else if (user) w.orWhere((h) => h.where({ status: 'held', user_id: user.id }));
    });
  const [counted] = await base.clone().count({ total: '*' });
  const rows = (await base
    .clone()
    .orderBy([
      { column: 'posted_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .offset((page.page - 1) * page.perPage)
    .limit(page.perPage)) as CommentRow[];
  return {
    data: rows.map((row) => ({
      id: row.id,
      authorName: row.author_name,
      text: row.status === 'hidden' ? hiddenPlaceholder(row.hidden_reason ?? '') : row.text,
      status: row.status,
      mine: !!user && user.id === row.user_id,
      postedAt: row.posted_at.toISOString(),
    })),
    total: Number((counted as { total: unknown }).total),
  };
}

export const ADMIN_COMMENT_SORTABLE: Record<string, string> = {
  id: 'id',
  postedAt: 'posted_at',
  updatedAt: 'updated_at',
  reports: 'reports',
  status: 'status',
};

export function adminCommentsQuery(knex: Knex, filter: Record<string, unknown>) {
  const base = knex('youscout_comments');
  const reported = (q: Knex.QueryBuilder) =>
    q.where('reports', '>', 0).whereNot('status', 'hidden');
  if (filter.status === 'reported') reported(base);
  else if (filter.status === 'review')
    base.where((q) => q.where('status', 'held').orWhere((r) => reported(r)));
  else if (typeof filter.status === 'string') base.where('status', filter.status);
  if (typeof filter.nominationId === 'string')
    base.where('nomination_id', isUuid(filter.nominationId) ? filter.nominationId : null);
  const ids = idsFilter(filter);
  if (ids) base.whereIn('id', ids);
  return base;
}

export const adminCommentOf = (row: CommentRow) => ({
  id: row.id,
  nominationId: row.nomination_id,
  userId: row.user_id,
  authorName: row.author_name,
  text: row.text,
  status: row.status,
  heldFor: row.held_for,
  hiddenReason: row.hidden_reason,
  reports: row.reports,
  postedAt: row.posted_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
