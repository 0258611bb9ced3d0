import { describe, expect, it } from 'vitest';
import {
  initialsOf,
  socialHref,
  teamPositionLabel,
  VERIFICATION_BADGES,
} from '@/features/profiles/utils/profile-display';

describe('initials', () => {
  it.each([
    ['Dana Broussard', 'DB'],
    ['Dana Marie Broussard', 'DB'],
    ['dana', 'DA'],
    ['d', 'D'],
    ['coach_k', 'CK'],
    ['  ', '?'],
    [null, '?'],
  ])('%s gives %s, never more than 2 characters', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
    expect(initialsOf(name).length).toBeLessThanOrEqual(2);
  });
});

describe('team positions', () => {
  it.each([
    ['head_coach', 'Head Coach'],
    ['assistant_coach', 'Assistant Coach'],
    ['hitting_coach', 'Hitting Coach'],
    ['pitching_coach', 'Pitching Coach'],
    ['strength_coach', 'Strength & Conditioning'],
    ['other', 'Other'],
  ] as const)('%s reads %s', (position, label) => {
    expect(teamPositionLabel(position)).toBe(label);
  });
});

describe('coach verification badge (document 2 §4)', () => {
  it('verified is a green Verified', () =>
    expect(VERIFICATION_BADGES.verified).toMatchObject({ label: 'Verified', color: 'green' }));
  it('pending is an amber Verification Pending', () =>
    expect(VERIFICATION_BADGES.pending).toMatchObject({
      label: 'Verification Pending',
      color: 'yellow',
    }));
  it('rejected is a red Verification Failed', () =>
    expect(VERIFICATION_BADGES.rejected).toMatchObject({
      label: 'Verification Failed',
      color: 'red',
    }));
});

describe('social links', () => {
  it('turns a handle into the network address', () =>
    expect(socialHref('instagram', '@nola.bats')).toBe('https://www.instagram.com/nola.bats'));
  it('keeps an http(s) address', () =>
    expect(socialHref('website', 'https://example.com')).toBe('https://example.com'));
  it('never makes a link of anything else', () => {
    expect(socialHref('website', 'example.com')).toBeNull();
    expect(socialHref('twitter', 'javascript:alert(1)')).toBeNull();
  });
});
