import { Router } from 'express';
import type { AppContext } from '../core/context';
import { requireAdmin } from '../core/http/auth';
import { route } from '../core/http/route';
import { parseListQuery, sendList } from '../core/http/simple-rest';
import { parseInput } from '../core/http/validate';
import { METRIC_TYPES } from './constants';
import { AthleteNotFound, MetricNotFound } from './errors';
import { matchupsAdminOperations as op } from './openapi';
import {
  findAdminAthlete,
  findAdminMetric,
  listAdminAlerts,
  listAdminAthletes,
  listAdminMetrics,
} from './queries';
import { athleteParams, metricParams } from './schemas';

/** Staff's lists for the back office (simple-rest), each resource named as its path. */
export function matchupsAdminRoutes(ctx: AppContext): Router {
  const router = Router();

  route(router, op.listMetrics, requireAdmin, async (req, res) => {
    const page = await listAdminMetrics(ctx.knex, req.query);
    sendList(res, 'matchup-metrics', page.list, page);
  });

  route(router, op.getMetric, requireAdmin, async (req, res) => {
    const { metricId } = parseInput(metricParams, req.params);
    const metric = await findAdminMetric(ctx.knex, metricId);
    if (!metric) throw new MetricNotFound();
    res.json(metric);
  });

  route(router, op.listAthletes, requireAdmin, async (req, res) => {
    const page = await listAdminAthletes(ctx.knex, req.query, ctx.clock.now());
    sendList(res, 'matchup-athletes', page.list, page);
  });

  route(router, op.getAthlete, requireAdmin, async (req, res) => {
    const { athleteId } = parseInput(athleteParams, req.params);
    const athlete = await findAdminAthlete(ctx.knex, athleteId, ctx.clock.now());
    if (!athlete) throw new AthleteNotFound();
    res.json(athlete);
  });

  route(router, op.listAlerts, requireAdmin, async (req, res) => {
    const page = await listAdminAlerts(ctx.knex, req.query);
    sendList(res, 'matchup-alerts', page.list, page);
  });

  route(router, op.listMetricTypes, requireAdmin, (req, res) => {
    const list = parseListQuery(req.query, { sortable: ['id'], defaultSort: ['id', 'asc'] });
    const rows = METRIC_TYPES.map((m) => ({ id: m.key, ...m }));
    sendList(res, 'matchup-metric-types', list, {
      rows: rows.slice(list.offset, list.offset + list.limit),
      total: rows.length,
    });
  });

  return router;
}
