import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';

/** The Coach Information positions; the form shows them with spaces, capitalised. */
export const TEAM_POSITIONS = [
  'head_coach',
  'assistant_coach',
  'hitting_coach',
  'pitching_coach',
  'strength_coach',
  'other',
] as const;
export type TeamPosition = (typeof TEAM_POSITIONS)[number];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const SOCIAL_NETWORKS = ['twitter', 'instagram', 'facebook', 'linkedin', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Record<SocialNetwork, string | null>;

export type NotificationPreferences = {
  emailNotifications: boolean;
  nominationAlerts: boolean;
  votingReminders: boolean;
  newsletterSubscription: boolean;
};

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
