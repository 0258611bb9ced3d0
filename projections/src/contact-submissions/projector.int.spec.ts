import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { migrateReadModels } from '../index';
import { contactSubmissionsProjector } from './projector';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrateReadModels(db.knex);
});
afterAll(() => db?.close());

const recorded = (id: string, data: Record<string, unknown>): RecordedEvent => ({
  id: randomUUID(),
  type: 'ContactMessageSubmitted',
  data,
  metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: '' },
  streamName: `contact-${id}`,
  revision: 0,
  position: { commit: 1n, prepare: 0n },
  recordedAt: new Date(),
});

describe('the contact submissions read model', () => {
  it('keeps one row per submission, whatever is replayed', async () => {
    const id = randomUUID();
    const event = recorded(id, {
      submissionId: id,
      name: 'Dana',
      email: 'dana@nola.gov',
      organization: 'NORD',
      message: 'Summer camps, please.',
      submittedAt: '2025-05-01T12:00:00.000Z',
    });
    await db.knex.transaction(async (trx) => {
      await contactSubmissionsProjector.apply(trx, event);
      await contactSubmissionsProjector.apply(trx, event);
    });
    const rows = await db.knex('contact_submissions').where({ id });
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        name: 'Dana',
        created_at: new Date('2025-05-01T12:00:00.000Z'),
      }),
    ]);
  });
});
