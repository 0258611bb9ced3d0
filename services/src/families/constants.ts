/**
 * The families area's rules, once: the server validates with them and the public site imports
 * them. Imports nothing, so a site can bundle it.
 */

/** Under this age a child has no login of its own and appears publicly only after consent. */
export const CONSENT_AGE = 13;
/** From this age an athlete is an adult and may ask for the erasure of their own data. */
export const ADULT_AGE = 18;
/** The youngest and oldest athletes a child profile is for (PLATFORM.md §0: ages 6-18). */
export const CHILD_MIN_AGE = 6;
export const CHILD_MAX_AGE = 18;
/** How long a mailed consent link works. */
export const CONSENT_LINK_HOURS = 72;

export const NAME_MAX = 60;

/** What every read model shows for a personal field whose key was erased. */
export const REMOVED = 'removed';

export const LINK_STATUSES = ['requested', 'active', 'declined'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export const CONSENT_STATUSES = ['none', 'requested', 'given', 'withdrawn'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** A child profile, an athlete's own account, or an athlete someone nominated (no login, no guardian). */
export const ATHLETE_KINDS = ['child', 'account', 'nominated'] as const;
export type AthleteKind = (typeof ATHLETE_KINDS)[number];
