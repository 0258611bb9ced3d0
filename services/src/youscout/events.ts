import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';
import { sealedField } from '../families/schemas';
import {
  BADGE_RULES,
  HANDS,
  HOLD_REASONS,
  NOMINATION_STATUSES,
  POSITIONS,
  REMOVAL_CHANNELS,
  REMOVAL_REQUESTERS,
  SPORTS,
  STATES,
} from './constants';

// ── Streams ─────────────────────────────────────────────────────────────────
// What must be consistent is one stream appended at its revision: a nomination's status, one
// vote per voter and nomination ('no_stream'), a comment's moderation and its reports (one per
// user), the badge catalogue's names and rules, one award per user and badge ('no_stream').

export const nominationStream = (nominationId: string): string => `nomination-${nominationId}`;
/** One stream per voter and nomination, appended with 'no_stream': the store refuses a second vote. */
export const nominationVoteStream = (nominationId: string, voterKey: string): string =>
  `scoutvote-${nominationId}-${voterKey}`;
export const commentStream = (commentId: string): string => `scoutcomment-${commentId}`;
export const BADGE_CATALOGUE_STREAM = 'scoutbadges-catalogue';
/** One stream per user and badge, appended with 'no_stream': a badge is awarded once. */
export const userBadgeStream = (userId: string, badgeId: string): string =>
  `userbadge-${userId}-${badgeId}`;

// ── Fields ──────────────────────────────────────────────────────────────────

const optionalSealed = sealedField.nullable();

/**
 * A minor's personal fields (PLATFORM.md §0), each sealed with the athlete's key (families'
 * sealing.ts): erasing the key leaves every reader "removed". The nominator's contact details
 * and the guardian's address are sealed with them: they are contact details about this child.
 * The performance text is sealed too: it is free text about the child and usually names them.
 */
export const personalFields = z.object({
  firstName: sealedField,
  lastName: sealedField,
  school: optionalSealed,
  city: optionalSealed,
  gameLocation: optionalSealed,
  performance: sealedField,
  /** The canonical address of the video (services/src/videos), sealed. */
  video: optionalSealed,
  submittedByName: sealedField,
  submittedByEmail: sealedField,
  submittedByPhone: optionalSealed,
  guardianEmail: optionalSealed,
});
export type PersonalFields = z.infer<typeof personalFields>;

/** What is public about the athlete, stored in clear: nothing that names or locates them. */
export const athleteFacts = {
  age: z.number().int(),
  sport: z.enum(SPORTS),
  position: z.enum(POSITIONS),
  secondaryPosition: z.enum(POSITIONS).nullable(),
  handedness: z.enum(HANDS).nullable(),
  state: z.enum(STATES),
  /** YYYY-MM-DD, staff only on reads (PLATFORM.md §0). */
  gameDate: z.iso.date().nullable(),
};

const reason = z.string().min(1);
const change = z.object({ from: z.unknown(), to: z.unknown() });

// Version 1 shapes; an upcaster goes in front of parseYouScoutEvent when one changes.
export const youScoutEventSchema = z.discriminatedUnion('type', [
  // ── nomination-<id> ──
  event('NominationSubmitted', {
    nominationId: z.string(),
    /** The person the sealed fields belong to, and the athlete of families' consent and erasure. */
    athleteId: z.string(),
    submittedByUserId: z.string(),
    /** The nominator says they are the athlete's parent or guardian (then no guardian address). */
    nominatorIsGuardian: z.boolean(),
    ...athleteFacts,
    personal: personalFields,
    submittedAt: timestamp,
  }),
  event('NominationApproved', { nominationId: z.string(), by: z.string(), approvedAt: timestamp }),
  // The reason is shown to the nominator.
  event('NominationRejected', {
    nominationId: z.string(),
    by: z.string(),
    reason,
    rejectedAt: timestamp,
  }),
  event('NominationFeatured', { nominationId: z.string(), by: z.string(), featuredAt: timestamp }),
  event('NominationArchived', {
    nominationId: z.string(),
    by: z.string(),
    from: z.enum(['approved', 'featured']),
    archivedAt: timestamp,
  }),
  event('NominationWithdrawn', {
    nominationId: z.string(),
    by: z.string(),
    withdrawnAt: timestamp,
  }),
  // Honoured at once; the handler deletes the athlete's key first (crypto-shredding).
  event('NominationRemoved', {
    nominationId: z.string(),
    athleteId: z.string(),
    /** The account that asked, or null for a guardian who asked by a mailed link without one. */
    requestedBy: z.string().nullable(),
    requestedAs: z.enum(REMOVAL_REQUESTERS),
    from: z.enum(NOMINATION_STATUSES),
    removedAt: timestamp,
    /** Added later (optional): 'mailed-link' when asked by a signed link mailed to an address on record. */
    via: z.enum(REMOVAL_CHANNELS).optional(),
    /** The mailed link's id, so that link answers "used already" afterwards. */
    linkId: z.string().optional(),
  }),
  // Staff's internal notes (adminNotes), sealed: they are about the child.
  event('NominationNoteAdded', {
    nominationId: z.string(),
    by: z.string(),
    note: sealedField,
    addedAt: timestamp,
  }),
  // A burst of stuffed votes: they stay in the log and leave the count.
  event('NominationVotesVoided', {
    nominationId: z.string(),
    voteIds: z.array(z.string()).min(1),
    from: timestamp,
    to: timestamp,
    by: z.string(),
    reason,
    voidedAt: timestamp,
  }),
  // ── scoutvote-<nominationId>-<voterKey> ──
  event('NominationVoteCast', {
    nominationId: z.string(),
    /** Names the vote in a void (the voter's key goes in no other event). */
    voteId: z.string(),
    /** The account id, or a signed-out visitor's HMAC (docs/decisions/0004). */
    voterKey: z.string(),
    userId: z.string().nullable(),
    /** When the voter's account was made (staff see the share of day-old accounts). */
    accountCreatedAt: timestamp.nullable(),
    castAt: timestamp,
  }),
  // ── scoutcomment-<commentId> ──
  event('ScoutCommentPosted', {
    commentId: z.string(),
    nominationId: z.string(),
    userId: z.string(),
    authorName: z.string(),
    /** Sealed with the athlete's key: comments about a child go when the child's data goes. */
    comment: sealedField,
    status: z.enum(['shown', 'held']),
    heldFor: z.array(z.enum(HOLD_REASONS)),
    postedAt: timestamp,
  }),
  event('ScoutCommentReported', {
    commentId: z.string(),
    nominationId: z.string(),
    reportedBy: z.string(),
    reason: z.string().nullable(),
    reportedAt: timestamp,
  }),
  // The reason is public: the placeholder reads "removed by a moderator: <reason>".
  event('ScoutCommentHidden', {
    commentId: z.string(),
    nominationId: z.string(),
    by: z.string(),
    reason,
    from: z.enum(['shown', 'held']),
    hiddenAt: timestamp,
  }),
  event('ScoutCommentRestored', {
    commentId: z.string(),
    nominationId: z.string(),
    by: z.string(),
    reason,
    from: z.enum(['held', 'hidden']),
    restoredAt: timestamp,
  }),
  // ── scoutbadges-catalogue ──
  event('ScoutBadgeCreated', {
    badgeId: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    requirements: z.string(),
    /** The rule that awards it by itself, or null for a badge staff give by hand. */
    rule: z.enum(BADGE_RULES).nullable(),
    by: z.string(),
    createdAt: timestamp,
  }),
  event('ScoutBadgeUpdated', {
    badgeId: z.string(),
    changes: z.record(z.string(), change),
    by: z.string(),
    updatedAt: timestamp,
  }),
  // No longer awarded; badges awarded already stay.
  event('ScoutBadgeRetired', { badgeId: z.string(), by: z.string(), retiredAt: timestamp }),
  // ── userbadge-<userId>-<badgeId> ──
  event('ScoutBadgeAwarded', {
    userId: z.string(),
    badgeId: z.string(),
    /** The rule that awarded it, or null when staff gave it. */
    rule: z.enum(BADGE_RULES).nullable(),
    /** What met the rule: the nomination or comment, when one did. */
    cause: z.string().nullable(),
    /** The staff member who gave it by hand, or null for a rule. */
    awardedBy: z.string().nullable(),
    reason: z.string().nullable(),
    awardedAt: timestamp,
  }),
]);

export type YouScoutEvent = z.infer<typeof youScoutEventSchema>;
export type YouScoutEventType = YouScoutEvent['type'];
export type YouScoutEventOf<Type extends YouScoutEventType> = Extract<
  YouScoutEvent,
  { type: Type }
>;

export const YOUSCOUT_EVENT_TYPES: readonly YouScoutEventType[] = youScoutEventSchema.options.map(
  (option) => option.shape.type.value,
);

/** Validates a stored event's data against its type's schema; throws a ZodError when it does not fit. */
export const parseYouScoutEvent = (type: string, data: unknown): YouScoutEvent =>
  youScoutEventSchema.parse({ type, data });

/** When the event happened, by its own clock (seeded history is back-dated this way). */
export function eventTime(event: YouScoutEvent): string {
  switch (event.type) {
    case 'NominationSubmitted':
      return event.data.submittedAt;
    case 'NominationApproved':
      return event.data.approvedAt;
    case 'NominationRejected':
      return event.data.rejectedAt;
    case 'NominationFeatured':
      return event.data.featuredAt;
    case 'NominationArchived':
      return event.data.archivedAt;
    case 'NominationWithdrawn':
      return event.data.withdrawnAt;
    case 'NominationRemoved':
      return event.data.removedAt;
    case 'NominationNoteAdded':
      return event.data.addedAt;
    case 'NominationVotesVoided':
      return event.data.voidedAt;
    case 'NominationVoteCast':
      return event.data.castAt;
    case 'ScoutCommentPosted':
      return event.data.postedAt;
    case 'ScoutCommentReported':
      return event.data.reportedAt;
    case 'ScoutCommentHidden':
      return event.data.hiddenAt;
    case 'ScoutCommentRestored':
      return event.data.restoredAt;
    case 'ScoutBadgeCreated':
      return event.data.createdAt;
    case 'ScoutBadgeUpdated':
      return event.data.updatedAt;
    case 'ScoutBadgeRetired':
      return event.data.retiredAt;
    case 'ScoutBadgeAwarded':
      return event.data.awardedAt;
    default: {
      const never: never = event;
      return never;
    }
  }
}
