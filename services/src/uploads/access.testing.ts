import type { Policy } from '../../test/security/support/policy';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'POST /api/upload': {
    access: 'signed-in',
    ok: [200],
    shape: 'message',
    sample: (fx) => ({ file: fx.photo }),
  },
};
