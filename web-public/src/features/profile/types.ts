import type { SocialNetwork, TeamPosition, VerificationStatus } from '@server/profiles/constants';

// Document 2 §6's lists are the server's (the form imports them from @server/profiles/constants).
export type { SocialNetwork, TeamPosition, VerificationStatus };
export type SocialLinks = Record<SocialNetwork, string | null>;

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

export type { ActivityType } from '@server/activity/rows';
// GET /api/user-activity: the server's answer schema.
export type { ActivityItem, ActivityPage } from '@server/activity/schemas';
