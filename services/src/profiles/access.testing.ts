import type { Policy } from '../../test/security/support/policy';
import { connectProfileSchema, matchupProfileSchema } from './areas/schemas';
import { profileSchema } from './schemas';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/user-profile': {
    access: 'signed-in',
    ok: [200, 404],
    shape: 'profile',
    sample: () => ({}),
  },
  'POST /api/user-profile': {
    access: 'signed-in',
    ok: [200],
    shape: 'message',
    body: profileSchema,
    sample: () => ({ body: { displayName: 'Matrix Member', bio: 'Plays second base' } }),
  },
  // Area profiles: the caller's own; one Connect profile each (a second POST is 409), and
  // editing a profile the account lacks is 404.
  'GET /api/user-profile/areas': {
    access: 'signed-in',
    ok: [200],
    shape: 'any',
    sample: () => ({}),
  },
  'POST /api/user-profile/connect': {
    access: 'signed-in',
    ok: [201, 409],
    shape: 'message',
    body: connectProfileSchema,
    sample: () => ({ body: { userType: 'sponsor', companyName: 'Matrix Sponsor' } }),
  },
  'PUT /api/user-profile/connect': {
    access: 'signed-in',
    ok: [200, 404],
    shape: 'message',
    body: connectProfileSchema,
    sample: () => ({ body: { userType: 'organizer', companyName: 'Matrix Organizer' } }),
  },
  'PUT /api/user-profile/matchups': {
    access: 'signed-in',
    ok: [200, 404],
    shape: 'message',
    body: matchupProfileSchema,
    sample: () => ({ body: { organization: 'Matrix HS', sport: 'baseball' } }),
  },
};
