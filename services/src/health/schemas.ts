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

const projectorAnswer = z.strictObject({
  name: z.string(),
  version: z.number().int(),
  checkpoint: z.string(),
  /** Events of its types still to apply; null when the store cannot count. */
  lag: z.number().int().nullable(),
  state: z.enum(['running', 'failed']),
  /**
   * A rebuild under way (`running`), or one whose process is gone (`interrupted`): how many
   * events it had applied, and when it began.
   */
  rebuild: z
    .object({
      startedAt: z.iso.datetime(),
      events: z.number().int(),
      state: z.enum(['running', 'interrupted']),
    })
    .nullable(),
  updatedAt: z.iso.datetime(),
});

/** What a signed-in admin or a local operator gets: also the backing services and projectors. */
const detailedHealthAnswer = bareHealthAnswer.extend({
  mode: z.enum(['servers', 'embedded']),
  eventStore: probeAnswer.extend({ kind: z.enum(['postgres', 'eventstoredb']) }),
  readDatabase: probeAnswer.extend({ mode: z.enum(['postgres', 'embedded', 'attached']) }),
  projectionTransport: z.enum(['bullmq', 'in-process']),
  projections: z.array(projectorAnswer),
});

/** GET /api/health: the bare status, or the details (which carry it too). */
export const healthAnswer = z.union([detailedHealthAnswer, bareHealthAnswer]);
export type Health = z.output<typeof healthAnswer>;
export type DetailedHealth = z.output<typeof detailedHealthAnswer>;
export type ProjectorHealth = z.output<typeof projectorAnswer>;

/** GET /api/health/live: the process answers. */
export const liveAnswer = z.strictObject({ status: z.literal('ok') });

/** What readiness tells an admin or a local operator: each dependency, and what is wrong. */
const detailedReadiness = detailedHealthAnswer.extend({
  /** null: no REDIS_URL, nothing to reach. */
  redis: probeAnswer.nullable(),
  workers: z.strictObject({
    /** Whether separate workers must run the projectors (REDIS_URL set). */
    needed: z.boolean(),
    seen: z.array(
      z.strictObject({
        host: z.string(),
        pid: z.number().int(),
        startedAt: z.iso.datetime(),
        seenAt: z.iso.datetime(),
      }),
    ),
  }),
  /** Why the site is not ready, in words; empty when it is. */
  problems: z.array(z.string()),
});

/** GET /api/health/ready: the bare status, or the details. */
export const readinessAnswer = z.union([detailedReadiness, bareHealthAnswer]);
export type DetailedReadiness = z.output<typeof detailedReadiness>;
