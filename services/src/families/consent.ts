import { randomUUID } from 'node:crypto';
import type { UserRow } from '../accounts/rows';
import type { AppContext, CommandContext } from '../core/context';
import type { AppendResult, EventMetadata } from '../core/event-store/event-store';
import { decideAndAppend, loadFamily } from './commands';
import { CONSENT_LINK_HOURS } from './constants';
import {
  type Actor,
  decideGiveConsent,
  decideRequestConsent,
  decideWithdrawConsent,
} from './decide';
import { AthleteNotFound, ConsentLinkInvalid, NoEmailOnRecord } from './errors';
import { activeGuardians } from './family';
import { sealFor } from './sealing';
import { signLink, verifyLink } from './signed-links';

// ── Consent ─────────────────────────────────────────────────────────────────

const CONSENT = 'consent';

/** The page the mailed link opens, on the site's configured address. */
export const consentLink = (
  ctx: Pick<AppContext, 'keys' | 'config'>,
  athleteId: string,
  requestId: string,
) =>
  `${ctx.config.publicUrl}/profile/family/consent?token=${encodeURIComponent(
    signLink(ctx, CONSENT, `${athleteId}.${requestId}`),
  )}`;

/** The athlete and request a consent token names, or a 404 for a forged or broken one. */
export function readConsentToken(
  ctx: Pick<AppContext, 'keys'>,
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
  const appended = await ensureGuardianConsentRequested(
    ctx,
    actor,
    athleteId,
    randomUUID(),
    email,
    metadata,
  );
  if (!appended) throw new Error('a consent request always appends');
  return appended;
}

/**
 * The consent request `requestId` names, recorded and mailed once however often it is asked: an
 * area whose own event made the request (a nomination, by the nomination's id) asks again after a
 * crash cut it short, and a request on record already appends nothing; the mail, keyed by the
 * request, goes once (sent again only if it never went). Answers the append, or undefined when
 * the request was on record.
 */
export async function ensureGuardianConsentRequested(
  ctx: AppContext,
  actor: Actor,
  athleteId: string,
  requestId: string,
  email: string,
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const now = new Date(metadata.occurredAt);
  const expiresAt = new Date(now.getTime() + CONSENT_LINK_HOURS * 3_600_000);
  const { state } = await loadFamily(ctx.store, athleteId);
  let appended: AppendResult | undefined;
  if (state.status !== 'active' || !state.requests[requestId]) {
    // Refused before sealing: sealing for an unknown or erased athlete would make them a new key.
    decideRequestConsent({ athleteId, actor, requestId, email, now, expiresAt }, state);
    const { email: sealed } = await sealFor(ctx.knex, athleteId, { email });
    // A racing call under the same id may have recorded it since: then nothing is appended.
    appended = await decideAndAppend(ctx, athleteId, metadata, (family) =>
      family.status === 'active' && family.requests[requestId]
        ? []
        : decideRequestConsent(
            { athleteId, actor, requestId, email: sealed, now, expiresAt },
            family,
          ),
    );
  }
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
