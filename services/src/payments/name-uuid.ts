import { createHash } from 'node:crypto';

/**
 * A UUID made from a name: a payment's id from its idempotency key (so the store itself refuses
 * a second payment for one key), an event's id from the provider's event id (so a webhook
 * delivered twice appends once even if two deliveries race).
 */
export function nameUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
