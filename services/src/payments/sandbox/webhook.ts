import { z } from 'zod';
import { timestamp } from '../../core/event-schema';
import type { Keyring } from '../../core/keys/keyring';
import { InvalidSignature } from '../errors';
import type { ProviderEvent, WebhookHeaders } from '../port';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureValid, signSandboxBody } from './signature';

/**
 * The sandbox's webhook secret, derived from the signed-link key (LINK_SECRETS; the sandbox signs
 * what it sends itself, so only the current key is needed): nothing to configure.
 */
export const sandboxWebhookSecret = (keys: Pick<Keyring, 'links'>): string =>
  keys.links.mac('payments sandbox webhooks').toString('base64url');

const base = { eventId: z.string().min(1).max(200), at: timestamp };
const id = z.string().min(1).max(200);
const cents = z.number().int().min(0);

/** A sandbox webhook's body: the provider event itself, in the port's words. */
const sandboxWebhookSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('payment.succeeded'),
    paymentId: id,
    amountCents: cents,
    currency: z.string().min(1).max(10),
  }),
  z.object({ ...base, kind: z.literal('payment.failed'), paymentId: id, reason: id }),
  z.object({
    ...base,
    kind: z.literal('payment.refunded'),
    paymentId: id,
    refundId: id,
    amountCents: cents,
  }),
  z.object({
    ...base,
    kind: z.literal('subscription.started'),
    subscriptionId: id,
    periodStart: timestamp,
    periodEnd: timestamp,
  }),
  z.object({
    ...base,
    kind: z.literal('subscription.renewed'),
    subscriptionId: id,
    amountCents: cents,
    periodStart: timestamp,
    periodEnd: timestamp,
  }),
  z.object({
    ...base,
    kind: z.literal('subscription.renewal_failed'),
    subscriptionId: id,
    reason: id,
  }),
]);

/**
 * Verifies the signature first: an unsigned or tampered body is not even parsed. `receivedAt`
 * (the request's `occurredAt`) dates an event it ignores.
 */
export function verifySandboxWebhook(
  secret: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
  receivedAt: string,
): ProviderEvent {
  if (!sandboxSignatureValid(secret, rawBody, headers(SANDBOX_SIGNATURE_HEADER))) {
    throw new InvalidSignature();
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new InvalidSignature();
  }
  const parsed = sandboxWebhookSchema.safeParse(json);
  // Signed by us but not a shape we know: acknowledged and ignored, as a provider's new type is.
  if (!parsed.success)
    return { eventId: 'unknown', at: receivedAt, kind: 'ignored', type: 'unknown' };
  return parsed.data;
}

/**
 * Posts a signed event to the app's own webhook route, as a provider would; `times` 2 sends the
 * same event again, as providers do when an acknowledgement is lost.
 */
export async function deliverSandboxWebhook(
  selfUrl: string,
  secret: string,
  event: ProviderEvent,
  times = 1,
): Promise<void> {
  const body = JSON.stringify(event);
  for (let i = 0; i < times; i++) {
    try {
      const response = await fetch(`${selfUrl}/api/payments/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body),
        },
        body,
      });
      if (!response.ok) {
        console.warn(
          `payments: the sandbox webhook ${event.eventId} was answered ${response.status}`,
        );
      }
    } catch (error) {
      console.warn(
        `payments: the sandbox webhook ${event.eventId} failed: ${(error as Error).message}`,
      );
    }
  }
}
