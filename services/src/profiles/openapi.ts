import type { ApiArea, Operation } from '../core/http/openapi';
import {
  areaProfilesAnswer,
  connectProfileSavedAnswer,
  connectProfileSchema,
  matchupProfileSavedAnswer,
  matchupProfileSchema,
} from './areas/schemas';
import { profileFoundAnswer, profileSavedAnswer, profileSchema } from './schemas';

/** The calls of profilesApi, by name: the routers bind them with `route`. */
export const profilesOperations = {
  read: {
    method: 'get',
    path: '/user-profile',
    summary: "The signed-in user's profile",
    access: 'signed-in',
    responses: {
      200: { description: 'The profile', schema: profileFoundAnswer },
      404: 'No profile saved yet',
    },
  },
  save: {
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
  areas: {
    method: 'get',
    path: '/user-profile/areas',
    summary: "The signed-in account's Matchups and Connect profiles (null for each it lacks)",
    access: 'signed-in',
    responses: { 200: { description: 'Each area profile, or null', schema: areaProfilesAnswer } },
  },
  createConnect: {
    method: 'post',
    path: '/user-profile/connect',
    summary: 'Add a Connect profile to the account (one per account; budgets in integer cents)',
    access: 'signed-in',
    body: connectProfileSchema,
    responses: {
      201: { description: 'The Connect profile as saved', schema: connectProfileSavedAnswer },
      409: 'The account has a Connect profile already',
    },
  },
  saveConnect: {
    method: 'put',
    path: '/user-profile/connect',
    summary: 'Save the whole Connect profile form (isVerified is staff’s)',
    access: 'signed-in',
    body: connectProfileSchema,
    responses: {
      200: { description: 'The Connect profile as saved', schema: connectProfileSavedAnswer },
      404: 'The account has no Connect profile',
    },
  },
  saveMatchups: {
    method: 'put',
    path: '/user-profile/matchups',
    summary:
      'Save the whole Matchups profile form (the role is the registration’s; verified is staff’s)',
    access: 'signed-in',
    body: matchupProfileSchema,
    responses: {
      200: { description: 'The Matchups profile as saved', schema: matchupProfileSavedAnswer },
      404: 'The account has no Matchups profile (it comes with Matchups registration)',
    },
  },
} satisfies Record<string, Operation>;

export const profilesApi: ApiArea = {
  tag: 'Profile',
  description: "The signed-in user's own profile",
  operations: Object.values(profilesOperations),
};
