import { type Fixtures, PASSWORD } from '../../test/security/support/fixtures';
import { admin, listQuery, type Policy } from '../../test/security/support/policy';
import { adminUserUpdateSchema } from './admin-users-schemas';
import { loadUser } from './commands';
import { confirmationToken } from './email-confirmation';
import { registerSchema, updatePasswordSchema } from './new-password-schemas';
import { confirmEmailSchema, loginSchema, resetRequestSchema } from './schemas';

/** A confirmation link of the target member's, as the registration mail carries it. */
async function confirmationLink(fx: Fixtures): Promise<string> {
  const { state } = await loadUser(fx.server.ctx.store, fx.targetUserId);
  const email = state.status === 'unregistered' ? '' : (state.email ?? '');
  return confirmationToken(fx.server.ctx, fx.targetUserId, email, new Date());
}

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
  'POST /api/register': {
    access: 'public',
    ok: [201],
    shape: 'user',
    endsSession: true,
    body: registerSchema,
    sample: () => {
      const username = `new_${Math.random().toString(36).slice(2, 10)}`;
      return {
        body: { username, email: `${username}@example.com`, password: PASSWORD, role: 'fan' },
      };
    },
  },
  'POST /api/login': {
    access: 'public',
    ok: [200],
    shape: 'user',
    endsSession: true,
    body: loginSchema,
    sample: (fx) => ({ body: { username: fx.who.fan.username, password: PASSWORD } }),
  },
  'POST /api/logout': {
    access: 'public',
    ok: [200],
    shape: 'message',
    endsSession: true,
    sample: () => ({}),
  },
  'GET /api/user': { access: 'signed-in', ok: [200], shape: 'user', sample: () => ({}) },
  // The specification's call answers a visitor 403 too (with isAdmin: false), never 401.
  'GET /api/check-admin': { ...admin([200], 'message'), refusedVisitor: 403 },
  'GET /api/auth-test': { access: 'public', ok: [200], shape: 'any', sample: () => ({}) },
  // With no ADMIN_USERNAME configured (as here) it creates nothing and says how to; it answers
  // the same whatever is configured or exists (routes.int.spec.ts).
  'GET /api/create-admin': {
    access: 'public',
    ok: [200],
    shape: 'message',
    sample: () => ({}),
  },
  'POST /api/reset-password': {
    access: 'public',
    ok: [200],
    shape: 'message',
    body: resetRequestSchema,
    // A fresh address each time, so each request has its own mail to send.
    sample: () => ({
      body: { email: `nobody-${Math.random().toString(36).slice(2)}@example.com` },
    }),
  },
  // A valid link for the target member: the first use confirms, later ones say it is done.
  'GET /api/confirm-email': {
    access: 'public',
    ok: [200],
    shape: 'message',
    query: confirmEmailSchema,
    sample: async (fx) => ({ query: { token: await confirmationLink(fx) } }),
  },
  'POST /api/confirm-email': {
    access: 'public',
    ok: [200],
    shape: 'message',
    body: confirmEmailSchema,
    sample: async (fx) => ({ body: { token: await confirmationLink(fx) } }),
  },
  // 409: the admin, whose operator-made account has no address.
  'POST /api/confirm-email/resend': {
    access: 'signed-in',
    ok: [200, 409],
    shape: 'message',
    sample: () => ({}),
  },
  'GET /api/validate-reset-token/:token': {
    access: 'public',
    ok: [200],
    shape: 'any',
    sample: () => ({ params: { token: 'not-a-token' } }),
  },
  'POST /api/update-password': {
    access: 'public',
    ok: [400],
    shape: 'message',
    body: updatePasswordSchema,
    sample: () => ({ body: { token: 'not-a-token', password: 'new-levee-walk-77' } }),
  },
  'GET /api/admin/users': admin([200], 'records', () => listQuery),
  'GET /api/admin/users/:id': admin([200], 'record', (fx) => ({
    params: { id: fx.targetUserId },
  })),
  'PUT /api/admin/users/:id': admin(
    [200],
    'record',
    (fx) => ({ params: { id: fx.targetUserId }, body: { role: 'fan' } }),
    { body: adminUserUpdateSchema },
  ),
};
