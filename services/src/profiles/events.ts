import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';

import {
  type EmailTypePreference,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  TEAM_POSITIONS,
  type TeamPosition,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from './constants';

export {
  SOCIAL_NETWORKS,
  type SocialNetwork,
  TEAM_POSITIONS,
  type TeamPosition,
  VERIFICATION_STATUSES,
  type VerificationStatus,
};
export type SocialLinks = Record<SocialNetwork, string | null>;

export type NotificationPreferences = {
  emailNotifications: boolean;
  nominationAlerts: boolean;
  votingReminders: boolean;
  newsletterSubscription: boolean;
} & Record<EmailTypePreference, boolean>;

/** Everything the owner edits on the profile form; empty values are null. */
export type ProfileFields = {
  displayName: string;
  bio: string | null;
  location: string | null;
  teamName: string | null;
  teamPosition: TeamPosition | null;
  photoUrl: string | null;
  socialLinks: SocialLinks;
  notificationPreferences: NotificationPreferences;
};

/** One stream per user's profile, apart from the account so editing it never races a sign-in change. */
export const profileStream = (userId: string): string => `profile-${userId}`;

const nullableText = z.string().nullable();

// Version 1 shapes; an upcaster goes in front of parseProfileEvent when one changes.
export const profileEventSchema = z.discriminatedUnion('type', [
  // The whole form each time: the event says what the profile is, not what changed.
  event('UserProfileUpdated', {
    userId: z.string(),
    displayName: z.string(),
    bio: nullableText,
    location: nullableText,
    teamName: nullableText,
    teamPosition: z.enum(TEAM_POSITIONS).nullable(),
    photoUrl: nullableText,
    socialLinks: z.object({
      twitter: nullableText,
      instagram: nullableText,
      facebook: nullableText,
      linkedin: nullableText,
      website: nullableText,
    }),
    notificationPreferences: z.object({
      emailNotifications: z.boolean(),
      nominationAlerts: z.boolean(),
      votingReminders: z.boolean(),
      newsletterSubscription: z.boolean(),
      // Added later: an event written before them reads as on (the default).
      evaluationUpdates: z.boolean().default(true),
      verificationUpdates: z.boolean().default(true),
      securityNotices: z.boolean().default(true),
    }),
    updatedAt: timestamp,
  }),
  // Staff decide it; the owner cannot.
  event('CoachVerificationChanged', {
    userId: z.string(),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    changedAt: timestamp,
  }),
]);

export type ProfileEvent = z.infer<typeof profileEventSchema>;
export type UserProfileUpdated = Extract<ProfileEvent, { type: 'UserProfileUpdated' }>;
export type CoachVerificationChanged = Extract<ProfileEvent, { type: 'CoachVerificationChanged' }>;

export const parseProfileEvent = (type: string, data: unknown): ProfileEvent =>
  profileEventSchema.parse({ type, data });
