import { useCreatePath } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** The coaches and their verification: the accounts' users list, filtered to coaches. */
export const COACHES_SEARCH = `?${new URLSearchParams({ filter: JSON.stringify({ role: 'coach' }) })}`;

export function Coaches() {
  const createPath = useCreatePath();
  return (
    <Navigate
      to={{ pathname: createPath({ resource: 'users', type: 'list' }), search: COACHES_SEARCH }}
      replace
    />
  );
}
