import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** How old a signed delivery may be: a replay of a captured body later is refused. */
const TOLERANCE_SECONDS = 300;

const mac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`, the scheme Stripe's webhooks use. */
export function signSandboxBody(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/**
 * Judged by the machine's clock, not the app's (core/clock): the window bounds the age of a
 * delivery between two parties' real clocks, as Stripe's library does with its own.
 */
export function sandboxSignatureValid(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  return timingSafeEqual(
    Buffer.from(given, 'hex'),
    Buffer.from(mac(secret, timestamp, body), 'hex'),
  );
}
