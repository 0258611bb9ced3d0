import { randomUUID } from 'node:crypto';
import { admin, listQuery, type Policy } from '../../test/security/support/policy';
import {
  achievementSchema,
  alertChangeSchema,
  alertSchema,
  athleteProfileSchema,
  athleteVideoSchema,
  availabilitySchema,
  heatMapQuery,
  preferencesSchema,
  recordMetricSchema,
  rejectMetricSchema,
  searchQuery,
  stageSchema,
  verifyMetricSchema,
  watchSchema,
} from './schemas';

// Who acts for an athlete is decided per athlete: a stranger's athlete id answers 403 (not
// theirs) whoever asks; coach calls answer 403 to any role but coach, scout and staff; verifying
// answers 403 to all but staff and verified coaches (none among the matrix's members).
const athlete = () => ({ params: { athleteId: randomUUID() } });
const signedIn = (ok: number[], extra: Partial<Policy> = {}): Policy => ({
  access: 'signed-in',
  ok,
  shape: 'any',
  sample: athlete,
  ...extra,
});

const profile = {
  firstName: 'Matrix',
  lastName: 'Athlete',
  birthDate: '2010-05-01',
  positions: ['SS'],
  graduationYear: 2028,
};

/** The security policy of each of Matchups' calls (the security suite gathers every area's). */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/matchups/counters': {
    access: 'public',
    ok: [200],
    shape: 'any',
    sample: () => ({}),
    sameForEveryone: true,
  },
  'GET /api/matchups/metric-types': {
    access: 'public',
    ok: [200],
    shape: 'any',
    sample: () => ({}),
    sameForEveryone: true,
  },
  'GET /api/matchups/athletes/:athleteId': {
    access: 'public',
    ok: [404],
    shape: 'any',
    sample: athlete,
  },
  'GET /api/matchups/athletes/:athleteId/metrics': {
    access: 'public',
    ok: [404],
    shape: 'any',
    sample: athlete,
  },
  'GET /api/matchups/me': signedIn([200], { sample: () => ({}) }),
  'GET /api/matchups/athletes/:athleteId/own': signedIn([403]),
  'PUT /api/matchups/athletes/:athleteId/profile': signedIn([403], {
    body: athleteProfileSchema,
    sample: () => ({ ...athlete(), body: profile }),
  }),
  'POST /api/matchups/athletes/:athleteId/achievements': signedIn([403], {
    body: achievementSchema,
    sample: () => ({ ...athlete(), body: { title: 'All-district shortstop', year: 2026 } }),
  }),
  'DELETE /api/matchups/athletes/:athleteId/achievements/:achievementId': signedIn([403], {
    sample: () => ({ params: { athleteId: randomUUID(), achievementId: randomUUID() } }),
  }),
  'POST /api/matchups/athletes/:athleteId/videos': signedIn([403], {
    body: athleteVideoSchema,
    sample: () => ({
      ...athlete(),
      body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Highlights' },
    }),
  }),
  'DELETE /api/matchups/athletes/:athleteId/videos/:videoId': signedIn([403], {
    sample: () => ({ params: { athleteId: randomUUID(), videoId: randomUUID() } }),
  }),
  'PUT /api/matchups/athletes/:athleteId/availability': signedIn([403], {
    body: availabilitySchema,
    sample: () => ({
      ...athlete(),
      body: { windows: [{ day: 'sat', start: '09:00', end: '12:00' }] },
    }),
  }),
  'POST /api/matchups/athletes/:athleteId/metrics': signedIn([403], {
    body: recordMetricSchema,
    sample: () => ({
      ...athlete(),
      body: { metricType: 'exit_velocity', value: 82.5, measuredOn: '2026-11-01' },
    }),
  }),
  'GET /api/matchups/search': signedIn([200, 403], {
    query: searchQuery,
    sample: () => ({ query: { q: 'jon', threshold: 'exit_velocity>=80' } }),
  }),
  'POST /api/matchups/metrics/:metricId/verify': signedIn([403, 404], {
    body: verifyMetricSchema,
    sample: () => ({
      params: { metricId: randomUUID() },
      body: {
        evidence: { kind: 'event', name: 'Fall showcase', date: '2026-11-01', place: 'Metairie' },
      },
    }),
  }),
  'POST /api/matchups/metrics/:metricId/reject': signedIn([403, 404], {
    body: rejectMetricSchema,
    sample: () => ({ params: { metricId: randomUUID() }, body: { reason: 'No evidence' } }),
  }),
  'GET /api/matchups/watchlist': signedIn([200, 403], { sample: () => ({}) }),
  'PUT /api/matchups/watchlist/:athleteId': signedIn([403, 404], {
    body: watchSchema,
    sample: () => ({ ...athlete(), body: { priority: 'high' } }),
  }),
  'DELETE /api/matchups/watchlist/:athleteId': signedIn([403, 404]),
  'POST /api/matchups/watchlist/:athleteId/stage': signedIn([403, 404], {
    body: stageSchema,
    sample: () => ({ ...athlete(), body: { stage: 'contacted' } }),
  }),
  'GET /api/matchups/alerts': signedIn([200, 403], { sample: () => ({}) }),
  'POST /api/matchups/alerts': signedIn([201, 403], {
    body: alertSchema,
    sample: () => ({ body: { metricType: 'exit_velocity', operator: '>=', targetValue: 90 } }),
  }),
  'PUT /api/matchups/alerts/:alertId': signedIn([403, 404], {
    body: alertChangeSchema,
    sample: () => ({
      params: { alertId: randomUUID() },
      body: { metricType: 'exit_velocity', operator: '>=', targetValue: 90, isActive: false },
    }),
  }),
  'GET /api/matchups/preferences': signedIn([200, 403], { sample: () => ({}) }),
  'PUT /api/matchups/preferences': signedIn([200, 403], {
    body: preferencesSchema,
    sample: () => ({ body: { positions: ['SS'], graduationYears: [2028] } }),
  }),
  'GET /api/matchups/feed': signedIn([200, 403], { sample: () => ({}) }),
  'GET /api/matchups/heat-map': signedIn([200, 403], {
    query: heatMapQuery,
    sample: () => ({ query: { timeZone: 'America/Chicago' } }),
  }),
  'GET /api/admin/matchup-metrics': admin([200], 'records', () => listQuery),
  'GET /api/admin/matchup-metrics/:metricId': admin([404], 'any', () => ({
    params: { metricId: randomUUID() },
  })),
  'GET /api/admin/matchup-athletes': admin([200], 'records', () => listQuery),
  'GET /api/admin/matchup-athletes/:athleteId': admin([404], 'any', athlete),
  'GET /api/admin/matchup-alerts': admin([200], 'records', () => listQuery),
  'GET /api/admin/matchup-metric-types': admin([200], 'records', () => listQuery),
};
