/**
 * The board's rules, once: the server validates with them and both sites import them. Imports
 * nothing, so a site can bundle it.
 */

/** Document 2 §9's lists. */
export const POSITIONS = [
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
  'RHP',
  'LHP',
  'MIF',
  'INF',
] as const;
export type Position = (typeof POSITIONS)[number];
export const HANDS = ['R/R', 'L/L', 'R/L', 'L/R', 'S/R', 'S/L'] as const;
export const MIN_RANK = 1;
export const MAX_RANK = 100;
export const MIN_GRAD_YEAR = 2023;
export const MAX_GRAD_YEAR = 2030;
export type Hand = (typeof HANDS)[number];
