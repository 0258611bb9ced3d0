import { z } from 'zod';
import type { ApiArea, Operation } from '../../core/http/openapi';
import { message } from '../openapi';
import { badgeSchema, badgeUpdateSchema } from '../schemas';
import { awardBodySchema, badgeIdParams, badgeRecordAnswer } from '../write-schemas';
import {
  badgeCatalogueAnswer,
  badgeRecord,
  userBadgeRecord,
  userBadgesAnswer,
  userIdParams,
} from './schemas';

/** Badges' public reads and the back office's lists, by name: the routers bind them with `route`. */
export const badgeOperations = {
  catalogue: {
    method: 'get',
    path: '/you-scout/badges',
    summary: 'The active badge catalogue, by name, with what earns each',
    access: 'public',
    responses: { 200: { description: 'The catalogue', schema: badgeCatalogueAnswer } },
  },
  ofUser: {
    method: 'get',
    path: '/you-scout/users/:userId/badges',
    summary: "A user's badges, the newest first (a retired badge awarded before stays)",
    access: 'public',
    params: userIdParams,
    responses: {
      200: { description: 'The badges', schema: userBadgesAnswer },
      404: 'User not found',
    },
  },
  list: {
    method: 'get',
    path: '/admin/you-scout/badges',
    summary: 'Every badge, retired ones too, with how many have it (filter q, rule, retired, id)',
    access: 'admin',
    list: true,
    responses: {
      200: { description: 'A JSON array of badge records', schema: z.array(badgeRecord) },
    },
  },
  awards: {
    method: 'get',
    path: '/admin/you-scout/user-badges',
    summary:
      'Every award: who, which badge, by which rule or staff member, when (filter userId, badgeId, rule, q, id)',
    access: 'admin',
    list: true,
    responses: {
      200: {
        description: 'A JSON array of award records (id: <userId>:<badgeId>)',
        schema: z.array(userBadgeRecord),
      },
    },
  },
} satisfies Record<string, Operation>;

export const youScoutBadgesApi: ApiArea = {
  tag: 'YouScout badges',
  description:
    'The badges YouScout awards (by rules that react to events, or by staff) and who has which',
  operations: Object.values(badgeOperations),
};

/** Staff's edits of the badge catalogue and hand awards, by name: the routers bind them with `route`. */
export const badgeAdminOperations = {
  create: {
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
  update: {
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
  retire: {
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
  award: {
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
} satisfies Record<string, Operation>;

/** Staff's edits of the badge catalogue and their hand awards (under YouScout's tag). */
export const badgeAdminApi: ApiArea = {
  tag: 'YouScout',
  description: 'Staff edit the badge catalogue and award badges by hand',
  operations: Object.values(badgeAdminOperations),
};
