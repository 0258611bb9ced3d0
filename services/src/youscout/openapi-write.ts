import type { ApiArea, Operation } from '../core/http/openapi';
import {
  badgeSchema,
  badgeUpdateSchema,
  commentSchema,
  nominateSchema,
  noteSchema,
  reasonSchema,
  removalRequestSchema,
  removalTokenSchema,
  reportSchema,
  voidVotesSchema,
} from './schemas';
import {
  awardBodySchema,
  badgeIdParams,
  badgeRecordAnswer,
  commentCreatedAnswer,
  commentIdParams,
  nominationCreatedAnswer,
  nominationIdParams,
  nominationStatusAnswer,
  nominationVoteAnswer,
  removalLinkAnswer,
  youScoutMessageAnswer,
} from './write-schemas';

const NOT_FOUND = 'Nomination not found';
const REMOVED = 'The nomination was removed at the request of the athlete or their guardian';
const statusChanged = (description: string) => ({ description, schema: nominationStatusAnswer });
const message = (description: string) => ({ description, schema: youScoutMessageAnswer });

const review = (name: 'approve' | 'feature' | 'archive', summary: string): Operation => ({
  method: 'post',
  path: `/admin/you-scout/nominations/:id/${name}`,
  summary,
  access: 'admin',
  params: nominationIdParams,
  responses: {
    200: statusChanged('The nomination and its new status'),
    404: NOT_FOUND,
    409: 'Not allowed from the nomination’s status (the message says why), or changed meanwhile',
    410: REMOVED,
  },
});

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

/** YouScout's write side (helper ys-write): nominations, votes, comments, staff's reviews. */
export const youScoutWriteApi: ApiArea = {
  tag: 'YouScout',
  description:
    'Community nominations of young baseball and softball athletes, votes, moderated comments, staff review',
  operations: [
    {
      method: 'post',
      path: '/you-scout/nominations',
      summary:
        'Nominate an athlete (personal fields sealed with the athlete’s key); under 13 a guardian’s consent is asked by mail',
      access: 'signed-in',
      body: nominateSchema,
      responses: {
        201: { description: 'The nomination, pending review', schema: nominationCreatedAnswer },
        429: 'Too many nominations from this account, or consent requests mailed to this guardian address',
      },
    },
    {
      method: 'post',
      path: '/you-scout/nominations/:id/withdraw',
      summary: 'The nominator withdraws a pending nomination',
      access: 'signed-in',
      params: nominationIdParams,
      responses: {
        200: statusChanged('Withdrawn'),
        403: 'Only the person who made this nomination can withdraw it',
        404: NOT_FOUND,
        409: 'Only a pending nomination can be withdrawn (the message says why)',
        410: REMOVED,
      },
    },
    {
      method: 'post',
      path: '/you-scout/nominations/:id/removal',
      summary:
        'The athlete, their parent or guardian, or staff have a nomination removed: the athlete’s data is erased at once',
      access: 'signed-in',
      params: nominationIdParams,
      responses: {
        200: message('Removed and erased'),
        403: 'Only the athlete, their parent or guardian, or staff can have this nomination removed',
        404: NOT_FOUND,
        410: 'This nomination was removed already',
      },
    },
    // ── Removal by a link mailed to an address on record (fix/ys-removal) ──
    {
      method: 'post',
      path: '/you-scout/nominations/:id/removal-requests',
      summary:
        'Anyone asks for a nomination’s removal: when the address is its guardian’s or nominator’s, a single-use link is mailed there; the answer is the same either way',
      access: 'public',
      params: nominationIdParams,
      body: removalRequestSchema,
      responses: {
        202: message('Always the same: a link was mailed if the address is on record'),
        429: 'Too many forms sent from this address, removal links asked by this account or for this address',
      },
    },
    {
      method: 'get',
      path: '/you-scout/removal-links',
      summary: 'What a mailed removal link removes: the nomination’s public fields only',
      access: 'public',
      query: removalTokenSchema,
      responses: {
        200: { description: 'The nomination the link removes', schema: removalLinkAnswer },
        404: 'This removal link is not valid',
        410: 'The link was used already, has expired, or the nomination was removed already',
      },
    },
    {
      method: 'post',
      path: '/you-scout/removal-links/confirm',
      summary:
        'A mailed removal link confirmed: the nomination is removed and the athlete’s data erased at once',
      access: 'public',
      body: removalTokenSchema,
      responses: {
        200: message('Removed and erased'),
        404: 'This removal link is not valid',
        410: 'The link was used already, has expired, or the nomination was removed already',
      },
    },
    {
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
    {
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
    {
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
    review('approve', 'Approve a pending nomination (public once approved, under 13 with consent)'),
    {
      method: 'post',
      path: '/admin/you-scout/nominations/:id/reject',
      summary: 'Reject a pending nomination with a reason shown to the nominator',
      access: 'admin',
      params: nominationIdParams,
      body: reasonSchema,
      responses: {
        200: statusChanged('Rejected'),
        404: NOT_FOUND,
        409: 'Not allowed from the nomination’s status (the message says why), or changed meanwhile',
        410: REMOVED,
      },
    },
    review('feature', 'Feature an approved nomination'),
    review('archive', 'Archive an approved or featured nomination'),
    {
      method: 'post',
      path: '/admin/you-scout/nominations/:id/notes',
      summary: 'Add an internal note (sealed with the athlete’s key)',
      access: 'admin',
      params: nominationIdParams,
      body: noteSchema,
      responses: { 201: message('Note added'), 404: NOT_FOUND, 410: REMOVED },
    },
    {
      method: 'post',
      path: '/admin/you-scout/nominations/:id/void-votes',
      summary:
        'Void the counted votes cast from `from` (inclusive) to `to` (exclusive), with a reason; they stay in the log',
      access: 'admin',
      params: nominationIdParams,
      body: voidVotesSchema,
      responses: {
        200: message('How many votes were voided'),
        404: NOT_FOUND,
        409: 'No counted votes were cast for this nomination in that time',
        410: REMOVED,
      },
    },
    moderation('hide', 'Hide a comment with a reason shown in its place'),
    moderation('restore', 'Restore a hidden comment, or release a held one, with a reason'),
    {
      method: 'post',
      path: '/admin/you-scout/badges',
      summary:
        'Add a badge to the catalogue (a name unique ignoring case; a rule on one active badge)',
      access: 'admin',
      body: badgeSchema,
      responses: {
        201: { description: 'The badge', schema: badgeRecordAnswer },
        409: 'The name or the rule belongs to another active badge',
      },
    },
    {
      method: 'put',
      path: '/admin/you-scout/badges/:id',
      summary: 'Edit an active badge (the record as read; id and retired are not edits)',
      access: 'admin',
      params: badgeIdParams,
      body: badgeUpdateSchema,
      responses: {
        200: { description: 'The badge', schema: badgeRecordAnswer },
        404: 'Badge not found',
        409: 'Retired, the name or rule taken, or the catalogue changed meanwhile',
      },
    },
    {
      method: 'post',
      path: '/admin/you-scout/badges/:id/retire',
      summary: 'Retire a badge: no longer awarded; awarded ones stay',
      access: 'admin',
      params: badgeIdParams,
      responses: {
        200: { description: 'The badge', schema: badgeRecordAnswer },
        404: 'Badge not found',
        409: 'Retired already',
      },
    },
    {
      method: 'post',
      path: '/admin/you-scout/badges/:id/award',
      summary: 'Give an active badge to a user by hand, once',
      access: 'admin',
      params: badgeIdParams,
      body: awardBodySchema,
      responses: {
        201: message('Awarded'),
        404: 'Badge or user not found',
        409: 'The badge is retired, or the user has it already',
      },
    },
  ],
};
