import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { migratePersonKeys, sealFor, shredKey } from '../../../services/src/families/sealing';
import { readModelDatabase, recordedEvent } from '../testing';
import { familiesProjector } from './projector';

const db = readModelDatabase();
beforeAll(() => migratePersonKeys(db.knex));

const at = '2026-05-01T12:00:00.000Z';

async function childEvents(athleteId: string, guardianId: string) {
  const sealed = await sealFor(db.knex, athleteId, {
    firstName: 'Remy',
    lastName: 'Thibodeaux',
    birthDate: '2016-02-03',
  });
  const stream = `family-${athleteId}`;
  return [
    recordedEvent(stream, 0, 'ChildProfileCreated', {
      athleteId,
      guardianId,
      ...sealed,
      createdAt: at,
    }),
    recordedEvent(stream, 1, 'GuardianConsentGiven', {
      athleteId,
      requestId: randomUUID(),
      guardianId,
      email: (await sealFor(db.knex, athleteId, { email: 'g@example.com' })).email,
      givenAt: at,
    }),
  ];
}

const applyAll = (events: Parameters<typeof familiesProjector.apply>[1][]) =>
  db.knex.transaction(async (trx) => {
    for (const event of events) await familiesProjector.apply(trx, event);
  });

describe('the families read model', () => {
  it('opens sealed fields, links the guardian, records consent; a replay changes nothing', async () => {
    const athleteId = randomUUID();
    const guardianId = randomUUID();
    const events = await childEvents(athleteId, guardianId);
    await applyAll(events);
    await applyAll(events);
    expect(await db.knex('family_athletes').where({ athlete_id: athleteId })).toEqual([
      expect.objectContaining({
        kind: 'child',
        first_name: 'Remy',
        last_name: 'Thibodeaux',
        birth_date: '2016-02-03',
        consent_status: 'given',
        consent_given_by: guardianId,
      }),
    ]);
    expect(await db.knex('guardian_links').where({ athlete_id: athleteId })).toEqual([
      expect.objectContaining({ guardian_id: guardianId, status: 'active' }),
    ]);
  });

  it('shows "removed" after an erasure, and when the events are applied again without the key', async () => {
    const athleteId = randomUUID();
    const events = await childEvents(athleteId, randomUUID());
    await applyAll(events);
    await shredKey(db.knex, athleteId);
    const erased = recordedEvent(`family-${athleteId}`, 2, 'PersonalDataErased', {
      athleteId,
      requestedBy: randomUUID(),
      requestedAs: 'staff',
      erasedAt: at,
    });
    await applyAll([erased]);
    const removed = { first_name: 'removed', last_name: 'removed', birth_date: 'removed' };
    expect(await db.knex('family_athletes').where({ athlete_id: athleteId }).first()).toMatchObject(
      { ...removed, erased_at: new Date(at) },
    );
    // As a rebuild would: from nothing, through the same events.
    await db.knex('family_athletes').where({ athlete_id: athleteId }).delete();
    await applyAll([...events, erased]);
    expect(await db.knex('family_athletes').where({ athlete_id: athleteId }).first()).toMatchObject(
      removed,
    );
  });
});
