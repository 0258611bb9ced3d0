import { prospectBody } from '../../test/security/support/fixtures';
import { admin, listQuery, type Policy } from '../../test/security/support/policy';
import {
  createProspectSchema,
  moveSchema,
  patchProspectSchema,
  putProspectSchema,
} from './schemas';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/prospects': {
    access: 'public',
    ok: [200],
    shape: 'list',
    sameForEveryone: true,
    sample: () => ({}),
  },
  'POST /api/prospects/:id/vote': {
    access: 'public',
    // 403: the admin, whose operator-made account has no address to confirm (issue 36 item 17).
    ok: [201, 403],
    shape: 'message',
    // A prospect of its own, so every caller's vote is a first one.
    sample: async (fx) => ({ params: { id: await fx.newProspect() } }),
  },
  'GET /api/admin/prospects': admin([200], 'records', () => listQuery),
  'GET /api/admin/prospects/:id': admin([200], 'record', (fx) => ({
    params: { id: fx.prospectId },
  })),
  'GET /api/admin/prospects/:id/history': admin([200], 'list', (fx) => ({
    params: { id: fx.prospectId },
  })),
  'POST /api/admin/prospects': admin([201], 'record', () => ({ body: prospectBody(60) }), {
    body: createProspectSchema,
  }),
  'PATCH /api/admin/prospects/:id': admin(
    [200],
    'record',
    (fx) => ({ params: { id: fx.prospectId }, body: { school: 'Holy Cross School' } }),
    { body: patchProspectSchema },
  ),
  'PUT /api/admin/prospects/:id': admin(
    [200],
    'record',
    async (fx) => ({
      params: { id: fx.prospectId },
      body: await fx.adminGet(`/api/admin/prospects/${fx.prospectId}`),
    }),
    { body: putProspectSchema },
  ),
  'DELETE /api/admin/prospects/:id': admin([200], 'record', async (fx) => ({
    params: { id: await fx.newProspect() },
  })),
  'POST /api/admin/prospects/:id/erasure': admin([200], 'message', async (fx) => ({
    params: { id: await fx.newProspect() },
  })),
  'POST /api/admin/prospects/:id/move': admin(
    [200, 409],
    'record',
    async (fx) => ({ params: { id: await fx.newProspect() }, body: { direction: 'up' } }),
    { body: moveSchema },
  ),
};
