import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { systemMetadata } from '../core/context';

/**
 * Writes an event straight into the PostgreSQL log, past the store's schema check, as a buggy
 * writer of old, a hand edit or a bad upcaster could have: the way tests (and operators
 * rehearsing on a scratch database, docs/operations.md) make a poison event. Calls the same SQL
 * function the store appends with, so its position is an ordinary one. Returns its id.
 */
export async function writePoisonEvent(
  knex: Knex,
  stream: string,
  event: { type: string; data: Record<string, unknown>; occurredAt?: string },
): Promise<string> {
  const id = randomUUID();
  const metadata = {
    ...systemMetadata('poison'),
    ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
  };
  await knex.raw('select * from es_append(?, ?, ?::jsonb)', [
    stream,
    'any',
    JSON.stringify([{ id, type: event.type, data: event.data, metadata }]),
  ]);
  return id;
}
