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

/** `matchup_users`: document 2's table without its username and password (the account has them). */
export type MatchupUserRow = {
  user_id: string;
  role: 'coach' | 'scout' | 'athlete' | 'admin';
  organization: string | null;
  title: string | null;
  sport: string | null;
  level: string | null;
  verified: boolean;
  is_active: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
};

/** `connect_users`: document 2's table, keyed by the account; budgets in integer cents. */
export type ConnectUserRow = {
  user_id: string;
  user_type: 'sponsor' | 'organizer' | 'athlete' | 'admin';
  company_name: string | null;
  biography: string | null;
  website: string | null;
  social_links: Record<string, string | null>;
  preferred_categories: string[];
  target_audience: string | null;
  geographic_focus: string[];
  typical_budget_min: number | null;
  typical_budget_max: number | null;
  is_verified: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
};
