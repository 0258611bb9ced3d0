import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { UserRow } from '../accounts/rows';
import { type AppContext, appendEvents, type CommandContext } from '../core/context';
import type { AppendResult, EventMetadata, EventStore } from '../core/event-store/event-store';
import { foldStream } from '../core/event-store/fold-stream';
import { retryOnConflict } from '../core/retry';
import { CONSENT_LINK_HOURS, REMOVED } from './constants';
import {
  type Actor,
  ageOn,
  decideAnswerLink,
  decideCreateChild,
  decideErase,
  decideGiveConsent,
  decideRequestConsent,
  decideRequestLink,
  decideWithdrawConsent,
} from './decide';
import { AthleteNotFound, ConsentLinkInvalid, NoEmailOnRecord, NotAnAthlete } from './errors';
import { type FamilyEvent, familyStream, parseFamilyEvent } from './events';
import {
  activeGuardians,
  consentOnRecord,
  evolveFamily,
  type Family,
  initialFamily,
  mayActFor,
} from './family';
import { sealFor, shredKey, unseal } from './sealing';
import { signLink, verifyLink } from './signed-links';

const ATTEMPTS = 5;

/** The athlete's family folded from its stream, with the revision to append at. */
export async function loadFamily(store: EventStore, athleteId: string) {
  const { state, revision } = await foldStream<FamilyEvent, Family>(
    store,
    familyStream(athleteId),
    parseFamilyEvent,
    evolveFamily,
    initialFamily,
  );
  return { state, revision: revision ?? ('no_stream' as const) };
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

/** Whether a guardian's consent is on record now (given, not withdrawn, not erased). */
export async function isConsentOnRecord(store: EventStore, athleteId: string): Promise<boolean> {
  return consentOnRecord((await loadFamily(store, athleteId)).state);
}

// ── Guardian links ──────────────────────────────────────────────────────────

async function decideAndAppend(
  ctx: CommandContext,
  athleteId: string,
  metadata: EventMetadata,
  decide: (family: Family) => FamilyEvent[],
): Promise<AppendResult | undefined> {
  return retryOnConflict(ATTEMPTS, async () => {
    const { state, revision } = await loadFamily(ctx.store, athleteId);
    const events = decide(state);
    if (events.length === 0) return undefined;
    return appendEvents(ctx, familyStream(athleteId), events, revision, metadata);
  });
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

// ── Consent ─────────────────────────────────────────────────────────────────

const CONSENT = 'consent';

/** The page the mailed link opens, on the site's configured address. */
export const consentLink = (
  ctx: Pick<AppContext, 'clientKeySecret' | 'config'>,
  athleteId: string,
  requestId: string,
) =>
  `${ctx.config.publicUrl}/profile/family/consent?token=${encodeURIComponent(
    signLink(ctx, CONSENT, `${athleteId}.${requestId}`),
  )}`;

/** The athlete and request a consent token names, or a 404 for a forged or broken one. */
export function readConsentToken(
  ctx: Pick<AppContext, 'clientKeySecret'>,
  token: string,
): { athleteId: string; requestId: string } {
  const payload = verifyLink(ctx, CONSENT, token);
  const [athleteId, requestId, ...rest] = payload?.split('.') ?? [];
  if (!athleteId || !requestId || rest.length > 0) throw new ConsentLinkInvalid();
  return { athleteId, requestId };
}

/** Where a consent link goes: the asking guardian's address; for staff, a linked guardian's. */
async function consentAddress(
  ctx: CommandContext,
  actor: Actor & { email: string | null },
  athleteId: string,
): Promise<string | null> {
  if (actor.role !== 'admin') return actor.email;
  const { state } = await loadFamily(ctx.store, athleteId);
  if (state.status === 'none') throw new AthleteNotFound();
  const guardians = activeGuardians(state);
  if (guardians.length === 0) return null;
  const row = await ctx
    .knex<UserRow>('users')
    .whereIn('id', guardians)
    .whereNotNull('email')
    .orderBy('created_at')
    .first('email');
  return row?.email ?? null;
}

/**
 * Mails a single-use consent link that expires after CONSENT_LINK_HOURS, to the guardian asking
 * (their account's address) or, when staff or another area asks, to the address given. The mail
 * names no child: mail files are outside crypto-shredding's reach.
 */
export async function requestGuardianConsent(
  ctx: AppContext,
  actor: Actor & { email: string | null },
  athleteId: string,
  metadata: EventMetadata,
  given: string | null = null,
): Promise<AppendResult> {
  const email = given ?? (await consentAddress(ctx, actor, athleteId));
  if (!email) throw new NoEmailOnRecord();
  const now = new Date(metadata.occurredAt);
  const expiresAt = new Date(now.getTime() + CONSENT_LINK_HOURS * 3_600_000);
  const requestId = randomUUID();
  const { email: sealed } = await sealFor(ctx.knex, athleteId, { email });
  const appended = await decideAndAppend(ctx, athleteId, metadata, (family) =>
    decideRequestConsent({ athleteId, actor, requestId, email: sealed, now, expiresAt }, family),
  );
  if (!appended) throw new Error('a consent request always appends');
  await ctx.mailer.send(
    {
      to: email,
      subject: 'Your consent is asked for on NOLA Sports',
      text: [
        'Hello,',
        '',
        'You were named as the parent or guardian of a young athlete with a profile on NOLA Sports.',
        'Before the profile can be shown on the site, we need your consent. Open this link to read',
        `what is shown and to give it (the link works once, for ${CONSENT_LINK_HOURS} hours):`,
        '',
        consentLink(ctx, athleteId, requestId),
        '',
        'If you did not expect this mail, ignore it: nothing is shown without your consent.',
      ].join('\n'),
    },
    { idempotencyKey: `GuardianConsentRequested:${requestId}` },
  );
  return appended;
}

/** The link's click: consent recorded once, before the link's expiry. */
export async function giveGuardianConsent(
  ctx: AppContext,
  token: string,
  metadata: EventMetadata,
): Promise<{ athleteId: string; appended: AppendResult }> {
  const { athleteId, requestId } = readConsentToken(ctx, token);
  const now = new Date(metadata.occurredAt);
  const appended = await decideAndAppend(ctx, athleteId, metadata, (family) =>
    decideGiveConsent({ athleteId, requestId, now }, family),
  );
  if (!appended) throw new Error('giving consent always appends');
  return { athleteId, appended };
}

export async function withdrawGuardianConsent(
  ctx: CommandContext,
  actor: Actor,
  athleteId: string,
  metadata: EventMetadata,
): Promise<AppendResult> {
  const now = new Date(metadata.occurredAt);
  const appended = await decideAndAppend(ctx, athleteId, metadata, (family) =>
    decideWithdrawConsent({ athleteId, actor, now }, family),
  );
  if (!appended) throw new Error('withdrawing consent always appends');
  return appended;
}

// ── Erasure ─────────────────────────────────────────────────────────────────

/** A child profile's age today, when its birth date can still be read. */
async function knownAge(knex: Knex, family: Family, now: Date): Promise<number | null> {
  if (family.status !== 'active' || !family.birthDate) return null;
  const birthDate = await unseal(knex, family.birthDate);
  return birthDate === REMOVED ? null : ageOn(birthDate, now);
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
    const events = decideErase({ athleteId, actor, age, now }, state);
    await shredKey(ctx.knex, athleteId);
    return appendEvents(ctx, familyStream(athleteId), events, revision, metadata);
  });
  return appended;
}
