import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateEvents } from '../../../scripts/faults/generate-events';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import { EventSchemas } from '../../../services/src/core/event-store/event-schemas';
import { PostgresEventStore } from '../../../services/src/core/event-store/postgres-event-store';
import { migrateReadModels, projectors } from '../index';
import { userProfilesProjector } from '../profiles/projector';
import { prospectsProjector } from '../prospects/projector';
import { readTablesHash, recordedEvent } from '../testing';
import { applyEvents, EventFailed, type Projector } from './projector';
import { rebuildProjector, rebuildProjectors } from './rebuild';
import { ProjectionRunner } from './runner';

/** The tests append made-up event types: the store checks none of them. */
const anyEvents = new EventSchemas([], 'accept');

// The batch paths (set-based SQL for votes, ranks, changes, activity and rows) must build exactly
// what the one event at a time path builds: a rebuild with each, over the same realistic log,
// gives the same rows.

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await PostgresEventStore.open(db.knex, anyEvents);
  await migrateReadModels(db.knex);
  await generateEvents(db.knex, { total: 3_000, seed: 11 });
}, 120_000);
afterAll(() => db?.close());

async function rebuildAll(withBatches: boolean): Promise<Record<string, string>> {
  const store = await PostgresEventStore.open(db.knex, anyEvents);
  const chosen: Projector[] = withBatches
    ? [...projectors]
    : projectors.map(({ applyBatch: _batch, ...projector }) => projector);
  const runner = new ProjectionRunner(db.knex, store, chosen);
  await runner.register();
  if (withBatches) {
    // Everything a rebuild does to go fast: one pass for all, indexes built after the load.
    const results = await rebuildProjectors(
      runner,
      chosen.map((p) => p.name),
      { fresh: true, batchSize: 500 },
    );
    for (const result of results.values()) expect(result.status).toBe('fulfilled');
  } else {
    for (const projector of chosen) {
      await rebuildProjector(runner, projector.name, undefined, {
        fresh: true,
        deferIndexes: false,
      });
    }
  }
  return readTablesHash(db.knex);
}

/** A signed-out vote, as the log holds it. */
const voteCast = (prospectId: string, voterKey: string) =>
  recordedEvent(`vote-${prospectId}-${voterKey}`, 0, 'VoteCast', {
    prospectId,
    prospectName: 'Remy Fontenot',
    voterKey,
    userId: null,
    castAt: '2026-11-01T12:00:00.000Z',
  });

/** A prospect put on the board, as the log holds it. */
const added = (prospectId: string) =>
  recordedEvent(`prospect-${prospectId}`, 0, 'ProspectAdded', {
    prospectId,
    firstName: 'Remy',
    lastName: 'Fontenot',
    school: 'Jesuit High School',
    teamName: '',
    positionPrimary: 'SS',
    positionSecondary: '',
    battingThrowingHand: 'R/R',
    gradYear: 2027,
    nolaEvaluated: false,
    addedAt: '2026-11-01T11:00:00.000Z',
  });

describe('batched projection', () => {
  it('builds the same read tables as applying one event at a time', async () => {
    const batched = await rebuildAll(true);
    const single = await rebuildAll(false);
    expect(batched).toEqual(single);
    // And the log made real work for the batch paths: votes counted, activity listed.
    const [counted] = await db.knex('baseball_prospects').sum({ votes: 'community_votes' });
    expect(Number(counted?.votes)).toBeGreaterThan(2_000);
    expect(batched.user_activity).not.toMatch(/^0 rows/);
  }, 120_000);

  it("counts a voter's repeat within one batch once, a vote for a prospect added earlier in the batch, and a vote for no prospect nowhere", async () => {
    const prospectId = randomUUID();
    const stranger = randomUUID();
    const later = randomUUID();
    const vote = (voterKey: string, target = prospectId) => voteCast(target, voterKey);
    const events = [
      added(prospectId),
      vote('voter-a'),
      vote('voter-b'),
      vote('voter-a'),
      vote('voter-c', stranger),
      // Added in the batch, then voted for: the counts are raised at the batch's end, and count.
      added(later),
      vote('voter-d', later),
      vote('voter-e', later),
    ];
    await db.knex.transaction((trx) => applyEvents(prospectsProjector, trx, events));
    const laterRow = await db.knex('baseball_prospects').where({ id: later }).first();
    expect(laterRow.community_votes).toBe(2);
    const row = await db.knex('baseball_prospects').where({ id: prospectId }).first();
    expect(row.community_votes).toBe(2);
    expect(await db.knex('prospect_votes').where({ prospect_id: prospectId })).toHaveLength(2);
  });

  it('counts a batch of nothing but votes as one vote at a time would', async () => {
    const [listed] = await db.knex('baseball_prospects').select('id').limit(1);
    const prospectId = String(listed?.id);
    const before = Number(
      (await db.knex('baseball_prospects').where({ id: prospectId }).first()).community_votes,
    );
    const vote = (voterKey: string, target = prospectId) => voteCast(target, voterKey);
    const first = [vote('only-a'), vote('only-b'), vote('only-a'), vote('only-c', randomUUID())];
    await db.knex.transaction((trx) => applyEvents(prospectsProjector, trx, first));
    // A later batch repeating a stored vote adds nothing for it.
    await db.knex.transaction((trx) =>
      applyEvents(prospectsProjector, trx, [vote('only-b'), vote('only-d')]),
    );
    const row = await db.knex('baseball_prospects').where({ id: prospectId }).first();
    expect(row.community_votes).toBe(before + 3);
    const stored = await db
      .knex('prospect_votes')
      .whereIn('voter_key', ['only-a', 'only-b', 'only-c', 'only-d'])
      .count({ n: '*' });
    expect(Number(stored[0]?.n)).toBe(4);
  });

  it("applies a prospect's updates and removal in one batch as one at a time, an old replay ignored", async () => {
    const prospectId = randomUUID();
    const stream = `prospect-${prospectId}`;
    const updated = (revision: number, changes: Record<string, unknown>, at: string) =>
      recordedEvent(stream, revision, 'ProspectUpdated', {
        prospectId,
        changes: Object.fromEntries(
          Object.entries(changes).map(([field, to]) => [field, { from: null, to }]),
        ),
        updatedAt: at,
      });
    const first = updated(1, { school: 'Holy Cross', gradYear: 2028 }, '2026-11-02T10:00:00.000Z');
    const second = updated(
      2,
      { school: 'Rummel', nolaEvaluated: true },
      '2026-11-03T10:00:00.000Z',
    );
    const removed = recordedEvent(stream, 3, 'ProspectRemoved', {
      prospectId,
      removedAt: '2026-11-04T10:00:00.000Z',
    });
    const row = () => db.knex('baseball_prospects').where({ id: prospectId }).first();

    await db.knex.transaction((trx) =>
      applyEvents(prospectsProjector, trx, [added(prospectId), first]),
    );
    // The batch replays the update the row has already taken, then goes on.
    await db.knex.transaction((trx) =>
      applyEvents(prospectsProjector, trx, [first, second, removed, second]),
    );
    expect(await row()).toMatchObject({
      school: 'Rummel',
      grad_year: 2028,
      nola_evaluated: true,
      version: 3,
      removed_at: new Date('2026-11-04T10:00:00.000Z'),
      updated_at: new Date('2026-11-04T10:00:00.000Z'),
    });
  });

  it('takes two updates of one profile in one batch as one at a time would', async () => {
    const userId = randomUUID();
    const profile = (displayName: string, bio: string | null) =>
      recordedEvent(`profile-${userId}`, 0, 'UserProfileUpdated', {
        userId,
        displayName,
        bio,
        location: 'Metairie, LA',
        teamName: null,
        teamPosition: null,
        photoUrl: null,
        socialLinks: { twitter: null, instagram: null, facebook: null, linkedin: null },
        notificationPreferences: { email: true, sms: false, push: false },
        updatedAt: '2026-11-01T12:00:00.000Z',
      });
    await db.knex.transaction((trx) =>
      applyEvents(userProfilesProjector, trx, [
        profile('Fan One', 'First bio'),
        profile('Fan Two', null),
      ]),
    );
    const rows = await db.knex('user_profiles').where({ user_id: userId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ display_name: 'Fan Two', bio: null, location: 'Metairie, LA' });
  });

  it('names the event that fails, even when it comes in a batch', async () => {
    const prospectId = randomUUID();
    const good = voteCast(prospectId, 'a');
    const poison = recordedEvent(`vote-${prospectId}-b`, 0, 'VoteCast', { prospectId });
    const failure = await db.knex
      .transaction((trx) => applyEvents(prospectsProjector, trx, [good, poison, good]))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EventFailed);
    expect((failure as EventFailed).event.id).toBe(poison.id);
    // The transaction the runner gives a batch rolls back whole: nothing of it stays.
    expect(await db.knex('prospect_votes').where({ prospect_id: prospectId })).toHaveLength(0);
  });
});
