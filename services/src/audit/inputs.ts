import { z } from 'zod';
import { MAX_POSITION_PART, parsePosition } from '../core/event-store/event-store';

/** An optional ISO 8601 time, read as a Date; `name` is the field's, for the message. */
const time = (name: string) =>
  z
    .string()
    .refine((text) => !Number.isNaN(Date.parse(text)), `${name} must be an ISO 8601 time`)
    .transform((text) => new Date(text))
    .optional();

/** GET /api/admin/events's query: filters, where a page starts, and its size. */
export const logQuery = z
  .object({
    stream: z.string().min(1).max(300).optional(),
    type: z
      .string()
      .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, 'type must be one or more event types, comma-separated')
      .transform((text) => text.split(','))
      .optional(),
    actor: z.uuid('actor must be a user id').optional(),
    from: time('from'),
    to: time('to'),
    after: z
      .string()
      .transform((text, ctx) => {
        const position = parsePosition(text);
        if (!position)
          ctx.addIssue({
            code: 'custom',
            message: `after must be a position such as 123.456: two whole numbers, each at most ${MAX_POSITION_PART}`,
          });
        return position;
      })
      .optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(1000, 'limit must be 1000 or less')
      .default(100),
  })
  .strict();
