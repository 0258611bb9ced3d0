/** The read tables this area's queries read, row by row (their projectors write them). */
/** The specification's activity types. */
export const ACTIVITY_TYPES = ['profile_update', 'nomination', 'vote', 'comment', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export type UserActivityRow = {
  id: string;
  user_id: string;
  activity_type: ActivityType;
  activity_data: Record<string, unknown>;
  created_at: Date;
};
