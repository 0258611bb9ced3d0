import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readModelDatabase, recordedEvent } from '../testing';
import { userProfilesProjector } from './projector';

const db = readModelDatabase();

const updated = (userId: string, revision: number, displayName: string) =>
  recordedEvent(`profile-${userId}`, revision, 'UserProfileUpdated', {
    userId,
    displayName,
    updatedAt: `2026-05-0${revision + 1}T12:00:00.000Z`,
  });

describe('the user profiles read model', () => {
  it('takes two edits of one profile in one batch, in order, in one pass', async () => {
    const userId = randomUUID();
    const other = randomUUID();
    await db.knex.transaction((trx) =>
      userProfilesProjector.applyBatch?.(trx, [
        updated(userId, 0, 'Pat'),
        updated(other, 0, 'Sam'),
        updated(userId, 1, 'Pat Batiste'),
      ]),
    );
    const rows = await db
      .knex('user_profiles')
      .whereIn('user_id', [userId, other])
      .orderBy('display_name')
      .select('user_id', 'display_name', 'created_at');
    expect(rows.map((row) => [row.user_id, row.display_name])).toEqual([
      [userId, 'Pat Batiste'],
      [other, 'Sam'],
    ]);
    expect(rows[0].created_at.toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });
});
