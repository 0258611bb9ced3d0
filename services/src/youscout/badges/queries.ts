import type { Knex } from 'knex';
import { containsPattern, idsFilter, type ListQuery } from '../../core/http/simple-rest';
import type { BadgeRule } from '../constants';
import type { BadgeRecord, UserBadgeRecord } from './schemas';

// ── Reads of youscout_badges and youscout_user_badges ───────────────────────────────────

type BadgeRow = {
  id: string;
  name: string;
  description: string;
  icon: string;
  requirements: string;
  rule: BadgeRule | null;
  retired: boolean;
  created_at: Date;
  updated_at: Date;
  retired_at: Date | null;
};

const publicOf = (row: BadgeRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  requirements: row.requirements,
  rule: row.rule,
});

/** The active catalogue, by name. */
export async function activeBadges(knex: Knex) {
  const rows = await knex<BadgeRow>('youscout_badges').where({ retired: false }).orderBy('name');
  return rows.map(publicOf);
}

/** The badges a user has, the newest first; undefined for a user who does not exist. */
export async function badgesOfUser(knex: Knex, userId: string) {
  const user = await knex('users').where({ id: userId }).first('id');
  if (!user) return undefined;
  const rows = await knex('youscout_user_badges as ub')
    .join('youscout_badges as b', 'b.id', 'ub.badge_id')
    .where('ub.user_id', userId)
    .orderBy([
      { column: 'ub.awarded_at', order: 'desc' },
      { column: 'b.name', order: 'asc' },
    ])
    .select<{ id: string; name: string; description: string; icon: string; awarded_at: Date }[]>(
      'b.id',
      'b.name',
      'b.description',
      'b.icon',
      'ub.awarded_at',
    );
  return rows.map((row) => ({
    badgeId: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    awardedAt: row.awarded_at.toISOString(),
  }));
}

// ── The back office's lists (ra-data-simple-rest) ──

export const BADGE_SORTABLE: Record<string, string> = {
  id: 'b.id',
  name: 'b.name',
  rule: 'b.rule',
  retired: 'b.retired',
  awarded: 'awarded',
  createdAt: 'b.created_at',
  updatedAt: 'b.updated_at',
};

/** Filters: id (getMany), q (name), rule, retired. */
export function filteredBadges(knex: Knex, filter: ListQuery['filter']): Knex.QueryBuilder {
  const awarded = knex('youscout_user_badges as ub')
    .whereRaw('ub.badge_id = b.id')
    .count('*')
    .as('awarded');
  const query = knex('youscout_badges as b').select('b.*', awarded);
  const ids = idsFilter(filter);
  if (ids) query.whereIn('b.id', ids);
  if (typeof filter.q === 'string' && filter.q.trim() !== '')
    query.whereILike('b.name', containsPattern(filter.q.trim()));
  if (typeof filter.rule === 'string' && filter.rule !== '') query.where('b.rule', filter.rule);
  if (typeof filter.retired === 'boolean') query.where('b.retired', filter.retired);
  return query;
}

export const toBadgeRecord = (row: BadgeRow & { awarded: string | number }): BadgeRecord => ({
  ...publicOf(row),
  retired: row.retired,
  awarded: Number(row.awarded),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  retiredAt: row.retired_at?.toISOString() ?? null,
});

export const USER_BADGE_SORTABLE: Record<string, string> = {
  id: 'ub.user_id',
  awardedAt: 'ub.awarded_at',
  username: 'u.username',
  badgeName: 'b.name',
  rule: 'ub.rule',
};

/** Filters: userId, badgeId, rule, q (username), and `id` as `<userId>:<badgeId>` (getMany). */
export function filteredUserBadges(knex: Knex, filter: ListQuery['filter']): Knex.QueryBuilder {
  const query = knex('youscout_user_badges as ub')
    .joinRaw('left join users as u on u.id::text = ub.user_id')
    .leftJoin('youscout_badges as b', 'b.id', 'ub.badge_id')
    .select('ub.*', 'u.username', 'b.name as badge_name');
  if (filter.id !== undefined) {
    const pairs = (Array.isArray(filter.id) ? filter.id : [filter.id]).map((id) =>
      String(id).split(':'),
    );
    query.where((q) => {
      q.whereRaw('false');
      for (const [userId, badgeId] of pairs)
        if (userId && badgeId) q.orWhere({ 'ub.user_id': userId, 'ub.badge_id': badgeId });
    });
  }
  for (const [field, column] of [
    ['userId', 'ub.user_id'],
    ['badgeId', 'ub.badge_id'],
    ['rule', 'ub.rule'],
  ] as const) {
    const value = filter[field];
    if (typeof value === 'string' && value !== '') query.where(column, value);
  }
  if (typeof filter.q === 'string' && filter.q.trim() !== '')
    query.whereILike('u.username', containsPattern(filter.q.trim()));
  return query;
}

type UserBadgeRow = {
  user_id: string;
  badge_id: string;
  rule: BadgeRule | null;
  cause: string | null;
  awarded_by: string | null;
  reason: string | null;
  awarded_at: Date;
  username: string | null;
  badge_name: string | null;
};

export const toUserBadgeRecord = (row: UserBadgeRow): UserBadgeRecord => ({
  id: `${row.user_id}:${row.badge_id}`,
  userId: row.user_id,
  username: row.username,
  badgeId: row.badge_id,
  badgeName: row.badge_name,
  rule: row.rule,
  cause: row.cause,
  awardedBy: row.awarded_by,
  reason: row.reason,
  awardedAt: row.awarded_at.toISOString(),
});
