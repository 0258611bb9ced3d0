import { randomUUID } from 'node:crypto';
import type { UserRow } from '../accounts';
import { handle } from '../core/command-handler';
import type { AppContext, CommandContext, MailingContext } from '../core/context';
import type { AppendResult, EventMetadata, GlobalPosition } from '../core/event-store/event-store';
import {
  loadPayment,
  MIN_AMOUNT_CENTS,
  type PaymentProvider,
  type PaymentReaction,
  refundPayment,
  requestPayment,
} from '../payments';
import { ATTEMPTS, decideAndAppend, FAMILY, loadFamily } from './commands';
import { CONSENT_LINK_HOURS, REMOVED } from './constants';
import {
  type Actor,
  CARD_CHECK_REFERENCE_PREFIX,
  cardCheckReference,
  consentRecipient,
  decideGiveConsent,
  decideRequestConsent,
  decideStartCardCheck,
  decideVerifyConsent,
  decideWithdrawConsent,
} from './decide';
import { AthleteNotFound, CardCheckNotPaid, ConsentLinkInvalid } from './errors';
import { familyStream } from './events';
import { activeGuardians, mayActFor } from './family';
import { sealFor, unseal } from './sealing';
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

/** Who and where a consent link goes to: the chosen address, and whether it is the nominator's. */
export type ConsentRecipient = { to: string; addressBelongsToNominator: boolean };

const emailsOf = async (ctx: CommandContext, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await ctx
    .knex<UserRow>('users')
    .whereIn('id', [...ids])
    .whereNotNull('email')
    .select('id', 'email');
  return new Map(rows.map((row) => [row.id, row.email as string]));
};

/**
 * Where this asker's consent link goes (`consentRecipient`): a linked guardian's own account;
 * anyone else (staff, the nominator) a linked guardian's, else the guardian address on record,
 * never the nominator's own unless they say they are the guardian (then their account's).
 * Refused first as the request would be (who may ask).
 */
export async function consentRecipientFor(
  ctx: CommandContext,
  actor: Actor & { email: string | null },
  athleteId: string,
  now: Date,
): Promise<ConsentRecipient> {
  const { state } = await loadFamily(ctx.store, athleteId);
  decideRequestConsent(
    {
      athleteId,
      actor,
      requestId: 'who-may-ask',
      email: 'sealed:',
      addressBelongsToNominator: false,
      now,
      expiresAt: now,
    },
    state,
  );
  if (state.status !== 'active') throw new AthleteNotFound();
  const guardians = activeGuardians(state);
  const nominated = state.nominatedBy;
  const emails = await emailsOf(ctx, [...guardians, ...(nominated ? [nominated.nominatorId] : [])]);
  const opened = async (value: string | null | undefined) => {
    if (!value) return null;
    const clear = await unseal(ctx.knex, value);
    return clear === REMOVED ? null : clear;
  };
  return consentRecipient({
    asker:
      actor.role === 'admin'
        ? 'staff'
        : mayActFor(state, athleteId, actor.id)
          ? 'guardian'
          : 'nominator',
    askerAddress: actor.email,
    guardianAddresses: guardians.flatMap((id) => emails.get(id) ?? []),
    nominatedGuardianAddress: await opened(nominated?.guardianEmail),
    nominatorIsGuardian: nominated?.nominatorIsGuardian ?? false,
    nominatorAccountAddress: nominated ? (emails.get(nominated.nominatorId) ?? null) : null,
    nominatorTypedAddress: await opened(nominated?.nominatorEmail),
  });
}

/**
 * Mails a single-use consent link that expires after CONSENT_LINK_HOURS to the guardian's
 * address on record (`consentRecipientFor`). The mail names no child: mail files are outside
 * crypto-shredding's reach.
 */
export async function requestGuardianConsent(
  ctx: AppContext,
  actor: Actor & { email: string | null },
  athleteId: string,
  metadata: EventMetadata,
  /** Run once the actor may ask (a budget per athlete, that a stranger must not spend). */
  allowed: () => Promise<void> = async () => {},
): Promise<AppendResult> {
  const recipient = await consentRecipientFor(ctx, actor, athleteId, new Date(metadata.occurredAt));
  await allowed();
  const appended = await ensureGuardianConsentRequested(
    ctx,
    actor,
    athleteId,
    randomUUID(),
    recipient,
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
  ctx: MailingContext,
  actor: Actor,
  athleteId: string,
  requestId: string,
  recipient: ConsentRecipient,
  metadata: EventMetadata,
): Promise<AppendResult | undefined> {
  const { to: email, addressBelongsToNominator } = recipient;
  const now = new Date(metadata.occurredAt);
  const expiresAt = new Date(now.getTime() + CONSENT_LINK_HOURS * 3_600_000);
  const { state } = await loadFamily(ctx.store, athleteId);
  let appended: AppendResult | undefined;
  if (state.status !== 'active' || !state.requests[requestId]) {
    // Refused before sealing: sealing for an unknown or erased athlete would make them a new key.
    decideRequestConsent(
      { athleteId, actor, requestId, email, addressBelongsToNominator, now, expiresAt },
      state,
    );
    const { email: sealed } = await sealFor(ctx.knex, athleteId, { email });
    // A racing call under the same id may have recorded it since: then nothing is appended.
    appended = await decideAndAppend(ctx, athleteId, metadata, (family) =>
      family.status === 'active' && family.requests[requestId]
        ? []
        : decideRequestConsent(
            {
              athleteId,
              actor,
              requestId,
              email: sealed,
              addressBelongsToNominator,
              now,
              expiresAt,
            },
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
        `what is shown and to give it (the link works once, for ${CONSENT_LINK_HOURS} hours).`,
        'You sign in with, or create, a parent account for this address:',
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

/**
 * The link's click by a signed-in parent account at the link's address: consent recorded once,
 * before the link's expiry, and the guardian joins the athlete's family.
 */
export async function giveGuardianConsent(
  ctx: CommandContext & Pick<AppContext, 'keys'>,
  token: string,
  account: { id: string; role: string; email: string | null },
  metadata: EventMetadata,
): Promise<{ athleteId: string; appended: AppendResult }> {
  const { athleteId, requestId } = readConsentToken(ctx, token);
  const now = new Date(metadata.occurredAt);
  const { state } = await loadFamily(ctx.store, athleteId);
  const sealed = state.status === 'active' ? state.requests[requestId]?.email : undefined;
  const address = sealed ? await unseal(ctx.knex, sealed) : '';
  const appended = await decideAndAppend(ctx, athleteId, metadata, (family) =>
    decideGiveConsent({ athleteId, requestId, account, address, now }, family),
  );
  if (!appended) throw new Error('giving consent always appends');
  return { athleteId, appended };
}

// ── Verification for public display (a card check, or staff) ───────────────

/** The card check's charge: the smallest a card network takes, refunded at once. */
export const CARD_CHECK_CENTS = MIN_AMOUNT_CENTS;

/**
 * The guardian who gave consent opens a card check: a payment of CARD_CHECK_CENTS through the
 * payment port, one per consent (its idempotency key), whose hosted page sends the payer back to
 * `/profile/family/card-check`. Answers the payment and its checkout page.
 */
export async function startCardCheck(
  ctx: AppContext,
  provider: PaymentProvider,
  guardian: Actor,
  athleteId: string,
  metadata: EventMetadata,
): Promise<{ paymentId: string; checkoutUrl: string; appended: AppendResult | undefined }> {
  const { state } = await loadFamily(ctx.store, athleteId);
  const requestId = decideStartCardCheck({ athleteId, guardian }, state);
  const reference = cardCheckReference(athleteId, requestId);
  const requested = await requestPayment(
    ctx,
    provider,
    {
      amountCents: CARD_CHECK_CENTS,
      currency: 'USD',
      description: "Card check for a parent's consent (refunded at once)",
      reference,
      idempotencyKey: reference,
    },
    (paymentId) => {
      const back = new URL('/profile/family/card-check', ctx.config.publicUrl);
      back.searchParams.set('athlete', athleteId);
      back.searchParams.set('payment', paymentId);
      const cancel = new URL(back);
      cancel.searchParams.set('cancelled', '1');
      return { successUrl: back.href, cancelUrl: cancel.href };
    },
    metadata,
  );
  const { state: payment } = await loadPayment(ctx.store, requested.id);
  if (payment.status === 'none') throw new Error('a requested payment always loads');
  return {
    paymentId: requested.id,
    checkoutUrl: payment.request.checkoutUrl,
    appended: requested.appended,
  };
}

const paymentFacts = async (ctx: CommandContext, paymentId: string) => {
  const { state } = await loadPayment(ctx.store, paymentId);
  if (state.status === 'none') throw new CardCheckNotPaid('There is no such card check');
  return { paymentId, reference: state.request.reference, status: state.status };
};

/**
 * Refunds a paid card check in full, once (its key: the provider answers a repeat the same);
 * answers the payment as it stands after.
 */
async function refundCardCheck(
  ctx: CommandContext,
  provider: PaymentProvider,
  athleteId: string,
  payment: { paymentId: string; reference: string; status: string },
  metadata: EventMetadata,
) {
  if (payment.status !== 'succeeded') return payment;
  const { paymentId } = payment;
  await refundPayment(
    ctx,
    provider,
    paymentId,
    { idempotencyKey: `refund-${cardCheckReference(athleteId, paymentId)}` },
    metadata,
  );
  return paymentFacts(ctx, paymentId);
}

/**
 * The payer is back from the card check: once its payment is paid, it is refunded at once and
 * the consent recorded as verified, naming the payment. Asked again, it records nothing more.
 * Answers the position the read side must reach to show the consent verified.
 */
export async function confirmCardCheck(
  ctx: CommandContext,
  provider: PaymentProvider,
  guardian: Actor,
  athleteId: string,
  paymentId: string,
  metadata: EventMetadata,
): Promise<GlobalPosition | undefined> {
  const now = new Date(metadata.occurredAt);
  const payment = await paymentFacts(ctx, paymentId);
  const { state, position } = await loadFamily(ctx.store, athleteId);
  const command = { athleteId, now, method: 'card' as const, guardian, payment };
  // Verified already (the payment's webhook came first, or this is a second call): nothing is
  // appended, but the answer says "verified", so the caller still waits until the read side has
  // the verification: the position it was read at.
  if (decideVerifyConsent(command, state).length === 0) return position;
  const refunded = await refundCardCheck(ctx, provider, athleteId, payment, metadata);
  // A webhook that verified it meanwhile appends nothing here: then it settles where it wrote.
  const { settles } = await handle(
    ctx,
    familyStream(athleteId),
    FAMILY,
    (family) => decideVerifyConsent({ ...command, payment: refunded }, family),
    metadata,
    { commutes: true, attempts: ATTEMPTS },
  );
  return settles;
}

/**
 * A card check paid on the hosted page, whether or not the guardian comes back to the site (the
 * provider's success webhook runs this): the charge is refunded, and the consent verified for
 * the guardian who gave it if it is still the consent the check was for. A consent withdrawn or
 * verified by staff meanwhile is left as it is; its money goes back all the same.
 */
export const cardCheckPaid: PaymentReaction = {
  referencePrefix: CARD_CHECK_REFERENCE_PREFIX,
  async paid(ctx, provider, payment, metadata) {
    const [athleteId = '', requestId = ''] = payment.reference
      .slice(CARD_CHECK_REFERENCE_PREFIX.length)
      .split(':');
    const refunded = await refundCardCheck(ctx, provider, athleteId, payment, metadata);
    const { state } = await loadFamily(ctx.store, athleteId);
    if (state.status !== 'active') return;
    const { consent } = state;
    if (consent.status !== 'given' || consent.requestId !== requestId) return;
    if (consent.guardianId === null || consent.verification !== null) return;
    const guardian = { id: consent.guardianId, role: 'parent' };
    await decideAndAppend(ctx, athleteId, metadata, (family) =>
      decideVerifyConsent(
        {
          athleteId,
          now: new Date(metadata.occurredAt),
          method: 'card',
          guardian,
          payment: refunded,
        },
        family,
      ),
    );
  },
};

/** Staff record how they verified the consent given (a call, a document seen): their words sealed. */
export async function recordStaffVerification(
  ctx: CommandContext,
  staff: Actor,
  athleteId: string,
  input: { method: 'call' | 'document'; note: string },
  metadata: EventMetadata,
): Promise<AppendResult> {
  const now = new Date(metadata.occurredAt);
  const { state } = await loadFamily(ctx.store, athleteId);
  // Refused before sealing: sealing for an unknown or erased athlete would make them a new key.
  decideVerifyConsent({ athleteId, now, method: input.method, staff, note: 'sealed:' }, state);
  const { note } = await sealFor(ctx.knex, athleteId, { note: input.note });
  const appended = await decideAndAppend(ctx, athleteId, metadata, (family) =>
    decideVerifyConsent({ athleteId, now, method: input.method, staff, note }, family),
  );
  if (!appended) throw new Error('a staff verification always appends');
  return appended;
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
