import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateReadModels } from '../projections/src';
import type { Projector } from '../projections/src/runner/projector';
import { ProjectionRunner } from '../projections/src/runner/runner';
import { type Database, openTestDatabase } from '../services/src/core/database';
import { EventSchemas } from '../services/src/core/event-store/event-schemas';
import { PostgresEventStore } from '../services/src/core/event-store/postgres-event-store';
import { retryOrSkip, StillFailed } from './retry-or-skip';

let db: Database;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await openTestDatabase();
  // The test projector's own event types: no area's schema knows them.
  store = await PostgresEventStore.open(db.knex, new EventSchemas([], 'accept'));
  await migrateReadModels(db.knex);
}, 120_000);
afterAll(() => db?.close());

/** A projector that cannot apply an event whose note is "bad", however often it tries. */
function pickyProjector(): Projector {
  const suffix = randomUUID().slice(0, 8);
  return {
    name: `picky-${suffix}`,
    version: 1,
    handles: [`Noted${suffix}`],
    tables: [],
    async apply(_trx: Knex.Transaction, event) {
      if (event.data.note === 'bad') throw new Error('cannot read this note');
    },
  };
}

const metadata = () => ({
  actorId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

describe('projections -- retry|skip (issue 20: retry exits non-zero when the event still fails)', () => {
  it('a retry of an event that fails again throws StillFailed naming it; a skip moves on', async () => {
    const projector = pickyProjector();
    const runner = new ProjectionRunner(db.knex, store, [projector]);
    await runner.register();
    const type = projector.handles[0] as string;
    await store.append(
      `note-${randomUUID()}`,
      ['bad', 'good'].map((note) => ({ type, data: { note }, metadata: metadata() })),
      { expectedRevision: 'no_stream' },
    );
    await runner.catchUpAll();
    expect((await runner.status())[0]?.state).toBe('failed');

    const retried = retryOrSkip(runner, 'retry', projector.name);
    await expect(retried).rejects.toBeInstanceOf(StillFailed);
    await expect(retried).rejects.toThrow(
      new RegExp(`^${projector.name} is still stopped: ${type} .* failed again \\(`),
    );

    const skipped = await retryOrSkip(runner, 'skip', projector.name);
    expect(skipped).toMatchObject({ state: 'running', lag: 0, failedEvent: null });
  });
});
