import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import { REMOVED } from '../../../../services/src/families/constants';
import { type FamilyEvent, parseFamilyEvent } from '../../../../services/src/families/events';
import { unseal } from '../../../../services/src/families/sealing';
import { ageGroupOf, CONSENT_AGE } from '../../../../services/src/youscout/constants';
import {
  type PersonalFields,
  parseYouScoutEvent,
  type YouScoutEvent,
  type YouScoutEventOf,
} from '../../../../services/src/youscout/events';
import type { Projector } from '../../runner/projector';

/** Each opened personal field's column. */
export const PERSONAL_COLUMNS: Record<keyof PersonalFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  school: 'school',
  city: 'city',
  gameLocation: 'game_location',
  performance: 'performance',
  video: 'video',
  submittedByName: 'submitted_by_name',
  submittedByEmail: 'submitted_by_email',
  submittedByPhone: 'submitted_by_phone',
  guardianEmail: 'guardian_email',
};

const FAMILY_TYPES = [
  'GuardianConsentGiven',
  'GuardianConsentVerified',
  'GuardianConsentWithdrawn',
  'PersonalDataErased',
];

/** Public: approved or featured, and 13 or older or a guardian's consent on record. */
const PUBLIC_SQL = `not erased and status in ('approved', 'featured') and (age >= ${CONSENT_AGE} or consent_on_record)`;

/**
 * Every opened field of the athlete's nominations reads "removed" (the key is gone: a rebuild
 * opens them so too), their staff notes included. Only fields that had a value change.
 */
async function eraseAthlete(trx: Knex.Transaction, athleteId: string): Promise<void> {
  const sets = Object.values(PERSONAL_COLUMNS)
    .map((c) => `${c} = case when ${c} is null then null else '${REMOVED}' end`)
    .join(', ');
  await trx.raw(
    `update youscout_nominations set ${sets},
       admin_notes = coalesce((select jsonb_agg(n || jsonb_build_object('note', '${REMOVED}'))
                               from jsonb_array_elements(admin_notes) n), '[]'::jsonb)
     where athlete_id = ?`,
    [athleteId],
  );
}

async function opened(trx: Knex.Transaction, personal: PersonalFields) {
  const row: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(PERSONAL_COLUMNS)) {
    const value = personal[field as keyof PersonalFields];
    row[column] = value === null ? null : await unseal(trx, value);
  }
  return row;
}

type StatusChange = {
  status: string;
  actor: string | null;
  reason: string | null;
  at: string;
};

function statusChangeOf(event: YouScoutEvent): StatusChange | undefined {
  switch (event.type) {
    case 'NominationApproved':
      return { status: 'approved', actor: event.data.by, reason: null, at: event.data.approvedAt };
    case 'NominationRejected':
      return {
        status: 'rejected',
        actor: event.data.by,
        reason: event.data.reason,
        at: event.data.rejectedAt,
      };
    case 'NominationFeatured':
      return { status: 'featured', actor: event.data.by, reason: null, at: event.data.featuredAt };
    case 'NominationArchived':
      return { status: 'archived', actor: event.data.by, reason: null, at: event.data.archivedAt };
    case 'NominationWithdrawn':
      return {
        status: 'withdrawn',
        actor: event.data.by,
        reason: null,
        at: event.data.withdrawnAt,
      };
    case 'NominationRemoved':
      return {
        status: 'removed',
        actor: event.data.requestedBy,
        reason: `at the ${event.data.requestedAs}'s request`,
        at: event.data.removedAt,
      };
    default:
      return undefined;
  }
}

async function submit(
  trx: Knex.Transaction,
  recorded: RecordedEvent,
  d: YouScoutEventOf<'NominationSubmitted'>['data'],
) {
  const inserted = await trx('youscout_nominations')
    .insert({
      id: d.nominationId,
      athlete_id: d.athleteId,
      status: 'pending',
      is_public: false,
      consent_on_record: trx.raw(
        'coalesce((select given from youscout_consents where athlete_id = ?), false)',
        [d.athleteId],
      ),
      nominator_is_guardian: d.nominatorIsGuardian,
      age: d.age,
      age_group: ageGroupOf(d.age),
      sport: d.sport,
      position: d.position,
      secondary_position: d.secondaryPosition,
      handedness: d.handedness,
      state: d.state,
      game_date: d.gameDate,
      ...(await opened(trx, d.personal)),
      submitted_by_user_id: d.submittedByUserId,
      version: recorded.revision,
      created_at: d.submittedAt,
      status_changed_at: d.submittedAt,
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  if (inserted.length === 0) return;
  await history(trx, recorded, d.nominationId, {
    status: 'pending',
    actor: d.submittedByUserId,
    reason: null,
    at: d.submittedAt,
  });
}

const history = (
  trx: Knex.Transaction,
  recorded: RecordedEvent,
  nominationId: string,
  change: StatusChange,
) =>
  trx('youscout_nomination_history')
    .insert({
      event_id: recorded.id,
      nomination_id: nominationId,
      status: change.status,
      actor: change.actor,
      reason: change.reason,
      at: change.at,
      commit_position: recorded.position.commit.toString(),
    })
    .onConflict('event_id')
    .ignore();

/** A change on the nomination's row at its stream's revision: none when seen already. */
const atRevision = (trx: Knex.Transaction, recorded: RecordedEvent, nominationId: string) =>
  trx('youscout_nominations').where({ id: nominationId }).where('version', '<', recorded.revision);

async function applyNomination(trx: Knex.Transaction, recorded: RecordedEvent) {
  const event = parseYouScoutEvent(recorded.type, recorded.data);
  switch (event.type) {
    case 'NominationSubmitted':
      return submit(trx, recorded, event.data);
    case 'NominationNoteAdded': {
      const note = {
        by: event.data.by,
        note: await unseal(trx, event.data.note),
        addedAt: event.data.addedAt,
      };
      await atRevision(trx, recorded, event.data.nominationId).update({
        admin_notes: trx.raw(`admin_notes || jsonb_build_array(?::jsonb)`, [JSON.stringify(note)]),
        version: recorded.revision,
      });
      return;
    }
    case 'NominationVotesVoided':
      await atRevision(trx, recorded, event.data.nominationId).update({
        version: recorded.revision,
      });
      await voidVotes(trx, event.data.voteIds);
      return;
    case 'NominationVoteCast':
      await insertVotes(trx, [{ id: recorded.id, ...event.data }]);
      return;
    default: {
      const change = statusChangeOf(event);
      if (!change) throw new Error(`unhandled YouScout event ${event.type}`);
      const { nominationId } = event.data as { nominationId: string };
      const updated = await atRevision(trx, recorded, nominationId)
        .update({
          status: change.status,
          status_changed_at: change.at,
          version: recorded.revision,
          ...(event.type === 'NominationRejected' ? { rejection_reason: change.reason } : {}),
        })
        .returning('id');
      if (updated.length === 0) return;
      await trx.raw(`update youscout_nominations set is_public = (${PUBLIC_SQL}) where id = ?`, [
        nominationId,
      ]);
      await history(trx, recorded, nominationId, change);
      // The handler shreds the key before it appends: the fields are gone from now on.
      if (event.type === 'NominationRemoved') await eraseAthlete(trx, event.data.athleteId);
      return;
    }
  }
}

async function applyFamily(trx: Knex.Transaction, event: FamilyEvent) {
  const athlete = event.data.athleteId;
  switch (event.type) {
    // consent_on_record (and youscout_consents.given) is a verified consent: the mailed link
    // alone ("email plus") never shows a child under 13; a new consent waits for its verification.
    case 'GuardianConsentGiven':
    case 'GuardianConsentVerified':
    case 'GuardianConsentWithdrawn': {
      const verified = event.type === 'GuardianConsentVerified';
      await trx('youscout_consents')
        .insert({ athlete_id: athlete, given: verified })
        .onConflict('athlete_id')
        .merge();
      await trx.raw(
        `update youscout_nominations set consent_on_record = ?,
           is_public = not erased and status in ('approved', 'featured')
             and (age >= ${CONSENT_AGE} or ?)
         where athlete_id = ?`,
        [verified, verified, athlete],
      );
      return;
    }
    // Erased through Family (a guardian, the athlete, staff): the fields read "removed" and the
    // nomination leaves every public list for good, as a removal by the mailed link does.
    case 'PersonalDataErased':
      await trx('youscout_nominations')
        .where({ athlete_id: athlete })
        .update({ erased: true, is_public: false });
      await eraseAthlete(trx, athlete);
      return;
    default:
      return;
  }
}

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  if (FAMILY_TYPES.includes(recorded.type))
    return applyFamily(trx, parseFamilyEvent(recorded.type, recorded.data));
  return applyNomination(trx, recorded);
}

type Vote = YouScoutEventOf<'NominationVoteCast'>['data'] & { id: string };

/** Inserts votes (a replayed one is ignored) and raises their nominations' counts, in one statement. */
async function insertVotes(trx: Knex.Transaction, votes: readonly Vote[]): Promise<void> {
  const rows = votes.map((v) => ({
    vote_id: v.voteId,
    nomination_id: v.nominationId,
    voter_user_id: v.userId,
    cast_at: v.castAt,
    account_created_at: v.accountCreatedAt,
  }));
  await trx.raw(
    `with inserted as (
       insert into youscout_votes (vote_id, nomination_id, voter_user_id, cast_at, account_created_at)
       select * from json_to_recordset(?::json) as v(vote_id uuid, nomination_id uuid,
         voter_user_id text, cast_at timestamptz, account_created_at timestamptz)
       on conflict (vote_id) do nothing
       returning nomination_id),
     counted as (select nomination_id, count(*)::int as n from inserted group by nomination_id)
     update youscout_nominations p set community_votes = p.community_votes + c.n
     from counted c where p.id = c.nomination_id`,
    [JSON.stringify(rows)],
  );
}

/** Voids the named votes not voided yet, and lowers their nominations' counts. */
async function voidVotes(trx: Knex.Transaction, voteIds: readonly string[]): Promise<void> {
  await trx.raw(
    `with voided as (
       update youscout_votes set voided = true
       where vote_id = any(?::uuid[]) and not voided returning nomination_id),
     counted as (select nomination_id, count(*)::int as n from voided group by nomination_id)
     update youscout_nominations p set community_votes = p.community_votes - c.n
     from counted c where p.id = c.nomination_id`,
    [[...voteIds]],
  );
}

/**
 * Votes come by the thousand: a batch's run of them goes in one statement, before the next event
 * of another kind (a void names votes, so the votes before it must be in first); every other
 * event through apply, in order.
 */
async function applyBatch(trx: Knex.Transaction, events: readonly RecordedEvent[]): Promise<void> {
  let votes: Vote[] = [];
  for (const recorded of events) {
    if (recorded.type === 'NominationVoteCast') {
      const event = parseYouScoutEvent(recorded.type, recorded.data);
      if (event.type === 'NominationVoteCast') votes.push({ id: recorded.id, ...event.data });
      continue;
    }
    if (votes.length > 0) await insertVotes(trx, votes);
    votes = [];
    await apply(trx, recorded);
  }
  if (votes.length > 0) await insertVotes(trx, votes);
}

export const youScoutNominationsProjector: Projector = {
  name: 'youscout-nominations',
  // 2: consent_on_record is a verified consent (GuardianConsentVerified), not the link alone.
  // 3: an athlete erased through Family is no longer public (`erased`).
  version: 3,
  handles: [
    'NominationSubmitted',
    'NominationApproved',
    'NominationRejected',
    'NominationFeatured',
    'NominationArchived',
    'NominationWithdrawn',
    'NominationRemoved',
    'NominationNoteAdded',
    'NominationVotesVoided',
    'NominationVoteCast',
    ...FAMILY_TYPES,
  ],
  tables: [
    'youscout_nominations',
    'youscout_votes',
    'youscout_nomination_history',
    'youscout_consents',
  ],
  apply,
  applyBatch,
};
