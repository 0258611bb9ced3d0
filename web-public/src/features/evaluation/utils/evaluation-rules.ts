/** The evaluation form as edited; the age input yields '' while empty. */
export type EvaluationFormValues = {
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  playerName: string;
  playerAge: number | string;
  playerPosition: string;
  playerSchool: string;
  additionalInfo: string;
};

/** Document 1 §5: empty strings, and an age of 0. */
export const EVALUATION_DEFAULTS: EvaluationFormValues = {
  parentName: '',
  parentEmail: '',
  parentPhone: '',
  playerName: '',
  playerAge: 0,
  playerPosition: '',
  playerSchool: '',
  additionalInfo: '',
};

/**
 * The longest value the server takes for each field (services/src/intake/schemas.ts); the
 * inputs stop there, so a form valid here is never refused for length.
 */
export const MAX_LENGTHS = {
  parentName: 100,
  parentEmail: 254,
  parentPhone: 30,
  playerName: 100,
  playerPosition: 50,
  playerSchool: 200,
  additionalInfo: 5000,
} as const;

/** The server's own upper bound on the age; it answers the same message past it. */
export const MAX_AGE = 99;

// The shape the server's e-mail check accepts (zod's), so both sides agree on what is valid.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Number coercion as the server does it: a number, or a numeric string; nothing else. */
export function ageOf(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

const atLeast = (min: number, message: string) => (value: string) =>
  value.trim().length >= min ? null : message;

/** Document 1 §5's rules and messages, word for word; the server trims, so these do too. */
export const evaluationRules = {
  parentName: atLeast(2, 'Name is required'),
  parentEmail: (value: string) => (EMAIL.test(value.trim()) ? null : 'Invalid email address'),
  parentPhone: atLeast(10, 'Valid phone number is required'),
  playerName: atLeast(2, 'Player name is required'),
  playerAge: (value: number | string) => {
    const age = ageOf(value);
    return Number.isInteger(age) && age > 0 && age <= MAX_AGE ? null : 'Valid age is required';
  },
  playerPosition: atLeast(1, 'Position is required'),
  playerSchool: atLeast(2, 'School/team is required'),
};

/** Every failing field's message for these values; empty when the form is valid. */
export function evaluationErrors(values: EvaluationFormValues): Record<string, string> {
  const results: Record<keyof typeof evaluationRules, string | null> = {
    parentName: evaluationRules.parentName(values.parentName),
    parentEmail: evaluationRules.parentEmail(values.parentEmail),
    parentPhone: evaluationRules.parentPhone(values.parentPhone),
    playerName: evaluationRules.playerName(values.playerName),
    playerAge: evaluationRules.playerAge(values.playerAge),
    playerPosition: evaluationRules.playerPosition(values.playerPosition),
    playerSchool: evaluationRules.playerSchool(values.playerSchool),
  };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(results)) if (message) errors[field] = message;
  return errors;
}
