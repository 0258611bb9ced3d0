import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../core/http/validate';
import {
  awardSchema,
  badgeSchema,
  badgeUpdateSchema,
  commentSchema,
  nominateSchema,
  reasonSchema,
  reportSchema,
  voidVotesSchema,
} from './schemas';

function errorsOf(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return fieldErrors(result.error);
}

const valid = {
  firstName: 'Jamie',
  lastName: 'Broussard',
  age: 15,
  sport: 'baseball',
  position: 'SS',
  state: 'LA',
  performance: 'Three hits and a diving catch to end the game.',
  submittedByName: 'Dana Coach',
  submittedByEmail: 'dana@example.com',
};

describe('nominateSchema', () => {
  it('accepts the required fields, trims them, and sets every optional one to null', () => {
    expect(nominateSchema.parse({ ...valid, firstName: ' Jamie ', state: 'la' })).toEqual({
      ...valid,
      secondaryPosition: null,
      handedness: null,
      school: null,
      city: null,
      gameLocation: null,
      gameDate: null,
      video: null,
      submittedByPhone: null,
      nominatorIsGuardian: false,
      guardianEmail: null,
    });
  });

  it('accepts every optional field, a numeric age from a form, and keeps the video’s canonical link', () => {
    const parsed = nominateSchema.parse({
      ...valid,
      age: '12',
      sport: 'softball',
      secondaryPosition: 'P',
      handedness: 'L/L',
      school: 'Mount Carmel Academy',
      city: 'New Orleans',
      gameLocation: 'City Park',
      gameDate: '2026-04-30',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      submittedByPhone: '(504) 555-0123',
      guardianEmail: 'parent@example.com',
    });
    expect(parsed).toMatchObject({
      age: 12,
      secondaryPosition: 'P',
      gameDate: '2026-04-30',
      guardianEmail: 'parent@example.com',
    });
    expect(parsed.video).toMatchObject({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it.each([
    ['firstName', undefined, 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'x'.repeat(51), 'First name must be at most 50 characters'],
    ['lastName', '', 'Last name is required'],
    ['age', undefined, 'Age is required'],
    ['age', 'ten', 'Age must be a number'],
    ['age', 12.5, 'Age must be a whole number of years'],
    ['age', 5, 'Age must be from 6 to 18'],
    ['age', 19, 'Age must be from 6 to 18'],
    ['sport', undefined, 'Sport is required'],
    ['sport', 'cricket', 'Sport must be baseball or softball'],
    ['position', undefined, 'Primary position is required'],
    ['position', 'QB', expect.stringMatching(/^Primary position must be one of P, C, 1B/)],
    ['secondaryPosition', 'QB', expect.stringMatching(/^Secondary position must be one of P, C/)],
    ['handedness', 'R', 'Bats/throws must be one of R/R, L/L, R/L, L/R, S/R, S/L'],
    ['school', 'x'.repeat(101), 'School must be at most 100 characters'],
    ['state', undefined, 'State is required'],
    ['state', 'Louisiana', 'State must be a US state code, such as LA'],
    ['gameDate', '30/04/2026', 'Game date must be a date like 2026-04-30'],
    ['gameDate', '2026-02-30', 'Game date must be a date like 2026-04-30'],
    ['performance', undefined, 'Performance description must be at least 20 characters'],
    [
      'performance',
      '  Great game!        ',
      'Performance description must be at least 20 characters',
    ],
    ['performance', 'x'.repeat(2001), 'Performance description must be at most 2,000 characters'],
    [
      'video',
      'https://example.com/clip.mp4',
      expect.stringMatching(/^Video must be a YouTube, Vimeo or Hudl link/),
    ],
    ['submittedByName', '', 'Your name is required'],
    ['submittedByEmail', 'dana@', 'Please enter a valid email address'],
    ['submittedByPhone', '555', 'Please enter a valid phone number'],
    ['submittedByPhone', 'call me', 'Please enter a valid phone number'],
    ['guardianEmail', 'nope', 'Please enter a valid email address'],
    ['nominatorIsGuardian', 'yes', 'Say whether you are the athlete’s parent or guardian'],
  ])('refuses %s %j with its message', (field, value, message) => {
    expect(errorsOf(nominateSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('takes "none", "unknown" and blanks as no value', () => {
    expect(
      nominateSchema.parse({
        ...valid,
        secondaryPosition: 'none',
        handedness: 'unknown',
        school: ' ',
        video: '',
      }),
    ).toMatchObject({
      secondaryPosition: null,
      handedness: null,
      school: null,
      video: null,
    });
  });

  it('asks for a guardian’s address under 13 unless the nominator is the guardian (whose own address is used)', () => {
    expect(errorsOf(nominateSchema, { ...valid, age: 12 })).toEqual({
      guardianEmail: "A parent or guardian's email is required for athletes under 13",
    });
    expect(
      nominateSchema.parse({
        ...valid,
        age: 12,
        nominatorIsGuardian: true,
        guardianEmail: 'x@example.com',
      }).guardianEmail,
    ).toBeNull();
    expect(nominateSchema.parse({ ...valid, age: 13 }).guardianEmail).toBeNull();
  });

  it('refuses unknown fields, a status or vote count above all', () => {
    expect(errorsOf(nominateSchema, { ...valid, status: 'approved', communityVotes: 100 })).toEqual(
      {
        status: 'Unknown field',
        communityVotes: 'Unknown field',
      },
    );
  });
});

describe('the other inputs', () => {
  it('a reason is required to reject, hide, restore or void', () => {
    expect(errorsOf(reasonSchema, { reason: '  ' })).toEqual({ reason: 'A reason is required' });
    expect(errorsOf(reasonSchema, {})).toEqual({ reason: 'A reason is required' });
    expect(reasonSchema.parse({ reason: ' Video is private ' })).toEqual({
      reason: 'Video is private',
    });
  });

  it('a void names a time with its end after its start', () => {
    const from = '2026-05-01T18:00:00Z';
    expect(errorsOf(voidVotesSchema, { from, to: from, reason: 'burst' })).toEqual({
      to: 'The end of the time must be after its start',
    });
    expect(errorsOf(voidVotesSchema, { from: 'yesterday', to: from, reason: 'burst' })).toEqual({
      from: 'Must be a time such as 2026-05-01T18:00:00Z',
    });
    expect(voidVotesSchema.parse({ from, to: '2026-05-01T19:00:00Z', reason: 'burst' }).to).toEqual(
      new Date('2026-05-01T19:00:00Z'),
    );
  });

  it('a comment is 1 to 1,000 characters; a report’s reason is optional', () => {
    expect(errorsOf(commentSchema, { comment: ' ' })).toEqual({ comment: 'Comment is required' });
    expect(errorsOf(commentSchema, { comment: 'x'.repeat(1001) })).toEqual({
      comment: 'Comment must be at most 1000 characters',
    });
    expect(reportSchema.parse({})).toEqual({ reason: null });
  });

  it('a badge has a name, description, icon and requirements; its rule is one of the rules or none', () => {
    const badge = {
      name: 'Talent Spotter',
      description: 'd',
      icon: 'binoculars',
      requirements: 'r',
    };
    expect(badgeSchema.parse(badge)).toEqual({ ...badge, rule: null });
    expect(errorsOf(badgeSchema, { ...badge, rule: 'most-handsome' })).toEqual({
      rule: expect.stringMatching(/^Rule must be one of first-nomination/),
    });
    expect(errorsOf(badgeSchema, { ...badge, name: '' })).toEqual({ name: 'Name is required' });
    expect(badgeUpdateSchema.parse({ icon: 'star' })).toEqual({ icon: 'star' });
    expect(badgeUpdateSchema.parse({ rule: null })).toEqual({ rule: null });
    expect(errorsOf(awardSchema, { userId: 'u1', badgeId: 'b1' })).toEqual({
      userId: 'User id must be a UUID',
      badgeId: 'Badge id must be a UUID',
    });
  });
});
