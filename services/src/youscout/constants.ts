/**
 * YouScout's rules, once (PLATFORM.md §1): the server validates with them and both sites import
 * them. It imports only other areas' constants, which import nothing, so a site can bundle it.
 */
import { CHILD_MAX_AGE, CHILD_MIN_AGE, CONSENT_AGE } from '../families/constants';
import { MATCHUP_SPORTS } from '../profiles/areas/constants';
import { HANDS, POSITIONS } from '../prospects/constants';

/** The board's lists (a nomination's positions and hands are the board's). */
export { CONSENT_AGE, HANDS, POSITIONS };
/** The sports the site serves. */
export const SPORTS = MATCHUP_SPORTS;
export type Sport = (typeof SPORTS)[number];

/** Ages 6-18 (PLATFORM.md §0); under CONSENT_AGE public only with a guardian's consent. */
export const MIN_AGE = CHILD_MIN_AGE;
export const MAX_AGE = CHILD_MAX_AGE;

/**
 * Whether a nomination asks for a guardian's address: the athlete is under CONSENT_AGE and the
 * nominator is not their parent or guardian (then the consent link goes to the nominator). Judged
 * only on an age that is one (a whole number from MIN_AGE to MAX_AGE): the form asks with it as
 * the age is typed, and the schema even when another field failed.
 */
export const asksGuardianEmail = (age: unknown, nominatorIsGuardian: boolean): boolean =>
  typeof age === 'number' &&
  Number.isInteger(age) &&
  age >= MIN_AGE &&
  age <= MAX_AGE &&
  age < CONSENT_AGE &&
  !nominatorIsGuardian;

/** The leaderboard's age groups (PLATFORM.md §1). */
export const AGE_GROUPS = ['6-9', '10-12', '13-15', '16-18'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const ageGroupOf = (age: number): AgeGroup =>
  age <= 9 ? '6-9' : age <= 12 ? '10-12' : age <= 15 ? '13-15' : '16-18';

/** US states, DC and the territories, by their postal codes. */
// biome-ignore format: a table reads better than one code a line
export const STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP',
] as const;
export type UsState = (typeof STATES)[number];

/** Lengths in characters (after trimming). */
export const LIMITS = {
  name: 50,
  school: 100,
  city: 100,
  gameLocation: 150,
  performanceMin: 20,
  performanceMax: 2000,
  nominatorName: 100,
  email: 254,
  phone: 30,
  reason: 500,
  note: 2000,
  comment: 1000,
  badgeName: 60,
  badgeDescription: 300,
  badgeIcon: 40,
  badgeRequirements: 300,
} as const;

export const NOMINATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'featured',
  'archived',
  'withdrawn',
  'removed',
] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];
/** Only these are shown publicly (and, under CONSENT_AGE, only with consent on record). */
export const PUBLIC_STATUSES = ['approved', 'featured'] as const satisfies NominationStatus[];

/** The moves a nomination's status makes: staff's reviews and the nominator's withdrawal. */
export const NOMINATION_MOVES = ['approve', 'reject', 'feature', 'archive', 'withdraw'] as const;
export type NominationMove = (typeof NOMINATION_MOVES)[number];
/**
 * The moves allowed from each status, in the order the back office offers them: decide refuses
 * every other (nominations/decide.ts, each refusal in its own words), the answers'
 * `allowedTransitions` list these, and the back office offers staff's. Removal is not a move: it
 * is honoured from every status.
 */
export const NEXT_MOVES = {
  pending: ['approve', 'reject', 'withdraw'],
  approved: ['feature', 'archive'],
  rejected: [],
  featured: ['archive'],
  archived: [],
  withdrawn: [],
  removed: [],
} as const satisfies Record<NominationStatus, readonly NominationMove[]>;

/** Who asked for a nomination's removal (PLATFORM.md §0: the guardian or the athlete; staff for them). */
export const REMOVAL_REQUESTERS = ['guardian', 'athlete', 'staff', 'nominator'] as const;
export type RemovalRequester = (typeof REMOVAL_REQUESTERS)[number];
/** How a removal was asked for: by a signed-in account, or by a link mailed to an address on record. */
export const REMOVAL_CHANNELS = ['account', 'mailed-link'] as const;
export type RemovalChannel = (typeof REMOVAL_CHANNELS)[number];
/** How long a mailed removal link works. */
export const REMOVAL_LINK_HOURS = 24;
/** What asking for a removal link always answers, whoever the address belongs to. */
export const REMOVAL_REQUESTED =
  "If that address belongs to this nomination's guardian or nominator, we have mailed a link to remove it";

export const COMMENT_STATUSES = ['shown', 'held', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
/** Why the filter held a comment for review. */
export const HOLD_REASONS = ['profanity', 'contact-details', 'meeting-alone'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
/** The public placeholder of a hidden comment (PLATFORM.md §1). */
export const hiddenPlaceholder = (reason: string): string => `removed by a moderator: ${reason}`;

/** The rules that award badges by themselves (PLATFORM.md §1); a badge without one is given by staff. */
export const BADGE_RULES = [
  'first-nomination',
  'first-approved-nomination',
  'nomination-25-votes',
  'nomination-100-votes',
  'three-approved-nominations',
  'ten-comments-kept',
] as const;
export type BadgeRule = (typeof BADGE_RULES)[number];
/** A badge is active until staff retire it; a retired badge is kept for those who have it. */
export const BADGE_STATES = ['active', 'retired'] as const;
export type BadgeState = (typeof BADGE_STATES)[number];
export const badgeState = (badge: { retired: boolean }): BadgeState =>
  badge.retired ? 'retired' : 'active';
/** What staff do to a badge in the catalogue. */
export const BADGE_MOVES = ['update', 'award', 'retire'] as const;
export type BadgeMove = (typeof BADGE_MOVES)[number];
/**
 * The moves allowed from each state: decide refuses every other (badges/decide.ts), and the back
 * office offers award and retire from them (an update is its form).
 */
export const NEXT_BADGE_MOVES = {
  active: ['update', 'award', 'retire'],
  retired: [],
} as const satisfies Record<BadgeState, readonly BadgeMove[]>;
export const BADGE_RULE_LABELS: Record<BadgeRule, string> = {
  'first-nomination': 'Submitted a first nomination',
  'first-approved-nomination': 'Had a first nomination approved',
  'nomination-25-votes': 'A nomination reached 25 community votes',
  'nomination-100-votes': 'A nomination reached 100 community votes',
  'three-approved-nominations': 'Had three nominations approved',
  'ten-comments-kept': 'Ten comments kept up (not hidden by a moderator)',
};

/**
 * The icon names a badge may draw with (each site maps them to its drawing); a badge's `icon`
 * is any short text staff typed, and a name not listed here draws as the award ribbon.
 */
export const BADGE_ICONS = [
  'award',
  'binoculars',
  'clock',
  'comment',
  'flame',
  'medal',
  'star',
  'thumb-up',
  'trophy',
] as const;
export type BadgeIconName = (typeof BADGE_ICONS)[number];
export const isBadgeIconName = (name: string): name is BadgeIconName =>
  (BADGE_ICONS as readonly string[]).includes(name);

/** Messages the server and the forms share (document 2 §5's style: say what to fix). */
export const MESSAGES = {
  guardianEmailRequired: "A parent or guardian's email is required for athletes under 13",
  gameDateFuture: 'Game date cannot be in the future',
  reasonRequired: 'A reason is required',
} as const;

// ── The votes from one address's accounts, in words ────────────────────────
// How both back offices (the admin app and the site's YouScout drawer) put a nomination's
// `votes.sharedAddresses` into words: the days one address made several of its voters' accounts.

export type SharedAddressGroup = { day: string; accountsMade: number; voted: number };

/** Records of who made an account are kept this many days (accounts/registration-clients.ts). */
export const SHARED_ADDRESS_DAYS = 30;

/** "3 of 4 accounts one address made on Dec 2, 2026; …", or that there are none. */
export function describeSharedAddresses(groups: readonly SharedAddressGroup[]): string {
  if (groups.length === 0) return `None in the last ${SHARED_ADDRESS_DAYS} days`;
  return groups
    .map(
      ({ day, accountsMade, voted }) =>
        `${voted} of ${accountsMade} accounts one address made on ${longDay(day)}`,
    )
    .join('; ');
}

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
