import { z } from 'zod';
import type { ApiArea, Operation } from '../../core/http/openapi';
import { adminCommentRecord, adminCommentsQuery } from '../nominations/schemas';
import { message } from '../openapi';
import { commentSchema, reasonSchema, reportSchema } from '../schemas';
import { commentCreatedAnswer, commentIdParams, nominationIdParams } from '../write-schemas';

const moderation = (action: 'hide' | 'restore', summary: string): Operation => ({
  method: 'post',
  path: `/admin/you-scout/comments/:id/${action}`,
  summary,
  access: 'admin',
  params: commentIdParams,
  body: reasonSchema,
  responses: {
    200: message('Done'),
    404: 'Comment not found',
    409: action === 'hide' ? 'The comment is hidden already' : 'The comment is shown already',
  },
});

/** Comments' writes, by name: the routers bind them with `route`. */
export const commentWriteOperations = {
  post: {
    method: 'post',
    path: '/you-scout/nominations/:id/comments',
    summary: 'Comment on a public nomination: shown at once, or held for a moderator',
    access: 'signed-in',
    params: nominationIdParams,
    body: commentSchema,
    responses: {
      201: {
        description: 'The comment and whether it is shown or held',
        schema: commentCreatedAnswer,
      },
      404: 'Nomination not found, or not public so it cannot be commented on',
      429: 'Too many comments from this account',
    },
  },
  report: {
    method: 'post',
    path: '/you-scout/comments/:id/report',
    summary: 'Report a comment to the moderators (once per user; not one’s own)',
    access: 'signed-in',
    params: commentIdParams,
    body: reportSchema,
    responses: {
      200: message('Reported'),
      404: 'Comment not found',
      409: 'Reported already, or one’s own comment',
    },
  },
  hide: moderation('hide', 'Hide a comment with a reason shown in its place'),
  restore: moderation('restore', 'Restore a hidden comment, or release a held one, with a reason'),
} satisfies Record<string, Operation>;

/** Comments' writes: post and report; staff hide, restore or release. */
export const commentWriteApi: ApiArea = {
  tag: 'YouScout',
  description: 'Moderated comments on public nominations',
  operations: Object.values(commentWriteOperations),
};

/** Comments' reads, by name: the routers bind them with `route`. */
export const commentReadOperations = {
  list: {
    method: 'get',
    path: '/admin/you-scout/comments',
    summary:
      'Comments to moderate (?status=review|held|reported|hidden|shown, review being held or reported; or filter status, nominationId, id)',
    access: 'admin',
    list: true,
    query: adminCommentsQuery,
    responses: {
      200: {
        description: 'A JSON array of comment records',
        schema: z.array(adminCommentRecord),
      },
    },
  },
} satisfies Record<string, Operation>;

/** Comments' reads: the back office's list (a nomination's comments come with its reads). */
export const commentReadApi: ApiArea = {
  tag: 'YouScout',
  description: 'Moderated comments on public nominations',
  operations: Object.values(commentReadOperations),
};
