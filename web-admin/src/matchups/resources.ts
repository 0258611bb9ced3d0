/**
 * Matchups' resources: each name is its API path under /api/admin (the data provider's
 * simple-rest, services/src/matchups/openapi.ts's `matchupsAdminOperations`), and its
 * back-office address under /admin.
 */
export const METRICS = 'matchup-metrics';
export const ATHLETES = 'matchup-athletes';
export const ALERTS = 'matchup-alerts';
export const METRIC_TYPES_RESOURCE = 'matchup-metric-types';
