/** The read tables this area's queries read, row by row (their projectors write them). */
export type UserProfileRow = {
  user_id: string;
  display_name: string;
  bio: string | null;
  location: string | null;
  team_name: string | null;
  team_position: string | null;
  photo_url: string | null;
  social_links: Record<string, string | null>;
  notification_preferences: Record<string, boolean>;
  verification_status: 'pending' | 'verified' | 'rejected';
  created_at: Date;
  updated_at: Date;
};
