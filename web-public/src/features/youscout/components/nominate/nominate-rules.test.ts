import { nominateSchema } from '@server/youscout/schemas';
import { describe, expect, it } from 'vitest';
import {
  asksGuardianEmail,
  latestGameDate,
  NOMINATE_DEFAULTS,
  type NominateValues,
  nominateErrors,
  toNomination,
} from './nominate-rules';

const valid: NominateValues = {
  ...NOMINATE_DEFAULTS,
  firstName: 'Jalen',
  lastName: 'Brooks',
  age: 14,
  sport: 'baseball',
  position: 'SS',
  state: 'LA',
  performance: 'Three hits and two stolen bases in the semifinal.',
  submittedByName: 'Renee Brooks',
  submittedByEmail: 'renee@example.com',
};

/** Every field's message from the form's rules, as the form runs them. */
const formErrors = (values: NominateValues): Record<string, string> => nominateErrors(values);

/**
 * Every field's first message from the server's own schema, for the body the form sends; a
 * choice not made is a field not sent (the form never sends one: it stops at its own check).
 */
function serverErrors(values: NominateValues): Record<string, string> {
  const body: Record<string, unknown> = { ...toNomination(values) };
  for (const choice of ['sport', 'position', 'state']) if (body[choice] === '') delete body[choice];
  const result = nominateSchema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the nominate form checks as the server does, message for message', () => {
  const cases: [string, Partial<NominateValues>][] = [
    ['a valid form', {}],
    ['no first name', { firstName: '  ' }],
    ['no last name', { lastName: '' }],
    ['an age of 5', { age: 5 }],
    ['an age of 19', { age: 19 }],
    ['an age of 12.5', { age: 12.5 }],
    ['no sport', { sport: '' }],
    ['no position', { position: '' }],
    ['no state', { state: '' }],
    ['a short performance', { performance: 'Good game.' }],
    ['a long performance', { performance: 'x'.repeat(2001) }],
    ['no name', { submittedByName: '' }],
    ['a bad e-mail', { submittedByEmail: 'renee@' }],
    ['a bad phone', { submittedByPhone: '12' }],
    ['a phone with letters', { submittedByPhone: '504-CALL-NOW' }],
    ['under 13 with no guardian e-mail', { age: 11 }],
    ['under 13 with a bad guardian e-mail', { age: 11, guardianEmail: 'nope' }],
    ['under 13 by the guardian', { age: 11, nominatorIsGuardian: true }],
    ['under 13 with a guardian e-mail', { age: 8, guardianEmail: 'mom@example.com' }],
  ];
  it.each(cases)('given %s', (_name, change) => {
    const values = { ...valid, ...change };
    expect(formErrors(values)).toEqual(serverErrors(values));
  });

  it('given an empty age, then "Age is required" (the server is never sent one)', () => {
    expect(formErrors({ ...valid, age: '' })).toEqual({ age: 'Age is required' });
  });
});

describe('the game date', () => {
  it('allows today anywhere on Earth and refuses the day after', () => {
    const latest = latestGameDate();
    expect(formErrors({ ...valid, gameDate: latest })).toEqual({});
    const next = new Date(`${latest}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(formErrors({ ...valid, gameDate: next.toISOString().slice(0, 10) })).toEqual({
      gameDate: 'Game date cannot be in the future',
    });
  });

  it('is 14 hours ahead of UTC', () => {
    expect(latestGameDate(new Date('2026-05-01T09:59:00Z'))).toBe('2026-05-01');
    expect(latestGameDate(new Date('2026-05-01T10:00:00Z'))).toBe('2026-05-02');
  });
});

describe('the guardian e-mail', () => {
  it('is asked only under 13 when the nominator is not the guardian', () => {
    expect(asksGuardianEmail({ age: 12, nominatorIsGuardian: false })).toBe(true);
    expect(asksGuardianEmail({ age: '6', nominatorIsGuardian: false })).toBe(true);
    expect(asksGuardianEmail({ age: 13, nominatorIsGuardian: false })).toBe(false);
    expect(asksGuardianEmail({ age: 12, nominatorIsGuardian: true })).toBe(false);
    expect(asksGuardianEmail({ age: '', nominatorIsGuardian: false })).toBe(false);
  });

  it('is not sent when it was not asked, even if typed before the age changed', () => {
    const body = toNomination({ ...valid, age: 15, guardianEmail: 'mom@example.com' });
    expect(body.guardianEmail).toBeNull();
  });
});

it('sends optional fields left empty as null, and the age as a number', () => {
  const body = toNomination({ ...valid, age: '14', school: '  ', video: '' });
  expect(body).toMatchObject({ age: 14, school: null, video: null, gameDate: null });
});
