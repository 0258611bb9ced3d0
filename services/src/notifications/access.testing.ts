import { randomUUID } from 'node:crypto';
import type { Policy } from '../../test/security/support/policy';
import { notificationsQuerySchema } from './schemas';
import { notificationUnsubscribeToken } from './unsubscribe-token';

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'GET /api/notifications': {
    access: 'signed-in',
    ok: [200],
    shape: 'list',
    query: notificationsQuerySchema,
    sample: () => ({ query: { limit: '5' } }),
  },
  // Its query is left out of the fuzzer on purpose: a valid `for` holds the call open that long.
  'GET /api/notifications/stream': {
    access: 'signed-in',
    ok: [200],
    shape: 'events',
    sample: () => ({ query: { for: '1' } }),
  },
  'POST /api/notifications/:id/read': {
    access: 'signed-in',
    ok: [200, 404],
    shape: 'message',
    sample: () => ({ params: { id: randomUUID() } }),
  },
  'POST /api/notifications/read-all': {
    access: 'signed-in',
    ok: [200],
    shape: 'message',
    sample: () => ({}),
  },
  'GET /api/notifications/unsubscribe': {
    access: 'public',
    ok: [200],
    shape: 'message',
    sample: (fx) => ({
      query: {
        token: notificationUnsubscribeToken(fx.server.ctx, fx.targetUserId, 'securityNotices'),
      },
    }),
  },
};
