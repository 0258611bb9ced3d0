import { z } from 'zod';
import { BADGE_RULES } from '../constants';

// ── Badges' answers (the read side of the catalogue and the awards) ──────────

export const userIdParams = z.strictObject({ userId: z.uuid({ error: 'Not a user id' }) });

/** A badge of the public catalogue (active badges only). */
export const publicBadge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  requirements: z.string(),
  /** The rule that awards it by itself, or null for a badge staff give by hand. */
  rule: z.enum(BADGE_RULES).nullable(),
});
export const badgeCatalogueAnswer = z.object({ data: z.array(publicBadge) });
export type BadgeCatalogueAnswer = z.output<typeof badgeCatalogueAnswer>;

/** A badge a user has (a retired badge awarded before stays). */
export const userBadge = z.object({
  badgeId: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  awardedAt: z.iso.datetime(),
});
export const userBadgesAnswer = z.object({ data: z.array(userBadge) });
export type UserBadgesAnswer = z.output<typeof userBadgesAnswer>;

/** The back office's badge record (react-admin: `id`), with how many have it. */
export const badgeRecord = publicBadge.extend({
  retired: z.boolean(),
  awarded: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  retiredAt: z.iso.datetime().nullable(),
});
export type BadgeRecord = z.output<typeof badgeRecord>;

/** The back office's award record: `id` is `<userId>:<badgeId>`. */
export const userBadgeRecord = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  badgeId: z.string(),
  badgeName: z.string().nullable(),
  rule: z.enum(BADGE_RULES).nullable(),
  /** The nomination or comment that met the rule. */
  cause: z.string().nullable(),
  /** The staff member who gave it by hand. */
  awardedBy: z.string().nullable(),
  reason: z.string().nullable(),
  awardedAt: z.iso.datetime(),
});
export type UserBadgeRecord = z.output<typeof userBadgeRecord>;
