import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { adminUserUpdateSchema } from '../../../src/accounts/admin-users-schemas';
import { loadUser } from '../../../src/accounts/commands';
import { confirmationToken } from '../../../src/accounts/email-confirmation';
import { registerSchema, updatePasswordSchema } from '../../../src/accounts/new-password-schemas';
import { confirmEmailSchema, loginSchema, resetRequestSchema } from '../../../src/accounts/schemas';
import { activityQuerySchema } from '../../../src/activity/schemas';
import {
  cardCheckConfirmSchema,
  childSchema,
  consentSchema,
  consentTokenQuery,
  linkRequestSchema,
  staffVerificationSchema,
} from '../../../src/families/schemas';
import {
  contactSchema,
  evaluationSchema,
  evaluationUpdateSchema,
  newsletterSchema,
} from '../../../src/intake/schemas';
import { notificationsQuerySchema } from '../../../src/notifications/schemas';
import { notificationUnsubscribeToken } from '../../../src/notifications/unsubscribe-token';
import {
  paymentOrderSchema,
  refundSchema,
  sandboxRenewalSchema,
} from '../../../src/payments/schemas';
import { connectProfileSchema, matchupProfileSchema } from '../../../src/profiles/areas/schemas';
import { profileSchema } from '../../../src/profiles/schemas';
import {
  createProspectSchema,
  moveSchema,
  patchProspectSchema,
  putProspectSchema,
} from '../../../src/prospects/schemas';
import {
  awardBodySchema,
  badgeSchema,
  badgeUpdateSchema,
  commentSchema,
  commentsQuery,
  nominateSchema,
  nominationsQuery,
  noteSchema,
  reasonSchema,
  removalRequestSchema,
  removalTokenSchema,
  reportSchema,
  voidVotesSchema,
} from '../../../src/youscout';
import { youScoutLog } from '../../../src/youscout/log.testing';
import type { Send } from './client';
import { contactBody, evaluationBody, type Fixtures, PASSWORD, prospectBody } from './fixtures';
import type { Shape } from './output';
import {
  newActiveSubscription,
  newPaidPayment,
  newPayment,
  newSubscription,
  paymentBody,
  signedSandboxWebhook,
} from './payments';
import {
  badgeBody,
  newApprovedNomination,
  newBadge,
  newComment,
  newHiddenComment,
  newNomination,
  newVotedNomination,
  nominationBody,
} from './youscout-write';

/** Who may make a call: anyone, any signed-in user (on their own data only), or the admin. */
export type Access = 'public' | 'signed-in' | 'admin';

/** A confirmation link of the target member's, as the registration mail carries it. */
async function confirmationLink(fx: Fixtures): Promise<string> {
  const { state } = await loadUser(fx.server.ctx.store, fx.targetUserId);
  const email = state.status === 'unregistered' ? '' : (state.email ?? '');
  return confirmationToken(fx.server.ctx, fx.targetUserId, email, new Date());
}

export type Sample = Send & { params?: Record<string, string> };

export type Policy = {
  access: Access;
  /** The answers a caller the policy lets through gets to the sample (what "succeeds" means). */
  ok: readonly number[];
  /** The refusal when it is not 401 for a visitor / 403 for a member (e.g. /check-admin). */
  refusedVisitor?: number;
  /** A valid request; called once per use, so it may make a fresh record to use up. */
  sample(fx: Fixtures): Sample | Promise<Sample>;
  /** The schema the route parses its body (or query) with: the fuzzer builds payloads from it. */
  body?: z.ZodType;
  query?: z.ZodType;
  /** The documented shape of a success. */
  shape: Shape;
  /** The call ends or replaces the caller's session (sign in again afterwards). */
  endsSession?: true;
  /**
   * The answer is the same whoever asks, so a cache may keep it. Every other answer to a
   * signed-in caller must say `Cache-Control: no-store`.
   */
  sameForEveryone?: true;
};

/** One approved YouScout nomination per server, made from the domain's events (the write routes are another part's). */
const nominations = new WeakMap<Fixtures['server'], Promise<string>>();
const publicNomination = (fx: Fixtures): Promise<string> => {
  let id = nominations.get(fx.server);
  if (!id) {
    id = youScoutLog(fx.server)
      .nominate()
      .then((n) => n.nominationId);
    nominations.set(fx.server, id);
  }
  return id;
};

const listQuery = { query: { sort: '["id","ASC"]', range: '[0,9]', filter: '{}' } };

const admin = (
  ok: readonly number[],
  shape: Shape,
  sample: Policy['sample'] = () => ({}),
  schemas: Pick<Policy, 'body' | 'query'> = {},
): Policy => ({ access: 'admin', ok, shape, sample, ...schemas });

/**
 * The security policy of every API call, by the key the route table gives it. The access-matrix
 * suite fails when the app has a call this does not list, so it cannot fall behind the code.
 */
export const catalogue: Record<string, Policy> = {
  // Public, as a bare status; the details only for an admin or a local operator (health.spec.ts).
  'GET /api/health': { access: 'public', ok: [200], shape: 'any', sample: () => ({}) },
  'GET /api/health/live': { access: 'public', ok: [200], shape: 'any', sample: () => ({}) },
  // 503 is a true answer too: the suite's server may run without a worker's heartbeat yet.
  'GET /api/health/ready': {
    access: 'public',
    ok: [200, 503],
    shape: 'any',
    sample: () => ({}),
  },
  'GET /api/openapi.json': {
    access: 'public',
    ok: [200],
    shape: 'any',
    sameForEveryone: true,
    sample: () => ({}),
  },
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
  'GET /api/user-profile': {
    access: 'signed-in',
    ok: [200, 404],
    shape: 'profile',
    sample: () => ({}),
  },
  'POST /api/user-profile': {
    access: 'signed-in',
    ok: [200],
    shape: 'message',
    body: profileSchema,
    sample: () => ({ body: { displayName: 'Matrix Member', bio: 'Plays second base' } }),
  },
  // Area profiles: the caller's own; one Connect profile each (a second POST is 409), and
  // editing a profile the account lacks is 404.
  'GET /api/user-profile/areas': {
    access: 'signed-in',
    ok: [200],
    shape: 'any',
    sample: () => ({}),
  },
  'POST /api/user-profile/connect': {
    access: 'signed-in',
    ok: [201, 409],
    shape: 'message',
    body: connectProfileSchema,
    sample: () => ({ body: { userType: 'sponsor', companyName: 'Matrix Sponsor' } }),
  },
  'PUT /api/user-profile/connect': {
    access: 'signed-in',
    ok: [200, 404],
    shape: 'message',
    body: connectProfileSchema,
    sample: () => ({ body: { userType: 'organizer', companyName: 'Matrix Organizer' } }),
  },
  'PUT /api/user-profile/matchups': {
    access: 'signed-in',
    ok: [200, 404],
    shape: 'message',
    body: matchupProfileSchema,
    sample: () => ({ body: { organization: 'Matrix HS', sport: 'baseball' } }),
  },
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
  'GET /api/user-activity': {
    access: 'signed-in',
    ok: [200],
    shape: 'list',
    query: activityQuerySchema,
    sample: () => ({ query: { page: '1', pageSize: '5' } }),
  },
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
  'POST /api/upload': {
    access: 'signed-in',
    ok: [200],
    shape: 'message',
    sample: (fx) => ({ file: fx.photo }),
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
  'GET /api/admin/events': admin([200], 'list', () => ({ query: { limit: '5' } })),
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
  // A provider's call: no session; the signature is the credential (a bad one is a 400).
  'POST /api/payments/webhooks/:provider': {
    access: 'public',
    ok: [200],
    shape: 'any',
    sample: (fx) => signedSandboxWebhook(fx),
  },
  'GET /api/admin/payments': admin([200], 'records', () => listQuery),
  'GET /api/admin/payment-subscriptions': admin([200], 'records', () => listQuery),
  'POST /api/admin/payments': admin([201], 'record', () => ({ body: paymentBody() }), {
    body: paymentOrderSchema,
  }),
  'GET /api/admin/payments/:id': admin([200], 'record', async (fx) => ({
    params: { id: await newPayment(fx) },
  })),
  'POST /api/admin/payments/:id/refunds': admin(
    [201],
    'record',
    async (fx) => ({ params: { id: await newPaidPayment(fx) }, body: {} }),
    { body: refundSchema },
  ),
  'POST /api/admin/payment-subscriptions': admin([201], 'record', () => ({ body: paymentBody() }), {
    body: paymentOrderSchema,
  }),
  'GET /api/admin/payment-subscriptions/:id': admin([200], 'record', async (fx) => ({
    params: { id: await newSubscription(fx) },
  })),
  'POST /api/admin/payment-subscriptions/:id/sandbox-renewals': admin(
    [201],
    'record',
    async (fx) => ({
      params: { id: await newActiveSubscription(fx) },
      body: { outcome: 'succeeded' },
    }),
    { body: sandboxRenewalSchema },
  ),
  // ── YouScout, the read side (ys-read): public reads, mine, and the back office's lists ──
  'GET /api/you-scout/nominations': {
    access: 'public',
    ok: [200],
    shape: 'list',
    query: nominationsQuery,
    sample: () => ({ query: { sport: 'baseball', perPage: '5' } }),
  },
  'GET /api/you-scout/nominations/top-week': {
    access: 'public',
    ok: [200],
    shape: 'list',
    sample: () => ({}),
  },
  'GET /api/you-scout/nominations/:id': {
    access: 'public',
    ok: [200],
    shape: 'record',
    sample: async (fx) => ({ params: { id: await publicNomination(fx) } }),
  },
  'GET /api/you-scout/nominations/:id/comments': {
    access: 'public',
    ok: [200],
    shape: 'list',
    query: commentsQuery,
    sample: async (fx) => ({ params: { id: await publicNomination(fx) } }),
  },
  'GET /api/you-scout/my-nominations': {
    access: 'signed-in',
    ok: [200],
    shape: 'list',
    sample: () => ({}),
  },
  'GET /api/admin/you-scout/nominations': admin([200], 'records', () => listQuery),
  'GET /api/admin/you-scout/nominations/:id': admin([200], 'record', async (fx) => ({
    params: { id: await publicNomination(fx) },
  })),
  'GET /api/admin/you-scout/comments': admin([200], 'records', () => ({
    query: { ...listQuery.query, status: 'held' },
  })),
  // ── YouScout badges (ys-badges: services/src/youscout/badges/routes.ts) ──
  'GET /api/you-scout/badges': {
    access: 'public',
    ok: [200],
    shape: 'list',
    sameForEveryone: true,
    sample: () => ({}),
  },
  'GET /api/you-scout/users/:userId/badges': {
    access: 'public',
    ok: [200],
    shape: 'list',
    sameForEveryone: true,
    sample: (fx) => ({ params: { userId: fx.targetUserId } }),
  },
  'GET /api/admin/you-scout/badges': admin([200], 'records', () => listQuery),
  'GET /api/admin/you-scout/user-badges': admin([200], 'records', () => listQuery),

  // ── YouScout, write side (helper ys-write) ──
  'POST /api/you-scout/nominations': {
    access: 'signed-in',
    ok: [201],
    shape: 'record',
    body: nominateSchema,
    sample: () => ({ body: nominationBody() }),
  },
  // The admin's nomination: its nominator may withdraw it; anyone else is refused as not theirs.
  'POST /api/you-scout/nominations/:id/withdraw': {
    access: 'signed-in',
    ok: [200, 403],
    shape: 'message',
    sample: async (fx) => ({ params: { id: await newNomination(fx) } }),
  },
  // The admin's nomination: staff may remove it; a member who is not its guardian is refused.
  'POST /api/you-scout/nominations/:id/removal': {
    access: 'signed-in',
    ok: [200, 403],
    shape: 'message',
    sample: async (fx) => ({ params: { id: await newNomination(fx) } }),
  },
  // YouScout removal by a mailed link (fix/ys-removal): the request answers the same for any address.
  'POST /api/you-scout/nominations/:id/removal-requests': {
    access: 'public',
    ok: [202],
    shape: 'message',
    body: removalRequestSchema,
    sample: async (fx) => ({
      params: { id: await newNomination(fx) },
      // A new address each time: one address gets five removal links a day (issue 36 item 2).
      body: { email: `not-on-record-${randomUUID().slice(0, 8)}@example.com` },
    }),
  },
  'GET /api/you-scout/removal-links': {
    access: 'public',
    ok: [404],
    shape: 'any',
    query: removalTokenSchema,
    sample: () => ({ query: { token: 'not.a-token' } }),
  },
  'POST /api/you-scout/removal-links/confirm': {
    access: 'public',
    ok: [404],
    shape: 'message',
    body: removalTokenSchema,
    sample: () => ({ body: { token: 'not.a-token' } }),
  },
  'POST /api/you-scout/nominations/:id/vote': {
    access: 'public',
    // 403: the admin, whose operator-made account has no address to confirm (issue 36 item 17).
    ok: [201, 403],
    shape: 'message',
    sample: async (fx) => ({ params: { id: await newApprovedNomination(fx) } }),
  },
  'POST /api/you-scout/nominations/:id/comments': {
    access: 'signed-in',
    ok: [201],
    shape: 'record',
    body: commentSchema,
    sample: async (fx) => ({
      params: { id: await newApprovedNomination(fx) },
      body: { comment: 'What a catch in the ninth!' },
    }),
  },
  'POST /api/you-scout/comments/:id/report': {
    access: 'signed-in',
    ok: [200],
    shape: 'message',
    body: reportSchema,
    sample: async (fx) => ({ params: { id: await newComment(fx) }, body: {} }),
  },
  ...Object.fromEntries(
    ['approve', 'feature', 'archive'].map((review) => [
      `POST /api/admin/you-scout/nominations/:id/${review}`,
      admin([200], 'message', async (fx) => ({
        params: {
          id: review === 'approve' ? await newNomination(fx) : await newApprovedNomination(fx),
        },
      })),
    ]),
  ),
  'POST /api/admin/you-scout/nominations/:id/reject': admin(
    [200],
    'message',
    async (fx) => ({
      params: { id: await newNomination(fx) },
      body: { reason: 'Not a game video' },
    }),
    { body: reasonSchema },
  ),
  'POST /api/admin/you-scout/nominations/:id/notes': admin(
    [201],
    'message',
    async (fx) => ({ params: { id: await newNomination(fx) }, body: { note: 'Called the coach' } }),
    { body: noteSchema },
  ),
  'POST /api/admin/you-scout/nominations/:id/void-votes': admin(
    [200],
    'message',
    async (fx) => {
      const from = new Date(Date.now() - 60_000).toISOString();
      const id = await newVotedNomination(fx);
      return {
        params: { id },
        body: { from, to: new Date(Date.now() + 60_000).toISOString(), reason: 'A burst' },
      };
    },
    { body: voidVotesSchema },
  ),
  'POST /api/admin/you-scout/badges': admin([201], 'record', () => ({ body: badgeBody() }), {
    body: badgeSchema,
  }),
  'PUT /api/admin/you-scout/badges/:id': admin(
    [200],
    'record',
    async (fx) => ({ params: { id: await newBadge(fx) }, body: { icon: 'trophy' } }),
    { body: badgeUpdateSchema },
  ),
  'POST /api/admin/you-scout/badges/:id/retire': admin([200], 'record', async (fx) => ({
    params: { id: await newBadge(fx) },
  })),
  'POST /api/admin/you-scout/badges/:id/award': admin(
    [201],
    'message',
    async (fx) => ({ params: { id: await newBadge(fx) }, body: { userId: fx.targetUserId } }),
    { body: awardBodySchema },
  ),
  'POST /api/admin/you-scout/comments/:id/hide': admin(
    [200],
    'message',
    async (fx) => ({ params: { id: await newComment(fx) }, body: { reason: 'Off topic' } }),
    { body: reasonSchema },
  ),
  'POST /api/admin/you-scout/comments/:id/restore': admin(
    [200],
    'message',
    async (fx) => ({
      params: { id: await newHiddenComment(fx) },
      body: { reason: 'Fine after all' },
    }),
    { body: reasonSchema },
  ),
};

/** The refusal a role gets from a call (undefined: the policy lets it through). */
export function refusalFor(policy: Policy, role: string): number | undefined {
  if (policy.access === 'public') return undefined;
  if (role === 'anonymous') return policy.refusedVisitor ?? 401;
  if (policy.access === 'admin' && role !== 'admin') return 403;
  return undefined;
}

export const policyFor = (key: string): Policy => {
  const policy = catalogue[key];
  if (!policy) throw new Error(`${key} is not in the security catalogue`);
  return policy;
};
