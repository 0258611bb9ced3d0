import { randomUUID } from 'node:crypto';
import { admin, type Policy } from '../../test/security/support/policy';
import {
  cardCheckConfirmSchema,
  childSchema,
  consentSchema,
  consentTokenQuery,
  linkRequestSchema,
  staffVerificationSchema,
} from './schemas';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  // Families: who acts for an athlete is decided per athlete (a stranger's id answers 404/403).
  'GET /api/families': { access: 'signed-in', ok: [200], shape: 'any', sample: () => ({}) },
  'POST /api/families/children': {
    access: 'signed-in',
    ok: [201, 403],
    shape: 'any',
    body: childSchema,
    sample: () => ({ body: { firstName: 'Matrix', lastName: 'Child', birthDate: '2016-05-01' } }),
  },
  'POST /api/families/links': {
    access: 'signed-in',
    ok: [201, 403],
    shape: 'any',
    body: linkRequestSchema,
    sample: (fx) => ({ body: { athleteUsername: fx.who.athlete.username } }),
  },
  ...Object.fromEntries(
    ['accept', 'decline'].map((action) => [
      `POST /api/families/links/:guardianId/${action}`,
      {
        access: 'signed-in',
        ok: [404],
        shape: 'message',
        sample: () => ({ params: { guardianId: randomUUID() } }),
      } satisfies Policy,
    ]),
  ),
  ...Object.fromEntries(
    ['consent-requests', 'consent/withdraw', 'erasure'].map((action) => [
      `POST /api/families/athletes/:athleteId/${action}`,
      {
        access: 'signed-in',
        ok: [404],
        shape: 'any',
        sample: () => ({ params: { athleteId: randomUUID() } }),
      } satisfies Policy,
    ]),
  ),
  'GET /api/families/consent': {
    access: 'public',
    ok: [404],
    shape: 'any',
    query: consentTokenQuery,
    sample: () => ({ query: { token: 'not.a-token' } }),
  },
  // Consent is given signed in, by the parent account of the address the link went to.
  'POST /api/families/consent': {
    access: 'signed-in',
    ok: [404],
    shape: 'message',
    body: consentSchema,
    sample: () => ({ body: { token: 'not.a-token' } }),
  },
  'POST /api/families/athletes/:athleteId/consent/card-check': {
    access: 'signed-in',
    ok: [404],
    shape: 'message',
    sample: () => ({ params: { athleteId: randomUUID() } }),
  },
  'POST /api/families/athletes/:athleteId/consent/card-check/confirm': {
    access: 'signed-in',
    ok: [409],
    shape: 'message',
    body: cardCheckConfirmSchema,
    sample: () => ({ params: { athleteId: randomUUID() }, body: { paymentId: randomUUID() } }),
  },
  'GET /api/admin/families/athletes/:athleteId/consent': admin([404], 'message', () => ({
    params: { athleteId: randomUUID() },
  })),
  'POST /api/admin/families/athletes/:athleteId/consent/verification': admin(
    [404],
    'message',
    () => ({
      params: { athleteId: randomUUID() },
      body: { method: 'call', note: 'Called the mother on the number she gave' },
    }),
    { body: staffVerificationSchema },
  ),
};
