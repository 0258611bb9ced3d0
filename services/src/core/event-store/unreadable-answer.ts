import { z } from 'zod';

/**
 * An event in the log that its reader cannot parse (a poison event written before the store
 * checked schemas, or by hand). Replays show it as such and go on: one bad event must never
 * blind an audit.
 */
export type UnreadableEvent = {
  /** Its place in the log (the store's own notation). */
  position: string;
  eventId: string;
  type: string;
  stream: string;
  recordedAt: string;
  /** The time its metadata claims, when it names one. */
  occurredAt: string | null;
  /** Why it could not be read, field by field. */
  reason: string;
};

export const unreadableEventAnswer = z.strictObject({
  position: z.string(),
  eventId: z.string(),
  type: z.string(),
  stream: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
  occurredAt: z.string().nullable(),
  reason: z.string(),
});
