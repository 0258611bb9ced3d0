import { randomUUID } from 'node:crypto';
import type { Fixtures } from '../../test/security/support/fixtures';
import { admin, listQuery, type Policy } from '../../test/security/support/policy';
import {
  badgeBody,
  newApprovedNomination,
  newBadge,
  newComment,
  newHiddenComment,
  newNomination,
  newVotedNomination,
  nominationBody,
} from '../../test/security/support/youscout-write';
import { youScoutLog } from './log.testing';
import { commentsQuery, nominationsQuery } from './nominations/schemas';
import {
  badgeSchema,
  badgeUpdateSchema,
  commentSchema,
  nominateSchema,
  noteSchema,
  reasonSchema,
  removalRequestSchema,
  removalTokenSchema,
  reportSchema,
  voidVotesSchema,
} from './schemas';
import { awardBodySchema } from './write-schemas';

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

/**
 * The security policy of each call this area serves, by the key the route table gives it. The
 * security suite's catalogue (services/test/security/support/catalogue.ts) gathers every area's.
 */
export const accessPolicies: Record<string, Policy> = {
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
