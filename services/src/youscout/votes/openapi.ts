import type { ApiArea, Operation } from '../../core/http/openapi';
import { message, NOMINATION_GONE, NOMINATION_NOT_FOUND } from '../openapi';
import { voidVotesSchema } from '../schemas';
import { nominationIdParams, nominationVoteAnswer } from '../write-schemas';

/** Votes' calls, by name: the routers bind them with `route`. */
export const voteOperations = {
  vote: {
    method: 'post',
    path: '/you-scout/nominations/:id/vote',
    summary: 'One vote per voter (account, or client address) and public nomination',
    access: 'public',
    params: nominationIdParams,
    responses: {
      201: { description: 'The vote', schema: nominationVoteAnswer },
      404: 'Nomination not found, or not public so it cannot be voted for',
      403: 'Confirm your e-mail address to vote (a signed-in account whose address is not confirmed)',
      409: 'You have already voted for this nomination',
      429: 'Too many votes from this account or address',
    },
  },
  voidVotes: {
    method: 'post',
    path: '/admin/you-scout/nominations/:id/void-votes',
    summary:
      'Void the counted votes cast from `from` (inclusive) to `to` (exclusive), with a reason; they stay in the log',
    access: 'admin',
    params: nominationIdParams,
    body: voidVotesSchema,
    responses: {
      200: message('How many votes were voided'),
      404: NOMINATION_NOT_FOUND,
      409: 'No counted votes were cast for this nomination in that time',
      410: NOMINATION_GONE,
    },
  },
} satisfies Record<string, Operation>;

/** Votes' calls: a vote for a nomination; staff void a burst of them. */
export const voteApi: ApiArea = {
  tag: 'YouScout',
  description: 'Community votes for public nominations; staff void a burst of them',
  operations: Object.values(voteOperations),
};
