import type { Knex } from 'knex';
import { LIVE_PREFERENCE } from './constants';
import type { NotificationRow } from './rows';
import type { Notification } from './schemas';

export const streamIdOf = (row: Pick<NotificationRow, 'position_commit' | 'position_prepare'>) =>
  `${row.position_commit}.${row.position_prepare}`;

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  relatedType: row.related_type,
  relatedId: row.related_id,
  read: row.read_at !== null,
  createdAt: row.created_at.toISOString(),
  streamId: streamIdOf(row),
});

/**
 * The member's notifications, less those of a type whose preference the member turned off
 * (LIVE_PREFERENCE: nomination alerts); a member without a saved profile has the defaults, on.
 */
const mine = (knex: Knex, userId: string) => {
  const query = knex<NotificationRow>('notifications').where({ recipient_id: userId });
  for (const [type, preference] of Object.entries(LIVE_PREFERENCE)) {
    query.whereNot((hidden) =>
      hidden
        .where('type', type)
        .whereExists((off) =>
          off
            .select(knex.raw('1'))
            .from('user_profiles as p')
            .where('p.user_id', userId)
            .whereRaw('(p.notification_preferences->>?)::boolean = false', [preference]),
        ),
    );
  }
  return query;
};

export async function unreadCount(knex: Knex, userId: string): Promise<number> {
  const [row] = await mine(knex, userId).whereNull('read_at').count({ n: '*' });
  return Number((row as { n?: unknown } | undefined)?.n ?? 0);
}

/** The newest first. */
export const newest = (knex: Knex, userId: string, limit: number): Promise<NotificationRow[]> =>
  mine(knex, userId)
    .orderBy([
      { column: 'position_commit', order: 'desc' },
      { column: 'position_prepare', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);

/** Those caused after a stream id, oldest first (what a reconnecting page missed). */
export const after = (
  knex: Knex,
  userId: string,
  streamId: { commit: bigint; prepare: bigint },
  limit: number,
): Promise<NotificationRow[]> =>
  mine(knex, userId)
    .whereRaw('(position_commit, position_prepare) > (?::numeric, ?::numeric)', [
      streamId.commit.toString(),
      streamId.prepare.toString(),
    ])
    .orderBy(['position_commit', 'position_prepare', 'id'])
    .limit(limit);

export const findMine = (knex: Knex, userId: string, id: string) =>
  mine(knex, userId).where({ id }).first();
