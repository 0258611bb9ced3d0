/**
 * The area profiles' rules, once (PLATFORM.md §0 "One account": document 2's `matchup_users`
 * and `connect_users` are profiles of the one account). The server validates with them and the
 * public site's forms import them. Imports nothing, so a site can bundle it.
 */

/** Document 2's `matchup_users.role`; registration offers athlete, coach and scout (§6). */
export const MATCHUP_ROLES = ['coach', 'scout', 'athlete', 'admin'] as const;
export type MatchupRole = (typeof MATCHUP_ROLES)[number];
export const MATCHUP_REGISTRATION_ROLES = [
  'athlete',
  'coach',
  'scout',
] as const satisfies readonly MatchupRole[];

/** The sports the site serves (YouScout's rule, PLATFORM.md §1). */
export const MATCHUP_SPORTS = ['baseball', 'softball'] as const;
export const MATCHUP_LEVELS = ['youth', 'high_school', 'college', 'professional', 'other'] as const;

/** Document 2's `connect_users.userType`; admin is staff's, never chosen by the user. */
export const CONNECT_USER_TYPES = ['sponsor', 'organizer', 'athlete', 'admin'] as const;
export type ConnectUserType = (typeof CONNECT_USER_TYPES)[number];
export const CONNECT_CHOSEN_USER_TYPES = [
  'sponsor',
  'organizer',
  'athlete',
] as const satisfies readonly ConnectUserType[];

/** Lengths in characters, list sizes, and budgets in integer cents (PLATFORM.md §0: money). */
export const AREA_PROFILE_LIMITS = {
  organization: 100,
  title: 100,
  companyName: 100,
  biography: 1000,
  website: 200,
  targetAudience: 200,
  listItem: 50,
  listItems: 10,
  /** $10,000,000 in cents: a typo's ceiling, far above any youth sponsorship. */
  budgetCents: 1_000_000_000,
} as const;

export const AREA_LABELS = {
  organization: 'Organization',
  title: 'Title',
  companyName: 'Company or organization name',
  biography: 'Biography',
  website: 'Website',
  targetAudience: 'Target audience',
  preferredCategories: 'Preferred categories',
  geographicFocus: 'Geographic focus',
  typicalBudgetMin: 'Typical budget (minimum)',
  typicalBudgetMax: 'Typical budget (maximum)',
} as const;

export const MATCHUP_ROLE_MESSAGE = 'Matchups registration is for athletes, coaches and scouts';
export const MATCHUP_SPORT_MESSAGE = `Sport must be one of ${MATCHUP_SPORTS.join(', ')}`;
export const MATCHUP_LEVEL_MESSAGE = `Level must be one of ${MATCHUP_LEVELS.join(', ')}`;
export const CONNECT_USER_TYPE_MESSAGE = `Choose whether you are a ${CONNECT_CHOSEN_USER_TYPES.join(', ')}`;
export const WEBSITE_MESSAGE = 'Website must be a link starting with http:// or https://';
export const BUDGET_MESSAGE = 'A budget is a whole number of cents, 0 or more';
export const BUDGET_ORDER_MESSAGE = 'The maximum budget must not be less than the minimum';
export const VERIFIED_BY_STAFF = 'Verification is set by staff and cannot be changed here';

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
