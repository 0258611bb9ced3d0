import { z } from 'zod';
import type { Clock } from '../core/clock';
import { parseInput } from '../core/http/validate';
import { AS_OF_CLOCKS } from './replay';
import { prospectIdSchema } from './schemas';

/** The board's query; "the future" is judged by `clock` (the route's is the context's). */
export const boardQueryAt = (clock: Clock) =>
  z.object({
    asOf: z
      .string()
      .refine((text) => !Number.isNaN(Date.parse(text)), {
        message: 'asOf must be an ISO 8601 time, for example 2026-11-01T12:00:00Z',
      })
      .transform((text) => new Date(text))
      // A board of the future would change as events arrive: it is no answer yet.
      .refine((time) => time.getTime() <= clock.now().getTime(), {
        message: 'asOf is in the future: ask for a time up to now',
      })
      .optional()
      .meta({
        description:
          'The instant to replay the board at (ISO 8601, not in the future); absent: the live board',
      }),
    by: z
      .enum(AS_OF_CLOCKS, { error: 'by must be recorded or occurred' })
      .default('recorded')
      .meta({
        description:
          "With asOf, which clock: `recorded` (default), what the site showed at that instant, by when the store recorded each event; `occurred`, what had happened by then, by each event's own time (back-dated events included)",
      }),
  });

export const idParams = z.object({ id: prospectIdSchema });
export const parseProspectId = (params: unknown): string => parseInput(idParams, params).id;
