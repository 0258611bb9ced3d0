import { type Request, type Response, Router } from 'express';
import type { Knex } from 'knex';
import {
  type AppContext,
  awaitProjection,
  clientKey,
  formerClientKeys,
  requestMetadata,
} from '../core/context';
import type { AppendResult } from '../core/event-store/event-store';
import {
  refuseUnconfirmedVoter,
  requireAdmin,
  requireSignedIn,
  type SignedInUser,
} from '../core/http/auth';
import { recipientKey, spend, TOO_MANY } from '../core/http/rate-limits';
import { parseInput } from '../core/http/validate';
import { turnLoader } from '../core/turn-loader';
import { FAMILY_EVENT_TYPES } from '../families';
import {
  addNominationNote,
  removeNomination,
  reviewNomination,
  submitNomination,
  voidNominationVotes,
  withdrawNomination,
} from './commands';
import { awardBadge, createBadge, retireBadge, updateBadge } from './commands-badges';
import { moderateComment, postComment, reportComment } from './commands-comments';
import { type NominationStatus, REMOVAL_REQUESTED } from './constants';
import { YOUSCOUT_EVENT_TYPES } from './events';
import { needsConsent } from './nomination';
import { confirmRemovalLink, describeRemovalLink, requestRemovalLink } from './removal-links';
import {
  badgeSchema,
  badgeUpdateSchema,
  commentSchema,
  type NominateInput,
  nominateSchema,
  noteSchema,
  reasonSchema,
  removalRequestSchema,
  removalTokenSchema,
  reportSchema,
  voidVotesSchema,
} from './schemas';
import { nominationVotesHandler } from './votes';
import {
  awardBodySchema,
  type BadgeRecord,
  badgeIdParams,
  type CommentCreated,
  commentIdParams,
  type NominationCreated,
  type NominationStatusChanged,
  type NominationVoteResult,
  nominationIdParams,
  type RemovalLinkDescription,
  type YouScoutMessage,
} from './write-schemas';

/** What an anonymous voter can read after voting: the nominations, whose counts it raises. */
const NOMINATION_TABLES = ['you_scout_nominations'];
const TOO_MANY_REQUESTS = 'Too many forms sent from this address; please try again later';

const user = (req: Request): SignedInUser => req.user as SignedInUser;

/**
 * A nomination's limits (issue 36 item 2), spent before anything is appended or mailed: per
 * account (staff aside), and per address a consent request may be mailed to: under 13, the guardian address
 * typed, else the nominator's own (typed, and the account's).
 */
async function spendNomination(ctx: AppContext, nominator: SignedInUser, input: NominateInput) {
  // Staff enter nominations for others (the bench, a coach's list): no limit per account.
  if (nominator.role !== 'admin') {
    await spend(ctx.limits.nominationsByUser, nominator.id, TOO_MANY.nominations);
  }
  if (!needsConsent(input.age)) return;
  const named = input.guardianEmail
    ? [input.guardianEmail]
    : [input.submittedByEmail, ...(nominator.email ? [nominator.email] : [])];
  const recipients = new Set(named.map((address) => recipientKey(ctx, address)));
  for (const key of recipients) {
    await spend(ctx.limits.consentMailsByRecipient, key, TOO_MANY.consentMails);
  }
}
const nominationId = (req: Request) => parseInput(nominationIdParams, req.params).id;
const commentId = (req: Request) => parseInput(commentIdParams, req.params).id;

/**
 * A nomination's counted votes from the read model (the read side's table); null while it cannot
 * be read (no such table yet, or the nomination not projected). Votes of one turn share a query.
 */
function communityVotesLoader(knex: Knex) {
  return turnLoader<string, number | null>(async (ids) => {
    try {
      const rows = await knex('you_scout_nominations')
        .whereIn('id', [...new Set(ids)])
        .select<{ id: string; community_votes: number }[]>('id', 'community_votes');
      const counts = new Map(rows.map((row) => [row.id, Number(row.community_votes)]));
      return ids.map((id) => counts.get(id) ?? null);
    } catch {
      return ids.map(() => null);
    }
  });
}

/** The reviews staff make, each with its path, the status it leads to and what it says. */
const REVIEWS = {
  approve: { status: 'approved', message: 'Nomination approved' },
  feature: { status: 'featured', message: 'Nomination featured' },
  archive: { status: 'archived', message: 'Nomination archived' },
} as const satisfies Record<string, { status: NominationStatus; message: string }>;

/** YouScout's write side: nominate, withdraw, vote, comment, report; staff's reviews and moderation. */
export function youScoutWriteRoutes(ctx: AppContext): Router {
  const router = Router();
  const vote = nominationVotesHandler(ctx);
  const communityVotes = communityVotesLoader(ctx.knex);
  const settled = (res: Response, appended: AppendResult) =>
    awaitProjection(ctx, res, appended, [...YOUSCOUT_EVENT_TYPES, ...FAMILY_EVENT_TYPES]);

  router.post('/you-scout/nominations', requireSignedIn, async (req, res) => {
    const input = parseInput(nominateSchema, req.body);
    const nominator = user(req);
    await spendNomination(ctx, nominator, input);
    const metadata = requestMetadata(req, nominator.id);
    const created = await submitNomination(ctx, nominator, input, metadata);
    await settled(res, created.appended);
    res.status(201).json({
      id: created.nominationId,
      status: 'pending',
      consentRequested: created.consentRequested,
    } satisfies NominationCreated);
  });

  router.post('/you-scout/nominations/:id/withdraw', requireSignedIn, async (req, res) => {
    const id = nominationId(req);
    const userId = user(req).id;
    const appended = await withdrawNomination(ctx, id, userId, requestMetadata(req, userId));
    await settled(res, appended);
    res.json({
      message: 'Nomination withdrawn',
      status: 'withdrawn',
    } satisfies NominationStatusChanged);
  });

  // The athlete's data is erased at once (key first); the nomination is "removed" everywhere.
  router.post('/you-scout/nominations/:id/removal', requireSignedIn, async (req, res) => {
    const id = nominationId(req);
    const asker = user(req);
    const appended = await removeNomination(ctx, id, asker, requestMetadata(req, asker.id));
    await settled(res, appended);
    res.json({
      message: "Nomination removed; the athlete's personal data has been erased",
    } satisfies YouScoutMessage);
  });

  // ── Removal by a link mailed to an address on record ──
  // Always the same answer: whether the address is on record is never told.
  router.post('/you-scout/nominations/:id/removal-requests', async (req, res) => {
    const id = nominationId(req);
    const { email } = parseInput(removalRequestSchema, req.body);
    // Per requester (keyed hash of the address): a limit per nomination would let anyone lock
    // the guardian out; mail to one address is bounded by the mail window instead.
    await spend(ctx.limits.formsByClient, clientKey(ctx, req), TOO_MANY_REQUESTS);
    if (req.user)
      await spend(ctx.limits.removalRequestsByUser, req.user.id, TOO_MANY.removalRequests);
    await spend(
      ctx.limits.removalRequestsByRecipient,
      recipientKey(ctx, email),
      TOO_MANY.removalRequests,
    );
    await requestRemovalLink(ctx, id, email, new Date());
    res.status(202).json({ message: REMOVAL_REQUESTED } satisfies YouScoutMessage);
  });

  router.get('/you-scout/removal-links', async (req, res) => {
    const { token } = parseInput(removalTokenSchema, req.query);
    res.json((await describeRemovalLink(ctx, token, new Date())) satisfies RemovalLinkDescription);
  });

  router.post('/you-scout/removal-links/confirm', async (req, res) => {
    const { token } = parseInput(removalTokenSchema, req.body);
    const appended = await confirmRemovalLink(ctx, token, requestMetadata(req, null));
    await settled(res, appended);
    res.json({
      message: "Nomination removed; the athlete's personal data has been erased",
    } satisfies YouScoutMessage);
  });

  router.post('/you-scout/nominations/:id/vote', async (req, res) => {
    const id = nominationId(req);
    refuseUnconfirmedVoter(req.user);
    // Signed in: one vote per account. Signed out: one per client address (keyed hash, never
    // the IP), under the current visitor key or any older one.
    const voter = req.user
      ? { key: req.user.id, userId: req.user.id, accountCreatedAt: req.user.createdAt }
      : {
          key: clientKey(ctx, req),
          userId: null,
          accountCreatedAt: null,
          formerKeys: formerClientKeys(ctx, req),
        };
    const appended = await vote(id, voter, requestMetadata(req, req.user?.id ?? null));
    await awaitProjection(
      ctx,
      res,
      appended,
      ['NominationVoteCast'],
      req.user ? undefined : NOMINATION_TABLES,
    );
    res.status(201).json({
      message: 'Vote recorded',
      nominationId: id,
      communityVotes: await communityVotes.load(id),
    } satisfies NominationVoteResult);
  });

  router.post('/you-scout/nominations/:id/comments', requireSignedIn, async (req, res) => {
    const id = nominationId(req);
    const { comment } = parseInput(commentSchema, req.body);
    const author = user(req);
    await spend(ctx.limits.commentsByUser, author.id, TOO_MANY.comments);
    const posted = await postComment(ctx, id, author, comment, requestMetadata(req, author.id));
    await settled(res, posted.appended);
    res.status(201).json({ id: posted.commentId, status: posted.status } satisfies CommentCreated);
  });

  router.post('/you-scout/comments/:id/report', requireSignedIn, async (req, res) => {
    const id = commentId(req);
    const { reason } = parseInput(reportSchema, req.body ?? {});
    const userId = user(req).id;
    const appended = await reportComment(ctx, id, userId, reason, requestMetadata(req, userId));
    await settled(res, appended);
    res.json({
      message: 'Thank you: a moderator will look at this comment',
    } satisfies YouScoutMessage);
  });

  // ── Staff ────────────────────────────────────────────────────────────────
  router.use('/admin/you-scout', requireAdmin);

  for (const [review, { status, message }] of Object.entries(REVIEWS)) {
    router.post(`/admin/you-scout/nominations/:id/${review}`, async (req, res) => {
      const id = nominationId(req);
      const staff = user(req).id;
      const appended = await reviewNomination(
        ctx,
        id,
        staff,
        review as keyof typeof REVIEWS,
        null,
        requestMetadata(req, staff),
      );
      await settled(res, appended);
      res.json({ message, status } satisfies NominationStatusChanged);
    });
  }

  router.post('/admin/you-scout/nominations/:id/reject', async (req, res) => {
    const id = nominationId(req);
    const { reason } = parseInput(reasonSchema, req.body);
    const staff = user(req).id;
    const appended = await reviewNomination(
      ctx,
      id,
      staff,
      'reject',
      reason,
      requestMetadata(req, staff),
    );
    await settled(res, appended);
    res.json({
      message: 'Nomination rejected',
      status: 'rejected',
    } satisfies NominationStatusChanged);
  });

  router.post('/admin/you-scout/nominations/:id/notes', async (req, res) => {
    const id = nominationId(req);
    const { note } = parseInput(noteSchema, req.body);
    const staff = user(req).id;
    const appended = await addNominationNote(ctx, id, staff, note, requestMetadata(req, staff));
    await settled(res, appended);
    res.status(201).json({ message: 'Note added' } satisfies YouScoutMessage);
  });

  router.post('/admin/you-scout/nominations/:id/void-votes', async (req, res) => {
    const id = nominationId(req);
    const window = parseInput(voidVotesSchema, req.body);
    const staff = user(req).id;
    const { appended, voided } = await voidNominationVotes(
      ctx,
      id,
      staff,
      window,
      requestMetadata(req, staff),
    );
    await settled(res, appended);
    res.json({
      message: `${voided} vote${voided === 1 ? '' : 's'} voided`,
    } satisfies YouScoutMessage);
  });

  for (const action of ['hide', 'restore'] as const) {
    router.post(`/admin/you-scout/comments/:id/${action}`, async (req, res) => {
      const id = commentId(req);
      const { reason } = parseInput(reasonSchema, req.body);
      const staff = user(req).id;
      const appended = await moderateComment(
        ctx,
        id,
        action,
        staff,
        reason,
        requestMetadata(req, staff),
      );
      await settled(res, appended);
      res.json({
        message: action === 'hide' ? 'Comment hidden' : 'Comment restored',
      } satisfies YouScoutMessage);
    });
  }

  // ── The badge catalogue and hand awards ──────────────────────────────────
  const badgeId = (req: Request) => parseInput(badgeIdParams, req.params).id;
  const answerBadge = async (
    res: Response,
    edited: { badge: BadgeRecord; appended: AppendResult | undefined },
    status = 200,
  ) => {
    if (edited.appended) await settled(res, edited.appended);
    const { id, name, description, icon, requirements, rule, retired } = edited.badge;
    res
      .status(status)
      .json({ id, name, description, icon, requirements, rule, retired } satisfies BadgeRecord);
  };

  router.post('/admin/you-scout/badges', async (req, res) => {
    const fields = parseInput(badgeSchema, req.body);
    const staff = user(req).id;
    await answerBadge(res, await createBadge(ctx, staff, fields, requestMetadata(req, staff)), 201);
  });

  router.put('/admin/you-scout/badges/:id', async (req, res) => {
    const id = badgeId(req);
    // react-admin sends the whole record back: its id and retired flag are not edits.
    const { id: _, retired: __, ...edits } = (req.body ?? {}) as Record<string, unknown>;
    const changes = parseInput(badgeUpdateSchema, edits);
    const staff = user(req).id;
    await answerBadge(res, await updateBadge(ctx, staff, id, changes, requestMetadata(req, staff)));
  });

  router.post('/admin/you-scout/badges/:id/retire', async (req, res) => {
    const id = badgeId(req);
    const staff = user(req).id;
    await answerBadge(res, await retireBadge(ctx, staff, id, requestMetadata(req, staff)));
  });

  router.post('/admin/you-scout/badges/:id/award', async (req, res) => {
    const id = badgeId(req);
    const { userId, reason } = parseInput(awardBodySchema, req.body);
    const staff = user(req).id;
    const appended = await awardBadge(
      ctx,
      staff,
      id,
      { userId, reason },
      requestMetadata(req, staff),
    );
    await settled(res, appended);
    res.status(201).json({ message: 'Badge awarded' } satisfies YouScoutMessage);
  });

  return router;
}
