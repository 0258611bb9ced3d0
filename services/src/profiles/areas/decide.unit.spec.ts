import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decideCreateConnectProfile,
  decideCreateMatchupProfile,
  decideUpdateConnectProfile,
  decideUpdateMatchupProfile,
} from './decide';
import {
  ConnectAdminNotChosen,
  ConnectProfileExists,
  MatchupProfileExists,
  MatchupRoleNotOffered,
  NoConnectProfile,
  NoMatchupProfile,
} from './errors';
import type { AreaProfileEvent, ConnectProfileFields, MatchupProfileFields } from './events';
import { evolveAreaProfiles, initialAreaProfiles } from './state';

const now = new Date('2026-03-01T10:00:00.000Z');
const earlier = '2026-02-01T10:00:00.000Z';
const given = (...events: AreaProfileEvent[]) =>
  events.reduce(evolveAreaProfiles, initialAreaProfiles);

const matchupFields = (overrides: Partial<MatchupProfileFields> = {}): MatchupProfileFields => ({
  organization: null,
  title: null,
  sport: null,
  level: null,
  isActive: true,
  ...overrides,
});

const connectFields = (overrides: Partial<ConnectProfileFields> = {}): ConnectProfileFields => ({
  userType: 'sponsor',
  companyName: 'Bayou Bats Co.',
  biography: null,
  website: 'https://bayoubats.example',
  socialLinks: { twitter: null, instagram: null, facebook: null, linkedin: null, website: null },
  preferredCategories: ['tournaments'],
  targetAudience: null,
  geographicFocus: ['New Orleans'],
  typicalBudgetMin: 50_000,
  typicalBudgetMax: 250_000,
  ...overrides,
});

const matchupCreated = (userId: string): AreaProfileEvent => ({
  type: 'MatchupProfileCreated',
  data: { userId, role: 'coach', ...matchupFields(), createdAt: earlier },
});
const connectCreated = (userId: string, fields = connectFields()): AreaProfileEvent => ({
  type: 'ConnectProfileCreated',
  data: { userId, ...fields, createdAt: earlier },
});

describe('creating the Matchups profile (at registration through the Matchups variant)', () => {
  it.each(['athlete', 'coach', 'scout'])(
    'given none, when a %s registers, then it is created with that role, empty and active',
    (role) => {
      const userId = randomUUID();
      expect(
        decideCreateMatchupProfile({ type: 'CreateMatchupProfile', userId, role, now }, given()),
      ).toEqual([
        {
          type: 'MatchupProfileCreated',
          data: {
            userId,
            role,
            organization: null,
            title: null,
            sport: null,
            level: null,
            isActive: true,
            createdAt: now.toISOString(),
          },
        },
      ]);
    },
  );

  it.each(['parent', 'fan', 'admin'])(
    'refuses the role %s, which the Matchups variant does not offer',
    (role) => {
      expect(() =>
        decideCreateMatchupProfile(
          { type: 'CreateMatchupProfile', userId: randomUUID(), role, now },
          given(),
        ),
      ).toThrow(MatchupRoleNotOffered);
    },
  );

  it('given one already, refuses a second', () => {
    const userId = randomUUID();
    expect(() =>
      decideCreateMatchupProfile(
        { type: 'CreateMatchupProfile', userId, role: 'coach', now },
        given(matchupCreated(userId)),
      ),
    ).toThrow(MatchupProfileExists);
  });
});

describe('editing the Matchups profile', () => {
  it('given none, refuses: there is nothing to edit', () => {
    expect(() =>
      decideUpdateMatchupProfile(
        { type: 'UpdateMatchupProfile', userId: randomUUID(), fields: matchupFields(), now },
        given(),
      ),
    ).toThrow(NoMatchupProfile);
  });

  it('given one, records the whole form; the same form again records nothing', () => {
    const userId = randomUUID();
    const fields = matchupFields({
      organization: 'Jesuit HS',
      sport: 'baseball',
      level: 'high_school',
    });
    const events = decideUpdateMatchupProfile(
      { type: 'UpdateMatchupProfile', userId, fields, now },
      given(matchupCreated(userId)),
    );
    expect(events).toEqual([
      { type: 'MatchupProfileUpdated', data: { userId, ...fields, updatedAt: now.toISOString() } },
    ]);
    const after = given(matchupCreated(userId), ...events);
    expect(after.matchups?.role).toBe('coach');
    expect(
      decideUpdateMatchupProfile({ type: 'UpdateMatchupProfile', userId, fields, now }, after),
    ).toEqual([]);
  });
});

describe('adding a Connect profile (an existing account)', () => {
  it('given none, creates it with the form', () => {
    const userId = randomUUID();
    const fields = connectFields();
    expect(
      decideCreateConnectProfile({ type: 'CreateConnectProfile', userId, fields, now }, given()),
    ).toEqual([
      { type: 'ConnectProfileCreated', data: { userId, ...fields, createdAt: now.toISOString() } },
    ]);
  });

  it('given a Matchups profile only, still adds it: one of each kind', () => {
    const userId = randomUUID();
    const events = decideCreateConnectProfile(
      { type: 'CreateConnectProfile', userId, fields: connectFields(), now },
      given(matchupCreated(userId)),
    );
    expect(events.map((event) => event.type)).toEqual(['ConnectProfileCreated']);
  });

  it('given one already, refuses a second', () => {
    const userId = randomUUID();
    expect(() =>
      decideCreateConnectProfile(
        { type: 'CreateConnectProfile', userId, fields: connectFields(), now },
        given(connectCreated(userId)),
      ),
    ).toThrow(ConnectProfileExists);
  });

  it('refuses the admin type, which only staff give', () => {
    expect(() =>
      decideCreateConnectProfile(
        {
          type: 'CreateConnectProfile',
          userId: randomUUID(),
          fields: connectFields({ userType: 'admin' }),
          now,
        },
        given(),
      ),
    ).toThrow(ConnectAdminNotChosen);
  });
});

describe('editing the Connect profile', () => {
  it('given none, refuses', () => {
    expect(() =>
      decideUpdateConnectProfile(
        { type: 'UpdateConnectProfile', userId: randomUUID(), fields: connectFields(), now },
        given(),
      ),
    ).toThrow(NoConnectProfile);
  });

  it('given one, records a changed form and nothing for the same form', () => {
    const userId = randomUUID();
    const state = given(connectCreated(userId));
    const changed = connectFields({ userType: 'organizer', typicalBudgetMax: null });
    expect(
      decideUpdateConnectProfile(
        { type: 'UpdateConnectProfile', userId, fields: changed, now },
        state,
      ),
    ).toEqual([
      { type: 'ConnectProfileUpdated', data: { userId, ...changed, updatedAt: now.toISOString() } },
    ]);
    expect(
      decideUpdateConnectProfile(
        { type: 'UpdateConnectProfile', userId, fields: connectFields(), now },
        state,
      ),
    ).toEqual([]);
  });

  it('refuses turning oneself into an admin', () => {
    const userId = randomUUID();
    expect(() =>
      decideUpdateConnectProfile(
        { type: 'UpdateConnectProfile', userId, fields: connectFields({ userType: 'admin' }), now },
        given(connectCreated(userId)),
      ),
    ).toThrow(ConnectAdminNotChosen);
  });
});
