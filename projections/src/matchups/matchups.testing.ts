import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { sealFor } from '../../../services/src/families/sealing';
import {
  athleteStream,
  coachStream,
  type MatchupsEventOf,
  metricStream,
  watchStream,
} from '../../../services/src/matchups/events';
import { recordedEvent } from '../testing';
import { matchupsProjector } from './projector';

/** Matchups' events as the write side records them, their personal fields sealed. */

type Profile = MatchupsEventOf<'AthleteProfileSaved'>['data'];
type Recorded = MatchupsEventOf<'MetricValueRecorded'>['data'];

export type ProfileFacts = {
  athleteId?: string;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  school?: string | null;
  city?: string | null;
  state?: Profile['state'];
  positions?: Profile['positions'];
  graduationYear?: number;
  heightInches?: number | null;
  weightLbs?: number | null;
  savedAt?: string;
};

export const AT = '2026-05-01T12:00:00.000Z';

export async function profileSaved(
  knex: Knex,
  revision: number,
  facts: ProfileFacts = {},
): Promise<RecordedEvent> {
  const athleteId = facts.athleteId ?? randomUUID();
  const { school, city, ...names } = {
    firstName: facts.firstName ?? 'Jonathan',
    lastName: facts.lastName ?? 'Boudreaux',
    birthDate: facts.birthDate ?? '2010-03-04',
    school: facts.school === undefined ? 'Jesuit High School' : facts.school,
    city: facts.city === undefined ? 'New Orleans' : facts.city,
  };
  const sealed = await sealFor(knex, athleteId, names);
  const optional = await sealFor(knex, athleteId, {
    ...(school === null ? {} : { school }),
    ...(city === null ? {} : { city }),
  });
  const data: Profile = {
    athleteId,
    savedBy: athleteId,
    ownAccount: true,
    personal: {
      ...sealed,
      school: (optional as { school?: string }).school ?? null,
      city: (optional as { city?: string }).city ?? null,
    },
    positions: facts.positions ?? ['SS'],
    graduationYear: facts.graduationYear ?? 2028,
    state: facts.state === undefined ? 'LA' : facts.state,
    heightInches: facts.heightInches ?? 70,
    weightLbs: facts.weightLbs ?? 160,
    timeZone: 'America/Chicago',
    savedAt: facts.savedAt ?? AT,
  };
  return recordedEvent(athleteStream(athleteId), revision, 'AthleteProfileSaved', data);
}

export async function metricRecorded(
  knex: Knex,
  athleteId: string,
  fields: Partial<Omit<Recorded, 'notes' | 'videoUrl'>> & {
    notes?: string | null;
    videoUrl?: string | null;
  } = {},
): Promise<RecordedEvent> {
  const metricId = fields.metricId ?? randomUUID();
  const { notes = null, videoUrl = null, ...rest } = fields;
  const sealed = await sealFor(knex, athleteId, {
    ...(notes === null ? {} : { notes }),
    ...(videoUrl === null ? {} : { videoUrl }),
  });
  const data: Recorded = {
    metricId,
    athleteId,
    metricType: 'exit_velocity',
    value: 85,
    unit: 'mph',
    recordedBy: athleteId,
    measuredOn: '2026-04-20',
    recordedAt: AT,
    ...rest,
    notes: (sealed as { notes?: string }).notes ?? null,
    videoUrl: (sealed as { videoUrl?: string }).videoUrl ?? null,
  };
  return recordedEvent(metricStream(metricId), 0, 'MetricValueRecorded', data);
}

export async function metricVerified(
  knex: Knex,
  athleteId: string,
  metricId: string,
  options: { verifiedAt?: string; videoUrl?: string; by?: string } = {},
): Promise<RecordedEvent> {
  const evidence = options.videoUrl
    ? {
        kind: 'video' as const,
        url: (await sealFor(knex, athleteId, { url: options.videoUrl })).url,
      }
    : {
        kind: 'event' as const,
        name: 'Summer showcase',
        date: '2026-04-20',
        place: 'Tad Gormley',
      };
  return recordedEvent(metricStream(metricId), 1, 'MetricValueVerified', {
    metricId,
    athleteId,
    by: options.by ?? 'staff-1',
    byRole: 'staff',
    evidence,
    verifiedAt: options.verifiedAt ?? AT,
  });
}

export const metricRejected = (athleteId: string, metricId: string, reason = 'Not plausible') =>
  recordedEvent(metricStream(metricId), 1, 'MetricValueRejected', {
    metricId,
    athleteId,
    by: 'staff-1',
    byRole: 'staff',
    reason,
    rejectedAt: AT,
  });

export const watched = (
  coachId: string,
  athleteId: string,
  revision = 0,
  notes: string | null = null,
) =>
  recordedEvent(watchStream(coachId, athleteId), revision, 'AthleteWatched', {
    coachId,
    athleteId,
    priority: 'medium',
    notes,
    stage: 'identified',
    watchedAt: AT,
  });

export const stageChanged = (
  coachId: string,
  athleteId: string,
  revision: number,
  from: string,
  to: string,
  changedAt = AT,
) =>
  recordedEvent(watchStream(coachId, athleteId), revision, 'PipelineStageChanged', {
    coachId,
    athleteId,
    from,
    to,
    changedAt,
  });

export const alertCreated = (
  coachId: string,
  revision: number,
  fields: Partial<MatchupsEventOf<'MetricAlertCreated'>['data']> = {},
) =>
  recordedEvent(coachStream(coachId), revision, 'MetricAlertCreated', {
    coachId,
    alertId: randomUUID(),
    metricType: 'exit_velocity',
    operator: '>=',
    targetValue: 90,
    unit: 'mph',
    position: null,
    graduationYear: null,
    location: null,
    frequency: 'real_time',
    createdAt: AT,
    ...fields,
  });

export async function familyEvent(
  knex: Knex,
  athleteId: string,
  revision: number,
  type: 'GuardianConsentGiven' | 'GuardianConsentVerified' | 'GuardianConsentWithdrawn',
): Promise<RecordedEvent> {
  const data =
    type === 'GuardianConsentVerified'
      ? {
          athleteId,
          requestId: randomUUID(),
          method: 'call',
          guardianId: null,
          paymentId: null,
          staffId: randomUUID(),
          note: null,
          verifiedAt: AT,
        }
      : type === 'GuardianConsentWithdrawn'
        ? { athleteId, withdrawnBy: null, withdrawnAt: AT }
        : {
            athleteId,
            requestId: randomUUID(),
            guardianId: null,
            email: (await sealFor(knex, athleteId, { email: 'guardian@example.com' })).email,
            givenAt: AT,
          };
  return recordedEvent(`family-${athleteId}`, revision, type, data);
}

export const erased = (athleteId: string, revision = 9) =>
  recordedEvent(`family-${athleteId}`, revision, 'PersonalDataErased', {
    athleteId,
    requestedBy: null,
    requestedAs: 'guardian',
    erasedAt: AT,
  });

/** Applies the events in order, in one transaction. */
export const applyAll = (knex: Knex, events: readonly RecordedEvent[]) =>
  knex.transaction(async (trx) => {
    for (const event of events) await matchupsProjector.apply(trx, event);
  });
