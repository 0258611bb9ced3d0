import { admin, type Policy } from '../../test/security/support/policy';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/admin/events': admin([200], 'list', () => ({ query: { limit: '5' } })),
};
