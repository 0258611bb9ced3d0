/** YouScout's back-office records and answers: the server's answer schemas (docs/api.md). */
import type { BadgeRecord, UserBadgeRecord } from '@server/youscout/badges/schemas';
import type { NominationMove } from '@server/youscout/constants';
import type {
  adminCommentRecord,
  adminNominationDetail,
  adminNominationRecord,
} from '@server/youscout/nominations/schemas';
import type { z } from 'zod';

/** GET /api/admin/you-scout/nominations: a row. */
export type NominationRecord = z.output<typeof adminNominationRecord>;
/** GET /api/admin/you-scout/nominations/{id}: the record with its votes and history. */
export type NominationDetail = z.output<typeof adminNominationDetail>;
export type HistoryRow = NominationDetail['history'][number];
/** GET /api/admin/you-scout/comments: a row. */
export type CommentRecord = z.output<typeof adminCommentRecord>;
export type {
  AgeGroup,
  BadgeRule,
  CommentStatus,
  NominationStatus,
  Sport,
  UsState,
} from '@server/youscout/constants';
export type { NominationStatusChanged, YouScoutMessage } from '@server/youscout/write-schemas';
export type { BadgeRecord, UserBadgeRecord };

/** The reviews staff make from the back office (withdrawing is the nominator's). */
export const STAFF_REVIEWS = [
  'approve',
  'reject',
  'feature',
  'archive',
] as const satisfies readonly NominationMove[];
export type StaffReview = (typeof STAFF_REVIEWS)[number];
