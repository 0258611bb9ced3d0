import { GRAD_YEAR_CHOICES, type Position } from '@server/prospects/constants';

/** Document 1 §9: the position filter's options, in this order (each one the server's). */
export const POSITION_OPTIONS = [
  'P',
  'C',
  '1B',
  '2B',
  '3B',
  'SS',
  'OF',
  'LF',
  'CF',
  'RF',
  'UTIL',
  'DH',
] as const satisfies readonly Position[];

/** Document 2 §9: the grad-year filter's options, 2024 to 2030, the server's list. */
export const GRAD_YEAR_OPTIONS = GRAD_YEAR_CHOICES.map(String);

/** The value of a filter that filters nothing. */
export const ALL = 'all';

export const VOTE_TOOLTIP = 'Vote for this prospect to boost their community ranking';
