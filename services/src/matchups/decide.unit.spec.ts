import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decider } from '../testing/decider';
import { sealedAs } from '../testing/sealed-as';
import { LIMITS, MAX_ACTIVE_ALERTS, MESSAGES } from './constants';
import {
  ATHLETE,
  COACH,
  decideAddAchievement,
  decideAddVideo,
  decideChangeAlert,
  decideCreateAlert,
  decideMoveStage,
  decideRecordMetric,
  decideRejectMetric,
  decideRemoveAchievement,
  decideSaveProfile,
  decideSetAvailability,
  decideUnwatch,
  decideVerifyMetric,
  decideWatch,
  METRIC,
  type SaveProfile,
  WATCH,
} from './decide';
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
import type { MatchupsEvent } from './events';

const now = new Date('2026-12-01T12:00:00.000Z');
const athleteId = randomUUID();
const parent = randomUUID();
const coach = randomUUID();

const profile = (overrides: Partial<SaveProfile> = {}): SaveProfile => ({
  athleteId,
  by: parent,
  ownAccount: false,
  birthDate: '2010-03-04',
  personal: {
    firstName: sealedAs(athleteId, 'Jonathan'),
    lastName: sealedAs(athleteId, 'Broussard'),
    birthDate: sealedAs(athleteId, '2010-03-04'),
    school: sealedAs(athleteId, 'Jesuit High'),
    city: null,
  },
  positions: ['SS', '2B'],
  graduationYear: 2028,
  state: 'LA',
  heightInches: 68,
  weightLbs: 150,
  timeZone: 'America/New_York',
  now,
  ...overrides,
});

const athlete = decider(ATHLETE.evolve, ATHLETE.initial);
const saved = decideSaveProfile(profile(), ATHLETE.initial);

describe('the athlete profile', () => {
  it('records the profile with the personal fields sealed and the public facts in clear', () => {
    athlete()
      .when((s) => decideSaveProfile(profile(), s))
      .records([
        {
          type: 'AthleteProfileSaved',
          data: {
            athleteId,
            savedBy: parent,
            ownAccount: false,
            personal: profile().personal,
            positions: ['SS', '2B'],
            graduationYear: 2028,
            state: 'LA',
            heightInches: 68,
            weightLbs: 150,
            timeZone: 'America/New_York',
            savedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('refuses an age outside 6-18 and a birth date in the future', () => {
    athlete()
      .when((s) => decideSaveProfile(profile({ birthDate: '2021-01-01' }), s))
      .refuses(AgeOutOfRange, 'Matchups is for athletes aged 6 to 18');
    athlete()
      .when((s) => decideSaveProfile(profile({ birthDate: '2005-01-01' }), s))
      .refuses(AgeOutOfRange);
    athlete()
      .when((s) => decideSaveProfile(profile({ birthDate: '2027-01-01' }), s))
      .refuses(FutureDate, MESSAGES.futureDate);
  });

  it('refuses a personal field sealed with another person’s key', () => {
    const personal = { ...profile().personal, lastName: sealedAs(randomUUID(), 'Other') };
    expect(() => decideSaveProfile(profile({ personal }), ATHLETE.initial)).toThrow(/another key/);
  });

  it('adds and removes achievements and videos only on a saved profile, within their limits', () => {
    const add = {
      athleteId,
      achievementId: randomUUID(),
      title: sealedAs(athleteId, 'MVP'),
      year: 2026,
      by: parent,
      now,
    };
    athlete()
      .when((s) => decideAddAchievement(add, s))
      .refuses(ProfileMissing, MESSAGES.profileMissing);
    const [addedEvent] = decideAddAchievement(add, athlete(...saved).state);
    expect(addedEvent?.type).toBe('AthleteAchievementAdded');
    const full = Array.from({ length: LIMITS.achievements }, () =>
      decideAddAchievement(
        { ...add, achievementId: randomUUID() },
        ATHLETE.evolve(ATHLETE.initial, saved[0] as MatchupsEvent),
      ),
    ).flat();
    athlete(...saved, ...full)
      .when((s) => decideAddAchievement(add, s))
      .refuses(TooMany);
    athlete(...saved)
      .when((s) => decideRemoveAchievement({ athleteId, itemId: randomUUID(), by: parent, now }, s))
      .refuses(ItemNotFound, 'Achievement not found');
    athlete(...saved, ...(addedEvent ? [addedEvent] : []))
      .when((s) =>
        decideRemoveAchievement({ athleteId, itemId: add.achievementId, by: parent, now }, s),
      )
      .records([
        {
          type: 'AthleteAchievementRemoved',
          data: {
            athleteId,
            achievementId: add.achievementId,
            by: parent,
            removedAt: now.toISOString(),
          },
        },
      ]);
    const video = {
      athleteId,
      videoId: randomUUID(),
      url: sealedAs(athleteId, 'https://youtu.be/x'),
      title: sealedAs(athleteId, 'Hits'),
      by: parent,
      now,
    };
    athlete()
      .when((s) => decideAddVideo(video, s))
      .refuses(ProfileMissing);
    athlete()
      .when((s) =>
        decideSetAvailability(
          { athleteId, windows: [], timeZone: 'America/Chicago', by: parent, now },
          s,
        ),
      )
      .refuses(ProfileMissing);
  });
});

// ── Metrics ─────────────────────────────────────────────────────────────────

const metricId = randomUUID();
const record = {
  metricId,
  athleteId,
  profileExists: true,
  metricType: 'exit_velocity' as const,
  value: 88.4,
  unit: 'mph',
  measuredOn: '2026-11-20',
  notes: null,
  videoUrl: null,
  by: parent,
  now,
};
const metric = decider(METRIC.evolve, METRIC.initial);
const recorded = decideRecordMetric(record, METRIC.initial);
const evidence = {
  kind: 'event' as const,
  name: 'Fall showcase',
  date: '2026-11-20',
  place: 'Metairie',
};

describe('a metric value with its provenance', () => {
  it('is recorded self-reported, once per id, only on a saved profile and not in the future', () => {
    expect(recorded[0]).toMatchObject({
      type: 'MetricValueRecorded',
      data: { recordedBy: parent, value: 88.4 },
    });
    metric(...recorded)
      .when((s) => decideRecordMetric(record, s))
      .records([]);
    metric()
      .when((s) => decideRecordMetric({ ...record, profileExists: false }, s))
      .refuses(ProfileMissing);
    metric()
      .when((s) => decideRecordMetric({ ...record, measuredOn: '2026-12-02' }, s))
      .refuses(FutureDate);
  });

  it('is verified with evidence by someone other than who recorded it', () => {
    metric(...recorded)
      .when((s) => decideVerifyMetric({ metricId, by: coach, byRole: 'coach', evidence, now }, s))
      .records([
        {
          type: 'MetricValueVerified',
          data: {
            metricId,
            athleteId,
            by: coach,
            byRole: 'coach',
            evidence,
            verifiedAt: now.toISOString(),
          },
        },
      ]);
    metric(...recorded)
      .when((s) => decideVerifyMetric({ metricId, by: parent, byRole: 'staff', evidence, now }, s))
      .refuses(OwnValue, MESSAGES.ownValue);
    metric()
      .when((s) => decideVerifyMetric({ metricId, by: coach, byRole: 'coach', evidence, now }, s))
      .refuses(MetricNotFound);
    metric(...recorded)
      .when((s) =>
        decideVerifyMetric(
          {
            metricId,
            by: coach,
            byRole: 'coach',
            evidence: { ...evidence, date: '2027-01-01' },
            now,
          },
          s,
        ),
      )
      .refuses(FutureDate);
  });

  it('is decided once: verified or rejected, never both, never twice', () => {
    const verified = decideVerifyMetric(
      { metricId, by: coach, byRole: 'coach', evidence, now },
      metric(...recorded).state,
    );
    const rejected = decideRejectMetric(
      { metricId, by: coach, byRole: 'coach', reason: 'Blurry video', now },
      metric(...recorded).state,
    );
    expect(rejected[0]).toMatchObject({
      type: 'MetricValueRejected',
      data: { reason: 'Blurry video' },
    });
    metric(...recorded, ...verified)
      .when((s) =>
        decideVerifyMetric({ metricId, by: randomUUID(), byRole: 'staff', evidence, now }, s),
      )
      .refuses(MetricDecided, MESSAGES.alreadyVerified);
    metric(...recorded, ...verified)
      .when((s) =>
        decideRejectMetric({ metricId, by: randomUUID(), byRole: 'staff', reason: 'x', now }, s),
      )
      .refuses(MetricDecided, MESSAGES.alreadyVerified);
    metric(...recorded, ...rejected)
      .when((s) =>
        decideVerifyMetric({ metricId, by: randomUUID(), byRole: 'staff', evidence, now }, s),
      )
      .refuses(MetricDecided, MESSAGES.alreadyRejected);
  });

  it('refuses video evidence sealed with another person’s key', () => {
    const video = { kind: 'video' as const, url: sealedAs(randomUUID(), 'https://youtu.be/x') };
    expect(() =>
      decideVerifyMetric(
        { metricId, by: coach, byRole: 'coach', evidence: video, now },
        metric(...recorded).state,
      ),
    ).toThrow(/another key/);
  });
});

// ── Watchlist and pipeline ──────────────────────────────────────────────────

const watch = decider(WATCH.evolve, WATCH.initial);
const watched = decideWatch(
  { coachId: coach, athleteId, priority: 'medium', notes: null, now },
  WATCH.initial,
);

describe('a coach’s watch and pipeline', () => {
  it('starts in the first stage, and a second save updates priority and notes', () => {
    expect(watched[0]).toMatchObject({
      type: 'AthleteWatched',
      data: { stage: 'identified', priority: 'medium' },
    });
    const [update] = decideWatch(
      { coachId: coach, athleteId, priority: 'high', notes: null, now },
      watch(...watched).state,
    );
    expect(update?.type).toBe('WatchUpdated');
  });

  it('moves between stages, each move with its from and to; refuses the same stage and an unwatched athlete', () => {
    watch(...watched)
      .when((s) => decideMoveStage({ coachId: coach, athleteId, to: 'contacted', now }, s))
      .records([
        {
          type: 'PipelineStageChanged',
          data: {
            coachId: coach,
            athleteId,
            from: 'identified',
            to: 'contacted',
            changedAt: now.toISOString(),
          },
        },
      ]);
    watch(...watched)
      .when((s) => decideMoveStage({ coachId: coach, athleteId, to: 'identified', now }, s))
      .refuses(SameStage, MESSAGES.sameStage);
    watch()
      .when((s) => decideMoveStage({ coachId: coach, athleteId, to: 'contacted', now }, s))
      .refuses(NotWatched, MESSAGES.notWatched);
    const unwatched = decideUnwatch({ coachId: coach, athleteId, now }, watch(...watched).state);
    watch(...watched, ...unwatched)
      .when((s) => decideUnwatch({ coachId: coach, athleteId, now }, s))
      .refuses(NotWatched);
  });
});

// ── Alerts ──────────────────────────────────────────────────────────────────

const coachStream = decider(COACH.evolve, COACH.initial);
const alertFields = {
  metricType: 'exit_velocity' as const,
  operator: '>=' as const,
  targetValue: 90,
  unit: 'mph',
  position: null,
  graduationYear: null,
  location: null,
  frequency: 'real_time' as const,
};
const created = (alertId = randomUUID()) =>
  decideCreateAlert({ coachId: coach, alertId, alert: alertFields, now }, COACH.initial);

describe('a coach’s alerts', () => {
  it(`keeps at most ${MAX_ACTIVE_ALERTS} active: the next is refused, and one turned off makes room`, () => {
    const full = Array.from({ length: MAX_ACTIVE_ALERTS }, () => created()).flat();
    coachStream(...full)
      .when((s) =>
        decideCreateAlert({ coachId: coach, alertId: randomUUID(), alert: alertFields, now }, s),
      )
      .refuses(TooManyAlerts, MESSAGES.tooManyAlerts);
    const first = full[0];
    if (first?.type !== 'MetricAlertCreated') throw new Error('no alert');
    const off = decideChangeAlert(
      { coachId: coach, alertId: first.data.alertId, alert: alertFields, isActive: false, now },
      coachStream(...full).state,
    );
    expect(
      decideCreateAlert(
        { coachId: coach, alertId: randomUUID(), alert: alertFields, now },
        coachStream(...full, ...off).state,
      ),
    ).toHaveLength(1);
    coachStream(...full, ...off)
      .when((s) =>
        decideChangeAlert(
          { coachId: coach, alertId: first.data.alertId, alert: alertFields, isActive: true, now },
          s,
        ),
      )
      .records([
        {
          type: 'MetricAlertChanged',
          data: {
            coachId: coach,
            alertId: first.data.alertId,
            ...alertFields,
            isActive: true,
            changedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('refuses a change to an alert the coach does not have', () => {
    coachStream(...created())
      .when((s) =>
        decideChangeAlert(
          { coachId: coach, alertId: randomUUID(), alert: alertFields, isActive: true, now },
          s,
        ),
      )
      .refuses(AlertNotFound, MESSAGES.alertNotFound);
  });
});
