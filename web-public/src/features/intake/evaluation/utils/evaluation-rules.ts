import { EMAIL_PATTERN, EVALUATION_RULES } from '@server/intake/constants';

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

/** The server's own limits (a form valid here is never refused) and messages. */
export const MAX_LENGTHS = Object.fromEntries(
  Object.entries(EVALUATION_RULES)
    .filter(([field]) => field !== 'playerAge')
    .map(([field, rule]) => [field, rule.max]),
) as { [Field in Exclude<keyof typeof EVALUATION_RULES, 'playerAge'>]: number };

export const MIN_AGE = EVALUATION_RULES.playerAge.min;
export const MAX_AGE = EVALUATION_RULES.playerAge.max;

/** Number coercion as the server does it: a number, or a numeric string; nothing else. */
export function ageOf(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

const atLeast =
  ({ min, message }: { min: number; message: string }) =>
  (value: string) =>
    value.trim().length >= min ? null : message;

/** Document 1 §5's rules and messages, word for word; the server trims, so these do too. */
export const evaluationRules = {
  parentName: atLeast(EVALUATION_RULES.parentName),
  parentEmail: (value: string) =>
    EMAIL_PATTERN.test(value.trim()) ? null : EVALUATION_RULES.parentEmail.message,
  parentPhone: atLeast(EVALUATION_RULES.parentPhone),
  playerName: atLeast(EVALUATION_RULES.playerName),
  /** As the server checks it, message for message: a number, whole, 6 to 18. */
  playerAge: (value: number | string) => {
    const age = ageOf(value);
    const { min, max, message, wholeMessage, rangeMessage } = EVALUATION_RULES.playerAge;
    if (!Number.isFinite(age) || age <= 0) return message;
    if (!Number.isInteger(age)) return wholeMessage;
    return age >= min && age <= max ? null : rangeMessage;
  },
  playerPosition: atLeast(EVALUATION_RULES.playerPosition),
  playerSchool: atLeast(EVALUATION_RULES.playerSchool),
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
