/** Document 2 §9's constants for the prospect form. */
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
export const HANDS = ['R/R', 'L/L', 'R/L', 'L/R', 'S/R', 'S/L'] as const;

export const MIN_GRAD_YEAR = 2023;
export const MAX_GRAD_YEAR = 2030;
/** The dropdown offers 2024–2030; 2023 is still valid for records that hold it. */
export const GRAD_YEAR_OPTIONS = [2024, 2025, 2026, 2027, 2028, 2029, 2030] as const;
export const DEFAULT_GRAD_YEAR = 2027;
export const MIN_RANK = 1;
export const MAX_RANK = 100;
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
