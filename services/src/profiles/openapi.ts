import type { ApiArea } from '../core/http/openapi';
import { profileFoundAnswer, profileSavedAnswer, profileSchema } from './schemas';

export const profilesApi: ApiArea = {
  tag: 'Profile',
  description: "The signed-in user's own profile",
  operations: [
    {
      method: 'get',
      path: '/user-profile',
      summary: "The signed-in user's profile",
      access: 'signed-in',
      responses: {
        200: { description: 'The profile', schema: profileFoundAnswer },
        404: 'No profile saved yet',
      },
    },
    {
      method: 'post',
      path: '/user-profile',
      summary: 'Save the whole profile form (teamName and teamPosition for coaches)',
      access: 'signed-in',
      body: profileSchema,
      responses: {
        200: {
          description: 'The profile as saved, even while its read model lags (X-Read-Model-Lag)',
          schema: profileSavedAnswer,
        },
      },
    },
  ],
};
