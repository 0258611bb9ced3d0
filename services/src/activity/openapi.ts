import type { ApiArea } from '../core/http/openapi';
import { activityPageAnswer, activityQuerySchema } from './schemas';

export const activityApi: ApiArea = {
  tag: 'Profile',
  description: "The signed-in user's own profile",
  operations: [
    {
      method: 'get',
      path: '/user-activity',
      summary: "The signed-in user's own history, newest first",
      access: 'signed-in',
      query: activityQuerySchema,
      responses: { 200: { description: 'A page of the history', schema: activityPageAnswer } },
    },
  ],
};
