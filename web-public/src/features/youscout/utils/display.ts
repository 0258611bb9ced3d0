import type { Athlete } from '@/features/youscout/types';

const SPORT_NAMES: Record<Athlete['sport'], string> = {
  baseball: 'Baseball',
  softball: 'Softball',
};

export const sportName = (sport: Athlete['sport']) => SPORT_NAMES[sport] ?? sport;

/** "SS / P": the first position and the second when there is one. */
export const positionsOf = (athlete: Pick<Athlete, 'position' | 'secondaryPosition'>) =>
  athlete.secondaryPosition
    ? `${athlete.position} / ${athlete.secondaryPosition}`
    : athlete.position;

/** "Baseball · SS / P · Ages 13-15 · LA": the athlete's public facts on one line. */
export const athleteFacts = (athlete: Athlete) =>
  [sportName(athlete.sport), positionsOf(athlete), `Ages ${athlete.ageGroup}`, athlete.state].join(
    ' · ',
  );
