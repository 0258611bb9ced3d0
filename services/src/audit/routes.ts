import { Router } from 'express';
import type { AppContext } from '../core/context';
import { requireAdmin } from '../core/http/auth';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { readLogPage } from './event-log';
import { logQuery } from './inputs';
import { auditOperations as op } from './openapi';

/** The raw event log for auditors: JSON pages, or NDJSON with `Accept: application/x-ndjson`. */
export function auditRoutes(ctx: AppContext): Router {
  const router = Router();
  route(router, op.events, requireAdmin, async (req, res) => {
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
