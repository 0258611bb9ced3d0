import {
  DEFAULT_GRAD_YEAR,
  GRAD_YEAR_CHOICES,
  HANDS,
  MAX_GRAD_YEAR,
  MAX_RANK,
  MIN_GRAD_YEAR,
  MIN_RANK,
  POSITIONS,
} from '@server/prospects/constants';

// Document 2 §9's constants for the prospect form: the server's, so the form allows what it does.
export { HANDS, MAX_GRAD_YEAR, MAX_RANK, MIN_GRAD_YEAR, MIN_RANK, POSITIONS };
/** The dropdown offers 2024–2030 (the server's list); 2023 is still valid for records that hold it. */
export const GRAD_YEAR_OPTIONS = GRAD_YEAR_CHOICES;
export { DEFAULT_GRAD_YEAR };
export const DEFAULT_RANK = 100;

const choice = (value: string | number) => ({ id: value, name: String(value) });
export const positionChoices = POSITIONS.map(choice);
export const secondaryChoices = [{ id: 'none', name: 'None' }, ...positionChoices];
export const handChoices = [{ id: 'unknown', name: 'Unknown' }, ...HANDS.map(choice)];
export const gradYearChoices = (current?: number) =>
  [
    ...(current !== undefined && !GRAD_YEAR_OPTIONS.some((y) => y === current) ? [current] : []),
    ...GRAD_YEAR_OPTIONS,
  ].map(choice);
