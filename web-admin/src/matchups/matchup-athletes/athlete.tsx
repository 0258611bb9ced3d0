import { MAX_GRAD_YEAR, MIN_GRAD_YEAR, POSITIONS, STATES } from '@server/matchups/constants';
import type { AdminAthlete } from '../types';

/** The athlete's full name, or that they were removed (their personal fields are gone). */
export const athleteName = (r: Pick<AdminAthlete, 'erased' | 'firstName' | 'lastName'>): string =>
  r.erased ? 'Removed athlete' : `${r.firstName} ${r.lastName}`;

export const positionsOf = (r: Pick<AdminAthlete, 'positions'>): string =>
  r.positions.length > 0 ? r.positions.join('/') : '—';

export const graduationYearChoices = Array.from(
  { length: MAX_GRAD_YEAR - MIN_GRAD_YEAR + 1 },
  (_, i) => ({ id: MIN_GRAD_YEAR + i, name: String(MIN_GRAD_YEAR + i) }),
);
export const positionChoices = POSITIONS.map((id) => ({ id, name: id }));
export const stateChoices = STATES.map((id) => ({ id, name: id }));
