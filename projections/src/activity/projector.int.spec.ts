import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMetadata } from '../../../services/src/core/context';
import { type Database, openTestDatabase } from '../../../services/src/core/database';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { migrateReadModels } from '../index';
import { userActivityProjector } from './projector';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrateReadModels(db.knex);
});
afterAll(() => db?.close());

const recordedAt = new Date('2026-01-02T03:04:05.000Z');

function requestBy(userId: string, requestedAt: unknown, occurredAt: unknown): RecordedEvent {
  return {
    id: randomUUID(),
    type: 'EvaluationRequested',
    data: { requestId: randomUUID(), userId, playerName: 'Marcus Hebert', requestedAt },
    metadata: { ...systemMetadata('test'), occurredAt } as RecordedEvent['metadata'],
    streamName: `evaluation-${randomUUID()}`,
    revision: 0,
    position: { commit: 1n, prepare: 1n },
    recordedAt,
  };
}

describe('the activity projector', () => {
  it("dates an item by the event's own time, else its metadata's, else when it was recorded", async () => {
    const userId = randomUUID();
    const own = requestBy(userId, '2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z');
    const fromMetadata = requestBy(userId, 'not a time', '2026-03-02T10:00:00.000Z');
    const recorded = requestBy(userId, undefined, 'not a time either');
    const events = [own, fromMetadata, recorded];
    for (const copy of [false, true].filter((c) => !c || db.mode === 'postgres')) {
      await db.knex('user_activity').del();
      await db.knex.transaction((trx) => userActivityProjector.applyBatch?.(trx, events, { copy }));
      const rows = await db.knex('user_activity').select('id', 'created_at');
      const at = new Map(rows.map((row) => [row.id, (row.created_at as Date).toISOString()]));
      expect([at.get(own.id), at.get(fromMetadata.id), at.get(recorded.id)]).toEqual([
        '2026-03-01T10:00:00.000Z',
        '2026-03-02T10:00:00.000Z',
        recordedAt.toISOString(),
      ]);
    }
  });
});
