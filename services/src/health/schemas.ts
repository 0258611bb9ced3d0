import { z } from 'zod';

/** Whether a backing server answered; never its error text, which names hosts and ports. */
const probeAnswer = z.object({
  ok: z.boolean(),
  error: z.enum(['unreachable', 'failing']).optional(),
});
export type Probe = z.output<typeof probeAnswer>;

/** What anyone gets: `ok`, or `unavailable` with a message (then the status is 503). */
const bareHealthAnswer = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  message: z.string().optional(),
});

/** What a signed-in admin or a local operator gets: also the backing services and projectors. */
const detailedHealthAnswer = bareHealthAnswer.extend({
  mode: z.enum(['servers', 'embedded']),
  eventStore: probeAnswer.extend({ kind: z.enum(['postgres', 'eventstoredb']) }),
  readDatabase: probeAnswer.extend({ mode: z.enum(['postgres', 'embedded', 'attached']) }),
  projectionTransport: z.enum(['bullmq', 'in-process']),
  projections: z.array(
    z.strictObject({
      name: z.string(),
      version: z.number().int(),
      checkpoint: z.string(),
      /** Events of its types still to apply; null when the store cannot count. */
      lag: z.number().int().nullable(),
      state: z.enum(['running', 'failed']),
      rebuild: z.object({ startedAt: z.iso.datetime(), events: z.number().int() }).nullable(),
      updatedAt: z.iso.datetime(),
    }),
  ),
});

/** GET /api/health: the bare status, or the details (which carry it too). */
export const healthAnswer = z.union([detailedHealthAnswer, bareHealthAnswer]);
export type Health = z.output<typeof healthAnswer>;
export type DetailedHealth = z.output<typeof detailedHealthAnswer>;
