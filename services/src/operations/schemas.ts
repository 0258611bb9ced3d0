import { z } from 'zod';
import { MAX_REASON_LENGTH } from './events';

/** Rebuild, retry and skip from the back office: why, for the log (optional). */
export const operatorActionSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(MAX_REASON_LENGTH, `Must be ${MAX_REASON_LENGTH} characters or fewer`)
    .optional(),
});

/** One projector as the operators see it: its progress, its failure, its rebuild. */
export const projectionAnswer = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  checkpoint: z.string(),
  /** Events of its types still to apply; null when the store cannot count. */
  lag: z.number().int().nullable(),
  /** `interrupted`: a rebuild whose process is gone; a rebuild resumes it where it stopped. */
  state: z.enum(['running', 'failed', 'rebuilding', 'interrupted']),
  lastError: z.string().nullable(),
  failedEvent: z
    .object({
      id: z.string(),
      type: z.string().nullable(),
      stream: z.string().nullable(),
      at: z.iso.datetime().nullable(),
    })
    .nullable(),
  rebuild: z
    .object({
      startedAt: z.iso.datetime(),
      events: z.number().int(),
      total: z.number().nullable(),
      state: z.enum(['running', 'interrupted']),
    })
    .nullable(),
  updatedAt: z.iso.datetime(),
});
export type Projection = z.output<typeof projectionAnswer>;

/** GET /api/admin/processes: one background process of this API process (core/area.ts). */
export const processAnswer = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  /** `failed`: its start threw (lastError says why); the site serves without it. */
  state: z.enum(['running', 'stopped', 'failed']),
  startedAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
});
export type BackgroundProcessRecord = z.output<typeof processAnswer>;

export const rebuildStartedAnswer = z.object({ message: z.string(), names: z.array(z.string()) });

/** GET /api/admin/stats: the dashboard's cards. */
export const statsAnswer = z.object({
  last7Days: z.object({
    contactSubmissions: z.number().int(),
    newsletterSubscriptions: z.number().int(),
    evaluationRequests: z.number().int(),
    votes: z.number().int(),
    registrations: z.number().int(),
  }),
  votesPerDay: z.array(z.object({ day: z.iso.date(), votes: z.number().int() })),
  /** YouScout: what waits for staff, what the public sees, and the week's counted votes. */
  youScout: z.object({
    pendingReview: z.number().int(),
    approved: z.number().int(),
    public: z.number().int(),
    heldComments: z.number().int(),
    reportedComments: z.number().int(),
    votesLast7Days: z.number().int(),
  }),
  projections: z.object({
    total: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    rebuilding: z.number().int(),
    /** Rebuilds whose process is gone: resume them on the Projections screen. */
    interrupted: z.number().int(),
    maxLag: z.number().int(),
  }),
});
export type Stats = z.output<typeof statsAnswer>;
