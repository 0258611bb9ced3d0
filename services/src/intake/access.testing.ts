import { contactBody, evaluationBody } from '../../test/security/support/fixtures';
import { admin, listQuery, type Policy } from '../../test/security/support/policy';
import {
  contactSchema,
  evaluationSchema,
  evaluationUpdateSchema,
  newsletterSchema,
} from './schemas';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'POST /api/contact': {
    access: 'public',
    ok: [201],
    shape: 'message',
    body: contactSchema,
    sample: () => ({ body: contactBody() }),
  },
  'GET /api/contact': admin([200], 'list'),
  'POST /api/newsletter': {
    access: 'public',
    ok: [200, 201],
    shape: 'message',
    body: newsletterSchema,
    sample: () => ({ body: { email: `r${Math.random().toString(36).slice(2)}@example.com` } }),
  },
  'GET /api/newsletter': admin([200], 'list'),
  'GET /api/newsletter/unsubscribe': {
    access: 'public',
    ok: [200],
    shape: 'message',
    sample: (fx) => ({ query: { token: fx.unsubscribeToken } }),
  },
  'POST /api/prospect-evaluations': {
    access: 'signed-in',
    ok: [201],
    shape: 'message',
    body: evaluationSchema,
    sample: () => ({ body: evaluationBody() }),
  },
  'GET /api/prospect-evaluations': admin([200], 'list'),
  'GET /api/admin/contact-submissions': admin([200], 'records', () => listQuery),
  'GET /api/admin/contact-submissions/:id': admin([200], 'record', (fx) => ({
    params: { id: fx.contactId },
  })),
  'GET /api/admin/newsletter-subscriptions': admin([200], 'records', () => listQuery),
  'GET /api/admin/newsletter-subscriptions/:id': admin([200], 'record', (fx) => ({
    params: { id: fx.subscriptionId },
  })),
  'GET /api/admin/evaluation-requests': admin([200], 'records', () => listQuery),
  'GET /api/admin/evaluation-requests/:id': admin([200], 'record', (fx) => ({
    params: { id: fx.evaluationId },
  })),
  // The fixture's request, erased: its record reads "removed" for every later reader; twice: 409.
  'POST /api/admin/evaluation-requests/:id/erasure': admin([200, 409], 'record', (fx) => ({
    params: { id: fx.evaluationId },
  })),
  'PUT /api/admin/evaluation-requests/:id': admin(
    [200, 409],
    'record',
    (fx) => ({ params: { id: fx.evaluationId }, body: { status: 'contacted' } }),
    { body: evaluationUpdateSchema },
  ),
};
