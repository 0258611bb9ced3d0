import { createProspectSchema } from '@server/prospects/schemas';
import { fieldRule } from '../common/field-rule';

// The server's rules for each field (document 2 §5's messages), taken from its schemas.
const field = createProspectSchema.shape;

export const validateFirstName = fieldRule(field.firstName);
export const validateLastName = fieldRule(field.lastName);
export const validatePrimaryPosition = fieldRule(field.positionPrimary);
export const validateSchool = fieldRule(field.school);
export const validateGradYear = fieldRule(field.gradYear);

/** An unranked prospect may stay unranked when edited (the server's PUT takes a null rank). */
export const rankValidator = ({ allowUnranked }: { allowUnranked: boolean }) =>
  fieldRule(allowUnranked ? field.nolaRank.nullable() : field.nolaRank);

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
