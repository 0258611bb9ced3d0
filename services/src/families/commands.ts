import { randomUUID } from 'node:crypto';
import type { UserRow } from '../accounts';
import { handle, type StreamModel } from '../core/command-handler';
import { appendEvents, type CommandContext } from '../core/context';
import type { AppendResult, EventMetadata, EventStore } from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import {
  type Actor,
  ageOn,
  decideAnswerLink,
  decideCreateChild,
  decideRecordNominated,
  decideRequestLink,
  type RecordNominated,
} from './decide';
import { NotAnAthlete } from './errors';
import { type FamilyEvent, familyStream, parseFamilyEvent } from './events';
import {
  activeGuardians,
  consentOnRecord,
  evolveFamily,
  type Family,
  initialFamily,
  mayActFor,
  verifiedConsentOnRecord,
} from './family';
import { sealFor } from './sealing';

export const ATTEMPTS = 5;

/** How an athlete's family stream reads (core/command-handler.ts). */
export const FAMILY: StreamModel<FamilyEvent, Family> = {
  parse: parseFamilyEvent,
  evolve: evolveFamily,
  initial: initialFamily,
};

/** The athlete's family folded from its stream, with the revision to append at. */
export async function loadFamily(store: EventStore, athleteId: string) {
  const { parse, evolve, initial } = FAMILY;
  const stream = familyStream(athleteId);
  const { state, revision, position } = await foldStream(store, stream, parse, evolve, initial);
  return { state, revision: revision ?? ('no_stream' as const), position };
}

// ── What every later area asks ──────────────────────────────────────────────

/** The accounts that may act for this athlete: their own (if any) and each active guardian. */
export async function whoMayActFor(store: EventStore, athleteId: string): Promise<string[]> {
  const { state } = await loadFamily(store, athleteId);
  if (state.status !== 'active') return [];
  return [...(state.kind === 'account' ? [athleteId] : []), ...activeGuardians(state)];
}

export async function mayUserActFor(
  store: EventStore,
  userId: string,
  athleteId: string,
): Promise<boolean> {
  const { state } = await loadFamily(store, athleteId);
  return state.status === 'active' && mayActFor(state, athleteId, userId);
}

/**
 * Whether a guardian's consent is on record now (given, not withdrawn, not erased): by the link
 * alone "email plus", for internal use only (`isVerifiedConsentOnRecord` for public display).
 */
export async function isConsentOnRecord(store: EventStore, athleteId: string): Promise<boolean> {
  return consentOnRecord((await loadFamily(store, athleteId)).state);
}

/** Consent fit for showing a child under 13 in public: given and verified (card check or staff). */
export async function isVerifiedConsentOnRecord(
  store: EventStore,
  athleteId: string,
): Promise<boolean> {
  return verifiedConsentOnRecord((await loadFamily(store, athleteId)).state);
}

// ── Guardian links ──────────────────────────────────────────────────────────

/** A command on an athlete's family stream; each family command commutes (decided afresh). */
export async function decideAndAppend(
  ctx: CommandContext,
  athleteId: string,
  metadata: EventMetadata,
  decide: (family: Family) => FamilyEvent[],
): Promise<AppendResult | undefined> {
  const { appended } = await handle(ctx, familyStream(athleteId), FAMILY, decide, metadata, {
    commutes: true,
    attempts: ATTEMPTS,
  });
  return appended;
}

export type ChildInput = { firstName: string; lastName: string; birthDate: string };

/** A parent makes a child's profile: the child's name and birth date go in sealed. */
export async function createChildProfile(
  ctx: CommandContext,
  guardian: Actor,
  child: ChildInput,
  metadata: EventMetadata,
): Promise<{ athleteId: string; appended: AppendResult }> {
  const athleteId = randomUUID();
  const now = new Date(metadata.occurredAt);
  const age = ageOn(child.birthDate, now);
  // Refused before a key is made for a child who will not be recorded.
  decideCreateChild({ athleteId, guardian, age, sealed: child, now }, initialFamily);
  const sealed = await sealFor(ctx.knex, athleteId, child);
  const appended = await appendEvents(
    ctx,
    familyStream(athleteId),
    decideCreateChild({ athleteId, guardian, age, sealed, now }, initialFamily),
    'no_stream',
    metadata,
  );
  return { athleteId, appended };
}

/** A guardian asks to be linked to an athlete's account, found by username. */
export async function requestGuardianLink(
  ctx: CommandContext,
  guardian: Actor,
  athleteUsername: string,
  metadata: EventMetadata,
): Promise<{ athleteId: string; appended: AppendResult | undefined }> {
  const athlete = await ctx
    .knex<UserRow>('users')
    .where({ username_lower: athleteUsername.toLowerCase(), role: 'athlete', status: 'active' })
    .first('id');
  if (!athlete) throw new NotAnAthlete();
  const now = new Date(metadata.occurredAt);
  const appended = await decideAndAppend(ctx, athlete.id, metadata, (family) =>
    decideRequestLink({ athleteId: athlete.id, guardian, now }, family),
  );
  return { athleteId: athlete.id, appended };
}

/** The athlete accepts or declines a guardian's request. */
export function answerGuardianLink(
  ctx: CommandContext,
  athleteId: string,
  guardianId: string,
  accept: boolean,
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const now = new Date(metadata.occurredAt);
  return decideAndAppend(ctx, athleteId, metadata, (family) =>
    decideAnswerLink({ athleteId, guardianId, accept, now }, family),
  );
}

/**
 * Another area (YouScout) records the athlete it nominated, its fields sealed with the athlete's
 * key already, so `requestGuardianConsent`, `isConsentOnRecord` and `eraseAthlete` serve them.
 * Idempotent: recording an athlete again appends nothing.
 */
export function recordNominatedAthlete(
  ctx: CommandContext,
  command: Omit<RecordNominated, 'now'>,
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const now = new Date(metadata.occurredAt);
  return decideAndAppend(ctx, command.athleteId, metadata, (family) =>
    decideRecordNominated({ ...command, now }, family),
  );
}
