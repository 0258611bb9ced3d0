/**
 * Matchups' rules, once (PLATFORM.md §2): the server validates with them and both sites import
 * them. It imports only other areas' constants, which import nothing, so a site can bundle it.
 */
import { CHILD_MAX_AGE, CHILD_MIN_AGE, CONSENT_AGE } from '../families/constants';
import { POSITIONS } from '../prospects/constants';
import { AGE_GROUPS, type AgeGroup, ageGroupOf, STATES } from '../youscout/constants';

/** The board's positions, YouScout's age groups and the US states, shared by every area. */
export { AGE_GROUPS, type AgeGroup, ageGroupOf, CONSENT_AGE, POSITIONS, STATES };
export type Position = (typeof POSITIONS)[number];
export type UsState = (typeof STATES)[number];

export const MIN_AGE = CHILD_MIN_AGE;
export const MAX_AGE = CHILD_MAX_AGE;

/** Graduation years an athlete aged 6-18 can have, from this season on. */
export const MIN_GRAD_YEAR = 2025;
export const MAX_GRAD_YEAR = 2040;

// ── Metrics ─────────────────────────────────────────────────────────────────

export const METRIC_DIRECTIONS = ['higher', 'lower'] as const;
export type MetricDirection = (typeof METRIC_DIRECTIONS)[number];

export type MetricTypeDefinition = {
  readonly key: string;
  readonly name: string;
  readonly unit: string;
  /** Which way is better: a faster dash is lower, a harder throw higher. */
  readonly direction: MetricDirection;
  /** What a youth athlete can plausibly record; a value outside is refused with this range. */
  readonly min: number;
  readonly max: number;
  /** How many decimals a value keeps (60-yard dash 6.85 s; spin rate 2250 rpm). */
  readonly decimals: number;
};

/** The catalogue of metric types (issue 38: at least these eight). */
export const METRIC_TYPES = [
  {
    key: 'exit_velocity',
    name: 'Exit velocity',
    unit: 'mph',
    direction: 'higher',
    min: 30,
    max: 120,
    decimals: 1,
  },
  {
    key: 'fastball_velocity',
    name: 'Fastball velocity',
    unit: 'mph',
    direction: 'higher',
    min: 30,
    max: 105,
    decimals: 1,
  },
  {
    key: 'sixty_yard_dash',
    name: '60-yard dash',
    unit: 's',
    direction: 'lower',
    min: 5.8,
    max: 12,
    decimals: 2,
  },
  {
    key: 'pop_time',
    name: 'Pop time',
    unit: 's',
    direction: 'lower',
    min: 1.6,
    max: 4,
    decimals: 2,
  },
  {
    key: 'home_to_first',
    name: 'Home to first',
    unit: 's',
    direction: 'lower',
    min: 3.5,
    max: 7,
    decimals: 2,
  },
  {
    key: 'spin_rate',
    name: 'Spin rate',
    unit: 'rpm',
    direction: 'higher',
    min: 800,
    max: 3500,
    decimals: 0,
  },
  {
    key: 'vertical_jump',
    name: 'Vertical jump',
    unit: 'in',
    direction: 'higher',
    min: 5,
    max: 45,
    decimals: 1,
  },
  { key: 'gpa', name: 'GPA', unit: 'GPA', direction: 'higher', min: 0, max: 5, decimals: 2 },
] as const satisfies readonly MetricTypeDefinition[];

export type MetricTypeKey = (typeof METRIC_TYPES)[number]['key'];
export const METRIC_TYPE_KEYS = METRIC_TYPES.map((m) => m.key) as [
  MetricTypeKey,
  ...MetricTypeKey[],
];

export const metricTypeOf = (key: string): MetricTypeDefinition | undefined =>
  METRIC_TYPES.find((m) => m.key === key);

/** "Exit velocity must be between 30 and 120 mph" */
export const outOfRangeMessage = (metric: MetricTypeDefinition): string =>
  `${metric.name} must be between ${metric.min} and ${metric.max} ${metric.unit}`;

/** Whether `a` is better than `b` for this metric. */
export const isBetter = (direction: MetricDirection, a: number, b: number): boolean =>
  direction === 'higher' ? a > b : a < b;

/** A value's provenance: recorded by the athlete or a parent, then verified or rejected once. */
export const METRIC_STATUSES = ['self_reported', 'verified', 'rejected'] as const;
export type MetricStatus = (typeof METRIC_STATUSES)[number];
export const METRIC_STATUS_LABELS: Record<MetricStatus, string> = {
  self_reported: 'Self-reported',
  verified: 'Verified',
  rejected: 'Rejected',
};
/** What staff or a verified coach can do to a value in each status (the back office offers these). */
export const METRIC_MOVES = ['verify', 'reject'] as const;
export type MetricMove = (typeof METRIC_MOVES)[number];
export const NEXT_METRIC_MOVES: Record<MetricStatus, readonly MetricMove[]> = {
  self_reported: ['verify', 'reject'],
  verified: [],
  rejected: [],
};

/** Evidence for a verification: a video link, or the event where it was measured. */
export const EVIDENCE_KINDS = ['video', 'event'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

// ── Coaches: watchlists, pipeline, alerts, preferences ──────────────────────

export const WATCH_PRIORITIES = ['low', 'medium', 'high'] as const;
export type WatchPriority = (typeof WATCH_PRIORITIES)[number];
export const DEFAULT_PRIORITY: WatchPriority = 'medium';

/** The recruitment pipeline's stages, in the order of its columns (PLATFORM.md §2). */
export const PIPELINE_STAGES = [
  'identified',
  'contacted',
  'evaluating',
  'offered',
  'committed',
  'passed',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  identified: 'Identified',
  contacted: 'Contacted',
  evaluating: 'Evaluating',
  offered: 'Offered',
  committed: 'Committed',
  passed: 'Passed',
};

export const ALERT_OPERATORS = ['>', '>=', '<', '<='] as const;
export type AlertOperator = (typeof ALERT_OPERATORS)[number];
export const ALERT_FREQUENCIES = ['real_time', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_FREQUENCY: AlertFrequency = 'real_time';
/** A coach keeps at most this many alerts active. */
export const MAX_ACTIVE_ALERTS = 25;

/** Whether a value meets an alert's threshold. */
export function meetsThreshold(operator: AlertOperator, value: number, target: number): boolean {
  switch (operator) {
    case '>':
      return value > target;
    case '>=':
      return value >= target;
    case '<':
      return value < target;
    case '<=':
      return value <= target;
  }
}

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** How far back the discovery feed and the activity heat map look, in days. */
export const FEED_DAYS = 14;
export const HEAT_MAP_DAYS = 90;
/**
 * The activity heat map counts the values of at least this many watched athletes, or shows
 * nothing: a map of one or two would be a child's own weekly routine.
 */
export const HEAT_MAP_MIN_ATHLETES = 5;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Lengths in characters (after trimming) and list sizes. */
export const LIMITS = {
  name: 50,
  school: 100,
  city: 100,
  notes: 500,
  reason: 500,
  eventName: 100,
  eventPlace: 100,
  achievementTitle: 100,
  achievements: 20,
  videoTitle: 100,
  videos: 10,
  availabilityWindows: 14,
  minHeightInches: 36,
  maxHeightInches: 90,
  minWeightLbs: 40,
  maxWeightLbs: 350,
  searchText: 100,
  searchPageMax: 50,
} as const;

/** Who may do what, each refusal with its own message (issue 38's rules). */
export const MESSAGES = {
  notAthleteOrParent:
    'Only the athlete, or a parent or guardian linked to the athlete, can edit this profile',
  notCoachOrScout: 'Discovery is for signed-in coaches and scouts',
  notVerifiedCoach:
    'Only verified coaches and staff can verify metrics. Ask for verification on your profile: staff check your organization and title, usually within two working days.',
  profileMissing: 'Create the athlete profile first',
  athleteNotFound: 'Athlete not found',
  metricNotFound: 'Metric value not found',
  alreadyVerified: 'This value was verified already',
  alreadyRejected: 'This value was rejected already',
  ownValue: 'You cannot verify a value you recorded yourself',
  erased: 'This athlete was removed at their or their guardian’s request',
  unknownMetric: `Metric must be one of ${METRIC_TYPES.map((m) => m.key).join(', ')}`,
  notWatched: 'This athlete is not on your watchlist',
  alreadyWatched: 'This athlete is on your watchlist already',
  sameStage: 'The athlete is in this stage already',
  alertNotFound: 'Alert not found',
  tooManyAlerts: `You can keep at most ${MAX_ACTIVE_ALERTS} active alerts`,
  futureDate: 'The date cannot be in the future',
  namesPrivate:
    'Everyone can read this: leave out the athlete’s last name, school and city (verified coaches see them on the profile)',
  notFamilyBirthDate: 'The birth date must be the one on the child’s profile in Family',
} as const;

// ── The profile's completeness ──────────────────────────────────────────────

/** What the completeness meter counts, in the order it names what is missing. */
export const COMPLETENESS_PARTS = [
  { key: 'basics', label: 'Name, birth date and graduation year' },
  { key: 'positions', label: 'Positions' },
  { key: 'school', label: 'School' },
  { key: 'location', label: 'City and state' },
  { key: 'size', label: 'Height and weight' },
  { key: 'metric', label: 'At least one metric value' },
  { key: 'verified', label: 'At least one verified metric' },
  { key: 'video', label: 'A highlight video' },
  { key: 'achievement', label: 'An achievement' },
  { key: 'availability', label: 'Availability' },
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number]['key'];

/** Percent complete and the parts still missing, from which parts are done. */
export function completenessOf(done: ReadonlySet<CompletenessPart>): {
  percent: number;
  missing: string[];
} {
  const missing = COMPLETENESS_PARTS.filter((p) => !done.has(p.key)).map((p) => p.label);
  const percent = Math.round(
    (100 * (COMPLETENESS_PARTS.length - missing.length)) / COMPLETENESS_PARTS.length,
  );
  return { percent, missing };
}
