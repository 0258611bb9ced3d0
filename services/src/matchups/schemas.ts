import { z } from 'zod';
import { nameRule } from '../core/names/constants';
import { videoLinkAnswer, videoUrlSchema } from '../videos/schemas';
import {
  AGE_GROUPS,
  ALERT_FREQUENCIES,
  ALERT_OPERATORS,
  DEFAULT_FREQUENCY,
  DEFAULT_PRIORITY,
  DEFAULT_TIME_ZONE,
  EVIDENCE_KINDS,
  LIMITS,
  MAX_GRAD_YEAR,
  MESSAGES,
  METRIC_DIRECTIONS,
  METRIC_STATUSES,
  METRIC_TYPE_KEYS,
  MIN_GRAD_YEAR,
  metricTypeOf,
  outOfRangeMessage,
  PIPELINE_STAGES,
  POSITIONS,
  STATES,
  WATCH_PRIORITIES,
  WEEKDAYS,
} from './constants';

// ── Pieces ──────────────────────────────────────────────────────────────────

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const name = (label: string) =>
  nameRule(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(LIMITS.name, `${label} must be at most ${LIMITS.name} characters`),
  );

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable(),
  );

/** A required text, trimmed, with the message a person reads when it is missing. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const isoDate = (label: string) => {
  const message = `${label} must be a date like 2026-04-30`;
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);
};

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`)
      .nullable(),
  );

const POSITION_MESSAGE = `Position must be one of ${POSITIONS.join(', ')}`;
const STATE_MESSAGE = 'State must be a US state’s two-letter code';
const gradYear = z
  .number({ error: 'Graduation year must be a year' })
  .int('Graduation year must be a year')
  .min(MIN_GRAD_YEAR, `Graduation year must be between ${MIN_GRAD_YEAR} and ${MAX_GRAD_YEAR}`)
  .max(MAX_GRAD_YEAR, `Graduation year must be between ${MIN_GRAD_YEAR} and ${MAX_GRAD_YEAR}`);

/** Whether the runtime knows the IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
const timeZone = z
  .string({ error: 'Time zone must be an IANA zone such as America/New_York' })
  .trim()
  .max(64, 'Time zone must be an IANA zone such as America/New_York')
  .refine(isTimeZone, 'Time zone must be an IANA zone such as America/New_York')
  .default(DEFAULT_TIME_ZONE);

const metricType = z.enum(METRIC_TYPE_KEYS, { error: MESSAGES.unknownMetric });

// ── Params ──────────────────────────────────────────────────────────────────

export const athleteParams = z.strictObject({
  athleteId: z.uuid({ error: 'Athlete id must be a UUID' }),
});
export const metricParams = z.strictObject({
  metricId: z.uuid({ error: 'Metric id must be a UUID' }),
});
export const alertParams = z.strictObject({
  alertId: z.uuid({ error: 'Alert id must be a UUID' }),
});
export const achievementParams = athleteParams.extend({
  achievementId: z.uuid({ error: 'Achievement id must be a UUID' }),
});
export const videoParams = athleteParams.extend({
  videoId: z.uuid({ error: 'Video id must be a UUID' }),
});

// ── Athlete profile ─────────────────────────────────────────────────────────

/** PUT /api/matchups/athletes/:athleteId/profile: the whole profile (age 6-18 is decide's: it knows today). */
export const athleteProfileSchema = z.strictObject({
  firstName: name('First name'),
  lastName: name('Last name'),
  birthDate: isoDate('Birth date'),
  school: optionalText('School', LIMITS.school),
  city: optionalText('City', LIMITS.city),
  state: z.preprocess(blankToNull, z.enum(STATES, { error: STATE_MESSAGE }).nullable()),
  positions: z
    .array(z.enum(POSITIONS, { error: POSITION_MESSAGE }), {
      error: 'Choose at least one position',
    })
    .min(1, 'Choose at least one position')
    .max(3, 'Choose at most three positions')
    .transform((list) => [...new Set(list)]),
  graduationYear: gradYear,
  heightInches: wholeNumber('Height (inches)', LIMITS.minHeightInches, LIMITS.maxHeightInches),
  weightLbs: wholeNumber('Weight (lbs)', LIMITS.minWeightLbs, LIMITS.maxWeightLbs),
  timeZone,
});
export type AthleteProfileInput = z.output<typeof athleteProfileSchema>;

export const achievementSchema = z.strictObject({
  title: requiredText('Say what the achievement is', LIMITS.achievementTitle),
  year: z.preprocess(
    blankToNull,
    z
      .number({ error: 'Year must be a year' })
      .int('Year must be a year')
      .min(2000, 'Year must be between 2000 and 2100')
      .max(2100, 'Year must be between 2000 and 2100')
      .nullable(),
  ),
});

export const athleteVideoSchema = z.strictObject({
  url: videoUrlSchema,
  title: requiredText('Give the video a title', LIMITS.videoTitle),
});

const TIME = 'Times are HH:MM, 24-hour';
const clock = z.string({ error: TIME }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME);
export const availabilitySchema = z.strictObject({
  windows: z
    .array(
      z
        .strictObject({
          day: z.enum(WEEKDAYS, { error: `Day must be one of ${WEEKDAYS.join(', ')}` }),
          start: clock,
          end: clock,
        })
        .refine((w) => w.start < w.end, {
          message: 'A window ends after it starts',
          path: ['end'],
        }),
      { error: 'Windows must be a list' },
    )
    .max(LIMITS.availabilityWindows, `At most ${LIMITS.availabilityWindows} windows`),
  timeZone,
});

// ── Metrics ─────────────────────────────────────────────────────────────────

/** POST /api/matchups/athletes/:athleteId/metrics: a self-reported value. */
export const recordMetricSchema = z
  .strictObject({
    metricType,
    value: z.number({ error: 'Value must be a number' }).finite('Value must be a number'),
    measuredOn: isoDate('Date measured'),
    notes: optionalText('Notes', LIMITS.notes),
    videoUrl: z.preprocess(blankToNull, videoUrlSchema.nullable()),
  })
  .superRefine((input, ctx) => {
    const metric = metricTypeOf(input.metricType);
    if (metric && (input.value < metric.min || input.value > metric.max))
      ctx.addIssue({ code: 'custom', path: ['value'], message: outOfRangeMessage(metric) });
  });
export type RecordMetricInput = z.output<typeof recordMetricSchema>;

const EVIDENCE_MESSAGE = `Evidence is a video link or the event it was measured at (${EVIDENCE_KINDS.join(', ')})`;
/** POST /api/matchups/metrics/:metricId/verify */
export const verifyMetricSchema = z.strictObject({
  evidence: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('video'), url: videoUrlSchema }),
      z.strictObject({
        kind: z.literal('event'),
        name: requiredText('Name the event', LIMITS.eventName),
        date: isoDate('Event date'),
        place: requiredText('Say where the event was', LIMITS.eventPlace),
      }),
    ],
    { error: EVIDENCE_MESSAGE },
  ),
});
export type VerifyMetricInput = z.output<typeof verifyMetricSchema>;

export const rejectMetricSchema = z.strictObject({
  reason: requiredText('Give a reason', LIMITS.reason),
});

// ── Watchlist, pipeline, alerts, preferences ────────────────────────────────

export const watchSchema = z.strictObject({
  priority: z
    .enum(WATCH_PRIORITIES, { error: `Priority must be one of ${WATCH_PRIORITIES.join(', ')}` })
    .default(DEFAULT_PRIORITY),
  notes: optionalText('Notes', LIMITS.notes),
});

export const stageSchema = z.strictObject({
  stage: z.enum(PIPELINE_STAGES, { error: `Stage must be one of ${PIPELINE_STAGES.join(', ')}` }),
});

const alertBody = {
  metricType,
  operator: z.enum(ALERT_OPERATORS, {
    error: `Operator must be one of ${ALERT_OPERATORS.join(' ')}`,
  }),
  targetValue: z
    .number({ error: 'Target value must be a number' })
    .finite('Target value must be a number'),
  position: z.preprocess(blankToNull, z.enum(POSITIONS, { error: POSITION_MESSAGE }).nullable()),
  graduationYear: z.preprocess(blankToNull, gradYear.nullable()),
  location: z.preprocess(blankToNull, z.enum(STATES, { error: STATE_MESSAGE }).nullable()),
  frequency: z
    .enum(ALERT_FREQUENCIES, { error: `Frequency must be one of ${ALERT_FREQUENCIES.join(', ')}` })
    .default(DEFAULT_FREQUENCY),
};
const targetInRange = (
  input: { metricType: string; targetValue: number },
  ctx: z.RefinementCtx,
) => {
  const metric = metricTypeOf(input.metricType);
  if (metric && (input.targetValue < metric.min || input.targetValue > metric.max))
    ctx.addIssue({ code: 'custom', path: ['targetValue'], message: outOfRangeMessage(metric) });
};
export const alertSchema = z.strictObject(alertBody).superRefine(targetInRange);
export const alertChangeSchema = z
  .strictObject({ ...alertBody, isActive: z.boolean({ error: 'isActive must be true or false' }) })
  .superRefine(targetInRange);

export const preferencesSchema = z.strictObject({
  positions: z
    .array(z.enum(POSITIONS, { error: POSITION_MESSAGE }))
    .max(POSITIONS.length)
    .default([]),
  graduationYears: z.array(gradYear).max(16).default([]),
  states: z
    .array(z.enum(STATES, { error: STATE_MESSAGE }))
    .max(STATES.length)
    .default([]),
  metricTypes: z.array(metricType).max(METRIC_TYPE_KEYS.length).default([]),
});

// ── Search ──────────────────────────────────────────────────────────────────

const THRESHOLD = /^([a-z_]+)(>=|<=|>|<)(-?\d+(?:\.\d+)?)$/;
const THRESHOLD_MESSAGE =
  'A threshold is a metric, an operator and a number, like exit_velocity>=85';
export const threshold = z
  .string({ error: THRESHOLD_MESSAGE })
  .regex(THRESHOLD, THRESHOLD_MESSAGE)
  .transform((text, ctx) => {
    const [, key, operator, number] = THRESHOLD.exec(text) ?? [];
    const metric = key ? metricTypeOf(key) : undefined;
    if (!metric) {
      ctx.issues.push({ code: 'custom', input: text, message: MESSAGES.unknownMetric });
      return z.NEVER;
    }
    return {
      metricType: metric.key as (typeof METRIC_TYPE_KEYS)[number],
      operator: operator as (typeof ALERT_OPERATORS)[number],
      value: Number(number),
    };
  });

const queryNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), schema.optional());

/** GET /api/matchups/search */
export const searchQuery = z.strictObject({
  q: z.string().trim().max(LIMITS.searchText, `At most ${LIMITS.searchText} characters`).optional(),
  position: z.enum(POSITIONS, { error: POSITION_MESSAGE }).optional(),
  graduationYear: queryNumber(gradYear),
  state: z.enum(STATES, { error: STATE_MESSAGE }).optional(),
  threshold: z
    .preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(threshold).max(8),
    )
    .optional(),
  page: queryNumber(z.number().int('Page must be a whole number').min(1, 'Page starts at 1')),
  limit: queryNumber(
    z
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(LIMITS.searchPageMax, `Limit must be at most ${LIMITS.searchPageMax}`),
  ),
});
export type SearchQuery = z.output<typeof searchQuery>;

// ── Answers ─────────────────────────────────────────────────────────────────

export const metricTypeAnswer = z.object({
  key: z.enum(METRIC_TYPE_KEYS),
  name: z.string(),
  unit: z.string(),
  direction: z.enum(METRIC_DIRECTIONS),
  min: z.number(),
  max: z.number(),
  decimals: z.number().int(),
});

/**
 * What a verification rests on. An event's name, date and place say where and when a child
 * played: staff and the athlete's own family see them, everyone else null (PLATFORM.md §0).
 */
export const evidenceAnswer = z.union([
  z.object({ kind: z.literal('video'), url: z.string() }),
  z.object({
    kind: z.literal('event'),
    name: z.string().nullable(),
    date: z.string().nullable(),
    place: z.string().nullable(),
  }),
]);

export const metricAnswer = z.object({
  id: z.uuid(),
  athleteId: z.string(),
  metricType: z.enum(METRIC_TYPE_KEYS),
  value: z.number(),
  unit: z.string(),
  status: z.enum(METRIC_STATUSES),
  measuredOn: z.iso.date(),
  notes: z.string().nullable(),
  videoUrl: z.string().nullable(),
  recordedAt: z.iso.datetime(),
  /** Accounts' ids and the family's notes: to the athlete's own and staff; null to everyone else. */
  recordedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByRole: z.enum(['staff', 'coach']).nullable(),
  evidence: evidenceAnswer.nullable(),
  rejectionReason: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type MetricAnswer = z.output<typeof metricAnswer>;

export const bestAnswer = z.object({
  metricType: z.enum(METRIC_TYPE_KEYS),
  value: z.number(),
  unit: z.string(),
  verifiedAt: z.iso.datetime(),
  /** Among athletes of the same graduation year and first position, by the metric's direction; null alone. */
  percentile: z.number().int().min(0).max(100).nullable(),
  cohortSize: z.number().int(),
});
export type BestAnswer = z.output<typeof bestAnswer>;

/** An athlete as the viewer may see them (PLATFORM.md §0's public fields for minors). */
export const athleteCardAnswer = z.object({
  id: z.string(),
  /** First name and last initial to everyone; the full name to verified coaches and staff. */
  displayName: z.string(),
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  positions: z.array(z.enum(POSITIONS)),
  graduationYear: z.number().int(),
  state: z.enum(STATES).nullable(),
  /** Verified coaches and staff only; null for everyone else. */
  school: z.string().nullable(),
  bests: z.array(bestAnswer),
});
export type AthleteCard = z.output<typeof athleteCardAnswer>;

export const athleteAnswer = athleteCardAnswer.extend({
  heightInches: z.number().int().nullable(),
  weightLbs: z.number().int().nullable(),
  /** Staff only. */
  city: z.string().nullable(),
  selfReported: z.array(metricAnswer),
  achievements: z.array(
    z.object({ id: z.string(), title: z.string(), year: z.number().int().nullable() }),
  ),
  /** Each with its provider's player (`link`; null for an erased or unreadable address). */
  videos: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      title: z.string(),
      link: videoLinkAnswer.nullable(),
    }),
  ),
  /** When a child is free, and so where: verified coaches and staff only; null to anyone else. */
  availability: z
    .array(z.object({ day: z.enum(WEEKDAYS), start: z.string(), end: z.string() }))
    .nullable(),
  timeZone: z.string().nullable(),
});
export type AthleteAnswer = z.output<typeof athleteAnswer>;

/** The athlete's own profile, as the athlete or a linked parent edits it. */
export const ownAthleteAnswer = z.object({
  id: z.string(),
  ownAccount: z.boolean(),
  /** Null until the profile is saved the first time. */
  profile: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      birthDate: z.string().nullable(),
      school: z.string().nullable(),
      city: z.string().nullable(),
      state: z.enum(STATES).nullable(),
      positions: z.array(z.enum(POSITIONS)),
      graduationYear: z.number().int(),
      heightInches: z.number().int().nullable(),
      weightLbs: z.number().int().nullable(),
      timeZone: z.string(),
    })
    .nullable(),
  /** A child profile's name from families, to start the form with. */
  familyName: z.string().nullable(),
  /** Its birth date in Family, the only one its profile takes. */
  familyBirthDate: z.string().nullable(),
  completeness: z.object({ percent: z.number().int(), missing: z.array(z.string()) }),
  metrics: z.array(metricAnswer),
  achievements: athleteAnswer.shape.achievements,
  videos: athleteAnswer.shape.videos,
  availability: athleteAnswer.shape.availability.unwrap(),
});
export type OwnAthleteAnswer = z.output<typeof ownAthleteAnswer>;

export const searchAnswer = z.object({
  athletes: z.array(athleteCardAnswer),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SearchAnswer = z.output<typeof searchAnswer>;

export const watchAnswer = z.object({
  athlete: athleteCardAnswer,
  priority: z.enum(WATCH_PRIORITIES),
  notes: z.string().nullable(),
  stage: z.enum(PIPELINE_STAGES),
  stageChangedAt: z.iso.datetime(),
  watchedAt: z.iso.datetime(),
});
export type WatchAnswer = z.output<typeof watchAnswer>;

/** A confirmation a person reads. */
export const messageAnswer = z.object({ message: z.string() });

export const alertAnswer = z.object({
  id: z.uuid(),
  metricType: z.enum(METRIC_TYPE_KEYS),
  operator: z.enum(ALERT_OPERATORS),
  targetValue: z.number(),
  unit: z.string(),
  position: z.enum(POSITIONS).nullable(),
  graduationYear: z.number().int().nullable(),
  location: z.enum(STATES).nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AlertAnswer = z.output<typeof alertAnswer>;

export const preferencesAnswer = z.object({
  positions: z.array(z.enum(POSITIONS)),
  graduationYears: z.array(z.number().int()),
  states: z.array(z.enum(STATES)),
  metricTypes: z.array(z.enum(METRIC_TYPE_KEYS)),
});
export type PreferencesAnswer = z.output<typeof preferencesAnswer>;

/** /matchups' live counters, read from the read models. */
export const countersAnswer = z.object({
  activeAlerts: z.number().int(),
  /** Part 2 (1v1 matchups) fills this; 0 until then. */
  liveMatchups: z.number().int(),
  athletesTracked: z.number().int(),
});
export type CountersAnswer = z.output<typeof countersAnswer>;

/** What the signed-in viewer is to Matchups, so the dashboards know what to offer. */
export const viewerAnswer = z.object({
  role: z.string(),
  /** A coach's profile verificationStatus, or null for anyone else. */
  verification: z.enum(['pending', 'verified', 'rejected']).nullable(),
  maySearch: z.boolean(),
  mayVerify: z.boolean(),
  /** The athletes this account may act for: its own (an athlete's) and linked children. */
  athletes: z.array(z.object({ id: z.string(), name: z.string(), ownAccount: z.boolean() })),
});
export type ViewerAnswer = z.output<typeof viewerAnswer>;

// ── Staff's answers (the back office) ───────────────────────────────────────

export const adminMetricAnswer = metricAnswer.extend({
  athleteName: z.string(),
  /** Removed at the athlete's or guardian's request: the value stays only as a number. */
  athleteErased: z.boolean(),
});
export type AdminMetric = z.output<typeof adminMetricAnswer>;

export const adminAthleteAnswer = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  school: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(STATES).nullable(),
  positions: z.array(z.enum(POSITIONS)),
  graduationYear: z.number().int(),
  heightInches: z.number().int().nullable(),
  weightLbs: z.number().int().nullable(),
  ownAccount: z.boolean(),
  consentVerified: z.boolean(),
  erased: z.boolean(),
  verifiedMetrics: z.number().int(),
  pendingMetrics: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminAthlete = z.output<typeof adminAthleteAnswer>;

export const adminAlertAnswer = alertAnswer.extend({ coachId: z.string(), coachName: z.string() });
export type AdminAlert = z.output<typeof adminAlertAnswer>;

// ── The discovery feed and the activity heat map ────────────────────────────

export const FEED_KINDS = ['verified_best', 'value_rose', 'new_athlete'] as const;

/** GET /api/matchups/feed: what is new among athletes who match the coach's preferences. */
export const feedAnswer = z.object({
  /** Whether the coach saved preferences: without them the feed is everyone's news. */
  personalised: z.boolean(),
  items: z.array(
    z.object({
      kind: z.enum(FEED_KINDS),
      at: z.iso.datetime(),
      athlete: athleteCardAnswer,
      metricType: z.enum(METRIC_TYPE_KEYS).nullable(),
      value: z.number().nullable(),
      /** The verified best it beat, for `value_rose`. */
      previous: z.number().nullable(),
    }),
  ),
});
export type FeedAnswer = z.output<typeof feedAnswer>;

export const heatMapQuery = z.strictObject({
  timeZone: z
    .string()
    .trim()
    .max(64, 'Time zone must be an IANA zone such as America/New_York')
    .refine(isTimeZone, 'Time zone must be an IANA zone such as America/New_York')
    .optional(),
});

/** GET /api/matchups/heat-map: when the coach's watched athletes are active, day of week by hour. */
export const heatMapAnswer = z.object({
  timeZone: z.string(),
  /** Days since which activity is counted. */
  days: z.number().int(),
  /** Watched, listed athletes who recorded a value in those days. */
  athletes: z.number().int(),
  /** Fewer active athletes than this, and the cells are withheld (one child's routine). */
  minimumAthletes: z.number().int(),
  /** Monday first (0) to Sunday (6), hours 0-23 in `timeZone`; only cells with activity. */
  cells: z.array(
    z.object({
      day: z.number().int().min(0).max(6),
      hour: z.number().int().min(0).max(23),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type HeatMapAnswer = z.output<typeof heatMapAnswer>;
