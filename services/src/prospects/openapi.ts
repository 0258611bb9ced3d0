import { z } from 'zod';
import { systemClock } from '../core/clock';
import type { ApiArea, Operation } from '../core/http/openapi';
import { boardQueryAt, idParams } from './inputs';
import {
  boardAnswer,
  createProspectSchema,
  erasedProspectAnswer,
  historyAnswer,
  moveSchema,
  pastBoardAnswer,
  patchProspectSchema,
  prospectRecordAnswer,
  putProspectSchema,
  removedProspectAnswer,
  voteAnswer,
} from './schemas';

const notFound = 'No such prospect, or it was removed';
const record = { description: 'The record', schema: prospectRecordAnswer };

/** The board's calls, by name: the routers bind them with `route`. */
export const boardOperations = {
  board: {
    method: 'get',
    path: '/prospects',
    summary: 'The board in official order, or as it stood at `asOf`',
    access: 'public',
    // The schema as documented: which clock judges "the future" is no part of it.
    query: boardQueryAt(systemClock),
    responses: {
      200: {
        description:
          '`{ data }`: each prospect with nolaRank, communityVotes, rankChange and communityRank; with `asOf`, also `unreadable`: the board events up to then that no reader can parse (position, type, why), passed over',
        schema: z.union([boardAnswer, pastBoardAnswer]),
      },
      304: 'Unchanged since the ETag sent in If-None-Match',
    },
  },
  vote: {
    method: 'post',
    path: '/prospects/:id/vote',
    summary: 'One vote per voter (account, or client address) and prospect',
    access: 'public',
    params: idParams,
    responses: {
      201: { description: 'The vote, already on the board', schema: voteAnswer },
      403: 'Confirm your e-mail address to vote (a signed-in account whose address is not confirmed)',
      404: notFound,
      409: 'You have already voted for this prospect',
      429: 'Too many votes from this address',
    },
  },
  list: {
    method: 'get',
    path: '/admin/prospects',
    summary: 'The listed prospects (filter q, positionPrimary, gradYear, nolaEvaluated, id)',
    access: 'admin',
    list: true,
    responses: {
      200: {
        description: 'A JSON array of prospect records',
        schema: z.array(prospectRecordAnswer),
      },
    },
  },
  create: {
    method: 'post',
    path: '/admin/prospects',
    summary: 'Add a prospect at a rank, shifting its holders down',
    access: 'admin',
    body: createProspectSchema,
    responses: { 201: record },
  },
  read: {
    method: 'get',
    path: '/admin/prospects/:id',
    summary: 'One prospect record; ETag "v<version>"',
    access: 'admin',
    params: idParams,
    responses: { 200: record, 404: notFound },
  },
  patch: {
    method: 'patch',
    path: '/admin/prospects/:id',
    summary: 'Change some fields; a new nolaRank moves the prospect there',
    access: 'admin',
    params: idParams,
    body: patchProspectSchema,
    responses: { 200: record, 404: notFound, 412: 'The version is stale' },
  },
  put: {
    method: 'put',
    path: '/admin/prospects/:id',
    summary: 'The record as read, with fields changed',
    access: 'admin',
    params: idParams,
    body: putProspectSchema,
    responses: { 200: record, 404: notFound, 412: 'The version is stale' },
  },
  remove: {
    method: 'delete',
    path: '/admin/prospects/:id',
    summary: 'Remove a prospect and free its rank',
    access: 'admin',
    params: idParams,
    responses: {
      200: { description: 'The record as it was, and a message', schema: removedProspectAnswer },
      404: notFound,
    },
  },
  erase: {
    method: 'post',
    path: '/admin/prospects/:id/erasure',
    summary:
      'Erase a prospect\'s personal data (names, school, team): removed from the board if listed, its key deleted; every past board, replay, history and rebuild shows "removed"',
    access: 'admin',
    params: idParams,
    responses: {
      200: {
        description: 'The erased prospect, when, and a message',
        schema: erasedProspectAnswer,
      },
      404: 'No prospect of this id was ever added',
      409: 'Erased already',
    },
  },
  move: {
    method: 'post',
    path: '/admin/prospects/:id/move',
    summary: 'Trade places with the neighbour above or below',
    access: 'admin',
    params: idParams,
    body: moveSchema,
    responses: {
      200: record,
      404: notFound,
      409: 'Up from #1, down from #100, or unranked',
    },
  },
  history: {
    method: 'get',
    path: '/admin/prospects/:id/history',
    summary: 'Every event that touched the prospect, oldest first, with causes and actors',
    access: 'admin',
    params: idParams,
    responses: {
      200: {
        description:
          '`{ data, unreadable }`: the entries, oldest first, and the board events the log holds but no reader can parse (position, type, why)',
        schema: historyAnswer,
      },
      404: 'No prospect of this id was ever added',
    },
  },
} satisfies Record<string, Operation>;

export const boardApi: ApiArea = {
  tag: 'Board',
  description: 'The NOLA 100: the public board, votes, and the staff prospect manager',
  operations: Object.values(boardOperations),
};
