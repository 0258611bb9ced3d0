import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readModelDatabase, recordedEvent } from '../../testing';
import { areaProfilesProjector } from './projector';

const db = readModelDatabase();

const links = {
  twitter: null,
  instagram: '@bayoubats',
  facebook: null,
  linkedin: null,
  website: null,
};
const connect = (userId: string, overrides: Record<string, unknown> = {}) => ({
  userId,
  userType: 'sponsor',
  companyName: 'Bayou Bats',
  biography: null,
  website: 'https://bayoubats.example',
  socialLinks: links,
  preferredCategories: ['tournaments'],
  targetAudience: 'Youth baseball families',
  geographicFocus: ['New Orleans', 'Baton Rouge'],
  typicalBudgetMin: 50_000,
  typicalBudgetMax: 250_000,
  ...overrides,
});

const applyAll = (events: ReturnType<typeof recordedEvent>[]) =>
  db.knex.transaction(async (trx) => {
    for (const event of events) await areaProfilesProjector.apply(trx, event);
  });

describe('the matchup_users and connect_users read model', () => {
  it('keeps one Matchups row per account with the latest form, whatever is replayed', async () => {
    const userId = randomUUID();
    const stream = `user-${userId}`;
    const created = recordedEvent(stream, 0, 'MatchupProfileCreated', {
      userId,
      role: 'scout',
      organization: null,
      title: null,
      sport: null,
      level: null,
      isActive: true,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const updated = recordedEvent(stream, 2, 'MatchupProfileUpdated', {
      userId,
      organization: 'Gulf South Scouting',
      title: 'Area scout',
      sport: 'softball',
      level: 'college',
      isActive: false,
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
    // Replayed in full, then the creation alone once more (a rebuild after a crash).
    await applyAll([created, updated, created, updated]);
    await applyAll([created]);
    const rows = await db.knex('matchup_users').where({ user_id: userId });
    expect(rows).toEqual([
      expect.objectContaining({
        role: 'scout',
        organization: 'Gulf South Scouting',
        sport: 'softball',
        level: 'college',
        verified: false,
        is_active: false,
        version: 2,
        created_at: new Date('2026-03-01T10:00:00.000Z'),
        updated_at: new Date('2026-03-02T10:00:00.000Z'),
      }),
    ]);
    expect(rows[0]).not.toHaveProperty('username');
    expect(rows[0]).not.toHaveProperty('password');
  });

  it('applies a Connect update only when it is newer than the row', async () => {
    const userId = randomUUID();
    const stream = `user-${userId}`;
    const created = recordedEvent(stream, 3, 'ConnectProfileCreated', {
      ...connect(userId),
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const newer = recordedEvent(stream, 5, 'ConnectProfileUpdated', {
      ...connect(userId, { userType: 'organizer', typicalBudgetMax: null }),
      updatedAt: '2026-03-03T10:00:00.000Z',
    });
    const older = recordedEvent(stream, 4, 'ConnectProfileUpdated', {
      ...connect(userId, { companyName: 'Stale name' }),
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
    await applyAll([created, newer, older]);
    const row = await db.knex('connect_users').where({ user_id: userId }).first();
    expect(row).toMatchObject({
      user_type: 'organizer',
      company_name: 'Bayou Bats',
      social_links: links,
      preferred_categories: ['tournaments'],
      geographic_focus: ['New Orleans', 'Baton Rouge'],
      typical_budget_min: 50_000,
      typical_budget_max: null,
      is_verified: false,
      version: 5,
    });
  });
});
