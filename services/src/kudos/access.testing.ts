import { admin, type Policy } from '../../test/security/support/policy';
import { giveKudosSchema } from './schemas';

/** Who may make each of the area's calls (the security suite gathers every area's). */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/kudos': { access: 'public', ok: [200], shape: 'records', sample: () => ({}) },
  'POST /api/kudos': {
    access: 'signed-in',
    ok: [201],
    shape: 'record',
    body: giveKudosSchema,
    sample: () => ({ body: { text: 'Great hustle' } }),
  },
  'GET /api/admin/kudos': admin([200], 'records'),
};
