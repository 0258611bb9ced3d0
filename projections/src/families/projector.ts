import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { REMOVED } from '../../../services/src/families/constants';
import { FAMILY_EVENT_TYPES, parseFamilyEvent } from '../../../services/src/families/events';
import { unseal } from '../../../services/src/families/sealing';
import type { Projector } from '../runner/projector';

/**
 * Family read model: each athlete (a managed child or an athlete's account) with its consent,
 * and each guardian link. Sealed fields are opened here, in the batch's transaction; after an
 * erasure (or in a rebuild after one) they open as "removed".
 */
async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event = parseFamilyEvent(recorded.type, recorded.data);
  const athletes = () => trx('family_athletes').where({ athlete_id: event.data.athleteId });
  switch (event.type) {
    case 'ChildProfileCreated': {
      const d = event.data;
      await trx('family_athletes')
        .insert({
          athlete_id: d.athleteId,
          kind: 'child',
          first_name: await unseal(trx, d.firstName),
          last_name: await unseal(trx, d.lastName),
          birth_date: await unseal(trx, d.birthDate),
          created_at: d.createdAt,
          updated_at: d.createdAt,
        })
        .onConflict('athlete_id')
        .ignore();
      await trx('guardian_links')
        .insert({
          athlete_id: d.athleteId,
          guardian_id: d.guardianId,
          status: 'active',
          requested_at: d.createdAt,
          answered_at: d.createdAt,
        })
        .onConflict(['athlete_id', 'guardian_id'])
        .ignore();
      return;
    }
    case 'NominatedAthleteRecorded': {
      const d = event.data;
      await trx('family_athletes')
        .insert({
          athlete_id: d.athleteId,
          kind: 'nominated',
          first_name: await unseal(trx, d.firstName),
          last_name: await unseal(trx, d.lastName),
          created_at: d.recordedAt,
          updated_at: d.recordedAt,
        })
        .onConflict('athlete_id')
        .ignore();
      return;
    }
    case 'GuardianLinkRequested': {
      const d = event.data;
      await trx('family_athletes')
        .insert({
          athlete_id: d.athleteId,
          kind: 'account',
          created_at: d.requestedAt,
          updated_at: d.requestedAt,
        })
        .onConflict('athlete_id')
        .ignore();
      await trx('guardian_links')
        .insert({
          athlete_id: d.athleteId,
          guardian_id: d.guardianId,
          status: 'requested',
          requested_at: d.requestedAt,
        })
        .onConflict(['athlete_id', 'guardian_id'])
        .merge({ status: 'requested', requested_at: d.requestedAt, answered_at: null });
      return;
    }
    case 'GuardianLinkAccepted':
    case 'GuardianLinkDeclined': {
      const d = event.data;
      const at =
        event.type === 'GuardianLinkAccepted' ? event.data.acceptedAt : event.data.declinedAt;
      await trx('guardian_links')
        .where({ athlete_id: d.athleteId, guardian_id: d.guardianId })
        .update({
          status: event.type === 'GuardianLinkAccepted' ? 'active' : 'declined',
          answered_at: at,
        });
      return;
    }
    case 'GuardianConsentRequested':
      await athletes()
        .whereNot({ consent_status: 'given' })
        .update({ consent_status: 'requested', updated_at: event.data.requestedAt });
      return;
    case 'GuardianConsentGiven': {
      const d = event.data;
      await athletes().update({
        consent_status: 'given',
        consent_given_by: d.guardianId,
        consent_given_at: d.givenAt,
        consent_verified_by: null,
        consent_verified_at: null,
        updated_at: d.givenAt,
      });
      // The guardian who gave it joins the athlete's family.
      if (d.guardianId !== null) {
        await trx('guardian_links')
          .insert({
            athlete_id: d.athleteId,
            guardian_id: d.guardianId,
            status: 'active',
            requested_at: d.givenAt,
            answered_at: d.givenAt,
          })
          .onConflict(['athlete_id', 'guardian_id'])
          .merge({ status: 'active', answered_at: d.givenAt });
      }
      return;
    }
    case 'GuardianConsentVerified':
      await athletes().where({ consent_status: 'given' }).update({
        consent_verified_by: event.data.method,
        consent_verified_at: event.data.verifiedAt,
        updated_at: event.data.verifiedAt,
      });
      return;
    case 'GuardianConsentWithdrawn':
      await athletes().update({
        consent_status: 'withdrawn',
        consent_given_by: null,
        consent_given_at: null,
        consent_verified_by: null,
        consent_verified_at: null,
        updated_at: event.data.withdrawnAt,
      });
      return;
    case 'PersonalDataErased':
      await athletes()
        .whereNotNull('first_name')
        .update({ first_name: REMOVED, last_name: REMOVED, birth_date: REMOVED });
      await athletes().update({ erased_at: event.data.erasedAt, updated_at: event.data.erasedAt });
      return;
    default: {
      const unexpected: never = event;
      throw new Error(`unhandled family event ${(unexpected as { type: string }).type}`);
    }
  }
}

export const familiesProjector: Projector = {
  name: 'families',
  // 2: consent's verification, and the guardian who consents joins the family.
  version: 2,
  handles: FAMILY_EVENT_TYPES,
  tables: ['family_athletes', 'guardian_links'],
  apply,
};
