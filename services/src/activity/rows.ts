/** The read tables this area's queries read, row by row (their projectors write them). */
import type { ActivityType } from './constants';

export type UserActivityRow = {
  id: string;
  user_id: string;
  activity_type: ActivityType;
  activity_data: Record<string, unknown>;
  created_at: Date;
};
