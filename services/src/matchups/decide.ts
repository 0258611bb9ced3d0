import type { StreamModel } from '../core/command-handler';
import { ageOn, sealedPersonId } from '../families';
import {
  LIMITS,
  MAX_ACTIVE_ALERTS,
  MAX_AGE,
  type MetricTypeKey,
  MIN_AGE,
  type PipelineStage,
  type WatchPriority,
} from './constants';
import {
  AgeOutOfRange,
  AlertNotFound,
  FutureDate,
  ItemNotFound,
  MetricDecided,
  MetricNotFound,
  NotWatched,
  OwnValue,
  ProfileMissing,
  SameStage,
  TooMany,
  TooManyAlerts,
} from './errors';
import {
  type AthletePersonalFields,
  type AvailabilityWindow,
  type Evidence,
  type MatchupsEvent,
  type MatchupsEventOf,
  parseMatchupsEvent,
} from './events';

// Pure decisions: time, ids and sealed fields come in as arguments; each refusal is its own
// DomainError. The handlers (commands.ts) load the stream, seal, decide and append.

/** A guard against a handler's slip: every sealed field must be sealed with this athlete's key. */
export function assertSealedFor(athleteId: string, values: readonly (string | null)[]): void {
  for (const value of values)
    if (value !== null && sealedPersonId(value) !== athleteId)
      throw new Error(`a sealed field of ${athleteId} was sealed with another key`);
}

const day = (now: Date) => now.toISOString().slice(0, 10);

// ── The athlete's profile: matchupathlete-<athleteId> ───────────────────────

export type Athlete =
  | { status: 'none' }
  | {
      status: 'active';
      achievements: ReadonlySet<string>;
      videos: ReadonlySet<string>;
    };

export const ATHLETE: StreamModel<MatchupsEvent, Athlete> = {
  parse: parseMatchupsEvent,
  initial: { status: 'none' },
  evolve: (state, event) => {
    const active =
      state.status === 'active'
        ? state
        : { status: 'active' as const, achievements: new Set<string>(), videos: new Set<string>() };
    switch (event.type) {
      case 'AthleteProfileSaved':
        return active;
      case 'AthleteAchievementAdded':
        return {
          ...active,
          achievements: new Set([...active.achievements, event.data.achievementId]),
        };
      case 'AthleteAchievementRemoved':
        return {
          ...active,
          achievements: new Set(
            [...active.achievements].filter((id) => id !== event.data.achievementId),
          ),
        };
      case 'AthleteVideoAdded':
        return { ...active, videos: new Set([...active.videos, event.data.videoId]) };
      case 'AthleteVideoRemoved':
        return {
          ...active,
          videos: new Set([...active.videos].filter((id) => id !== event.data.videoId)),
        };
      case 'AthleteAvailabilitySet':
        return active;
      default:
        return state;
    }
  },
};

export type SaveProfile = {
  athleteId: string;
  by: string;
  ownAccount: boolean;
  /** The birth date in clear, to judge the age; the event carries it sealed. */
  birthDate: string;
  personal: AthletePersonalFields;
  positions: MatchupsEventOf<'AthleteProfileSaved'>['data']['positions'];
  graduationYear: number;
  state: MatchupsEventOf<'AthleteProfileSaved'>['data']['state'];
  heightInches: number | null;
  weightLbs: number | null;
  timeZone: string;
  now: Date;
};

export function decideSaveProfile(command: SaveProfile, _state: Athlete): MatchupsEvent[] {
  const { athleteId, personal, now } = command;
  assertSealedFor(athleteId, Object.values(personal));
  if (command.birthDate > day(now)) throw new FutureDate('birthDate');
  const age = ageOn(command.birthDate, now);
  if (age < MIN_AGE || age > MAX_AGE) throw new AgeOutOfRange(MIN_AGE, MAX_AGE);
  return [
    {
      type: 'AthleteProfileSaved',
      data: {
        athleteId,
        savedBy: command.by,
        ownAccount: command.ownAccount,
        personal,
        positions: command.positions,
        graduationYear: command.graduationYear,
        state: command.state,
        heightInches: command.heightInches,
        weightLbs: command.weightLbs,
        timeZone: command.timeZone,
        savedAt: now.toISOString(),
      },
    },
  ];
}

export type AddAchievement = {
  athleteId: string;
  achievementId: string;
  title: string;
  year: number | null;
  by: string;
  now: Date;
};

export function decideAddAchievement(command: AddAchievement, state: Athlete): MatchupsEvent[] {
  if (state.status !== 'active') throw new ProfileMissing();
  assertSealedFor(command.athleteId, [command.title]);
  if (state.achievements.size >= LIMITS.achievements)
    throw new TooMany('achievements', LIMITS.achievements);
  const { athleteId, achievementId, title, year, by, now } = command;
  return [
    {
      type: 'AthleteAchievementAdded',
      data: { athleteId, achievementId, title, year, by, addedAt: now.toISOString() },
    },
  ];
}

export type RemoveItem = { athleteId: string; itemId: string; by: string; now: Date };

export function decideRemoveAchievement(command: RemoveItem, state: Athlete): MatchupsEvent[] {
  if (state.status !== 'active' || !state.achievements.has(command.itemId))
    throw new ItemNotFound('achievement');
  const { athleteId, itemId, by, now } = command;
  return [
    {
      type: 'AthleteAchievementRemoved',
      data: { athleteId, achievementId: itemId, by, removedAt: now.toISOString() },
    },
  ];
}

export type AddVideo = {
  athleteId: string;
  videoId: string;
  url: string;
  title: string;
  by: string;
  now: Date;
};

export function decideAddVideo(command: AddVideo, state: Athlete): MatchupsEvent[] {
  if (state.status !== 'active') throw new ProfileMissing();
  assertSealedFor(command.athleteId, [command.url, command.title]);
  if (state.videos.size >= LIMITS.videos) throw new TooMany('videos', LIMITS.videos);
  const { athleteId, videoId, url, title, by, now } = command;
  return [
    {
      type: 'AthleteVideoAdded',
      data: { athleteId, videoId, url, title, by, addedAt: now.toISOString() },
    },
  ];
}

export function decideRemoveVideo(command: RemoveItem, state: Athlete): MatchupsEvent[] {
  if (state.status !== 'active' || !state.videos.has(command.itemId))
    throw new ItemNotFound('video');
  const { athleteId, itemId, by, now } = command;
  return [
    {
      type: 'AthleteVideoRemoved',
      data: { athleteId, videoId: itemId, by, removedAt: now.toISOString() },
    },
  ];
}

export type SetAvailability = {
  athleteId: string;
  windows: AvailabilityWindow[];
  timeZone: string;
  by: string;
  now: Date;
};

export function decideSetAvailability(command: SetAvailability, state: Athlete): MatchupsEvent[] {
  if (state.status !== 'active') throw new ProfileMissing();
  const { athleteId, windows, timeZone, by, now } = command;
  return [
    {
      type: 'AthleteAvailabilitySet',
      data: { athleteId, windows, timeZone, by, setAt: now.toISOString() },
    },
  ];
}

// ── A metric value: matchupmetric-<metricId> ────────────────────────────────

export type Metric =
  | { status: 'none' }
  | {
      status: 'self_reported' | 'verified' | 'rejected';
      athleteId: string;
      recordedBy: string;
      metricType: MetricTypeKey;
    };

export const METRIC: StreamModel<MatchupsEvent, Metric> = {
  parse: parseMatchupsEvent,
  initial: { status: 'none' },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MetricValueRecorded':
        return {
          status: 'self_reported',
          athleteId: event.data.athleteId,
          recordedBy: event.data.recordedBy,
          metricType: event.data.metricType,
        };
      case 'MetricValueVerified':
        return state.status === 'none' ? state : { ...state, status: 'verified' };
      case 'MetricValueRejected':
        return state.status === 'none' ? state : { ...state, status: 'rejected' };
      default:
        return state;
    }
  },
};

export type RecordMetric = {
  metricId: string;
  athleteId: string;
  /** Whether the athlete's profile exists (the athlete stream's state). */
  profileExists: boolean;
  metricType: MetricTypeKey;
  value: number;
  unit: string;
  measuredOn: string;
  notes: string | null;
  videoUrl: string | null;
  by: string;
  now: Date;
};

export function decideRecordMetric(command: RecordMetric, state: Metric): MatchupsEvent[] {
  if (state.status !== 'none') return []; // recorded already under this id: nothing more
  if (!command.profileExists) throw new ProfileMissing();
  assertSealedFor(command.athleteId, [command.notes, command.videoUrl]);
  if (command.measuredOn > day(command.now)) throw new FutureDate('measuredOn');
  const { metricId, athleteId, metricType, value, unit, measuredOn, notes, videoUrl, by, now } =
    command;
  return [
    {
      type: 'MetricValueRecorded',
      data: {
        metricId,
        athleteId,
        metricType,
        value,
        unit,
        recordedBy: by,
        measuredOn,
        notes,
        videoUrl,
        recordedAt: now.toISOString(),
      },
    },
  ];
}

export type DecideMetric = {
  metricId: string;
  by: string;
  byRole: 'staff' | 'coach';
  now: Date;
};

function undecided(state: Metric, by: string) {
  if (state.status === 'none') throw new MetricNotFound();
  if (state.status === 'verified' || state.status === 'rejected')
    throw new MetricDecided(state.status);
  if (state.recordedBy === by) throw new OwnValue();
  return state;
}

export function decideVerifyMetric(
  command: DecideMetric & { evidence: Evidence },
  state: Metric,
): MatchupsEvent[] {
  const metric = undecided(state, command.by);
  if (command.evidence.kind === 'video') assertSealedFor(metric.athleteId, [command.evidence.url]);
  if (command.evidence.kind === 'event' && command.evidence.date > day(command.now))
    throw new FutureDate('evidence.date');
  const { metricId, by, byRole, evidence, now } = command;
  return [
    {
      type: 'MetricValueVerified',
      data: {
        metricId,
        athleteId: metric.athleteId,
        by,
        byRole,
        evidence,
        verifiedAt: now.toISOString(),
      },
    },
  ];
}

export function decideRejectMetric(
  command: DecideMetric & { reason: string },
  state: Metric,
): MatchupsEvent[] {
  const metric = undecided(state, command.by);
  const { metricId, by, byRole, reason, now } = command;
  return [
    {
      type: 'MetricValueRejected',
      data: {
        metricId,
        athleteId: metric.athleteId,
        by,
        byRole,
        reason,
        rejectedAt: now.toISOString(),
      },
    },
  ];
}

// ── A coach's watch of an athlete: matchupwatch-<coachId>-<athleteId> ───────

export type Watch =
  | { status: 'none' | 'unwatched' }
  | { status: 'watching'; priority: WatchPriority; notes: string | null; stage: PipelineStage };

export const WATCH: StreamModel<MatchupsEvent, Watch> = {
  parse: parseMatchupsEvent,
  initial: { status: 'none' },
  evolve: (state, event) => {
    switch (event.type) {
      case 'AthleteWatched':
        return {
          status: 'watching',
          priority: event.data.priority,
          notes: event.data.notes,
          stage: event.data.stage,
        };
      case 'WatchUpdated':
        return state.status === 'watching'
          ? { ...state, priority: event.data.priority, notes: event.data.notes }
          : state;
      case 'PipelineStageChanged':
        return state.status === 'watching' ? { ...state, stage: event.data.to } : state;
      case 'AthleteUnwatched':
        return { status: 'unwatched' };
      default:
        return state;
    }
  },
};

export type WatchAthlete = {
  coachId: string;
  athleteId: string;
  priority: WatchPriority;
  /** Sealed with the athlete's key. */
  notes: string | null;
  now: Date;
};

export function decideWatch(command: WatchAthlete, state: Watch): MatchupsEvent[] {
  const { coachId, athleteId, priority, notes, now } = command;
  assertSealedFor(athleteId, [notes]);
  if (state.status !== 'watching')
    return [
      {
        type: 'AthleteWatched',
        data: {
          coachId,
          athleteId,
          priority,
          notes,
          stage: 'identified',
          watchedAt: now.toISOString(),
        },
      },
    ];
  // Watched already: the priority and notes as given now (a sealed note differs each time, so
  // an unchanged one cannot be told apart; a repeated save is one more harmless event).
  return [
    {
      type: 'WatchUpdated',
      data: { coachId, athleteId, priority, notes, updatedAt: now.toISOString() },
    },
  ];
}

export type Unwatch = { coachId: string; athleteId: string; now: Date };

export function decideUnwatch(command: Unwatch, state: Watch): MatchupsEvent[] {
  if (state.status !== 'watching') throw new NotWatched();
  const { coachId, athleteId, now } = command;
  return [
    { type: 'AthleteUnwatched', data: { coachId, athleteId, unwatchedAt: now.toISOString() } },
  ];
}

export type MoveStage = { coachId: string; athleteId: string; to: PipelineStage; now: Date };

export function decideMoveStage(command: MoveStage, state: Watch): MatchupsEvent[] {
  if (state.status !== 'watching') throw new NotWatched();
  if (state.stage === command.to) throw new SameStage();
  const { coachId, athleteId, to, now } = command;
  return [
    {
      type: 'PipelineStageChanged',
      data: { coachId, athleteId, from: state.stage, to, changedAt: now.toISOString() },
    },
  ];
}

// ── A coach's alerts and preferences: matchupcoach-<coachId> ────────────────

export type Coach = { alerts: ReadonlyMap<string, { isActive: boolean }> };

export const COACH: StreamModel<MatchupsEvent, Coach> = {
  parse: parseMatchupsEvent,
  initial: { alerts: new Map() },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MetricAlertCreated':
        return { alerts: new Map([...state.alerts, [event.data.alertId, { isActive: true }]]) };
      case 'MetricAlertChanged':
        return {
          alerts: new Map([
            ...state.alerts,
            [event.data.alertId, { isActive: event.data.isActive }],
          ]),
        };
      default:
        return state;
    }
  },
};

const activeAlerts = (state: Coach) => [...state.alerts.values()].filter((a) => a.isActive).length;

type AlertFields = Omit<
  MatchupsEventOf<'MetricAlertCreated'>['data'],
  'coachId' | 'alertId' | 'createdAt'
>;

export function decideCreateAlert(
  command: { coachId: string; alertId: string; alert: AlertFields; now: Date },
  state: Coach,
): MatchupsEvent[] {
  if (state.alerts.has(command.alertId)) return [];
  if (activeAlerts(state) >= MAX_ACTIVE_ALERTS) throw new TooManyAlerts();
  const { coachId, alertId, alert, now } = command;
  return [
    {
      type: 'MetricAlertCreated',
      data: { coachId, alertId, ...alert, createdAt: now.toISOString() },
    },
  ];
}

export function decideChangeAlert(
  command: { coachId: string; alertId: string; alert: AlertFields; isActive: boolean; now: Date },
  state: Coach,
): MatchupsEvent[] {
  const current = state.alerts.get(command.alertId);
  if (!current) throw new AlertNotFound();
  if (command.isActive && !current.isActive && activeAlerts(state) >= MAX_ACTIVE_ALERTS)
    throw new TooManyAlerts();
  const { coachId, alertId, alert, isActive, now } = command;
  return [
    {
      type: 'MetricAlertChanged',
      data: { coachId, alertId, ...alert, isActive, changedAt: now.toISOString() },
    },
  ];
}

export function decideSavePreferences(
  command: {
    coachId: string;
    preferences: Omit<MatchupsEventOf<'CoachPreferencesSaved'>['data'], 'coachId' | 'savedAt'>;
    now: Date;
  },
  _state: Coach,
): MatchupsEvent[] {
  const { coachId, preferences, now } = command;
  return [
    {
      type: 'CoachPreferencesSaved',
      data: { coachId, ...preferences, savedAt: now.toISOString() },
    },
  ];
}
