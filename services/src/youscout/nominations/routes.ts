import { Router } from 'express';
import { type AppContext, clientKey, requestMetadata } from '../../core/context';
import { requireAdmin, requireSignedIn, type SignedInUser } from '../../core/http/auth';
import { recipientKey, spend, TOO_MANY } from '../../core/http/rate-limits';
import { route } from '../../core/http/route';
import { parseInput } from '../../core/http/validate';
import { type NominationStatus, REMOVAL_REQUESTED } from '../constants';
import { nominationId, settledIn, user } from '../routing';
import {
  type NominateInput,
  nominateSchema,
  noteSchema,
  reasonSchema,
  removalRequestSchema,
  removalTokenSchema,
} from '../schemas';
import type {
  NominationCreated,
  NominationStatusChanged,
  RemovalLinkDescription,
  YouScoutMessage,
} from '../write-schemas';
import {
  addNominationNote,
  removeNomination,
  reviewNomination,
  submitNomination,
  withdrawNomination,
} from './commands';
import { needsConsent } from './nomination';
import { nominationWriteOperations as op } from './openapi';
import { confirmRemovalLink, describeRemovalLink, requestRemovalLink } from './removal-links';

const TOO_MANY_REQUESTS = 'Too many forms sent from this address; please try again later';

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
/** The reviews staff make, each with its path, the status it leads to and what it says. */
const REVIEWS = {
  approve: { status: 'approved', message: 'Nomination approved' },
  feature: { status: 'featured', message: 'Nomination featured' },
  archive: { status: 'archived', message: 'Nomination archived' },
} as const satisfies Record<string, { status: NominationStatus; message: string }>;

/** Nominations' writes: nominate, withdraw, remove (also by a mailed link); staff's reviews and notes. */
export function nominationRoutes(ctx: AppContext): Router {
  const router = Router();
  const settled = settledIn(ctx);

  route(router, op.nominate, requireSignedIn, async (req, res) => {
    const input = parseInput(nominateSchema, req.body);
    const nominator = user(req);
    await spendNomination(ctx, nominator, input);
    const metadata = requestMetadata(ctx, req, nominator.id);
    const created = await submitNomination(ctx, nominator, input, metadata);
    await settled(res, created.appended);
    res.status(201).json({
      id: created.nominationId,
      status: 'pending',
      consentRequested: created.consentRequested,
    } satisfies NominationCreated);
  });

  route(router, op.withdraw, requireSignedIn, async (req, res) => {
    const id = nominationId(req);
    const userId = user(req).id;
    const appended = await withdrawNomination(ctx, id, userId, requestMetadata(ctx, req, userId));
    await settled(res, appended);
    res.json({
      message: 'Nomination withdrawn',
      status: 'withdrawn',
    } satisfies NominationStatusChanged);
  });

  // The athlete's data is erased at once (key first); the nomination is "removed" everywhere.
  route(router, op.remove, requireSignedIn, async (req, res) => {
    const id = nominationId(req);
    const asker = user(req);
    const appended = await removeNomination(ctx, id, asker, requestMetadata(ctx, req, asker.id));
    await settled(res, appended);
    res.json({
      message: "Nomination removed; the athlete's personal data has been erased",
    } satisfies YouScoutMessage);
  });

  // ── Removal by a link mailed to an address on record ──
  // Always the same answer: whether the address is on record is never told.
  route(router, op.removalRequest, async (req, res) => {
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
    await requestRemovalLink(ctx, id, email, ctx.clock.now());
    res.status(202).json({ message: REMOVAL_REQUESTED } satisfies YouScoutMessage);
  });

  route(router, op.removalLink, async (req, res) => {
    const { token } = parseInput(removalTokenSchema, req.query);
    res.json(
      (await describeRemovalLink(ctx, token, ctx.clock.now())) satisfies RemovalLinkDescription,
    );
  });

  route(router, op.removalConfirm, async (req, res) => {
    const { token } = parseInput(removalTokenSchema, req.body);
    const appended = await confirmRemovalLink(ctx, token, requestMetadata(ctx, req, null));
    await settled(res, appended);
    res.json({
      message: "Nomination removed; the athlete's personal data has been erased",
    } satisfies YouScoutMessage);
  });

  // ── Staff ────────────────────────────────────────────────────────────────
  router.use('/admin/you-scout', requireAdmin);

  for (const [review, { status, message }] of Object.entries(REVIEWS)) {
    route(router, op[review as keyof typeof REVIEWS], async (req, res) => {
      const id = nominationId(req);
      const staff = user(req).id;
      const appended = await reviewNomination(
        ctx,
        id,
        staff,
        review as keyof typeof REVIEWS,
        null,
        requestMetadata(ctx, req, staff),
      );
      await settled(res, appended);
      res.json({ message, status } satisfies NominationStatusChanged);
    });
  }

  route(router, op.reject, async (req, res) => {
    const id = nominationId(req);
    const { reason } = parseInput(reasonSchema, req.body);
    const staff = user(req).id;
    const appended = await reviewNomination(
      ctx,
      id,
      staff,
      'reject',
      reason,
      requestMetadata(ctx, req, staff),
    );
    await settled(res, appended);
    res.json({
      message: 'Nomination rejected',
      status: 'rejected',
    } satisfies NominationStatusChanged);
  });

  route(router, op.note, async (req, res) => {
    const id = nominationId(req);
    const { note } = parseInput(noteSchema, req.body);
    const staff = user(req).id;
    const appended = await addNominationNote(
      ctx,
      id,
      staff,
      note,
      requestMetadata(ctx, req, staff),
    );
    await settled(res, appended);
    res.status(201).json({ message: 'Note added' } satisfies YouScoutMessage);
  });

  return router;
}
