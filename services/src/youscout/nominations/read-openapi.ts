import { z } from 'zod';
import type { ApiArea, Operation } from '../../core/http/openapi';
import {
  adminNominationDetail,
  adminNominationRecord,
  adminNominationsQuery,
  commentsAnswer,
  commentsQuery,
  myNominationsAnswer,
  nominationAnswer,
  nominationIdParams,
  nominationsAnswer,
  nominationsQuery,
  topWeekAnswer,
} from './schemas';

const NOT_FOUND =
  'Nomination not found: none of this id, or not public (approved or featured, and 13 or older or with consent) and the caller is neither its nominator nor staff';

/** Nominations' reads, by name: the routers bind them with `route`. */
export const nominationReadOperations = {
  list: {
    method: 'get',
    path: '/you-scout/nominations',
    summary:
      'Public nominations, most counted votes first, each with its place and 7-day movement; filter by sport, age group, position, state, words',
    access: 'public',
    query: nominationsQuery,
    responses: { 200: { description: 'One page, and the totals', schema: nominationsAnswer } },
  },
  topWeek: {
    method: 'get',
    path: '/you-scout/nominations/top-week',
    summary: 'The 10 public nominations with the most counted votes cast in the last 7 days',
    access: 'public',
    responses: { 200: { description: 'The week’s top', schema: topWeekAnswer } },
  },
  read: {
    method: 'get',
    path: '/you-scout/nominations/:id',
    summary:
      'A nomination: the public view (first name and last initial), the full name and school to verified coaches, everything to staff',
    access: 'public',
    params: nominationIdParams,
    responses: {
      200: { description: 'The nomination', schema: nominationAnswer },
      404: NOT_FOUND,
    },
  },
  comments: {
    method: 'get',
    path: '/you-scout/nominations/:id/comments',
    summary:
      'Its comments, oldest first: shown ones, hidden ones as "removed by a moderator: <reason>", held ones to their author and staff only',
    access: 'public',
    params: nominationIdParams,
    query: commentsQuery,
    responses: {
      200: { description: 'One page of comments', schema: commentsAnswer },
      404: NOT_FOUND,
    },
  },
  mine: {
    method: 'get',
    path: '/you-scout/my-nominations',
    summary:
      'My nominations in any status, with votes, comments, the rejection reason and what I may do',
    access: 'signed-in',
    responses: { 200: { description: 'Newest first', schema: myNominationsAnswer } },
  },
  adminList: {
    method: 'get',
    path: '/admin/you-scout/nominations',
    summary: 'Every nomination (?status=, or filter status, sport, ageGroup, state, q, id)',
    access: 'admin',
    list: true,
    query: adminNominationsQuery,
    responses: {
      200: {
        description: 'A JSON array of nomination records',
        schema: z.array(adminNominationRecord),
      },
    },
  },
  adminRead: {
    method: 'get',
    path: '/admin/you-scout/nominations/:id',
    summary:
      'A nomination with its votes (cast, voided, from day-old accounts) and every status change',
    access: 'admin',
    params: nominationIdParams,
    responses: {
      200: { description: 'The nomination', schema: adminNominationDetail },
      404: 'Nomination not found',
    },
  },
} satisfies Record<string, Operation>;

/** Nominations' reads (the first of YouScout's areas: its description is the tag's). */
export const nominationReadApi: ApiArea = {
  tag: 'YouScout',
  description:
    'Community nominations of young athletes, their votes and comments (only public nominations in public answers)',
  operations: Object.values(nominationReadOperations),
};
