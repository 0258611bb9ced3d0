import { Router } from 'express';
import { type AppContext, awaitProjection, requestMetadata } from '../core/context';
import type { AppendResult } from '../core/event-store/event-store';
import { requireAdmin, requireSignedIn, type SignedInUser } from '../core/http/auth';
import { spend, TOO_MANY } from '../core/http/rate-limits';
import { route } from '../core/http/route';
import { parseInput } from '../core/http/validate';
import { PAYMENT_EVENT_TYPES, paymentProvider } from '../payments';
import { answerGuardianLink, createChildProfile, requestGuardianLink } from './commands';
import {
  CARD_CHECK_CENTS,
  confirmCardCheck,
  giveGuardianConsent,
  recordStaffVerification,
  requestGuardianConsent,
  startCardCheck,
  withdrawGuardianConsent,
} from './consent';
import { CONSENT_AGE, CONSENT_LINK_HOURS } from './constants';
import { ageOn } from './decide';
import { eraseAthlete } from './erasure';
import { FAMILY_EVENT_TYPES } from './events';
import { familyOperations as op } from './openapi';
import { findConsentLink, findConsentRecord, findFamily } from './queries';
import {
  athleteIdParams,
  type CardCheck,
  type ChildCreated,
  type ConsentGiven,
  type ConsentLink,
  type ConsentRecord,
  type ConsentRequested,
  cardCheckConfirmSchema,
  childSchema,
  consentSchema,
  consentTokenQuery,
  type FamilyMessage,
  type FamilyOverview,
  guardianIdParams,
  type LinkRequested,
  linkRequestSchema,
  staffVerificationSchema,
} from './schemas';

const user = (req: { user?: SignedInUser }): SignedInUser => req.user as SignedInUser;

export function familyRoutes(ctx: AppContext): Router {
  const router = Router();
  const settled = (
    res: Parameters<typeof awaitProjection>[1],
    appended?: Pick<AppendResult, 'position'>,
  ) =>
    appended
      ? awaitProjection(ctx, res, appended, [...FAMILY_EVENT_TYPES, ...PAYMENT_EVENT_TYPES])
      : Promise.resolve();

  route(router, op.family, requireSignedIn, async (req, res) => {
    const answer: FamilyOverview = await findFamily(ctx.knex, user(req).id);
    res.json(answer);
  });

  route(router, op.createChild, requireSignedIn, async (req, res) => {
    const child = parseInput(childSchema, req.body);
    const guardian = user(req);
    const metadata = requestMetadata(ctx, req, guardian.id);
    const { athleteId, appended } = await createChildProfile(ctx, guardian, child, metadata);
    // A child under 13 is shown nowhere until a guardian consents through the mailed link.
    const needsConsent =
      ageOn(child.birthDate, new Date(metadata.occurredAt)) < CONSENT_AGE &&
      guardian.email !== null;
    const asked = needsConsent
      ? await requestGuardianConsent(ctx, guardian, athleteId, metadata)
      : undefined;
    await settled(res, asked ?? appended);
    const answer: ChildCreated = {
      athleteId,
      message: needsConsent
        ? 'Child profile created; we mailed you a link to give your consent'
        : 'Child profile created',
      consentRequested: needsConsent,
    };
    res.status(201).json(answer);
  });

  route(router, op.requestLink, requireSignedIn, async (req, res) => {
    const { athleteUsername } = parseInput(linkRequestSchema, req.body);
    const guardian = user(req);
    const metadata = requestMetadata(ctx, req, guardian.id);
    const { appended } = await requestGuardianLink(ctx, guardian, athleteUsername, metadata);
    await settled(res, appended);
    const answer: LinkRequested = {
      message: 'Link requested; the athlete sees it on their profile and can accept it',
    };
    res.status(201).json(answer);
  });

  for (const [operation, accept] of [
    [op.acceptLink, true],
    [op.declineLink, false],
  ] as const) {
    route(router, operation, requireSignedIn, async (req, res) => {
      const { guardianId } = parseInput(guardianIdParams, req.params);
      const athlete = user(req);
      const metadata = requestMetadata(ctx, req, athlete.id);
      await settled(res, await answerGuardianLink(ctx, athlete.id, guardianId, accept, metadata));
      const answer: FamilyMessage = { message: accept ? 'Link accepted' : 'Link declined' };
      res.json(answer);
    });
  }

  route(router, op.requestConsent, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteIdParams, req.params);
    const actor = user(req);
    await spend(ctx.limits.consentRequestsByUser, actor.id, TOO_MANY.consentRequests);
    const metadata = requestMetadata(ctx, req, actor.id);
    // The athlete's budget is spent only by those who may ask: three refusals of a stranger
    // would otherwise keep the guardian from asking for a day.
    const appended = await requestGuardianConsent(ctx, actor, athleteId, metadata, () =>
      spend(ctx.limits.consentRequestsByAthlete, athleteId, TOO_MANY.consentRequests),
    );
    await settled(res, appended);
    const answer: ConsentRequested = {
      message: "We mailed a consent link to the guardian's address on record",
      expiresAt: new Date(
        new Date(metadata.occurredAt).getTime() + CONSENT_LINK_HOURS * 3_600_000,
      ).toISOString(),
    };
    res.status(202).json(answer);
  });

  route(router, op.consentLink, async (req, res) => {
    const { token } = parseInput(consentTokenQuery, req.query);
    const answer: ConsentLink = await findConsentLink(ctx, token);
    res.json(answer);
  });

  // The guardian signs in (or registers) with the link's address: the link alone is not enough.
  route(router, op.giveConsent, requireSignedIn, async (req, res) => {
    const { token } = parseInput(consentSchema, req.body);
    const account = user(req);
    const metadata = requestMetadata(ctx, req, account.id);
    const { athleteId, appended } = await giveGuardianConsent(ctx, token, account, metadata);
    await settled(res, appended);
    const answer: ConsentGiven = { message: 'Thank you: your consent is on record', athleteId };
    res.json(answer);
  });

  // ── Verification for public display: the guardian's card check ──
  route(router, op.startCardCheck, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteIdParams, req.params);
    const guardian = user(req);
    const metadata = requestMetadata(ctx, req, guardian.id);
    const provider = paymentProvider(ctx, req, metadata);
    const check = await startCardCheck(ctx, provider, guardian, athleteId, metadata);
    await settled(res, check.appended);
    const answer: CardCheck = {
      paymentId: check.paymentId,
      checkoutUrl: check.checkoutUrl,
      amountCents: CARD_CHECK_CENTS,
    };
    res.status(201).json(answer);
  });

  route(router, op.confirmCardCheck, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteIdParams, req.params);
    const { paymentId } = parseInput(cardCheckConfirmSchema, req.body);
    const guardian = user(req);
    const metadata = requestMetadata(ctx, req, guardian.id);
    const provider = paymentProvider(ctx, req, metadata);
    const position = await confirmCardCheck(
      ctx,
      provider,
      guardian,
      athleteId,
      paymentId,
      metadata,
    );
    await settled(res, position && { position });
    const answer: FamilyMessage = {
      message: 'Thank you: your card check is done and refunded; your consent is verified',
    };
    res.json(answer);
  });

  // ── Staff: how consent was given, and their own verification ──
  route(router, op.consentRecord, requireAdmin, async (req, res) => {
    const { athleteId } = parseInput(athleteIdParams, req.params);
    const answer: ConsentRecord = await findConsentRecord(ctx, athleteId);
    res.json(answer);
  });

  route(router, op.verifyConsent, requireAdmin, async (req, res) => {
    const { athleteId } = parseInput(athleteIdParams, req.params);
    const input = parseInput(staffVerificationSchema, req.body);
    const staff = user(req);
    const metadata = requestMetadata(ctx, req, staff.id);
    await settled(res, await recordStaffVerification(ctx, staff, athleteId, input, metadata));
    const answer: FamilyMessage = { message: 'Verification recorded; consent is verified' };
    res.status(201).json(answer);
  });

  route(router, op.withdrawConsent, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteIdParams, req.params);
    const actor = user(req);
    const metadata = requestMetadata(ctx, req, actor.id);
    await settled(res, await withdrawGuardianConsent(ctx, actor, athleteId, metadata));
    const answer: FamilyMessage = {
      message: 'Consent withdrawn; the profile is no longer shown',
    };
    res.json(answer);
  });

  route(router, op.erase, requireSignedIn, async (req, res) => {
    const { athleteId } = parseInput(athleteIdParams, req.params);
    const actor = user(req);
    const metadata = requestMetadata(ctx, req, actor.id);
    await settled(res, await eraseAthlete(ctx, actor, athleteId, metadata));
    const answer: FamilyMessage = { message: "The athlete's personal data is erased" };
    res.json(answer);
  });

  return router;
}
