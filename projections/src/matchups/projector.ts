import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { REMOVED } from '../../../services/src/families/constants';
import { type FamilyEvent, parseFamilyEvent } from '../../../services/src/families/events';
import { unseal } from '../../../services/src/families/sealing';
import { METRIC_TYPES } from '../../../services/src/matchups/constants';
import {
  MATCHUPS_EVENT_TYPES,
  type MatchupsEvent,
  type MatchupsEventOf,
  parseMatchupsEvent,
} from '../../../services/src/matchups/events';
import type { Projector } from '../runner/projector';

const FAMILY_TYPES = [
  'GuardianConsentGiven',
  'GuardianConsentVerified',
  'GuardianConsentWithdrawn',
  'PersonalDataErased',
] as const;
const isFamilyType = (type: string): boolean => (FAMILY_TYPES as readonly string[]).includes(type);

/** The metrics where a lower value is better (a dash, a pop time): their best is the least. */
const LOWER_IS_BETTER = METRIC_TYPES.filter((m) => m.direction === 'lower').map((m) => m.key);

const opened = async (trx: Knex.Transaction, sealed: string | null): Promise<string | null> =>
  sealed === null ? null : unseal(trx, sealed);

/** Not erased, by the athlete's row or by families' erasure seen before the profile. */
const NOT_ERASED_SQL = `not exists (select 1 from matchup_athletes where athlete_id = ? and erased)
  and not exists (select 1 from matchup_consents where athlete_id = ? and erased)`;

async function isErased(trx: Knex.Transaction, athleteId: string): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: { gone: boolean }[] }>(
    `select not (${NOT_ERASED_SQL}) as gone`,
    [athleteId, athleteId],
  );
  return rows[0]?.gone ?? false;
}

/**
 * The athlete's best verified value of each metric type (or of one), by its direction, the
 * earlier verified on a tie, with the cohort's keys of now: none once erased.
 */
async function recomputeBests(
  trx: Knex.Transaction,
  athleteId: string,
  metricType?: string,
): Promise<void> {
  const one = metricType === undefined ? '' : 'and metric_type = ?';
  const oneOf = metricType === undefined ? '' : 'and m.metric_type = ?';
  const only = metricType === undefined ? [] : [metricType];
  await trx.raw(`delete from matchup_bests where athlete_id = ? ${one}`, [athleteId, ...only]);
  await trx.raw(
    `insert into matchup_bests
       (athlete_id, metric_type, value, metric_id, graduation_year, position, verified_at)
     select distinct on (m.metric_type) m.athlete_id, m.metric_type, m.value, m.metric_id,
       a.graduation_year, a.positions[1], m.decided_at
     from matchup_metrics m
     join matchup_athletes a on a.athlete_id = m.athlete_id and not a.erased
     where m.athlete_id = ? and m.status = 'verified' ${oneOf}
     order by m.metric_type,
       case when m.metric_type = any(?::text[]) then m.value else -m.value end,
       m.decided_at, m.metric_id`,
    [athleteId, ...only, LOWER_IS_BETTER],
  );
}

/**
 * Erasure (PLATFORM.md §0): the athlete disappears from every list, and what named them reads
 * "removed". Their values stay as numbers, without notes, links or evidence.
 */
async function eraseAthlete(trx: Knex.Transaction, athleteId: string, at: string): Promise<void> {
  await trx('matchup_athletes')
    .where({ athlete_id: athleteId })
    .update({
      erased: true,
      first_name: REMOVED,
      last_name: REMOVED,
      birth_date: null,
      school: null,
      city: null,
      achievements: trx.raw(`'[]'::jsonb`),
      videos: trx.raw(`'[]'::jsonb`),
      availability: trx.raw(`'[]'::jsonb`),
      search_text: '',
      updated_at: at,
    });
  for (const table of [
    'matchup_bests',
    'matchup_watches',
    'matchup_stage_changes',
    'matchup_alert_matches',
  ])
    await trx(table).where({ athlete_id: athleteId }).delete();
  await trx('matchup_metrics')
    .where({ athlete_id: athleteId })
    .update({ notes: null, video_url: null, evidence: null });
}

const searchTextOf = (first: string, last: string, school: string | null): string =>
  `${first} ${last} ${school ?? ''}`.toLowerCase().trim();

async function saveProfile(
  trx: Knex.Transaction,
  recorded: RecordedEvent,
  d: MatchupsEventOf<'AthleteProfileSaved'>['data'],
): Promise<void> {
  const prior = await trx('matchup_athletes')
    .where({ athlete_id: d.athleteId })
    .first<{ version: number } | undefined>('version');
  if (prior && prior.version >= recorded.revision) return;
  const gone = await isErased(trx, d.athleteId);
  const p = d.personal;
  const firstName = gone ? REMOVED : await unseal(trx, p.firstName);
  const lastName = gone ? REMOVED : await unseal(trx, p.lastName);
  const birth = gone ? REMOVED : await unseal(trx, p.birthDate);
  const school = gone ? null : await opened(trx, p.school);
  const city = gone ? null : await opened(trx, p.city);
  const fields = {
    own_account: d.ownAccount,
    first_name: firstName,
    last_name: lastName,
    birth_date: birth === REMOVED ? null : birth,
    school: school === REMOVED ? null : school,
    city: city === REMOVED ? null : city,
    state: d.state,
    positions: d.positions,
    graduation_year: d.graduationYear,
    height_inches: d.heightInches,
    weight_lbs: d.weightLbs,
    time_zone: d.timeZone,
    search_text: gone ? '' : searchTextOf(firstName, lastName, school),
    version: recorded.revision,
    updated_at: d.savedAt,
  };
  if (prior) {
    await trx('matchup_athletes')
      .where({ athlete_id: d.athleteId })
      .where('version', '<', recorded.revision)
      .update(fields);
    // The cohort's keys follow the profile.
    await trx('matchup_bests')
      .where({ athlete_id: d.athleteId })
      .update({ graduation_year: d.graduationYear, position: d.positions[0] });
    return;
  }
  await trx('matchup_athletes')
    .insert({
      athlete_id: d.athleteId,
      ...fields,
      consent_verified: trx.raw(
        'coalesce((select verified from matchup_consents where athlete_id = ?), false)',
        [d.athleteId],
      ),
      erased: gone,
      created_at: d.savedAt,
    })
    .onConflict('athlete_id')
    .ignore();
  // Values verified before the profile was projected (should any be) count from now on.
  await recomputeBests(trx, d.athleteId);
}

/** A change of the athlete's row at its stream's revision: none when seen already, or erased. */
const athleteAt = (trx: Knex.Transaction, recorded: RecordedEvent, athleteId: string) =>
  trx('matchup_athletes')
    .where({ athlete_id: athleteId, erased: false })
    .where('version', '<', recorded.revision);

const watchAt = (
  trx: Knex.Transaction,
  recorded: RecordedEvent,
  coachId: string,
  athleteId: string,
) =>
  trx('matchup_watches')
    .where({ coach_id: coachId, athlete_id: athleteId })
    .where('version', '<', recorded.revision);

async function applyMatchups(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event: MatchupsEvent = parseMatchupsEvent(recorded.type, recorded.data);
  switch (event.type) {
    case 'AthleteProfileSaved':
      return saveProfile(trx, recorded, event.data);

    case 'AthleteAchievementAdded': {
      const d = event.data;
      const achievement = { id: d.achievementId, title: await unseal(trx, d.title), year: d.year };
      await athleteAt(trx, recorded, d.athleteId).update({
        achievements: trx.raw(
          `(select coalesce(jsonb_agg(x), '[]'::jsonb) from jsonb_array_elements(achievements) x
            where x->>'id' <> ?) || jsonb_build_array(?::jsonb)`,
          [d.achievementId, JSON.stringify(achievement)],
        ),
        version: recorded.revision,
        updated_at: d.addedAt,
      });
      return;
    }
    case 'AthleteAchievementRemoved': {
      const d = event.data;
      await athleteAt(trx, recorded, d.athleteId).update({
        achievements: trx.raw(
          `(select coalesce(jsonb_agg(x), '[]'::jsonb) from jsonb_array_elements(achievements) x
            where x->>'id' <> ?)`,
          [d.achievementId],
        ),
        version: recorded.revision,
        updated_at: d.removedAt,
      });
      return;
    }
    case 'AthleteVideoAdded': {
      const d = event.data;
      const video = {
        id: d.videoId,
        url: await unseal(trx, d.url),
        title: await unseal(trx, d.title),
      };
      await athleteAt(trx, recorded, d.athleteId).update({
        videos: trx.raw(
          `(select coalesce(jsonb_agg(x), '[]'::jsonb) from jsonb_array_elements(videos) x
            where x->>'id' <> ?) || jsonb_build_array(?::jsonb)`,
          [d.videoId, JSON.stringify(video)],
        ),
        version: recorded.revision,
        updated_at: d.addedAt,
      });
      return;
    }
    case 'AthleteVideoRemoved': {
      const d = event.data;
      await athleteAt(trx, recorded, d.athleteId).update({
        videos: trx.raw(
          `(select coalesce(jsonb_agg(x), '[]'::jsonb) from jsonb_array_elements(videos) x
            where x->>'id' <> ?)`,
          [d.videoId],
        ),
        version: recorded.revision,
        updated_at: d.removedAt,
      });
      return;
    }
    case 'AthleteAvailabilitySet': {
      const d = event.data;
      await athleteAt(trx, recorded, d.athleteId).update({
        availability: JSON.stringify(d.windows),
        time_zone: d.timeZone,
        version: recorded.revision,
        updated_at: d.setAt,
      });
      return;
    }

    case 'MetricValueRecorded': {
      const d = event.data;
      const gone = await isErased(trx, d.athleteId);
      await trx('matchup_metrics')
        .insert({
          metric_id: d.metricId,
          athlete_id: d.athleteId,
          metric_type: d.metricType,
          value: d.value,
          unit: d.unit,
          status: 'self_reported',
          recorded_by: d.recordedBy,
          measured_on: d.measuredOn,
          notes: gone ? null : await opened(trx, d.notes),
          video_url: gone ? null : await opened(trx, d.videoUrl),
          recorded_at: d.recordedAt,
          version: recorded.revision,
        })
        .onConflict('metric_id')
        .ignore();
      return;
    }
    case 'MetricValueVerified': {
      const d = event.data;
      const gone = await isErased(trx, d.athleteId);
      const evidence =
        d.evidence.kind === 'video'
          ? { kind: 'video', url: await unseal(trx, d.evidence.url) }
          : d.evidence;
      const updated = await trx('matchup_metrics')
        .where({ metric_id: d.metricId })
        .where('version', '<', recorded.revision)
        .update({
          status: 'verified',
          decided_by: d.by,
          decided_by_role: d.byRole,
          evidence: gone ? null : JSON.stringify(evidence),
          decided_at: d.verifiedAt,
          version: recorded.revision,
        })
        .returning<{ metric_type: string }[]>('metric_type');
      const metricType = updated[0]?.metric_type;
      if (metricType !== undefined) await recomputeBests(trx, d.athleteId, metricType);
      return;
    }
    case 'MetricValueRejected': {
      const d = event.data;
      await trx('matchup_metrics')
        .where({ metric_id: d.metricId })
        .where('version', '<', recorded.revision)
        .update({
          status: 'rejected',
          decided_by: d.by,
          decided_by_role: d.byRole,
          rejection_reason: d.reason,
          decided_at: d.rejectedAt,
          version: recorded.revision,
        });
      return;
    }

    case 'AthleteWatched': {
      const d = event.data;
      const notes = await opened(trx, d.notes);
      // A watch of an erased athlete is not brought back; a watch again after an unwatch is new.
      await trx.raw(
        `insert into matchup_watches (coach_id, athlete_id, priority, notes, stage,
           stage_changed_at, watched_at, updated_at, version)
         select ?, ?, ?, ?, ?, ?, ?, ?, ? where ${NOT_ERASED_SQL}
         on conflict (coach_id, athlete_id) do update set priority = excluded.priority,
           notes = excluded.notes, stage = excluded.stage,
           stage_changed_at = excluded.stage_changed_at, watched_at = excluded.watched_at,
           updated_at = excluded.updated_at, version = excluded.version
         where matchup_watches.version < excluded.version`,
        [
          d.coachId,
          d.athleteId,
          d.priority,
          notes,
          d.stage,
          d.watchedAt,
          d.watchedAt,
          d.watchedAt,
          recorded.revision,
          d.athleteId,
          d.athleteId,
        ],
      );
      return;
    }
    case 'WatchUpdated': {
      const d = event.data;
      await watchAt(trx, recorded, d.coachId, d.athleteId).update({
        priority: d.priority,
        notes: await opened(trx, d.notes),
        updated_at: d.updatedAt,
        version: recorded.revision,
      });
      return;
    }
    case 'PipelineStageChanged': {
      const d = event.data;
      await watchAt(trx, recorded, d.coachId, d.athleteId).update({
        stage: d.to,
        stage_changed_at: d.changedAt,
        updated_at: d.changedAt,
        version: recorded.revision,
      });
      await trx.raw(
        `insert into matchup_stage_changes (id, coach_id, athlete_id, from_stage, to_stage, changed_at)
         select ?, ?, ?, ?, ?, ? where ${NOT_ERASED_SQL}
         on conflict (id) do nothing`,
        [recorded.id, d.coachId, d.athleteId, d.from, d.to, d.changedAt, d.athleteId, d.athleteId],
      );
      return;
    }
    case 'AthleteUnwatched': {
      const d = event.data;
      // The stage changes stay: the pipeline's history.
      await watchAt(trx, recorded, d.coachId, d.athleteId).delete();
      return;
    }

    case 'CoachPreferencesSaved': {
      const d = event.data;
      await trx.raw(
        `insert into matchup_preferences (coach_id, positions, graduation_years, states,
           metric_types, saved_at)
         values (?, ?::text[], ?::integer[], ?::text[], ?::text[], ?)
         on conflict (coach_id) do update set positions = excluded.positions,
           graduation_years = excluded.graduation_years, states = excluded.states,
           metric_types = excluded.metric_types, saved_at = excluded.saved_at
         where matchup_preferences.saved_at <= excluded.saved_at`,
        [d.coachId, d.positions, d.graduationYears, d.states, d.metricTypes, d.savedAt],
      );
      return;
    }
    case 'MetricAlertCreated':
    case 'MetricAlertChanged': {
      const d = event.data;
      const at = event.type === 'MetricAlertCreated' ? event.data.createdAt : event.data.changedAt;
      const row = {
        alert_id: d.alertId,
        coach_id: d.coachId,
        metric_type: d.metricType,
        operator: d.operator,
        target_value: d.targetValue,
        unit: d.unit,
        position: d.position,
        graduation_year: d.graduationYear,
        location: d.location,
        frequency: d.frequency,
        is_active: event.type === 'MetricAlertChanged' ? event.data.isActive : true,
        updated_at: at,
      };
      if (event.type === 'MetricAlertCreated') {
        await trx('matchup_alerts')
          .insert({ ...row, created_at: at })
          .onConflict('alert_id')
          .ignore();
        return;
      }
      const { alert_id: _, ...changes } = row;
      await trx('matchup_alerts')
        .insert({ ...row, created_at: at })
        .onConflict('alert_id')
        .merge(changes);
      return;
    }
    case 'MetricAlertMatched': {
      const d = event.data;
      await trx.raw(
        `insert into matchup_alert_matches (id, alert_id, coach_id, metric_id, athlete_id,
           metric_type, value, frequency, matched_at)
         select ?, ?, ?, ?, ?, ?, ?, ?, ? where ${NOT_ERASED_SQL}
         on conflict do nothing`,
        [
          recorded.id,
          d.alertId,
          d.coachId,
          d.metricId,
          d.athleteId,
          d.metricType,
          d.value,
          d.frequency,
          d.matchedAt,
          d.athleteId,
          d.athleteId,
        ],
      );
      return;
    }
    default: {
      const unhandled: never = event;
      throw new Error(`unhandled Matchups event ${(unhandled as { type: string }).type}`);
    }
  }
}

async function applyFamily(trx: Knex.Transaction, event: FamilyEvent): Promise<void> {
  const athleteId = event.data.athleteId;
  switch (event.type) {
    // consent_verified is a verified consent: the mailed link alone ("email plus") never shows
    // a child under 13; a new consent waits for its verification, a withdrawal ends it.
    case 'GuardianConsentGiven':
    case 'GuardianConsentVerified':
    case 'GuardianConsentWithdrawn': {
      const verified = event.type === 'GuardianConsentVerified';
      await trx('matchup_consents')
        .insert({ athlete_id: athleteId, verified })
        .onConflict('athlete_id')
        .merge(['verified']);
      await trx('matchup_athletes')
        .where({ athlete_id: athleteId })
        .update({ consent_verified: verified });
      return;
    }
    case 'PersonalDataErased':
      await trx('matchup_consents')
        .insert({ athlete_id: athleteId, erased: true })
        .onConflict('athlete_id')
        .merge(['erased']);
      await eraseAthlete(trx, athleteId, event.data.erasedAt);
      return;
    default:
      // Families' other events are not handled here (see `handles`).
      return;
  }
}

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  if (isFamilyType(recorded.type))
    return applyFamily(trx, parseFamilyEvent(recorded.type, recorded.data));
  return applyMatchups(trx, recorded);
}

/** Matchups' read model: athletes, their values and bests, coaches' watches, alerts, matches. */
export const matchupsProjector: Projector = {
  name: 'matchups',
  version: 1,
  handles: [...MATCHUPS_EVENT_TYPES, ...FAMILY_TYPES],
  tables: [
    'matchup_athletes',
    'matchup_metrics',
    'matchup_bests',
    'matchup_watches',
    'matchup_stage_changes',
    'matchup_alerts',
    'matchup_preferences',
    'matchup_alert_matches',
    'matchup_consents',
  ],
  apply,
};
