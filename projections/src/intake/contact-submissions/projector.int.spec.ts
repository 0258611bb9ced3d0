import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readModelDatabase, recordedEvent } from '../../testing';
import { contactSubmissionsProjector } from './projector';

const db = readModelDatabase();

const recorded = (id: string, data: Record<string, unknown>) =>
  recordedEvent(`contact-${id}`, 0, 'ContactMessageSubmitted', data);

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
