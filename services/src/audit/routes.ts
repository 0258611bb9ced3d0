import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../core/context';
import { MAX_POSITION_PART, parsePosition } from '../core/event-store/event-store';
import { requireAdmin } from '../core/http/auth';
import { parseInput } from '../core/http/validate';
import { readLogPage } from './event-log';

const time = (name: string) =>
  z
    .string()
    .refine((text) => !Number.isNaN(Date.parse(text)), `${name} must be an ISO 8601 time`)
    .transform((text) => new Date(text))
    .optional();

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

/** The raw event log for auditors: JSON pages, or NDJSON with `Accept: application/x-ndjson`. */
export function auditRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/admin/events', requireAdmin, async (req, res) => {
    const { type, ...query } = parseInput(logQuery, req.query);
    const page = await readLogPage(ctx.store, { ...query, types: type });
    if (page.next) res.set('X-Next-After', page.next);
    if (req.accepts(['application/json', 'application/x-ndjson']) === 'application/x-ndjson') {
      res.type('application/x-ndjson');
      res.send(page.events.map((event) => `${JSON.stringify(event)}\n`).join(''));
      return;
    }
    res.json({ data: page.events, next: page.next });
  });
  return router;
}
