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

/**
 * Document 1 §9: the board's grad-year filter offers 2024 to 2029. The prospect form's dropdown
 * (document 2 §9, the server's GRAD_YEAR_CHOICES) runs to 2030; the filter stops a year short.
 */
export const LAST_FILTER_GRAD_YEAR = 2029;

/** The board's grad-year filter's options: the form's choices up to LAST_FILTER_GRAD_YEAR. */
export const GRAD_YEAR_OPTIONS = GRAD_YEAR_CHOICES.filter((y) => y <= LAST_FILTER_GRAD_YEAR).map(
  String,
);

/** The value of a filter that filters nothing. */
export const ALL = 'all';

export const VOTE_TOOLTIP = 'Vote for this prospect to boost their community ranking';
