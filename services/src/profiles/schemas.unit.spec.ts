import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/http/validate';
import { profileSchema } from './schemas';

function errorsOf(body: unknown): Record<string, string> {
  const result = profileSchema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return fieldErrors(result.error);
}

const PHOTO = 'Photo must be an image uploaded to this site (a /uploads/… address)';

describe('profileSchema', () => {
  it('fills what is left out: empty values null, notification flags their defaults', () => {
    expect(profileSchema.parse({ displayName: '  Coach K  ', bio: '   ', location: '' })).toEqual({
      displayName: 'Coach K',
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
      notificationPreferences: {
        emailNotifications: true,
        nominationAlerts: true,
        votingReminders: true,
        newsletterSubscription: false,
        evaluationUpdates: true,
        verificationUpdates: true,
        securityNotices: true,
      },
    });
  });

  it('keeps every field it is given', () => {
    const body = {
      displayName: 'Coach K',
      bio: 'Hitting coach since 2010',
      location: 'Metairie, LA',
      teamName: 'Bayou Bombers',
      teamPosition: 'strength_coach',
      photoUrl: `/uploads/${'a1'.repeat(16)}.webp`,
      socialLinks: {
        twitter: '@coachk',
        instagram: 'coach.k',
        facebook: 'https://facebook.com/coachk',
        linkedin: null,
        website: 'https://bayoubombers.example',
      },
      notificationPreferences: {
        emailNotifications: false,
        nominationAlerts: true,
        votingReminders: false,
        newsletterSubscription: true,
        evaluationUpdates: false,
        verificationUpdates: true,
        securityNotices: true,
      },
    };
    expect(profileSchema.parse(body)).toEqual(body);
  });

  it.each([
    [undefined, 'Display name must be at least 2 characters'],
    ['K', 'Display name must be at least 2 characters'],
    ['  K  ', 'Display name must be at least 2 characters'],
    ['x'.repeat(51), 'Display name must be at most 50 characters'],
  ])('refuses display name %j with "%s"', (displayName, message) => {
    expect(errorsOf({ displayName })).toEqual({ displayName: message });
  });

  it('accepts display names of 2 and 50 characters and a bio of 500', () => {
    expect(profileSchema.parse({ displayName: 'KK' }).displayName).toBe('KK');
    expect(profileSchema.parse({ displayName: 'x'.repeat(50) }).displayName).toHaveLength(50);
    expect(profileSchema.parse({ displayName: 'KK', bio: 'b'.repeat(500) }).bio).toHaveLength(500);
  });

  it('gives each text limit its message', () => {
    expect(
      errorsOf({
        displayName: 'Coach K',
        bio: 'b'.repeat(501),
        location: 'l'.repeat(101),
        teamName: 't'.repeat(101),
        teamPosition: 'ball_boy',
      }),
    ).toEqual({
      bio: 'Bio must be less than 500 characters',
      location: 'Location must be at most 100 characters',
      teamName: 'Team name must be at most 100 characters',
      teamPosition:
        'Team position must be one of head_coach, assistant_coach, hitting_coach, pitching_coach, strength_coach, other',
    });
    expect(errorsOf({ displayName: 'Coach K', bio: 7 })).toEqual({ bio: 'Bio must be text' });
  });

  it.each([
    ['https://evil.example/me.png'],
    ['/uploads/../secret'],
    ['/uploads/me.png'],
    ['javascript:alert(1)'],
  ])('refuses photo URL %j: only this site’s uploads', (photoUrl) => {
    expect(errorsOf({ displayName: 'Coach K', photoUrl })).toEqual({ photoUrl: PHOTO });
  });

  it.each([
    [
      'twitter',
      'javascript:alert(1)',
      'Twitter must be a handle like @name or a link starting with https://',
    ],
    [
      'instagram',
      'has spaces',
      'Instagram must be a handle like @name or a link starting with https://',
    ],
    [
      'facebook',
      'ftp://fb.example',
      'Facebook must be a handle like @name or a link starting with https://',
    ],
    ['linkedin', '<b>', 'LinkedIn must be a handle like @name or a link starting with https://'],
    ['website', 'bayoubombers', 'Website must be a link starting with http:// or https://'],
    ['website', `https://${'a'.repeat(200)}.example`, 'Website must be at most 200 characters'],
  ])('refuses %s %j', (network, value, message) => {
    expect(errorsOf({ displayName: 'Coach K', socialLinks: { [network]: value } })).toEqual({
      socialLinks: message,
    });
  });

  it('names unknown social networks and preferences under their own field', () => {
    expect(
      errorsOf({
        displayName: 'Coach K',
        socialLinks: { tiktok: '@k' },
        notificationPreferences: { sms: true },
      }),
    ).toEqual({
      socialLinks:
        'Social links may be only twitter, instagram, facebook, linkedin, website (not tiktok)',
      notificationPreferences:
        'Notification preferences may be only emailNotifications, nominationAlerts, votingReminders, newsletterSubscription, evaluationUpdates, verificationUpdates, securityNotices (not sms)',
    });
    expect(
      errorsOf({ displayName: 'Coach K', socialLinks: 'x', notificationPreferences: [] }),
    ).toEqual({
      socialLinks: 'Social links must be an object',
      notificationPreferences: 'Notification preferences must be an object',
    });
  });

  it('wants notification flags to be true or false', () => {
    expect(
      errorsOf({ displayName: 'Coach K', notificationPreferences: { votingReminders: 'yes' } }),
    ).toEqual({ notificationPreferences: 'votingReminders must be true or false' });
  });

  it('refuses verificationStatus, which staff set, and any unknown field', () => {
    expect(
      errorsOf({ displayName: 'Coach K', verificationStatus: 'verified', userId: 'x' }),
    ).toEqual({
      verificationStatus: 'Verification status is set by staff and cannot be changed here',
      userId: 'Unknown field',
    });
  });
});
