import { describe, expect, it } from 'vitest';
import {
  profileFormSchema,
  profileFormValues,
  toProfileInput,
} from '@/features/profiles/utils/profile-form';

const blank = profileFormValues(null, 'dana');
const messagesOf = (values: unknown) =>
  Object.fromEntries(
    (profileFormSchema.safeParse(values).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('profile form defaults', () => {
  it('before a profile exists: the username as display name, every flag on but the newsletter', () => {
    expect(blank.displayName).toBe('dana');
    expect(blank.notificationPreferences).toEqual({
      emailNotifications: true,
      nominationAlerts: true,
      votingReminders: true,
      newsletterSubscription: false,
      evaluationUpdates: true,
      verificationUpdates: true,
      securityNotices: true,
    });
  });
});

describe('profile rules (document 2 §5)', () => {
  it('display name 2 to 50', () => {
    expect(messagesOf({ ...blank, displayName: 'D' })).toEqual({
      displayName: 'Display name must be at least 2 characters',
    });
    expect(messagesOf({ ...blank, displayName: 'D'.repeat(51) })).toEqual({
      displayName: 'Display name must be at most 50 characters',
    });
  });

  it('bio at most 500', () => {
    expect(messagesOf({ ...blank, bio: 'b'.repeat(501) })).toEqual({
      bio: 'Bio must be less than 500 characters',
    });
    expect(messagesOf({ ...blank, bio: 'b'.repeat(500) })).toEqual({});
  });

  it('location and team name at most 100', () => {
    expect(messagesOf({ ...blank, location: 'x'.repeat(101), teamName: 't'.repeat(101) })).toEqual({
      location: 'Location must be at most 100 characters',
      teamName: 'Team name must be at most 100 characters',
    });
  });

  it('a social link is a handle or an address, as the server requires', () => {
    const socialLinks = { ...blank.socialLinks, twitter: 'not a handle', website: 'example.com' };
    expect(messagesOf({ ...blank, socialLinks })).toEqual({
      'socialLinks.twitter': 'Twitter must be a handle like @name or a link starting with https://',
      'socialLinks.website': 'Website must be a link starting with http:// or https://',
    });
  });
});

describe('what is sent', () => {
  it('empty optional values are null, and text is trimmed', () => {
    const input = toProfileInput({ ...blank, displayName: ' Dana ', location: '  ' }, false);
    expect(input).toEqual({
      displayName: 'Dana',
      bio: null,
      location: null,
      teamName: null,
      teamPosition: null,
      photoUrl: null,
      socialLinks: {
        twitter: null,
        instagram: null,
        facebook: null,
        linkedin: null,
        website: null,
      },
      notificationPreferences: blank.notificationPreferences,
    });
  });

  it('team fields go only with a coach', () => {
    const values = { ...blank, teamName: 'Bombers', teamPosition: 'head_coach' as const };
    expect(toProfileInput(values, true)).toMatchObject({
      teamName: 'Bombers',
      teamPosition: 'head_coach',
    });
    expect(toProfileInput(values, false)).toMatchObject({ teamName: null, teamPosition: null });
  });
});
