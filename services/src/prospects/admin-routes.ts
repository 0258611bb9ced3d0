import { type Response, Router } from 'express';
import { type AppContext, awaitProjection, requestMetadata } from '../core/context';
import type { AppendResult } from '../core/event-store/event-store';
import { requireAdmin } from '../core/http/auth';
import { editedVersion } from '../core/http/if-match';
import { route } from '../core/http/route';
import { fetchPage, parseListQuery, sendList } from '../core/http/simple-rest';
import { parseInput } from '../core/http/validate';
import { filteredProspects, findRecord, SORTABLE, toRecord } from './admin-records';
import {
  addProspect,
  eraseProspect,
  moveProspect,
  removeProspect,
  updateProspect,
} from './commands';
import { PROSPECT_EVENT_TYPES, RANK_EVENT_TYPES } from './events';
import type { ProspectRow } from './rows';

/** What staff edits append: the read-your-writes wait is for the projectors of these alone. */
const STAFF_EVENT_TYPES = [...PROSPECT_EVENT_TYPES, ...RANK_EVENT_TYPES];

import { prospectHistory } from './history';
import { parseProspectId } from './inputs';
import { boardOperations as op } from './openapi';
import {
  createProspectSchema,
  type ErasedProspect,
  type HistoryAnswer,
  moveSchema,
  patchProspectSchema,
  putProspectSchema,
  type RemovedProspect,
} from './schemas';

/** The staff prospect manager, in the specification's calls and ra-data-simple-rest's dialect. */
export function boardAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use('/admin/prospects', requireAdmin);

  const answerRecord = async (
    res: Response,
    id: string,
    appended: AppendResult | undefined,
    status = 200,
  ) => {
    if (appended) await awaitProjection(ctx, res, appended, STAFF_EVENT_TYPES);
    const record = await findRecord(ctx.knex, id);
    res.set('ETag', `"v${record.version}"`);
    res.status(status).json(record);
  };

  route(router, op.list, async (req, res) => {
    const list = parseListQuery(req.query, {
      sortable: Object.keys(SORTABLE),
      defaultSort: ['nolaRank', 'asc'],
    });
    const page = await fetchPage<ProspectRow>(
      filteredProspects(ctx.knex, list.filter),
      list,
      (field) => SORTABLE[field] as string,
    );
    sendList(res, 'prospects', list, { rows: page.rows.map(toRecord), total: page.total });
  });

  route(router, op.read, async (req, res) => {
    await answerRecord(res, parseProspectId(req.params), undefined);
  });

  route(router, op.history, async (req, res) => {
    const id = parseProspectId(req.params);
    const { entries: data, unreadable } = await prospectHistory(ctx.store, ctx.knex, id);
    if (!data.some((entry) => entry.type === 'ProspectAdded'))
      return void res.status(404).json({ message: 'Prospect not found' });
    res.json({ data, unreadable } satisfies HistoryAnswer);
  });

  route(router, op.create, async (req, res) => {
    const input = parseInput(createProspectSchema, req.body);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const { prospectId, appended } = await addProspect(ctx, input, metadata);
    await answerRecord(res, prospectId, appended, 201);
  });

  route(router, op.patch, async (req, res) => {
    const id = parseProspectId(req.params);
    const { version, ...changes } = parseInput(patchProspectSchema, req.body);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const appended = await updateProspect(
      ctx,
      id,
      { ...changes, version: editedVersion(req, version) },
      metadata,
    );
    await answerRecord(res, id, appended);
  });

  route(router, op.put, async (req, res) => {
    const id = parseProspectId(req.params);
    const input = parseInput(putProspectSchema, req.body);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const appended = await updateProspect(ctx, id, input, metadata);
    await answerRecord(res, id, appended);
  });

  route(router, op.remove, async (req, res) => {
    const id = parseProspectId(req.params);
    const before = await findRecord(ctx.knex, id);
    const appended = await removeProspect(ctx, id, requestMetadata(ctx, req, req.user?.id ?? null));
    await awaitProjection(ctx, res, appended, STAFF_EVENT_TYPES);
    res.json({ ...before, message: 'Prospect deleted successfully' } satisfies RemovedProspect);
  });

  // Erasure (issue 36): the prospect leaves the board if listed, and its personal fields read
  // "removed" in every past board, replay, history and rebuild from now on.
  route(router, op.erase, async (req, res) => {
    const id = parseProspectId(req.params);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const appended = await eraseProspect(ctx, id, metadata);
    await awaitProjection(ctx, res, appended, STAFF_EVENT_TYPES);
    res.json({
      id,
      erasedAt: metadata.occurredAt,
      message: "The prospect's personal data was erased",
    } satisfies ErasedProspect);
  });

  route(router, op.move, async (req, res) => {
    const id = parseProspectId(req.params);
    const { direction } = parseInput(moveSchema, req.body);
    const metadata = requestMetadata(ctx, req, req.user?.id ?? null);
    const appended = await moveProspect(ctx, id, direction, metadata);
    await answerRecord(res, id, appended);
  });

  return router;
}
