import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { readModelDatabase, recordedEvent } from '../../testing';
import { youScoutBadgesProjector } from './projector';

const db = readModelDatabase();
const apply = (...events: RecordedEvent[]) =>
  db.knex.transaction(async (trx) => {
    for (const event of events) await youScoutBadgesProjector.apply(trx, event);
  });

describe('the youscout_badges and youscout_user_badges read model', () => {
  it('keeps the catalogue as staff edit it and each award once, however often applied', async () => {
    const badgeId = randomUUID();
    const userId = randomUUID();
    const events = [
      recordedEvent('scoutbadges-catalogue', 0, 'ScoutBadgeCreated', {
        badgeId,
        name: 'First Scout',
        description: 'Nominated a first athlete',
        icon: 'binoculars',
        requirements: 'Submit a nomination',
        rule: 'first-nomination',
        by: 'staff',
        createdAt: '2026-11-01T12:00:00.000Z',
      }),
      recordedEvent('scoutbadges-catalogue', 1, 'ScoutBadgeUpdated', {
        badgeId,
        changes: { name: { from: 'First Scout', to: 'Talent Spotter' } },
        by: 'staff',
        updatedAt: '2026-11-02T12:00:00.000Z',
      }),
      recordedEvent(`userbadge-${userId}-${badgeId}`, 0, 'ScoutBadgeAwarded', {
        userId,
        badgeId,
        rule: 'first-nomination',
        cause: 'n1',
        awardedBy: null,
        reason: null,
        awardedAt: '2026-11-03T12:00:00.000Z',
      }),
      recordedEvent('scoutbadges-catalogue', 2, 'ScoutBadgeRetired', {
        badgeId,
        by: 'staff',
        retiredAt: '2026-11-04T12:00:00.000Z',
      }),
    ];
    await apply(...events);
    await apply(...events);
    const badge = await db.knex('youscout_badges').where({ id: badgeId }).first();
    expect(badge).toMatchObject({
      name: 'Talent Spotter',
      icon: 'binoculars',
      rule: 'first-nomination',
      retired: true,
    });
    const awards = await db.knex('youscout_user_badges').where({ user_id: userId });
    expect(awards.map((row) => [row.badge_id, row.awarded_at.toISOString()])).toEqual([
      [badgeId, '2026-11-03T12:00:00.000Z'],
    ]);
  });
});
