import type { UserProfile } from '@server/profiles/schemas';

// Document 2 §6's lists are the server's (the form imports them from @server/profiles/constants).
export type { SocialNetwork, TeamPosition, VerificationStatus } from '@server/profiles/constants';
// GET and POST /api/user-profile: the server's answer schemas.
export type { ProfileFound, ProfileSaved, UserProfile as Profile } from '@server/profiles/schemas';
// POST /api/upload.
export type { UploadedPhoto } from '@server/uploads/schemas';

export type SocialLinks = UserProfile['socialLinks'];
export type NotificationPreferences = UserProfile['notificationPreferences'];

/** POST /api/user-profile: the whole form, empty optional values as null. */
export type ProfileInput = Pick<
  UserProfile,
  | 'displayName'
  | 'bio'
  | 'location'
  | 'teamName'
  | 'teamPosition'
  | 'photoUrl'
  | 'socialLinks'
  | 'notificationPreferences'
>;

export type { ActivityType } from '@server/activity/constants';
// GET /api/user-activity: the server's answer schema.
export type { ActivityItem, ActivityPage } from '@server/activity/schemas';
export type { ConnectUserType } from '@server/profiles/areas/constants';
// GET /api/user-profile/areas, POST/PUT /api/user-profile/connect: the server's answer schemas.
export type {
  AreaProfilesFound,
  ConnectProfileAnswer as ConnectProfile,
  ConnectProfileSaved,
  MatchupProfileAnswer as MatchupProfile,
} from '@server/profiles/areas/schemas';
// GET /api/you-scout/users/:userId/badges: the server's answer schema.
export type { UserBadgesAnswer } from '@server/youscout/badges/schemas';
