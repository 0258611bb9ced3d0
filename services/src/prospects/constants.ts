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
/**
 * Document 2 §9: the graduation-year dropdown runs 2024 to 2030 (a year the form still accepts,
 * 2023, is not offered); the demo data stays in them. The public board's year filter offers
 * these up to 2029 (document 1 §9; web-public's prospects constants).
 */
export const GRAD_YEAR_CHOICES = [2024, 2025, 2026, 2027, 2028, 2029, 2030] as const;
export const DEFAULT_GRAD_YEAR = 2027;
export type Hand = (typeof HANDS)[number];
