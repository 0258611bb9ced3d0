import { z } from 'zod';
import { AGE_GROUPS, BADGE_RULES, NOMINATION_STATUSES } from './constants';
import { awardSchema } from './schemas';

// The write side's path parameters and answers, as sent on the wire (strict: a field the routes
// did not mean to send fails the tests' answer check).

export const nominationIdParams = z.strictObject({
  id: z.uuid({ error: 'Nomination id must be a UUID' }),
});
export const commentIdParams = z.strictObject({
  id: z.uuid({ error: 'Comment id must be a UUID' }),
});
const status = z.enum(NOMINATION_STATUSES);

/** POST /you-scout/nominations: the new nomination, pending, and whether consent was asked. */
export const nominationCreatedAnswer = z.strictObject({
  id: z.uuid(),
  status,
  /** Under 13: a consent link went to the guardian's address (the nominator's, as guardian). */
  consentRequested: z.boolean(),
});
export type NominationCreated = z.output<typeof nominationCreatedAnswer>;

/** A status change (withdraw, reviews): what was done, and the status now. */
export const nominationStatusAnswer = z.strictObject({ message: z.string(), status });
export type NominationStatusChanged = z.output<typeof nominationStatusAnswer>;

export const youScoutMessageAnswer = z.strictObject({ message: z.string() });
export type YouScoutMessage = z.output<typeof youScoutMessageAnswer>;

/** POST /you-scout/nominations/:id/vote. */
export const nominationVoteAnswer = z.strictObject({
  message: z.string(),
  nominationId: z.uuid(),
  /** Counted votes (cast − voided) from the read model; null while it cannot be read. */
  communityVotes: z.number().int().nonnegative().nullable(),
});
export type NominationVoteResult = z.output<typeof nominationVoteAnswer>;

/** POST /you-scout/nominations/:id/comments: shown at once, or held for a moderator. */
export const commentCreatedAnswer = z.strictObject({
  id: z.uuid(),
  status: z.enum(['shown', 'held']),
});
export type CommentCreated = z.output<typeof commentCreatedAnswer>;

export const badgeIdParams = z.strictObject({ id: z.uuid({ error: 'Badge id must be a UUID' }) });

/** POST /admin/you-scout/badges/:id/award: the badge is the path's. */
export const awardBodySchema = awardSchema.omit({ badgeId: true });

/** A badge of the catalogue as staff edit it (react-admin's record). */
export const badgeRecordAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  requirements: z.string(),
  rule: z.enum(BADGE_RULES).nullable(),
  retired: z.boolean(),
});
export type BadgeRecord = z.output<typeof badgeRecordAnswer>;

/** GET /you-scout/removal-links?token=: the nomination a mailed link removes, public fields only. */
export const removalLinkAnswer = z.strictObject({
  nominationId: z.uuid(),
  requestedAs: z.enum(['guardian', 'nominator']),
  expiresAt: z.iso.datetime(),
  athlete: z.strictObject({
    name: z.string(),
    ageGroup: z.enum(AGE_GROUPS),
    sport: z.string(),
    state: z.string(),
  }),
});
export type RemovalLinkDescription = z.output<typeof removalLinkAnswer>;
