import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../core/http/validate';
import {
  contactSchema,
  evaluationSchema,
  evaluationUpdateSchema,
  newsletterSchema,
} from './schemas';

function errorsOf(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return fieldErrors(result.error);
}

const validContact = {
  name: 'Dana Broussard',
  email: 'dana@nola.gov',
  organization: 'NORD',
  message: 'We would like to talk about summer camps.',
};

describe('contactSchema', () => {
  it('accepts a valid message and trims every field', () => {
    expect(
      contactSchema.parse({
        name: '  Dana Broussard ',
        email: ' dana@nola.gov ',
        organization: ' NORD ',
        message: '  We would like to talk about summer camps. ',
      }),
    ).toEqual(validContact);
  });

  it.each([
    ['name', 'D', 'Name must be at least 2 characters'],
    ['name', '  D  ', 'Name must be at least 2 characters'],
    ['name', undefined, 'Name must be at least 2 characters'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['email', 'dana', 'Please enter a valid email address'],
    ['email', 'dana@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@nola.gov`, 'Email must be at most 254 characters'],
    ['organization', 'N', 'Organization must be at least 2 characters'],
    ['organization', undefined, 'Organization must be at least 2 characters'],
    ['organization', 'x'.repeat(201), 'Organization must be at most 200 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', '   short    ', 'Message must be at least 10 characters'],
    ['message', undefined, 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    expect(errorsOf(contactSchema, { ...validContact, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('accepts the shortest and longest allowed values', () => {
    expect(() =>
      contactSchema.parse({
        name: 'Al',
        email: 'a@b.co',
        organization: 'AB',
        message: '0123456789',
      }),
    ).not.toThrow();
    expect(() => contactSchema.parse({ ...validContact, message: 'x'.repeat(5000) })).not.toThrow();
  });

  it('refuses unknown fields', () => {
    expect(errorsOf(contactSchema, { ...validContact, newsletter: true })).toEqual({
      newsletter: 'Unknown field',
    });
  });

  it('reports every bad field at once', () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      organization: 'Organization must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
  });
});

describe('newsletterSchema', () => {
  it('needs only an e-mail; a blank name means none', () => {
    expect(newsletterSchema.parse({ email: ' fan@example.com ' })).toEqual({
      email: 'fan@example.com',
      name: null,
    });
    expect(newsletterSchema.parse({ email: 'fan@example.com', name: '  ' }).name).toBeNull();
    expect(newsletterSchema.parse({ email: 'fan@example.com', name: ' Pat ' }).name).toBe('Pat');
  });

  it('refuses a bad e-mail, a long name and unknown fields', () => {
    expect(errorsOf(newsletterSchema, { email: 'fan' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(newsletterSchema, { email: 'fan@example.com', name: 'x'.repeat(101) })).toEqual(
      { name: 'Name must be at most 100 characters' },
    );
    expect(errorsOf(newsletterSchema, { email: 'fan@example.com', list: 'all' })).toEqual({
      list: 'Unknown field',
    });
  });
});

const validEvaluation = {
  parentName: 'Renee Batiste',
  parentEmail: 'renee@example.com',
  parentPhone: '504-555-0142',
  playerName: 'Andre Batiste',
  playerAge: 14,
  playerPosition: 'SS',
  playerSchool: 'Jesuit High School',
  additionalInfo: 'Throws 80 mph',
};

describe('evaluationSchema', () => {
  it('accepts the eight form fields and trims the text', () => {
    expect(
      evaluationSchema.parse({
        ...validEvaluation,
        parentName: ' Renee Batiste ',
        playerSchool: ' Jesuit High School ',
      }),
    ).toEqual(validEvaluation);
  });

  it.each([
    ['parentName', 'R', 'Name is required'],
    ['parentName', undefined, 'Name is required'],
    ['parentName', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['parentEmail', 'renee', 'Invalid email address'],
    ['parentEmail', undefined, 'Invalid email address'],
    ['parentPhone', '555-0142', 'Valid phone number is required'],
    ['parentPhone', undefined, 'Valid phone number is required'],
    ['parentPhone', '5'.repeat(31), 'Phone number must be at most 30 characters'],
    ['playerName', 'A', 'Player name is required'],
    ['playerName', undefined, 'Player name is required'],
    ['playerPosition', '', 'Position is required'],
    ['playerPosition', '   ', 'Position is required'],
    ['playerPosition', undefined, 'Position is required'],
    ['playerSchool', 'J', 'School/team is required'],
    ['playerSchool', undefined, 'School/team is required'],
    ['additionalInfo', 'x'.repeat(5001), 'Additional information must be at most 5000 characters'],
    ['additionalInfo', 42, 'Additional information must be text'],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    expect(errorsOf(evaluationSchema, { ...validEvaluation, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    [6, 6],
    [18, 18],
  ])('accepts the age %j as %d', (playerAge, age) => {
    expect(evaluationSchema.parse({ ...validEvaluation, playerAge }).playerAge).toBe(age);
  });

  it.each([[0], [-1], ['abc'], [''], [null], [undefined], [true], [Number.NaN]])(
    'refuses the age %j with "Valid age is required"',
    (playerAge) => {
      expect(errorsOf(evaluationSchema, { ...validEvaluation, playerAge })).toEqual({
        playerAge: 'Valid age is required',
      });
    },
  );

  it.each([[12.5], ['12.5'], [6.5]])('refuses the fractional age %j as not whole', (playerAge) => {
    expect(errorsOf(evaluationSchema, { ...validEvaluation, playerAge })).toEqual({
      playerAge: 'Age must be a whole number of years',
    });
  });

  it.each([[5], ['5'], [19], [100]])('refuses the age %j as outside 6 to 18', (playerAge) => {
    expect(errorsOf(evaluationSchema, { ...validEvaluation, playerAge })).toEqual({
      playerAge: 'We evaluate players ages 6 to 18',
    });
  });

  it('takes additionalInfo as optional: absent, null and blank all mean none', () => {
    const { additionalInfo: _none, ...withoutInfo } = validEvaluation;
    expect(evaluationSchema.parse(withoutInfo).additionalInfo).toBeNull();
    expect(
      evaluationSchema.parse({ ...withoutInfo, additionalInfo: null }).additionalInfo,
    ).toBeNull();
    expect(
      evaluationSchema.parse({ ...withoutInfo, additionalInfo: '  ' }).additionalInfo,
    ).toBeNull();
  });

  it('refuses unknown fields', () => {
    expect(errorsOf(evaluationSchema, { ...validEvaluation, gradYear: 2027 })).toEqual({
      gradYear: 'Unknown field',
    });
  });

  it('reports every bad field at once', () => {
    expect(errorsOf(evaluationSchema, {})).toEqual({
      parentName: 'Name is required',
      parentEmail: 'Invalid email address',
      parentPhone: 'Valid phone number is required',
      playerName: 'Player name is required',
      playerAge: 'Valid age is required',
      playerPosition: 'Position is required',
      playerSchool: 'School/team is required',
    });
  });
});

describe('evaluationUpdateSchema', () => {
  it('reads the status and version from a whole react-admin record', () => {
    expect(
      evaluationUpdateSchema.parse({ id: 'x', status: 'contacted', version: 0, playerName: 'A' }),
    ).toMatchObject({ status: 'contacted', version: 0 });
  });

  it('refuses an unknown status', () => {
    expect(errorsOf(evaluationUpdateSchema, { status: 'lost' })).toEqual({
      status: 'Status must be one of pending, contacted, scheduled, completed, declined',
    });
  });
});
