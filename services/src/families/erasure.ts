import type { Knex } from 'knex';
import { appendEvents, type CommandContext } from '../core/context';
import type { AppendResult, EventMetadata } from '../core/event-store/event-store';
import { retryOnConflict } from '../core/retry';
import { ATTEMPTS, loadFamily } from './commands';
import { REMOVED } from './constants';
import {
  type Actor,
  ageOn,
  decideErase,
  decideEraseByMailedLink,
  type EraseByMailedLink,
} from './decide';
import { familyStream } from './events';
import type { Family } from './family';
import { shredKey, unseal } from './sealing';

// ── Erasure ─────────────────────────────────────────────────────────────────

/** A child profile's birth date as its guardian gave it, when it can still be read. */
export async function childBirthDate(knex: Knex, family: Family): Promise<string | null> {
  if (family.status !== 'active' || !family.birthDate) return null;
  const birthDate = await unseal(knex, family.birthDate);
  return birthDate === REMOVED ? null : birthDate;
}

/** A child profile's age today, when its birth date can still be read. */
async function knownAge(knex: Knex, family: Family, now: Date): Promise<number | null> {
  const birthDate = await childBirthDate(knex, family);
  return birthDate === null ? null : ageOn(birthDate, now);
}

/** Whether the id is an athlete's account (the accounts' read model). */
async function isAthleteAccount(knex: Knex, athleteId: string): Promise<boolean> {
  const row = await knex('users').where({ id: athleteId, role: 'athlete' }).first('id');
  return row !== undefined;
}

/**
 * Deletes the athlete's key, then records the erasure. The key goes first: should the append
 * fail, the data is unreadable already and asking again records it.
 */
export async function eraseAthlete(
  ctx: CommandContext,
  actor: Actor,
  athleteId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const now = new Date(metadata.occurredAt);
  const appended = await retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await loadFamily(ctx.store, athleteId);
    const age = await knownAge(ctx.knex, state, now);
    const account = state.status === 'none' && (await isAthleteAccount(ctx.knex, athleteId));
    const events = decideErase({ athleteId, actor, age, account, now }, state);
    await shredKey(ctx.knex, athleteId);
    return appendEvents(ctx, familyStream(athleteId), events, revision, metadata);
  });
  return appended;
}

/**
 * The same erasure (key first, then `PersonalDataErased`) for a nominated athlete whose guardian
 * or nominator asked by a link mailed to their address on record: no account asked, so the event
 * records none (`requestedBy` null). The area that mailed the link checked the address.
 */
export async function eraseNominatedAthleteByMailedLink(
  ctx: CommandContext,
  athleteId: string,
  requestedAs: EraseByMailedLink['requestedAs'],
  metadata: EventMetadata,
): Promise<AppendResult> {
  const now = new Date(metadata.occurredAt);
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await loadFamily(ctx.store, athleteId);
    const events = decideEraseByMailedLink({ athleteId, requestedAs, now }, state);
    await shredKey(ctx.knex, athleteId);
    return appendEvents(ctx, familyStream(athleteId), events, revision, metadata);
  });
}
