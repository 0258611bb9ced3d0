import type { Knex } from 'knex';
import type { EventStore } from '../core/event-store/event-store';
import { readableMetadata } from '../core/event-store/unreadable';
import { familyStream, parseFamilyEvent } from './events';
import { evolveFamily, type Family, initialFamily } from './family';
import { unseal } from './sealing';

export type ChildAsOf = {
  family: Family;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
};

/**
 * A child profile as it stood at a time, replayed from the log (the audit's asOf): sealed fields
 * are opened with today's keys, so a person erased since reads "removed" at every time.
 */
export async function childAsOf(
  store: EventStore,
  knex: Knex,
  athleteId: string,
  asOf: Date,
): Promise<ChildAsOf> {
  // By the time each event's command ran (its metadata), which its own time fields repeat.
  const events = (await store.readStream(familyStream(athleteId)))
    .filter(
      (recorded) =>
        new Date(readableMetadata(recorded).occurredAt ?? recorded.recordedAt.toISOString()) <=
        asOf,
    )
    .map((recorded) => parseFamilyEvent(recorded.type, recorded.data));
  const family = events.reduce(evolveFamily, initialFamily);
  const created = events.find((event) => event.type === 'ChildProfileCreated');
  if (!created) return { family, firstName: null, lastName: null, birthDate: null };
  const { firstName, lastName, birthDate } = created.data;
  return {
    family,
    firstName: await unseal(knex, firstName),
    lastName: await unseal(knex, lastName),
    birthDate: await unseal(knex, birthDate),
  };
}
