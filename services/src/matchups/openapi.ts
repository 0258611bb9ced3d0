import { z } from 'zod';
import type { ApiArea, Operation } from '../core/http/openapi';
import {
  achievementParams,
  achievementSchema,
  adminAlertAnswer,
  adminAthleteAnswer,
  adminMetricAnswer,
  alertAnswer,
  alertChangeSchema,
  alertParams,
  alertSchema,
  athleteAnswer,
  athleteParams,
  athleteProfileSchema,
  athleteVideoSchema,
  availabilitySchema,
  countersAnswer,
  feedAnswer,
  heatMapAnswer,
  heatMapQuery,
  messageAnswer,
  metricAnswer,
  metricParams,
  metricTypeAnswer,
  ownAthleteAnswer,
  preferencesAnswer,
  preferencesSchema,
  recordMetricSchema,
  rejectMetricSchema,
  searchAnswer,
  searchQuery,
  stageSchema,
  verifyMetricSchema,
  videoParams,
  viewerAnswer,
  watchAnswer,
  watchSchema,
} from './schemas';

const NOT_YOURS = 'Only the athlete, or a linked parent or guardian, may do this';
const NOT_FOUND = 'No such athlete (or removed, or not shown without a guardian’s consent)';
const NOT_COACH = 'Only signed-in coaches and scouts';
const NOT_VERIFIER = 'Only verified coaches and staff';

const ownAthlete = (description: string) => ({ description, schema: ownAthleteAnswer });

/** Matchups' calls, by name: the routers bind them with `route(router, op.<name>, ...)`. */
export const matchupsOperations = {
  // ── Public ──
  counters: {
    method: 'get',
    path: '/matchups/counters',
    summary: 'Live counters for /matchups: active alerts, live matchups, athletes tracked',
    access: 'public',
    responses: { 200: { description: 'The counters', schema: countersAnswer } },
  },
  metricTypes: {
    method: 'get',
    path: '/matchups/metric-types',
    summary: 'The catalogue of metric types: unit, which way is better, plausible range',
    access: 'public',
    responses: { 200: { description: 'The catalogue', schema: z.array(metricTypeAnswer) } },
  },
  athlete: {
    method: 'get',
    path: '/matchups/athletes/:athleteId',
    summary:
      'An athlete as the caller may see them: first name and last initial to everyone, full name and school to verified coaches and staff, city to staff',
    access: 'public',
    params: athleteParams,
    responses: { 200: { description: 'The athlete', schema: athleteAnswer }, 404: NOT_FOUND },
  },

  // ── The athlete, or a linked parent ──
  viewer: {
    method: 'get',
    path: '/matchups/me',
    summary: 'What the caller is to Matchups: role, verification, and the athletes they act for',
    access: 'signed-in',
    responses: { 200: { description: 'The caller', schema: viewerAnswer } },
  },
  ownAthlete: {
    method: 'get',
    path: '/matchups/athletes/:athleteId/own',
    summary: 'The athlete’s own profile with every value and what the profile still misses',
    access: 'signed-in',
    params: athleteParams,
    responses: { 200: ownAthlete('The profile'), 403: NOT_YOURS },
  },
  saveProfile: {
    method: 'put',
    path: '/matchups/athletes/:athleteId/profile',
    summary: 'Save the athlete profile (personal fields sealed with the athlete’s key); ages 6-18',
    access: 'signed-in',
    params: athleteParams,
    body: athleteProfileSchema,
    responses: { 200: ownAthlete('Saved'), 403: NOT_YOURS, 410: 'The athlete was removed' },
  },
  addAchievement: {
    method: 'post',
    path: '/matchups/athletes/:athleteId/achievements',
    summary: 'Add an achievement',
    access: 'signed-in',
    params: athleteParams,
    body: achievementSchema,
    responses: { 201: ownAthlete('Added'), 403: NOT_YOURS, 409: 'Create the profile first' },
  },
  removeAchievement: {
    method: 'delete',
    path: '/matchups/athletes/:athleteId/achievements/:achievementId',
    summary: 'Remove an achievement',
    access: 'signed-in',
    params: achievementParams,
    responses: { 200: ownAthlete('Removed'), 403: NOT_YOURS, 404: 'No such achievement' },
  },
  addVideo: {
    method: 'post',
    path: '/matchups/athletes/:athleteId/videos',
    summary: 'Add a highlight video (a YouTube, Vimeo or Hudl link)',
    access: 'signed-in',
    params: athleteParams,
    body: athleteVideoSchema,
    responses: { 201: ownAthlete('Added'), 403: NOT_YOURS, 409: 'Create the profile first' },
  },
  removeVideo: {
    method: 'delete',
    path: '/matchups/athletes/:athleteId/videos/:videoId',
    summary: 'Remove a highlight video',
    access: 'signed-in',
    params: videoParams,
    responses: { 200: ownAthlete('Removed'), 403: NOT_YOURS, 404: 'No such video' },
  },
  setAvailability: {
    method: 'put',
    path: '/matchups/athletes/:athleteId/availability',
    summary: 'Set the weekly availability windows and their time zone',
    access: 'signed-in',
    params: athleteParams,
    body: availabilitySchema,
    responses: { 200: ownAthlete('Saved'), 403: NOT_YOURS, 409: 'Create the profile first' },
  },
  recordMetric: {
    method: 'post',
    path: '/matchups/athletes/:athleteId/metrics',
    summary: 'Record a self-reported metric value (refused outside the metric’s plausible range)',
    access: 'signed-in',
    params: athleteParams,
    body: recordMetricSchema,
    responses: {
      201: { description: 'Recorded', schema: metricAnswer },
      403: NOT_YOURS,
      409: 'Create the profile first',
    },
  },
  metricHistory: {
    method: 'get',
    path: '/matchups/athletes/:athleteId/metrics',
    summary:
      'Every value of the athlete with its provenance (rejected ones to the athlete and verifiers only)',
    access: 'public',
    params: athleteParams,
    responses: {
      200: { description: 'The values, oldest first', schema: z.array(metricAnswer) },
      404: NOT_FOUND,
    },
  },

  // ── Coaches and scouts ──
  search: {
    method: 'get',
    path: '/matchups/search',
    summary:
      'Search athletes by name (full text and trigram), position, graduation year, state and metric thresholds (threshold=exit_velocity>=85, repeatable)',
    access: 'signed-in',
    query: searchQuery,
    responses: { 200: { description: 'A page of athletes', schema: searchAnswer }, 403: NOT_COACH },
  },
  verifyMetric: {
    method: 'post',
    path: '/matchups/metrics/:metricId/verify',
    summary: 'Verify a value with evidence (a video link, or an event with its date and place)',
    access: 'signed-in',
    params: metricParams,
    body: verifyMetricSchema,
    responses: {
      200: { description: 'Verified', schema: metricAnswer },
      403: NOT_VERIFIER,
      404: 'No such value',
      409: 'Verified or rejected already, or recorded by the caller',
    },
  },
  rejectMetric: {
    method: 'post',
    path: '/matchups/metrics/:metricId/reject',
    summary: 'Reject a value with a reason',
    access: 'signed-in',
    params: metricParams,
    body: rejectMetricSchema,
    responses: {
      200: { description: 'Rejected', schema: metricAnswer },
      403: NOT_VERIFIER,
      404: 'No such value',
      409: 'Verified or rejected already',
    },
  },
  watchlist: {
    method: 'get',
    path: '/matchups/watchlist',
    summary: 'The coach’s watchlist with each athlete’s pipeline stage',
    access: 'signed-in',
    responses: {
      200: { description: 'The watchlist', schema: z.array(watchAnswer) },
      403: NOT_COACH,
    },
  },
  watch: {
    method: 'put',
    path: '/matchups/watchlist/:athleteId',
    summary: 'Watch an athlete, or change the priority and notes',
    access: 'signed-in',
    params: athleteParams,
    body: watchSchema,
    responses: {
      200: { description: 'Watched', schema: watchAnswer },
      403: NOT_COACH,
      404: NOT_FOUND,
    },
  },
  unwatch: {
    method: 'delete',
    path: '/matchups/watchlist/:athleteId',
    summary: 'Stop watching an athlete',
    access: 'signed-in',
    params: athleteParams,
    responses: {
      200: { description: 'Unwatched', schema: messageAnswer },
      403: NOT_COACH,
      404: 'Not on the watchlist',
    },
  },
  moveStage: {
    method: 'post',
    path: '/matchups/watchlist/:athleteId/stage',
    summary: 'Move a watched athlete to another pipeline stage (each move an event with its time)',
    access: 'signed-in',
    params: athleteParams,
    body: stageSchema,
    responses: {
      200: { description: 'Moved', schema: watchAnswer },
      403: NOT_COACH,
      404: 'Not on the watchlist',
      409: 'In this stage already',
    },
  },
  alerts: {
    method: 'get',
    path: '/matchups/alerts',
    summary: 'The coach’s metric alerts',
    access: 'signed-in',
    responses: { 200: { description: 'The alerts', schema: z.array(alertAnswer) }, 403: NOT_COACH },
  },
  createAlert: {
    method: 'post',
    path: '/matchups/alerts',
    summary:
      'Create a metric alert: real_time (a notification within a second), daily or weekly (a digest mail)',
    access: 'signed-in',
    body: alertSchema,
    responses: {
      201: { description: 'Created', schema: alertAnswer },
      403: NOT_COACH,
      409: 'Too many active alerts',
    },
  },
  changeAlert: {
    method: 'put',
    path: '/matchups/alerts/:alertId',
    summary: 'Change an alert, or turn it off or on',
    access: 'signed-in',
    params: alertParams,
    body: alertChangeSchema,
    responses: {
      200: { description: 'Changed', schema: alertAnswer },
      403: NOT_COACH,
      404: 'No such alert of the caller’s',
      409: 'Too many active alerts',
    },
  },
  preferences: {
    method: 'get',
    path: '/matchups/preferences',
    summary: 'The coach’s discovery preferences',
    access: 'signed-in',
    responses: {
      200: { description: 'The preferences', schema: preferencesAnswer },
      403: NOT_COACH,
    },
  },
  savePreferences: {
    method: 'put',
    path: '/matchups/preferences',
    summary: 'Save the coach’s discovery preferences: positions, years, states, metrics',
    access: 'signed-in',
    body: preferencesSchema,
    responses: { 200: { description: 'Saved', schema: preferencesAnswer }, 403: NOT_COACH },
  },
  feed: {
    method: 'get',
    path: '/matchups/feed',
    summary:
      'The discovery feed from the coach’s preferences: newly verified bests, verified values that rose, new athletes (the last 14 days)',
    access: 'signed-in',
    responses: {
      200: { description: 'The feed, newest first', schema: feedAnswer },
      403: NOT_COACH,
    },
  },
  heatMap: {
    method: 'get',
    path: '/matchups/heat-map',
    summary:
      'When the coach’s watched athletes are active (values recorded, profiles saved), day of week by hour, the last 90 days',
    access: 'signed-in',
    query: heatMapQuery,
    responses: { 200: { description: 'The heat map', schema: heatMapAnswer }, 403: NOT_COACH },
  },
} satisfies Record<string, Operation>;

/** Staff's lists for the back office (simple-rest), each resource named as its path. */
export const matchupsAdminOperations = {
  listMetrics: {
    method: 'get',
    path: '/admin/matchup-metrics',
    summary:
      'Metric values for staff, the verification queue first (filter status, metricType, athleteId)',
    access: 'admin',
    list: true,
    responses: { 200: { description: 'A page of values', schema: z.array(adminMetricAnswer) } },
  },
  getMetric: {
    method: 'get',
    path: '/admin/matchup-metrics/:metricId',
    summary: 'One metric value with its provenance and the athlete it belongs to',
    access: 'admin',
    params: metricParams,
    responses: {
      200: { description: 'The value', schema: adminMetricAnswer },
      404: 'No such value',
    },
  },
  listAthletes: {
    method: 'get',
    path: '/admin/matchup-athletes',
    summary: 'Athlete profiles for staff (filter q, graduationYear, position, state)',
    access: 'admin',
    list: true,
    responses: { 200: { description: 'A page of athletes', schema: z.array(adminAthleteAnswer) } },
  },
  getAthlete: {
    method: 'get',
    path: '/admin/matchup-athletes/:athleteId',
    summary: 'One athlete profile for staff, contact-level fields included',
    access: 'admin',
    params: athleteParams,
    responses: {
      200: { description: 'The athlete', schema: adminAthleteAnswer },
      404: 'No such athlete',
    },
  },
  listAlerts: {
    method: 'get',
    path: '/admin/matchup-alerts',
    summary: 'Every coach’s metric alerts (filter coachId, metricType, isActive)',
    access: 'admin',
    list: true,
    responses: { 200: { description: 'A page of alerts', schema: z.array(adminAlertAnswer) } },
  },
  listMetricTypes: {
    method: 'get',
    path: '/admin/matchup-metric-types',
    summary: 'The catalogue of metric types (fixed in code: services/src/matchups/constants.ts)',
    access: 'admin',
    list: true,
    responses: {
      200: {
        description: 'The catalogue',
        schema: z.array(metricTypeAnswer.extend({ id: z.string() })),
      },
    },
  },
} satisfies Record<string, Operation>;

export const matchupsApi: ApiArea = {
  tag: 'Matchups',
  description:
    'Coach-initiated recruiting: athlete profiles, metrics with provenance, discovery, watchlists and pipelines, alerts',
  operations: [...Object.values(matchupsOperations), ...Object.values(matchupsAdminOperations)],
};
