import type { Knex } from 'knex';
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

const mine = (knex: Knex, userId: string) =>
  knex<NotificationRow>('notifications').where({ recipient_id: userId });

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
