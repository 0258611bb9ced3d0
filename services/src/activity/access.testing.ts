import type { Policy } from '../../test/security/support/policy';
import { activityQuerySchema } from './schemas';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/user-activity': {
    access: 'signed-in',
    ok: [200],
    shape: 'list',
    query: activityQuerySchema,
    sample: () => ({ query: { page: '1', pageSize: '5' } }),
  },
};
