import type { MouseEvent } from 'react';
import { Link, useCreatePath } from 'react-admin';
import { METRICS } from '../resources';

/** The metrics list's address for one athlete's values, every status, newest first. */
export const athleteValuesSearch = (athleteId: string): string =>
  `?${new URLSearchParams({
    filter: JSON.stringify({ athleteId }),
    sort: 'recordedAt',
    order: 'DESC',
  })}`;

/** A link to an athlete's values in the metrics list: the history of each of them. */
export function AthleteValuesLink({
  athleteId,
  children = 'All values of this athlete',
}: {
  athleteId: string;
  children?: string;
}) {
  const createPath = useCreatePath();
  return (
    <Link
      to={{
        pathname: createPath({ resource: METRICS, type: 'list' }),
        search: athleteValuesSearch(athleteId),
      }}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}
