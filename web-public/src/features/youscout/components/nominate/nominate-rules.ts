import { isShownName, NAME_CHARACTERS_MESSAGE } from '@server/core/names/constants';
import { CONSENT_AGE, LIMITS, MAX_AGE, MESSAGES, MIN_AGE } from '@server/youscout/constants';
import type { NominationInput } from '@/features/youscout/api/create-nomination';

/** The form as edited: every input's text, the age as the number input yields it ('' empty). */
export type NominateValues = {
  firstName: string;
  lastName: string;
  age: number | string;
  sport: string;
  position: string;
  secondaryPosition: string;
  handedness: string;
  school: string;
  city: string;
  state: string;
  gameLocation: string;
  gameDate: string;
  performance: string;
  video: string;
  submittedByName: string;
  submittedByEmail: string;
  submittedByPhone: string;
  nominatorIsGuardian: boolean;
  guardianEmail: string;
};

export const NOMINATE_DEFAULTS: NominateValues = {
  firstName: '',
  lastName: '',
  age: '',
  sport: '',
  position: '',
  secondaryPosition: '',
  handedness: '',
  school: '',
  city: '',
  state: '',
  gameLocation: '',
  gameDate: '',
  performance: '',
  video: '',
  submittedByName: '',
  submittedByEmail: '',
  submittedByPhone: '',
  nominatorIsGuardian: false,
  guardianEmail: '',
};

/** A number, or the input's text of one; NaN for anything else (as the server reads it). */
export function ageOf(value: number | string): number {
  if (typeof value === 'number') return value;
  return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** The guardian's address is asked for an athlete under 13 whose nominator is not the guardian. */
export function asksGuardianEmail(values: Pick<NominateValues, 'age' | 'nominatorIsGuardian'>) {
  const age = ageOf(values.age);
  return (
    Number.isInteger(age) && age >= MIN_AGE && age < CONSENT_AGE && !values.nominatorIsGuardian
  );
}

/**
 * The latest date that is today somewhere on Earth (UTC+14): the server refuses a later game
 * date, and never one played today in Samoa, so neither does the form.
 */
export const latestGameDate = (now: Date = new Date()) =>
  new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

// The server's messages (services/src/youscout/schemas.ts), word for word; a test holds them equal.
const required = (label: string) => (value: string) =>
  value.trim() ? null : `${label} is required`;
/** A name: required, and every character shown as itself (the server's one name rule). */
const name = (label: string) => (value: string) =>
  required(label)(value) ?? (isShownName(value) ? null : NAME_CHARACTERS_MESSAGE);
const EMAIL = 'Please enter a valid email address';
const PHONE = 'Please enter a valid phone number';
const AGE_RANGE = `Age must be from ${MIN_AGE} to ${MAX_AGE}`;
const PERFORMANCE_MIN = `Performance description must be at least ${LIMITS.performanceMin} characters`;
const PERFORMANCE_MAX = `Performance description must be at most ${LIMITS.performanceMax.toLocaleString('en-US')} characters`;
/** Enough to catch a typo; the server has the last word on an address. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = (value: string) => (EMAIL_SHAPE.test(value.trim()) ? null : EMAIL);

export const nominateRules = {
  firstName: name('First name'),
  lastName: name('Last name'),
  age: (value: number | string) => {
    if (typeof value === 'string' && !value.trim()) return 'Age is required';
    const age = ageOf(value);
    if (Number.isNaN(age)) return 'Age must be a number';
    if (!Number.isInteger(age)) return 'Age must be a whole number of years';
    return age >= MIN_AGE && age <= MAX_AGE ? null : AGE_RANGE;
  },
  sport: (value: string) => (value ? null : 'Sport is required'),
  position: (value: string) => (value ? null : 'Primary position is required'),
  state: (value: string) => (value ? null : 'State is required'),
  gameDate: (value: string) => (value && value > latestGameDate() ? MESSAGES.gameDateFuture : null),
  performance: (value: string) => {
    const length = value.trim().length;
    if (length < LIMITS.performanceMin) return PERFORMANCE_MIN;
    return length > LIMITS.performanceMax ? PERFORMANCE_MAX : null;
  },
  submittedByName: name('Your name'),
  submittedByEmail: email,
  submittedByPhone: (value: string) => {
    if (!value.trim()) return null;
    const digits = value.replace(/\D/g, '').length;
    return /^\+?[\d\s().-]+$/.test(value.trim()) && digits >= 7 && digits <= 15 ? null : PHONE;
  },
  guardianEmail: (value: string, values: NominateValues) => {
    if (!asksGuardianEmail(values)) return null;
    return value.trim() ? email(value) : MESSAGES.guardianEmailRequired;
  },
};

const orNull = (value: string) => value.trim() || null;

/** The values as POST /api/you-scout/nominations takes them. */
export function toNomination(values: NominateValues): NominationInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    age: ageOf(values.age),
    sport: values.sport,
    position: values.position,
    secondaryPosition: orNull(values.secondaryPosition),
    handedness: orNull(values.handedness),
    school: orNull(values.school),
    city: orNull(values.city),
    state: values.state,
    gameLocation: orNull(values.gameLocation),
    gameDate: orNull(values.gameDate),
    performance: values.performance.trim(),
    video: orNull(values.video),
    submittedByName: values.submittedByName.trim(),
    submittedByEmail: values.submittedByEmail.trim(),
    submittedByPhone: orNull(values.submittedByPhone),
    nominatorIsGuardian: values.nominatorIsGuardian,
    guardianEmail: asksGuardianEmail(values) ? orNull(values.guardianEmail) : null,
  };
}
