import { z } from 'zod';
import type { ApiArea } from '../../core/http/openapi';
import {
  badgeCatalogueAnswer,
  badgeRecord,
  userBadgeRecord,
  userBadgesAnswer,
  userIdParams,
} from './schemas';

export const youScoutBadgesApi: ApiArea = {
  tag: 'YouScout badges',
  description:
    'The badges YouScout awards (by rules that react to events, or by staff) and who has which',
  operations: [
    {
      method: 'get',
      path: '/you-scout/badges',
      summary: 'The active badge catalogue, by name, with what earns each',
      access: 'public',
      responses: { 200: { description: 'The catalogue', schema: badgeCatalogueAnswer } },
    },
    {
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
    {
      method: 'get',
      path: '/admin/you-scout/badges',
      summary: 'Every badge, retired ones too, with how many have it (filter q, rule, retired, id)',
      access: 'admin',
      list: true,
      responses: {
        200: { description: 'A JSON array of badge records', schema: z.array(badgeRecord) },
      },
    },
    {
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
  ],
};
