import { asksGuardianEmail as asksGuardianEmailAt, MESSAGES } from '@server/youscout/constants';
import { nominateSchema } from '@server/youscout/schemas';
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
export const asksGuardianEmail = (values: Pick<NominateValues, 'age' | 'nominatorIsGuardian'>) =>
  asksGuardianEmailAt(ageOf(values.age), values.nominatorIsGuardian);

/**
 * The latest date that is today somewhere on Earth (UTC+14): the server refuses a later game
 * date, and never one played today in Samoa, so neither does the form.
 */
export const latestGameDate = (now: Date = new Date()) =>
  new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * The body the form would send, for the server's schema to read, but that a choice not made and
 * an age not typed are fields not sent (the server's "… is required"; the form sends none).
 */
function bodyOf(values: NominateValues): Record<string, unknown> {
  const body: Record<string, unknown> = { ...toNomination(values) };
  for (const field of ['age', 'sport', 'position', 'state'] as const) {
    const value = values[field];
    if (typeof value === 'string' && !value.trim()) body[field] = undefined;
  }
  return body;
}

/**
 * Each field's message, from POST /api/you-scout/nominations' own schema (its first issue for the
 * field), and the decision's one rule that needs the clock: no game date later than today
 * anywhere on Earth.
 */
export function nominateErrors(values: NominateValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = bodyOf(values);
  const result = nominateSchema.safeParse(body);
  for (const issue of result.success ? [] : result.error.issues)
    errors[String(issue.path[0])] ??= issue.message;
  // The schema asks for the guardian's address only once every field has a value of its kind;
  // the form tells it at once, beside the other fields' messages.
  if (!errors.guardianEmail && asksGuardianEmail(values) && body.guardianEmail === null)
    errors.guardianEmail = MESSAGES.guardianEmailRequired;
  if (!errors.gameDate && values.gameDate && values.gameDate > latestGameDate())
    errors.gameDate = MESSAGES.gameDateFuture;
  return errors;
}

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
