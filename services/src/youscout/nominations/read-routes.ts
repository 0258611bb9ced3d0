import { Router } from 'express';
import type { AppContext } from '../../core/context';
import { requireAdmin, requireSignedIn } from '../../core/http/auth';
import { route } from '../../core/http/route';
import { fetchPage, parseListQuery, sendList } from '../../core/http/simple-rest';
import { parseInput } from '../../core/http/validate';
import { AthleteNotFound, findConsentRecord } from '../../families';
import { nominationComments } from '../comments/queries';
import { NominationNotFound } from '../errors';
import {
  ADMIN_NOMINATION_SORTABLE,
  adminNominationDetailOf,
  adminNominationsQuery,
  adminRecordOf,
  audienceOf,
  findNomination,
  mayRead,
  myNominations,
  nominationDetail,
  publicNominations,
  topOfWeek,
} from './queries';
import { nominationReadOperations as op } from './read-openapi';
import type { NominationRow } from './rows';
import {
  adminNominationsQuery as adminNominationsInput,
  commentsQuery,
  nominationIdParams,
  nominationsQuery,
} from './schemas';

/** Nominations' reads: the public list, a nomination and its comments, mine, and the back office's list. */
export function nominationReadRoutes(ctx: AppContext): Router {
  const router = Router();
  const { knex } = ctx;

  /** A nomination the caller may read (public, theirs, or staff's), else 404. */
  const readable = async (params: unknown, user: Express.Request['user']) => {
    const { id } = parseInput(nominationIdParams, params);
    const row = await findNomination(knex, id);
    if (!row || !mayRead(row, user)) throw new NominationNotFound();
    return row;
  };

  route(router, op.list, async (req, res) => {
    const { page, perPage, ...filters } = parseInput(nominationsQuery, req.query);
    res.json(await publicNominations(knex, filters, { page, perPage }, ctx.clock.now()));
  });

  route(router, op.topWeek, async (_req, res) => {
    res.json(await topOfWeek(knex, ctx.clock.now()));
  });

  route(router, op.read, async (req, res) => {
    const row = await readable(req.params, req.user);
    res.json(await nominationDetail(knex, row, await audienceOf(knex, req.user)));
  });

  route(router, op.comments, async (req, res) => {
    const row = await readable(req.params, req.user);
    const page = parseInput(commentsQuery, req.query);
    res.json(await nominationComments(knex, row.id, req.user, page));
  });

  route(router, op.mine, requireSignedIn, async (req, res) => {
    res.json(await myNominations(knex, (req.user as { id: string }).id));
  });

  // ── The back office (ra-data-simple-rest lists) ──
  router.use('/admin/you-scout', requireAdmin);

  route(router, op.adminList, async (req, res) => {
    const { status } = parseInput(adminNominationsInput, { status: req.query.status });
    const list = parseListQuery(req.query, {
      sortable: Object.keys(ADMIN_NOMINATION_SORTABLE),
      defaultSort: ['createdAt', 'desc'],
    });
    const filter = status ? { ...list.filter, status } : list.filter;
    const page = await fetchPage<NominationRow>(
      adminNominationsQuery(knex, filter),
      list,
      (field) => ADMIN_NOMINATION_SORTABLE[field] as string,
    );
    sendList(res, 'you-scout-nominations', list, {
      rows: page.rows.map(adminRecordOf),
      total: page.total,
    });
  });

  route(router, op.adminRead, async (req, res) => {
    const row = await readable(req.params, req.user);
    // How consent was given and verified, from the family's stream: staff see it before approving.
    const consent = await findConsentRecord(ctx, row.athlete_id).catch((error: unknown) => {
      if (error instanceof AthleteNotFound) return null;
      throw error;
    });
    res.json({ ...(await adminNominationDetailOf(knex, row)), consent });
  });

  return router;
}
