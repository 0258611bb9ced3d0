import { MAX_GRAD_YEAR, MAX_RANK, MIN_GRAD_YEAR, MIN_RANK } from './choices';

// Document 2 §5's rules and messages, word for word.

type Validator = (value: unknown) => string | undefined;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const requiredText =
  (message: string): Validator =>
  (value) =>
    isBlank(value) ? message : undefined;

const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(number) ? number : undefined;
};

export const validateFirstName = requiredText('First name is required');
export const validateLastName = requiredText('Last name is required');
export const validatePrimaryPosition = requiredText('Primary position is required');
export const validateSchool = requiredText('School is required');

export const validateGradYear: Validator = (value) => {
  if (isBlank(value)) return 'Graduation year is required';
  const year = wholeNumber(value);
  if (year === undefined) return 'Graduation year must be a number';
  if (year < MIN_GRAD_YEAR) return `Graduation year must be ${MIN_GRAD_YEAR} or later`;
  if (year > MAX_GRAD_YEAR) return `Graduation year must be ${MAX_GRAD_YEAR} or earlier`;
  return undefined;
};

/** An unranked prospect may stay unranked when edited (the server keeps it so). */
export const rankValidator =
  ({ allowUnranked }: { allowUnranked: boolean }): Validator =>
  (value) => {
    if (isBlank(value)) return allowUnranked ? undefined : 'Rank is required';
    const rank = wholeNumber(value);
    if (rank === undefined) return 'Rank must be a number';
    if (rank < MIN_RANK) return `Rank must be at least ${MIN_RANK}`;
    if (rank > MAX_RANK) return `Rank must be ${MAX_RANK} or less`;
    return undefined;
  };

const BLANK_WORDS = ['none', 'unknown'];
const OPTIONAL_TEXT = ['positionSecondary', 'battingThrowingHand', 'teamName'] as const;

/** Before sending: "none" and "unknown" become empty strings; numbers are numbers. */
export function cleanProspect<T extends Record<string, unknown>>(data: T): T {
  const out: Record<string, unknown> = { ...data };
  for (const field of OPTIONAL_TEXT) {
    const value = out[field];
    if (value === null || value === undefined) out[field] = '';
    else if (typeof value === 'string')
      out[field] = BLANK_WORDS.includes(value.trim().toLowerCase()) ? '' : value.trim();
  }
  if (out.gradYear !== undefined && out.gradYear !== '') out.gradYear = Number(out.gradYear);
  if (out.nolaRank === '' || out.nolaRank === undefined) out.nolaRank = null;
  else if (out.nolaRank !== null) out.nolaRank = Number(out.nolaRank);
  return out as T;
}
