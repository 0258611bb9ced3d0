import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';
import { sealedField } from '../families/schemas';
import {
  ALERT_FREQUENCIES,
  ALERT_OPERATORS,
  METRIC_TYPE_KEYS,
  PIPELINE_STAGES,
  POSITIONS,
  STATES,
  WATCH_PRIORITIES,
  WEEKDAYS,
} from './constants';

// ── Streams ─────────────────────────────────────────────────────────────────
// What must be consistent is one stream appended at its revision: an athlete's profile (its
// achievements, videos and availability with it), a metric value's provenance (recorded, then
// verified or rejected once), a coach's watch of one athlete (priority, notes, pipeline stage),
// a coach's alerts and preferences (at most MAX_ACTIVE_ALERTS active), and one match of an
// alert and a value ('no_stream': an alert fires once per value, however often it is asked).

export const athleteStream = (athleteId: string): string => `matchupathlete-${athleteId}`;
export const metricStream = (metricId: string): string => `matchupmetric-${metricId}`;
export const watchStream = (coachId: string, athleteId: string): string =>
  `matchupwatch-${coachId}-${athleteId}`;
export const coachStream = (coachId: string): string => `matchupcoach-${coachId}`;
export const alertMatchStream = (alertId: string, metricId: string): string =>
  `matchupmatch-${alertId}-${metricId}`;

// ── Fields ──────────────────────────────────────────────────────────────────

const optionalSealed = sealedField.nullable();

/**
 * An athlete's personal fields (PLATFORM.md §0), each sealed with the athlete's key (families'
 * sealing.ts): erasing the key leaves every reader "removed".
 */
export const athletePersonalFields = z.object({
  firstName: sealedField,
  lastName: sealedField,
  /** YYYY-MM-DD, sealed: the age group is public, the birth date is not. */
  birthDate: sealedField,
  school: optionalSealed,
  city: optionalSealed,
});
export type AthletePersonalFields = z.infer<typeof athletePersonalFields>;

/** What is public about the athlete, in clear: nothing that names or locates them closely. */
export const athleteFacts = {
  positions: z.array(z.enum(POSITIONS)).min(1),
  graduationYear: z.number().int(),
  state: z.enum(STATES).nullable(),
  heightInches: z.number().int().nullable(),
  weightLbs: z.number().int().nullable(),
};

export const availabilityWindow = z.object({
  day: z.enum(WEEKDAYS),
  /** HH:MM, 24-hour, in the athlete's time zone. */
  start: z.string(),
  end: z.string(),
});
export type AvailabilityWindow = z.infer<typeof availabilityWindow>;

/** A verification's evidence: a video link (sealed: a minor's video) or the event it was measured at. */
export const evidence = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video'), url: sealedField }),
  z.object({
    kind: z.literal('event'),
    name: z.string(),
    /** YYYY-MM-DD */
    date: z.iso.date(),
    place: z.string(),
  }),
]);
export type Evidence = z.infer<typeof evidence>;

const alertFields = {
  metricType: z.enum(METRIC_TYPE_KEYS),
  operator: z.enum(ALERT_OPERATORS),
  targetValue: z.number(),
  unit: z.string(),
  position: z.enum(POSITIONS).nullable(),
  graduationYear: z.number().int().nullable(),
  /** Document 2's `location`: a state's postal code, or anywhere. */
  location: z.enum(STATES).nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
};

const preferenceFields = {
  positions: z.array(z.enum(POSITIONS)),
  graduationYears: z.array(z.number().int()),
  states: z.array(z.enum(STATES)),
  metricTypes: z.array(z.enum(METRIC_TYPE_KEYS)),
};

// Version 1 shapes; an upcaster goes in front of parseMatchupsEvent when one changes.
export const matchupsEventSchema = z.discriminatedUnion('type', [
  // ── matchupathlete-<athleteId> ──
  event('AthleteProfileSaved', {
    athleteId: z.string(),
    /** The account that saved it: the athlete's own, or a linked parent's. */
    savedBy: z.string(),
    /** Whether the athlete is this account's own (not a child profile a parent manages). */
    ownAccount: z.boolean(),
    personal: athletePersonalFields,
    ...athleteFacts,
    timeZone: z.string(),
    savedAt: timestamp,
  }),
  event('AthleteAchievementAdded', {
    athleteId: z.string(),
    achievementId: z.string(),
    /** Free text about the child: sealed. */
    title: sealedField,
    year: z.number().int().nullable(),
    by: z.string(),
    addedAt: timestamp,
  }),
  event('AthleteAchievementRemoved', {
    athleteId: z.string(),
    achievementId: z.string(),
    by: z.string(),
    removedAt: timestamp,
  }),
  event('AthleteVideoAdded', {
    athleteId: z.string(),
    videoId: z.string(),
    /** The canonical address (services/src/videos), sealed. */
    url: sealedField,
    title: sealedField,
    by: z.string(),
    addedAt: timestamp,
  }),
  event('AthleteVideoRemoved', {
    athleteId: z.string(),
    videoId: z.string(),
    by: z.string(),
    removedAt: timestamp,
  }),
  event('AthleteAvailabilitySet', {
    athleteId: z.string(),
    windows: z.array(availabilityWindow),
    timeZone: z.string(),
    by: z.string(),
    setAt: timestamp,
  }),

  // ── matchupmetric-<metricId> ──
  event('MetricValueRecorded', {
    metricId: z.string(),
    athleteId: z.string(),
    metricType: z.enum(METRIC_TYPE_KEYS),
    value: z.number(),
    unit: z.string(),
    /** The account that recorded it: the athlete's own or a linked parent's (self-reported). */
    recordedBy: z.string(),
    /** YYYY-MM-DD: when it was measured. */
    measuredOn: z.iso.date(),
    notes: optionalSealed,
    videoUrl: optionalSealed,
    recordedAt: timestamp,
  }),
  event('MetricValueVerified', {
    metricId: z.string(),
    athleteId: z.string(),
    by: z.string(),
    byRole: z.enum(['staff', 'coach']),
    evidence,
    verifiedAt: timestamp,
  }),
  event('MetricValueRejected', {
    metricId: z.string(),
    athleteId: z.string(),
    by: z.string(),
    byRole: z.enum(['staff', 'coach']),
    reason: z.string().min(1),
    rejectedAt: timestamp,
  }),

  // ── matchupwatch-<coachId>-<athleteId> ──
  event('AthleteWatched', {
    coachId: z.string(),
    athleteId: z.string(),
    priority: z.enum(WATCH_PRIORITIES),
    /** The coach's notes about a child: sealed with the athlete's key. */
    notes: optionalSealed,
    stage: z.enum(PIPELINE_STAGES),
    watchedAt: timestamp,
  }),
  event('WatchUpdated', {
    coachId: z.string(),
    athleteId: z.string(),
    priority: z.enum(WATCH_PRIORITIES),
    notes: optionalSealed,
    updatedAt: timestamp,
  }),
  event('PipelineStageChanged', {
    coachId: z.string(),
    athleteId: z.string(),
    from: z.enum(PIPELINE_STAGES),
    to: z.enum(PIPELINE_STAGES),
    changedAt: timestamp,
  }),
  event('AthleteUnwatched', {
    coachId: z.string(),
    athleteId: z.string(),
    unwatchedAt: timestamp,
  }),

  // ── matchupcoach-<coachId> ──
  event('CoachPreferencesSaved', {
    coachId: z.string(),
    ...preferenceFields,
    savedAt: timestamp,
  }),
  event('MetricAlertCreated', {
    coachId: z.string(),
    alertId: z.string(),
    ...alertFields,
    createdAt: timestamp,
  }),
  event('MetricAlertChanged', {
    coachId: z.string(),
    alertId: z.string(),
    ...alertFields,
    isActive: z.boolean(),
    changedAt: timestamp,
  }),

  // ── matchupmatch-<alertId>-<metricId> ──
  event('MetricAlertMatched', {
    alertId: z.string(),
    coachId: z.string(),
    metricId: z.string(),
    athleteId: z.string(),
    metricType: z.enum(METRIC_TYPE_KEYS),
    value: z.number(),
    frequency: z.enum(ALERT_FREQUENCIES),
    matchedAt: timestamp,
  }),
]);

export type MatchupsEvent = z.infer<typeof matchupsEventSchema>;
export type MatchupsEventOf<T extends MatchupsEvent['type']> = Extract<MatchupsEvent, { type: T }>;
export const MATCHUPS_EVENT_TYPES = matchupsEventSchema.options.map(
  (o) => o.shape.type.value,
) as MatchupsEvent['type'][];

/** Every reader of the area's events parses through here. */
export const parseMatchupsEvent = (type: string, data: unknown): MatchupsEvent =>
  matchupsEventSchema.parse({ type, data });
