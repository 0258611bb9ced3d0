import type { ApiArea, Operation } from '../core/http/openapi';
import { activityPageAnswer, activityQuerySchema } from './schemas';

/** The calls of activityApi, by name: the routers bind them with `route`. */
export const activityOperations = {
  activity: {
    method: 'get',
    path: '/user-activity',
    summary: "The signed-in user's own history, newest first",
    access: 'signed-in',
    query: activityQuerySchema,
    responses: { 200: { description: 'A page of the history', schema: activityPageAnswer } },
  },
} satisfies Record<string, Operation>;

export const activityApi: ApiArea = {
  tag: 'Profile',
  description: "The signed-in user's own profile",
  operations: Object.values(activityOperations),
};
