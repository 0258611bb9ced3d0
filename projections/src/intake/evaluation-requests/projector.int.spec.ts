import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../../services/src/core/event-store/event-store';
import type { EvaluationRequestRow } from '../../../../services/src/intake/rows';
import { readModelDatabase, recordedEvent } from '../../testing';
import { evaluationRequestsProjector } from './projector';

const db = readModelDatabase();

const recorded = (
  requestId: string,
  revision: number,
  type: string,
  data: Record<string, unknown>,
) => recordedEvent(`evaluation-${requestId}`, revision, type, data);

const requested = (requestId: string) =>
  recorded(requestId, 0, 'EvaluationRequested', {
    requestId,
    userId: randomUUID(),
    parentName: 'Renee Batiste',
    parentEmail: 'renee@example.com',
    parentPhone: '504-555-0142',
    playerName: 'Andre Batiste',
    playerAge: 14,
    playerPosition: 'SS',
    playerSchool: 'Jesuit High School',
    additionalInfo: null,
    requestedAt: '2025-05-01T12:00:00.000Z',
  });
const moved = (requestId: string, revision: number, from: string, to: string) =>
  recorded(requestId, revision, 'EvaluationStatusChanged', {
    requestId,
    from,
    to,
    changedAt: `2025-05-0${revision + 1}T09:00:00.000Z`,
  });

const apply = (...events: RecordedEvent[]) =>
  db.knex.transaction(async (trx) => {
    for (const event of events) await evaluationRequestsProjector.apply(trx, event);
  });
const row = (id: string) =>
  db.knex<EvaluationRequestRow>('evaluation_requests').where({ id }).first();

describe('the evaluation requests read model', () => {
  it('holds a request as pending, then its latest status and stream revision', async () => {
    const id = randomUUID();
    await apply(requested(id), moved(id, 1, 'pending', 'contacted'));
    expect(await row(id)).toMatchObject({
      id,
      status: 'contacted',
      version: 1,
      player_age: 14,
      additional_info: null,
    });
    expect((await row(id))?.created_at.toISOString()).toBe('2025-05-01T12:00:00.000Z');
    expect((await row(id))?.updated_at.toISOString()).toBe('2025-05-02T09:00:00.000Z');
  });

  it('changes nothing when events are applied again, however late', async () => {
    const id = randomUUID();
    const events = [
      requested(id),
      moved(id, 1, 'pending', 'contacted'),
      moved(id, 2, 'contacted', 'declined'),
    ];
    await apply(...events);
    const once = await row(id);
    await apply(...events);
    await apply(events[1] as RecordedEvent);
    expect(await row(id)).toEqual(once);
    expect(once).toMatchObject({ status: 'declined', version: 2 });
    expect(await db.knex('evaluation_requests').where({ id })).toHaveLength(1);
  });
});
