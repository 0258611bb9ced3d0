import type { Knex } from 'knex';
import type { EventStore } from '../core/event-store/event-store';
import { familyStream, parseFamilyEvent } from './events';
import { evolveFamily, type Family, initialFamily } from './family';
import { unseal } from './sealing';

/** When a family event happened, as it records it. */
const eventTime = (event: ReturnType<typeof parseFamilyEvent>): string => {
  switch (event.type) {
    case 'ChildProfileCreated':
      return event.data.createdAt;
    case 'GuardianLinkRequested':
      return event.data.requestedAt;
    case 'GuardianLinkAccepted':
      return event.data.acceptedAt;
    case 'GuardianLinkDeclined':
      return event.data.declinedAt;
    case 'GuardianConsentRequested':
      return event.data.requestedAt;
    case 'GuardianConsentGiven':
      return event.data.givenAt;
    case 'GuardianConsentWithdrawn':
      return event.data.withdrawnAt;
    case 'PersonalDataErased':
      return event.data.erasedAt;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
};

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
  const events = (await store.readStream(familyStream(athleteId)))
    .map((recorded) => parseFamilyEvent(recorded.type, recorded.data))
    .filter((event) => new Date(eventTime(event)) <= asOf);
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
