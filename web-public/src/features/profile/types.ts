/** Document 2 §6: the Coach Information positions. */
export const TEAM_POSITIONS = [
  'head_coach',
  'assistant_coach',
  'hitting_coach',
  'pitching_coach',
  'strength_coach',
  'other',
] as const;
export type TeamPosition = (typeof TEAM_POSITIONS)[number];

export const SOCIAL_NETWORKS = ['twitter', 'instagram', 'facebook', 'linkedin', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Record<SocialNetwork, string | null>;

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

export type NotificationPreferences = {
  emailNotifications: boolean;
  nominationAlerts: boolean;
  votingReminders: boolean;
  newsletterSubscription: boolean;
};

/** The profile as GET /api/user-profile answers it. */
export type Profile = {
  userId: string;
  displayName: string;
  bio: string | null;
  location: string | null;
  teamName: string | null;
  teamPosition: TeamPosition | null;
  photoUrl: string | null;
  socialLinks: SocialLinks;
  notificationPreferences: NotificationPreferences;
  verificationStatus: VerificationStatus;
  createdAt: string;
  updatedAt: string;
};

/** POST /api/user-profile: the whole form, empty optional values as null. */
export type ProfileInput = Pick<
  Profile,
  | 'displayName'
  | 'bio'
  | 'location'
  | 'teamName'
  | 'teamPosition'
  | 'photoUrl'
  | 'socialLinks'
  | 'notificationPreferences'
>;

export type ActivityType = 'profile_update' | 'nomination' | 'vote' | 'comment' | 'other';

export type ActivityItem = {
  id: string;
  activityType: ActivityType;
  activityData: Record<string, unknown>;
  createdAt: string;
};

export type ActivityPage = { data: ActivityItem[]; page: number; pageSize: number; total: number };
