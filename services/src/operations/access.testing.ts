import { admin, type Policy } from '../../test/security/support/policy';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/admin/processes': admin([200], 'records'),
  'GET /api/admin/projections': admin([200], 'records'),
  'POST /api/admin/projections/rebuild': admin([202, 409], 'message'),
  'GET /api/admin/projections/:name': admin([200], 'record', (fx) => ({
    params: { name: fx.projector },
  })),
  'POST /api/admin/projections/:name/rebuild': admin([202, 409], 'message', (fx) => ({
    params: { name: fx.projector },
  })),
  // Nothing has failed, so there is nothing to retry or skip: the admin is told so.
  'POST /api/admin/projections/:name/retry': admin([409], 'record', (fx) => ({
    params: { name: fx.projector },
  })),
  'POST /api/admin/projections/:name/skip': admin([409], 'record', (fx) => ({
    params: { name: fx.projector },
  })),
  'GET /api/admin/stats': admin([200], 'any'),
};
