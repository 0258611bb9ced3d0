import { Router } from 'express';
import { type AppContext, requestMetadata } from '../../core/context';
import { requireAdmin, requireSignedIn } from '../../core/http/auth';
import { spend, TOO_MANY } from '../../core/http/rate-limits';
import { route } from '../../core/http/route';
import { fetchPage, parseListQuery, sendList } from '../../core/http/simple-rest';
import { parseInput } from '../../core/http/validate';
import { adminCommentsQuery as adminCommentsInput } from '../nominations/schemas';
import { commentId, nominationId, settledIn, user } from '../routing';
import { commentSchema, reasonSchema, reportSchema } from '../schemas';
import type { CommentCreated, YouScoutMessage } from '../write-schemas';
import { moderateComment, postComment, reportComment } from './commands';
import { commentReadOperations, commentWriteOperations as op } from './openapi';
import { ADMIN_COMMENT_SORTABLE, adminCommentOf, adminCommentsQuery } from './queries';
import type { CommentRow } from './rows';

/** Comments' writes: post and report; staff hide and restore. */
export function commentRoutes(ctx: AppContext): Router {
  const router = Router();
  const settled = settledIn(ctx);

  route(router, op.post, requireSignedIn, async (req, res) => {
    const id = nominationId(req);
    const { comment } = parseInput(commentSchema, req.body);
    const author = user(req);
    await spend(ctx.limits.commentsByUser, author.id, TOO_MANY.comments);
    const posted = await postComment(
      ctx,
      id,
      author,
      comment,
      requestMetadata(ctx, req, author.id),
    );
    await settled(res, posted.appended);
    res.status(201).json({ id: posted.commentId, status: posted.status } satisfies CommentCreated);
  });

  route(router, op.report, requireSignedIn, async (req, res) => {
    const id = commentId(req);
    const { reason } = parseInput(reportSchema, req.body ?? {});
    const userId = user(req).id;
    const appended = await reportComment(
      ctx,
      id,
      userId,
      reason,
      requestMetadata(ctx, req, userId),
    );
    await settled(res, appended);
    res.json({
      message: 'Thank you: a moderator will look at this comment',
    } satisfies YouScoutMessage);
  });

  // ── Staff ────────────────────────────────────────────────────────────────
  router.use('/admin/you-scout', requireAdmin);

  for (const action of ['hide', 'restore'] as const) {
    route(router, op[action], async (req, res) => {
      const id = commentId(req);
      const { reason } = parseInput(reasonSchema, req.body);
      const staff = user(req).id;
      const appended = await moderateComment(
        ctx,
        id,
        action,
        staff,
        reason,
        requestMetadata(ctx, req, staff),
      );
      await settled(res, appended);
      res.json({
        message: action === 'hide' ? 'Comment hidden' : 'Comment restored',
      } satisfies YouScoutMessage);
    });
  }

  return router;
}

/** Comments' reads: the back office's list (a nomination's comments come with its reads). */
export function commentReadRoutes(ctx: AppContext): Router {
  const router = Router();
  const { knex } = ctx;
  router.use('/admin/you-scout', requireAdmin);

  route(router, commentReadOperations.list, async (req, res) => {
    const { status } = parseInput(adminCommentsInput, { status: req.query.status });
    const list = parseListQuery(req.query, {
      sortable: Object.keys(ADMIN_COMMENT_SORTABLE),
      defaultSort: ['postedAt', 'desc'],
    });
    const filter = status ? { ...list.filter, status } : list.filter;
    const page = await fetchPage<CommentRow>(
      adminCommentsQuery(knex, filter),
      list,
      (field) => ADMIN_COMMENT_SORTABLE[field] as string,
    );
    sendList(res, 'you-scout-comments', list, {
      rows: page.rows.map(adminCommentOf),
      total: page.total,
    });
  });

  return router;
}
