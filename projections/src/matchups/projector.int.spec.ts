import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { REMOVED } from '../../../services/src/families/constants';
import { migratePersonKeys, sealFor, shredKey } from '../../../services/src/families/sealing';
import { athleteStream, coachStream, watchStream } from '../../../services/src/matchups/events';
import { readModelDatabase, recordedEvent } from '../testing';
import {
  AT,
  alertCreated,
  applyAll,
  erased,
  familyEvent,
  metricRecorded,
  metricRejected,
  metricVerified,
  profileSaved,
  stageChanged,
  watched,
} from './matchups.testing';
import { matchupsProjector } from './projector';

const db = readModelDatabase();
beforeAll(() => migratePersonKeys(db.knex));

/** Applies the events twice over: the second pass must change nothing. */
async function twice(events: readonly RecordedEvent[]) {
  await applyAll(db.knex, events);
  await applyAll(db.knex, events);
}

const athlete = (athleteId: string) =>
  db.knex('matchup_athletes').where({ athlete_id: athleteId }).first();
const bests = (athleteId: string) =>
  db.knex('matchup_bests').where({ athlete_id: athleteId }).orderBy('metric_type');

/** Every row of the projector's tables about these athletes, as text, in a fixed order. */
async function dump(athleteIds: readonly string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of matchupsProjector.tables) {
    const column =
      table === 'matchup_alerts' || table === 'matchup_preferences' ? null : 'athlete_id';
    if (!column) continue;
    const { rows } = await db.knex.raw<{ rows: { r: string }[] }>(
      'select t::text as r from ?? t where athlete_id = any(?) order by 1',
      [table, [...athleteIds]],
    );
    out[table] = rows.map((row) => row.r);
  }
  return out;
}

describe("Matchups' read model", () => {
  it('opens the profile, keeps achievements, videos and availability, once however often replayed', async () => {
    const saved = await profileSaved(db.knex, 0, { firstName: 'Jonathan', lastName: 'Ardoin' });
    const id = (saved.data as { athleteId: string }).athleteId;
    const stream = athleteStream(id);
    const achievementId = randomUUID();
    const videoId = randomUUID();
    const titles = await sealFor(db.knex, id, {
      title: 'All-district 2025',
      url: 'https://www.youtube.com/watch?v=abc123DEF45',
      videoTitle: 'Batting practice',
    });
    await twice([
      saved,
      recordedEvent(stream, 1, 'AthleteAchievementAdded', {
        athleteId: id,
        achievementId,
        title: titles.title,
        year: 2025,
        by: id,
        addedAt: AT,
      }),
      recordedEvent(stream, 2, 'AthleteVideoAdded', {
        athleteId: id,
        videoId,
        url: titles.url,
        title: titles.videoTitle,
        by: id,
        addedAt: AT,
      }),
      recordedEvent(stream, 3, 'AthleteAvailabilitySet', {
        athleteId: id,
        windows: [{ day: 'sat', start: '09:00', end: '12:00' }],
        timeZone: 'America/New_York',
        by: id,
        setAt: AT,
      }),
    ]);
    expect(await athlete(id)).toMatchObject({
      first_name: 'Jonathan',
      last_name: 'Ardoin',
      birth_date: '2010-03-04',
      school: 'Jesuit High School',
      city: 'New Orleans',
      state: 'LA',
      positions: ['SS'],
      graduation_year: 2028,
      consent_verified: false,
      erased: false,
      search_text: 'jonathan ardoin jesuit high school',
      achievements: [{ id: achievementId, title: 'All-district 2025', year: 2025 }],
      videos: [
        {
          id: videoId,
          url: 'https://www.youtube.com/watch?v=abc123DEF45',
          title: 'Batting practice',
        },
      ],
      availability: [{ day: 'sat', start: '09:00', end: '12:00' }],
      time_zone: 'America/New_York',
      version: 3,
    });

    await twice([
      recordedEvent(stream, 4, 'AthleteAchievementRemoved', {
        athleteId: id,
        achievementId,
        by: id,
        removedAt: AT,
      }),
      recordedEvent(stream, 5, 'AthleteVideoRemoved', {
        athleteId: id,
        videoId,
        by: id,
        removedAt: AT,
      }),
    ]);
    expect(await athlete(id)).toMatchObject({ achievements: [], videos: [], version: 5 });
  });

  it('keeps each value with its provenance, and the best verified one by the metric’s direction', async () => {
    const saved = await profileSaved(db.knex, 0, { positions: ['CF', 'SS'], graduationYear: 2027 });
    const id = (saved.data as { athleteId: string }).athleteId;
    const dash = (value: number) =>
      metricRecorded(db.knex, id, { metricType: 'sixty_yard_dash', value, unit: 's' });
    const slow = await dash(7.4);
    const fast = await dash(6.9);
    const fastAgain = await dash(6.9);
    const selfOnly = await dash(6.2);
    const exit = await metricRecorded(db.knex, id, {
      value: 88,
      notes: 'Cage session',
      videoUrl: 'https://vimeo.com/123456',
    });
    const exitHigher = await metricRecorded(db.knex, id, { value: 93.5 });
    const metricIdOf = (e: RecordedEvent) => (e.data as { metricId: string }).metricId;
    await twice([saved, slow, fast, fastAgain, selfOnly, exit, exitHigher]);
    expect(
      await db
        .knex('matchup_metrics')
        .where({ metric_id: metricIdOf(exit) })
        .first(),
    ).toMatchObject({
      status: 'self_reported',
      value: 88,
      notes: 'Cage session',
      video_url: 'https://vimeo.com/123456',
      measured_on: '2026-04-20',
      version: 0,
    });
    expect(await bests(id)).toEqual([]);

    await twice([
      await metricVerified(db.knex, id, metricIdOf(slow), { verifiedAt: '2026-05-01T10:00:00Z' }),
      await metricVerified(db.knex, id, metricIdOf(fastAgain), {
        verifiedAt: '2026-05-02T10:00:00Z',
      }),
      await metricVerified(db.knex, id, metricIdOf(fast), { verifiedAt: '2026-05-03T10:00:00Z' }),
      await metricVerified(db.knex, id, metricIdOf(exit), {
        videoUrl: 'https://www.youtube.com/watch?v=zzz',
      }),
      metricRejected(id, metricIdOf(exitHigher), 'Radar not calibrated'),
    ]);
    // Lower is better for the dash; of two equal, the earlier verified; self-reported never counts.
    expect(await bests(id)).toEqual([
      expect.objectContaining({
        metric_type: 'exit_velocity',
        value: 88,
        metric_id: metricIdOf(exit),
        graduation_year: 2027,
        position: 'CF',
      }),
      expect.objectContaining({
        metric_type: 'sixty_yard_dash',
        value: 6.9,
        metric_id: metricIdOf(fastAgain),
        verified_at: new Date('2026-05-02T10:00:00Z'),
      }),
    ]);
    expect(
      await db
        .knex('matchup_metrics')
        .where({ metric_id: metricIdOf(exit) })
        .first(),
    ).toMatchObject({
      status: 'verified',
      decided_by: 'staff-1',
      decided_by_role: 'staff',
      evidence: { kind: 'video', url: 'https://www.youtube.com/watch?v=zzz' },
      version: 1,
    });
    expect(
      await db
        .knex('matchup_metrics')
        .where({ metric_id: metricIdOf(exitHigher) })
        .first(),
    ).toMatchObject({ status: 'rejected', rejection_reason: 'Radar not calibrated' });

    // A new graduation year or first position moves the bests to another cohort.
    await twice([
      await profileSaved(db.knex, 1, { athleteId: id, positions: ['C'], graduationYear: 2029 }),
    ]);
    expect((await bests(id)).map((b) => [b.graduation_year, b.position])).toEqual([
      [2029, 'C'],
      [2029, 'C'],
    ]);
  });

  it('keeps watches, every pipeline move, preferences, alerts and matches once', async () => {
    const saved = await profileSaved(db.knex, 0);
    const id = (saved.data as { athleteId: string }).athleteId;
    const coachId = randomUUID();
    const notes = (await sealFor(db.knex, id, { notes: 'Quick hands' })).notes;
    const alert = alertCreated(coachId, 1);
    const alertId = (alert.data as { alertId: string }).alertId;
    const metricId = randomUUID();
    const match = recordedEvent(`matchupmatch-${alertId}-${metricId}`, 0, 'MetricAlertMatched', {
      alertId,
      coachId,
      metricId,
      athleteId: id,
      metricType: 'exit_velocity',
      value: 92,
      frequency: 'real_time',
      matchedAt: AT,
    });
    const events = [
      saved,
      watched(coachId, id, 0, notes),
      recordedEvent(watchStream(coachId, id), 1, 'WatchUpdated', {
        coachId,
        athleteId: id,
        priority: 'high',
        notes,
        updatedAt: AT,
      }),
      stageChanged(coachId, id, 2, 'identified', 'contacted', '2026-05-02T00:00:00Z'),
      stageChanged(coachId, id, 3, 'contacted', 'evaluating', '2026-05-03T00:00:00Z'),
      recordedEvent(coachStream(coachId), 0, 'CoachPreferencesSaved', {
        coachId,
        positions: ['SS'],
        graduationYears: [2028],
        states: ['LA'],
        metricTypes: ['exit_velocity'],
        savedAt: AT,
      }),
      alert,
      recordedEvent(coachStream(coachId), 2, 'MetricAlertChanged', {
        ...Object.fromEntries(Object.entries(alert.data).filter(([k]) => k !== 'createdAt')),
        targetValue: 95,
        isActive: false,
        changedAt: '2026-05-02T00:00:00Z',
      }),
      match,
    ];
    await twice(events);
    expect(await db.knex('matchup_watches').where({ coach_id: coachId })).toEqual([
      expect.objectContaining({
        athlete_id: id,
        priority: 'high',
        notes: 'Quick hands',
        stage: 'evaluating',
        stage_changed_at: new Date('2026-05-03T00:00:00Z'),
        version: 3,
      }),
    ]);
    expect(
      (
        await db.knex('matchup_stage_changes').where({ coach_id: coachId }).orderBy('changed_at')
      ).map((c) => [c.from_stage, c.to_stage]),
    ).toEqual([
      ['identified', 'contacted'],
      ['contacted', 'evaluating'],
    ]);
    expect(await db.knex('matchup_preferences').where({ coach_id: coachId })).toEqual([
      expect.objectContaining({
        positions: ['SS'],
        graduation_years: [2028],
        states: ['LA'],
        metric_types: ['exit_velocity'],
      }),
    ]);
    expect(await db.knex('matchup_alerts').where({ coach_id: coachId })).toEqual([
      expect.objectContaining({
        alert_id: alertId,
        target_value: 95,
        is_active: false,
        created_at: new Date(AT),
        updated_at: new Date('2026-05-02T00:00:00Z'),
      }),
    ]);
    expect(await db.knex('matchup_alert_matches').where({ coach_id: coachId })).toEqual([
      expect.objectContaining({ id: match.id, metric_id: metricId, value: 92 }),
    ]);

    // Unwatched: the watch goes, its history stays; watched again, it is back.
    await twice([
      recordedEvent(watchStream(coachId, id), 4, 'AthleteUnwatched', {
        coachId,
        athleteId: id,
        unwatchedAt: AT,
      }),
    ]);
    expect(await db.knex('matchup_watches').where({ coach_id: coachId })).toEqual([]);
    expect(await db.knex('matchup_stage_changes').where({ coach_id: coachId })).toHaveLength(2);
    await twice([watched(coachId, id, 5)]);
    expect(await db.knex('matchup_watches').where({ coach_id: coachId })).toEqual([
      expect.objectContaining({ stage: 'identified', priority: 'medium', version: 5 }),
    ]);
  });

  it('marks consent verified only while the latest of families’ consent events is a verification', async () => {
    const id = randomUUID();
    // The consent arrives before the profile does.
    await twice([await familyEvent(db.knex, id, 0, 'GuardianConsentGiven')]);
    await twice([await profileSaved(db.knex, 0, { athleteId: id, birthDate: '2016-01-01' })]);
    expect(await athlete(id)).toMatchObject({ consent_verified: false });
    await twice([await familyEvent(db.knex, id, 1, 'GuardianConsentVerified')]);
    expect(await athlete(id)).toMatchObject({ consent_verified: true });
    await twice([await familyEvent(db.knex, id, 2, 'GuardianConsentWithdrawn')]);
    expect(await athlete(id)).toMatchObject({ consent_verified: false });

    const later = randomUUID();
    await twice([await familyEvent(db.knex, later, 0, 'GuardianConsentVerified')]);
    await twice([await profileSaved(db.knex, 0, { athleteId: later })]);
    expect(await athlete(later)).toMatchObject({ consent_verified: true });
  });

  it('erases the athlete everywhere, keeps them erased, and a rebuild from the log agrees', async () => {
    const saved = await profileSaved(db.knex, 0, { firstName: 'Remy', lastName: 'Thibodeaux' });
    const id = (saved.data as { athleteId: string }).athleteId;
    const coachId = randomUUID();
    const value = await metricRecorded(db.knex, id, { value: 91, notes: 'Travel ball' });
    const metricId = (value.data as { metricId: string }).metricId;
    const verified = await metricVerified(db.knex, id, metricId, {
      videoUrl: 'https://www.youtube.com/watch?v=abc',
    });
    const alert = alertCreated(coachId, 0);
    const alertId = (alert.data as { alertId: string }).alertId;
    const match = recordedEvent(`matchupmatch-${alertId}-${metricId}`, 0, 'MetricAlertMatched', {
      alertId,
      coachId,
      metricId,
      athleteId: id,
      metricType: 'exit_velocity',
      value: 91,
      frequency: 'daily',
      matchedAt: AT,
    });
    const before = [
      saved,
      value,
      verified,
      watched(coachId, id),
      stageChanged(coachId, id, 1, 'identified', 'contacted'),
      alert,
      match,
    ];
    await twice(before);
    expect(await bests(id)).toHaveLength(1);

    await shredKey(db.knex, id);
    const erasure = erased(id);
    await twice([erasure]);
    const gone = {
      erased: true,
      first_name: REMOVED,
      last_name: REMOVED,
      birth_date: null,
      school: null,
      city: null,
      achievements: [],
      videos: [],
      availability: [],
      search_text: '',
    };
    expect(await athlete(id)).toMatchObject(gone);
    expect(await bests(id)).toEqual([]);
    expect(await db.knex('matchup_watches').where({ athlete_id: id })).toEqual([]);
    expect(await db.knex('matchup_stage_changes').where({ athlete_id: id })).toEqual([]);
    expect(await db.knex('matchup_alert_matches').where({ athlete_id: id })).toEqual([]);
    expect(await db.knex('matchup_metrics').where({ metric_id: metricId }).first()).toMatchObject({
      value: 91,
      status: 'verified',
      notes: null,
      video_url: null,
      evidence: null,
    });

    // Later events about the erased athlete bring nothing back.
    const another = await metricRecorded(db.knex, id, { value: 99 });
    const anotherId = (another.data as { metricId: string }).metricId;
    const after = [
      another,
      await metricVerified(db.knex, id, anotherId),
      watched(randomUUID(), id),
      recordedEvent(`matchupmatch-${alertId}-${anotherId}`, 0, 'MetricAlertMatched', {
        ...(match.data as object),
        metricId: anotherId,
      }),
      await profileSaved(db.knex, 1, { athleteId: id, firstName: 'Back', lastName: 'Again' }),
    ];
    await twice(after);
    expect(await athlete(id)).toMatchObject(gone);
    expect(await bests(id)).toEqual([]);
    expect(await db.knex('matchup_watches').where({ athlete_id: id })).toEqual([]);
    expect(await db.knex('matchup_alert_matches').where({ athlete_id: id })).toEqual([]);
    const live = await dump([id]);

    // A rebuild: the same events into empty tables, the key gone (unseal answers "removed").
    await db.knex.transaction(async (trx) => {
      for (const table of matchupsProjector.tables)
        if (table !== 'matchup_alerts' && table !== 'matchup_preferences')
          await trx(table).where({ athlete_id: id }).delete();
    });
    await applyAll(db.knex, [...before, erasure, ...after]);
    expect(await dump([id])).toEqual(live);
  });
});
