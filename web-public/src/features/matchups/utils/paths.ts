/** Matchups' screens and calls, by what they show. */
export const MATCHUPS_PATHS = {
  home: '/matchups',
  userFlows: '/matchups/user-flows',
  athleteDashboard: '/matchups/athlete-dashboard',
  coachDashboard: '/matchups/coach-dashboard',
  athlete: (id: string) => `/matchups/athletes/${encodeURIComponent(id)}`,
  report: (id: string) => `/matchups/athletes/${encodeURIComponent(id)}/report`,
} as const;

/** `/api/matchups/athletes/<id>` and what lies under it. */
export const athleteApi = (id: string, rest = '') =>
  `/api/matchups/athletes/${encodeURIComponent(id)}${rest}`;
