import type { Prospect } from '@/types';

/** The CSV export's columns, in the board's reading order. */
export const PROSPECT_CSV_COLUMNS: readonly (keyof Prospect)[] = [
  'nolaRank',
  'firstName',
  'lastName',
  'positionPrimary',
  'positionSecondary',
  'battingThrowingHand',
  'school',
  'teamName',
  'gradYear',
  'nolaEvaluated',
  'communityVotes',
  'updatedAt',
];
