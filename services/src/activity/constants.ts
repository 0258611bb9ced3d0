/** The specification's activity types. */
export const ACTIVITY_TYPES = ['profile_update', 'nomination', 'vote', 'comment', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
