import { z } from 'zod';
import { consentRecordAnswer } from '../../families/schemas';
import {
  AGE_GROUPS,
  COMMENT_STATUSES,
  HANDS,
  HOLD_REASONS,
  NOMINATION_STATUSES,
  POSITIONS,
  SPORTS,
  STATES,
} from '../constants';

// ── The read side's inputs and answers (GET calls; the write side has schemas.ts) ──

export const nominationIdSchema = z.uuid({ error: 'Nomination id must be a UUID' });
export const nominationIdParams = z.object({ id: nominationIdSchema });

const positiveInt = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` })
    .max(max, { error: `${name} must be at most ${max}` })
    .default(fallback);

export const MAX_PER_PAGE = 100;

/** GET /you-scout/nominations: filters and a page (1-based). */
export const nominationsQuery = z.object({
  sport: z.enum(SPORTS, { error: `sport must be one of ${SPORTS.join(', ')}` }).optional(),
  ageGroup: z
    .enum(AGE_GROUPS, { error: `ageGroup must be one of ${AGE_GROUPS.join(', ')}` })
    .optional(),
  position: z.enum(POSITIONS, { error: 'position must be one of the board positions' }).optional(),
  state: z.enum(STATES, { error: 'state must be a US state code' }).optional(),
  q: z
    .string()
    .trim()
    .max(100, { error: 'q must be at most 100 characters' })
    .optional()
    .meta({ description: "Words in the athlete's first name or the performance" }),
  page: positiveInt('page', 10_000, 1),
  perPage: positiveInt('perPage', MAX_PER_PAGE, 20),
});

export const commentsQuery = z.object({
  page: positiveInt('page', 10_000, 1),
  perPage: positiveInt('perPage', MAX_PER_PAGE, 50),
});

const adminStatus = z
  .enum(NOMINATION_STATUSES, {
    error: `status must be one of ${NOMINATION_STATUSES.join(', ')}`,
  })
  .optional();
export const adminNominationsQuery = z.object({ status: adminStatus });
/** `review`: what waits for a moderator, held or reported (and not hidden). */
export const ADMIN_COMMENT_FILTERS = ['review', 'held', 'reported', 'hidden', 'shown'] as const;
export const adminCommentsQuery = z.object({
  status: z
    .enum(ADMIN_COMMENT_FILTERS, {
      error: `status must be one of ${ADMIN_COMMENT_FILTERS.join(', ')}`,
    })
    .optional(),
});

// ── Answers ─────────────────────────────────────────────────────────────────

const id = z.uuid();
const time = z.iso.datetime();
const count = z.number().int().min(0);
const transitions = z.array(z.enum(['approve', 'reject', 'feature', 'archive', 'withdraw']));

/** The athlete as an audience sees them (public.ts's athleteView). */
export const athleteViewAnswer = z.strictObject({
  name: z.string(),
  ageGroup: z.enum(AGE_GROUPS),
  sport: z.enum(SPORTS),
  position: z.enum(POSITIONS),
  secondaryPosition: z.enum(POSITIONS).nullable(),
  state: z.enum(STATES),
  performance: z.string(),
  video: z.string().nullable(),
  school: z.string().nullable().optional(),
  age: z.number().int().optional(),
  city: z.string().nullable().optional(),
  gameLocation: z.string().nullable().optional(),
  gameDate: z.string().nullable().optional(),
  contact: z
    .strictObject({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      guardianEmail: z.string().nullable(),
    })
    .optional(),
});

/** A public nomination in the list: the public view, its votes and its week's movement. */
export const nominationCardAnswer = z.strictObject({
  id,
  status: z.enum(['approved', 'featured']),
  athlete: athleteViewAnswer,
  handedness: z.enum(HANDS).nullable(),
  communityVotes: count,
  /** Place by counted votes among public nominations, 1 = most. */
  communityRank: z.number().int().min(1),
  /** The place 7 days ago minus now (positive: climbed), as the board's rankChange; null when newer. */
  movement7d: z.number().int().nullable(),
  createdAt: time,
});
export const nominationsAnswer = z.strictObject({
  data: z.array(nominationCardAnswer),
  /** Public nominations matching the filters. */
  total: count,
  /** Public nominations in all. */
  totalAll: count,
});
export const topWeekAnswer = z.strictObject({
  data: z.array(nominationCardAnswer.extend({ votesThisWeek: count })),
});

/** A badge as it shows beside its holder's name. */
export const nominatorBadgeAnswer = z.strictObject({
  id,
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  awardedAt: time,
});
/**
 * Who nominated: their username (public, as comments' authors) and badges; never the name, e-mail
 * or phone typed in the form. Null when the account is gone.
 */
export const nominatorAnswer = z
  .strictObject({
    userId: z.string(),
    username: z.string(),
    /** The newest award first. */
    badges: z.array(nominatorBadgeAnswer),
  })
  .nullable();

export const nominationAnswer = z.strictObject({
  id,
  status: z.enum(NOMINATION_STATUSES),
  isPublic: z.boolean(),
  audience: z.enum(['public', 'coach', 'staff']),
  athlete: athleteViewAnswer,
  handedness: z.enum(HANDS).nullable(),
  communityVotes: count,
  commentCount: count,
  nominator: nominatorAnswer,
  createdAt: time,
});
export type NominationDetail = z.output<typeof nominationAnswer>;

export const commentAnswer = z.strictObject({
  id,
  authorName: z.string(),
  /** The text; for a hidden comment, "removed by a moderator: <reason>". */
  text: z.string(),
  status: z.enum(COMMENT_STATUSES),
  /** The caller wrote it. */
  mine: z.boolean(),
  postedAt: time,
});
export const commentsAnswer = z.strictObject({ data: z.array(commentAnswer), total: count });

export const myNominationAnswer = z.strictObject({
  id,
  name: z.string(),
  status: z.enum(NOMINATION_STATUSES),
  isPublic: z.boolean(),
  communityVotes: count,
  commentCount: count,
  /** Shown to the nominator when staff rejected it. */
  rejectionReason: z.string().nullable(),
  /** What the nominator may do with it now (withdraw while pending). */
  allowedTransitions: transitions,
  createdAt: time,
  statusChangedAt: time,
});
export const myNominationsAnswer = z.strictObject({ data: z.array(myNominationAnswer) });

export const adminNominationRecord = z.strictObject({
  id,
  athleteId: id,
  status: z.enum(NOMINATION_STATUSES),
  isPublic: z.boolean(),
  /** A guardian's verified consent (card check or staff) is on record: what shows a child under 13. */
  consentOnRecord: z.boolean(),
  nominatorIsGuardian: z.boolean(),
  age: z.number().int(),
  ageGroup: z.enum(AGE_GROUPS),
  sport: z.enum(SPORTS),
  position: z.enum(POSITIONS),
  secondaryPosition: z.enum(POSITIONS).nullable(),
  handedness: z.enum(HANDS).nullable(),
  state: z.enum(STATES),
  gameDate: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  school: z.string().nullable(),
  city: z.string().nullable(),
  gameLocation: z.string().nullable(),
  performance: z.string(),
  video: z.string().nullable(),
  submittedByName: z.string(),
  submittedByEmail: z.string(),
  submittedByPhone: z.string().nullable(),
  guardianEmail: z.string().nullable(),
  submittedByUserId: z.string(),
  communityVotes: count,
  rejectionReason: z.string().nullable(),
  adminNotes: z.array(z.strictObject({ by: z.string(), note: z.string(), addedAt: time })),
  allowedTransitions: transitions,
  createdAt: time,
  statusChangedAt: time,
});
export const adminNominationDetail = adminNominationRecord.extend({
  /**
   * How the guardian's consent was given (method, address, whether it is the nominator's, who,
   * when) and verified (card check or staff); null when families never recorded the athlete.
   */
  consent: consentRecordAnswer.nullable(),
  votes: z.strictObject({
    cast: count,
    voided: count,
    /** Counted votes from accounts made less than a day before they voted. */
    fromDayOldAccounts: count,
    /**
     * The days on which one address (a client, by its keyed hash) made two or more accounts, at
     * least one of which cast a counted vote here: how many it made and how many voted. Records
     * of who made an account are kept 30 days, so older accounts are not grouped.
     */
    sharedAddresses: z.array(
      z.strictObject({ day: z.iso.date(), accountsMade: count, voted: count }),
    ),
  }),
  history: z.array(
    z.strictObject({
      status: z.enum(NOMINATION_STATUSES),
      actor: z.string().nullable(),
      reason: z.string().nullable(),
      at: time,
    }),
  ),
});

export const adminCommentRecord = z.strictObject({
  id,
  nominationId: id,
  userId: z.string(),
  authorName: z.string(),
  /** The text as written (staff read hidden and held ones too); "removed" once erased. */
  text: z.string(),
  status: z.enum(COMMENT_STATUSES),
  heldFor: z.array(z.enum(HOLD_REASONS)),
  hiddenReason: z.string().nullable(),
  reports: count,
  postedAt: time,
  updatedAt: time,
});
