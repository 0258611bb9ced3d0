import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Role } from '../accounts/events';
import { decideCoachVerification, decideUpdateProfile, type UpdateProfile } from './decide';
import { CoachFieldsNotAllowed, ProfileNotCreated, VerificationOnlyForCoaches } from './errors';
import type { ProfileEvent, ProfileFields, VerificationStatus } from './events';
import { evolve, initialProfile } from './profile';

const now = new Date('2025-06-01T10:00:00.000Z');
const givenProfile = (...events: ProfileEvent[]) => events.reduce(evolve, initialProfile);

const fields = (overrides: Partial<ProfileFields> = {}): ProfileFields => ({
  displayName: 'Coach K',
  bio: null,
  location: 'New Orleans',
  teamName: null,
  teamPosition: null,
  photoUrl: null,
  socialLinks: {
    twitter: '@coachk',
    instagram: null,
    facebook: null,
    linkedin: null,
    website: null,
  },
  notificationPreferences: {
    emailNotifications: true,
    nominationAlerts: true,
    votingReminders: true,
    newsletterSubscription: false,
    evaluationUpdates: true,
    verificationUpdates: true,
    securityNotices: true,
  },
  ...overrides,
});

const update = (
  userId: string,
  role: Role,
  overrides: Partial<ProfileFields> = {},
): UpdateProfile => ({
  type: 'UpdateProfile',
  userId,
  role,
  fields: fields(overrides),
  now,
});

const verify = (userId: string, role: Role, verificationStatus: VerificationStatus) =>
  ({ type: 'ChangeCoachVerification', userId, role, verificationStatus, now }) as const;

describe('updating a profile', () => {
  it('records the whole form as the profile, pending verification', () => {
    const userId = randomUUID();
    const events = decideUpdateProfile(update(userId, 'parent'), givenProfile());
    expect(events).toEqual([
      { type: 'UserProfileUpdated', data: { userId, ...fields(), updatedAt: now.toISOString() } },
    ]);
    expect(givenProfile(...events)).toEqual({
      status: 'created',
      fields: fields(),
      verificationStatus: 'pending',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
  });

  it('lets a coach set team name and position', () => {
    const userId = randomUUID();
    const [event] = decideUpdateProfile(
      update(userId, 'coach', { teamName: 'Bayou Bombers', teamPosition: 'hitting_coach' }),
      givenProfile(),
    );
    expect(event?.data).toMatchObject({ teamName: 'Bayou Bombers', teamPosition: 'hitting_coach' });
  });

  it('refuses team fields from anyone but a coach, field by field', () => {
    const userId = randomUUID();
    const both = update(userId, 'parent', { teamName: 'Bayou Bombers', teamPosition: 'other' });
    expect(() => decideUpdateProfile(both, givenProfile())).toThrow(CoachFieldsNotAllowed);
    const refusal = (() => {
      try {
        decideUpdateProfile(both, givenProfile());
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({
      status: 400,
      errors: {
        teamName: 'Only coaches can set a team name',
        teamPosition: 'Only coaches can set a team position',
      },
    });
    const one = update(userId, 'athlete', { teamPosition: 'head_coach' });
    expect(() => decideUpdateProfile(one, givenProfile())).toThrow(
      'Only coaches can set a team position',
    );
  });

  it('records nothing when the form is saved unchanged', () => {
    const userId = randomUUID();
    const given = givenProfile(...decideUpdateProfile(update(userId, 'fan'), givenProfile()));
    expect(decideUpdateProfile(update(userId, 'fan'), given)).toEqual([]);
    expect(decideUpdateProfile(update(userId, 'fan', { bio: 'Geaux!' }), given)).toHaveLength(1);
  });

  it('keeps the verification staff gave when the coach edits again', () => {
    const userId = randomUUID();
    const created = decideUpdateProfile(update(userId, 'coach'), givenProfile());
    const verified = decideCoachVerification(
      verify(userId, 'coach', 'verified'),
      givenProfile(...created),
    );
    const edited = decideUpdateProfile(
      update(userId, 'coach', { bio: 'New season' }),
      givenProfile(...created, ...verified),
    );
    expect(givenProfile(...created, ...verified, ...edited)).toMatchObject({
      verificationStatus: 'verified',
      fields: { bio: 'New season' },
    });
  });
});

describe('coach verification', () => {
  it('records what staff decided for a coach with a profile', () => {
    const userId = randomUUID();
    const given = givenProfile(...decideUpdateProfile(update(userId, 'coach'), givenProfile()));
    const events = decideCoachVerification(verify(userId, 'coach', 'rejected'), given);
    expect(events).toEqual([
      {
        type: 'CoachVerificationChanged',
        data: { userId, verificationStatus: 'rejected', changedAt: now.toISOString() },
      },
    ]);
    expect(
      givenProfile(...decideUpdateProfile(update(userId, 'coach'), givenProfile()), ...events),
    ).toMatchObject({ verificationStatus: 'rejected' });
  });

  it('records nothing when the status is already the one asked for', () => {
    const userId = randomUUID();
    const given = givenProfile(...decideUpdateProfile(update(userId, 'coach'), givenProfile()));
    expect(decideCoachVerification(verify(userId, 'coach', 'pending'), given)).toEqual([]);
  });

  it('refuses a user who is not a coach, and a coach without a profile, with 409', () => {
    const userId = randomUUID();
    const given = givenProfile(...decideUpdateProfile(update(userId, 'parent'), givenProfile()));
    expect(() => decideCoachVerification(verify(userId, 'parent', 'verified'), given)).toThrow(
      VerificationOnlyForCoaches,
    );
    expect(() =>
      decideCoachVerification(verify(userId, 'coach', 'verified'), givenProfile()),
    ).toThrow(ProfileNotCreated);
    expect(new VerificationOnlyForCoaches().status).toBe(409);
    expect(new ProfileNotCreated().status).toBe(409);
  });
});
