import { z } from 'zod';

/** One event of the raw log, as GET /api/admin/events answers it (secrets redacted). */
export const loggedEventAnswer = z.object({
  position: z.string(),
  id: z.string(),
  stream: z.string(),
  revision: z.number().int(),
  type: z.string(),
  data: z.unknown(),
  /** Null when the stored metadata is not a JSON object; `unreadable` then says why. */
  metadata: z
    .object({ actorId: z.string().nullable().optional(), occurredAt: z.string().optional() })
    .catchall(z.unknown())
    .nullable(),
  unreadable: z.string().optional(),
  recordedAt: z.iso.datetime(),
});
export type LoggedEvent = z.output<typeof loggedEventAnswer>;

/** A page of the log; `next` is where the following page starts, null at the end. */
export const eventPageAnswer = z.object({
  data: z.array(loggedEventAnswer),
  next: z.string().nullable(),
});
export type EventPage = z.output<typeof eventPageAnswer>;
