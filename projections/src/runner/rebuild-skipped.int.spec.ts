import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateEvents } from '../../../scripts/faults/generate-events';
import { systemMetadata } from '../../../services/src/core/context';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import { EventSchemas } from '../../../services/src/core/event-store/event-schemas';
import { PostgresEventStore } from '../../../services/src/core/event-store/postgres-event-store';
import { writePoisonEvent } from '../../../services/src/testing/poison';
import { migrateReadModels, projectors } from '../index';
import { prospectsProjector } from '../prospects/projector';
import { readTablesHash } from '../testing';
import { rebuildProjectors } from './rebuild';
import { ProjectionRunner } from './runner';

/**
 * Issue 36, item 21. An event an operator skipped (a poison vote) sits before 10,000 others.
 * A rebuild tries it again (a fixed handler would get it back) but alone: it does not make the
 * batches around it, nor any later one, fall back to one event at a time.
 */
const anyEvents = new EventSchemas([], 'accept');
const EVENTS = 10_000;

let db: Database;
let store: PostgresEventStore;
let runner: ProjectionRunner;
let poisonId: string;

beforeAll(async () => {
  db = await openTestDatabase();
  store = await PostgresEventStore.open(db.knex, anyEvents);
  await migrateReadModels(db.knex);
  // Half the log, the poison, the other half: the poison sits inside a rebuild's batch.
  await generateEvents(db.knex, { total: EVENTS / 2, seed: 11 });
  poisonId = await writePoisonEvent(db.knex, 'vote-poison', {
    type: 'VoteCast',
    data: { prospectId: 'nobody', voterKey: 42 },
  });
  await castVotes(EVENTS / 2);
  runner = new ProjectionRunner(db.knex, store, projectors, {
    copyLoads: db.mode === 'postgres',
  });
  await runner.register();
  await runner.catchUpAll();
  // The live projector stopped at the poison; an operator skips it, as the CLI records it.
  await store.append(
    'operations-projections',
    [
      {
        type: 'ProjectionEventSkipped',
        data: {
          projector: 'prospects',
          eventId: poisonId,
          eventType: 'VoteCast',
          door: 'cli',
          actor: 'test',
          reason: 'a vote no handler can read',
        },
        metadata: systemMetadata('test'),
      },
    ],
    { expectedRevision: 'any' },
  );
  await runner.skip('prospects');
}, 180_000);
afterAll(() => db?.close());

/** Signed-out votes for the generated prospects, each on its stream, as the API appends them. */
async function castVotes(count: number): Promise<void> {
  const { rows } = await db.knex.raw<{ rows: { id: string }[] }>(
    "select data->>'prospectId' as id from es_events where event_type = 'ProspectAdded'",
  );
  for (let start = 0; start < count; start += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, async (_, i) => {
        const n = start + i;
        const prospectId = String(rows[n % rows.length]?.id);
        await store.append(
          `vote-${prospectId}-after${n}`,
          [
            {
              type: 'VoteCast',
              data: {
                prospectId,
                prospectName: 'Player',
                voterKey: `after${n}`,
                userId: null,
                castAt: new Date().toISOString(),
              },
              metadata: systemMetadata('test'),
            },
          ],
          { expectedRevision: 'no_stream' },
        );
      }),
    );
  }
}

describe('a rebuild past an event an operator skipped', () => {
  it('applies the events after it in batches, not one at a time', async () => {
    const before = await readTablesHash(db.knex);
    const perEvent = vi.spyOn(prospectsProjector, 'apply');
    const warnings = vi.spyOn(console, 'warn');
    const started = performance.now();
    const results = await rebuildProjectors(runner, ['prospects'], { fresh: true });
    const ms = performance.now() - started;
    const fallbacks = warnings.mock.calls.filter((call) =>
      String(call[0]).includes('applying them one at a time'),
    );
    const applied = perEvent.mock.calls.length;
    perEvent.mockRestore();
    warnings.mockRestore();
    console.log(
      `[item 21] rebuild of prospects over ${EVENTS} events with a skipped poison: ${ms.toFixed(0)} ms, ${fallbacks.length} batch fallback(s), ${applied} event(s) applied one at a time`,
    );
    expect(results.get('prospects')?.status).toBe('fulfilled');
    // The skipped event itself, tried alone; nothing else.
    expect(fallbacks).toEqual([]);
    expect(applied).toBe(1);
    expect(perEvent.mock.calls).toEqual([]);
    expect(await readTablesHash(db.knex)).toEqual(before);
  }, 180_000);
});
