import { nameRule } from '@server/core/names/constants';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  isSocialLink,
  PROFILE_LIMITS,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialLinkMessage,
  TEAM_POSITIONS,
} from '@server/profiles/constants';
import type { NotificationPreferences, Profile, ProfileInput } from '@/features/profiles/types';
import { z } from '@/lib/zod';

// Document 2 §5's rules and messages are the server's.
export { BIO_MAX, DISPLAY_NAME_MAX, DISPLAY_NAME_MIN };
export const MAX_LENGTHS = PROFILE_LIMITS;

const upTo = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max} characters`);

/** The server's rule: an http(s) address, or for the networks a bare handle; empty is fine. */
const socialLink = (network: SocialNetwork) => {
  return upTo(MAX_LENGTHS.social, SOCIAL_LABELS[network]).refine((raw) => {
    const value = raw.trim();
    return value === '' || isSocialLink(network, value);
  }, socialLinkMessage(network));
};

export const profileFormSchema = z.object({
  displayName: nameRule(
    z
      .string()
      .trim()
      .min(MAX_LENGTHS.displayNameMin, DISPLAY_NAME_MIN)
      .max(MAX_LENGTHS.displayName, DISPLAY_NAME_MAX),
  ),
  bio: z.string().max(MAX_LENGTHS.bio, BIO_MAX),
  location: upTo(MAX_LENGTHS.location, 'Location'),
  teamName: nameRule(upTo(MAX_LENGTHS.teamName, 'Team name')),
  teamPosition: z.union([z.enum(TEAM_POSITIONS), z.literal('')]),
  photoUrl: z.string(),
  socialLinks: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink(network)])) as Record<
      SocialNetwork,
      ReturnType<typeof socialLink>
    >,
  ),
  notificationPreferences: z.object({
    emailNotifications: z.boolean(),
    nominationAlerts: z.boolean(),
    votingReminders: z.boolean(),
    newsletterSubscription: z.boolean(),
    evaluationUpdates: z.boolean(),
    verificationUpdates: z.boolean(),
    securityNotices: z.boolean(),
  }),
});

/** The form as edited: every text a string, '' for empty. */
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Document 2 §3: every flag on except the newsletter. */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  emailNotifications: true,
  nominationAlerts: true,
  votingReminders: true,
  newsletterSubscription: false,
  evaluationUpdates: true,
  verificationUpdates: true,
  securityNotices: true,
};

/** The form's starting values: the saved profile, or defaults before there is one. */
export function profileFormValues(profile: Profile | null, username: string): ProfileFormValues {
  const socialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, profile?.socialLinks?.[network] ?? '']),
  ) as Record<SocialNetwork, string>;
  return {
    displayName: profile?.displayName ?? username,
    bio: profile?.bio ?? '',
    location: profile?.location ?? '',
    teamName: profile?.teamName ?? '',
    teamPosition: profile?.teamPosition ?? '',
    photoUrl: profile?.photoUrl ?? '',
    socialLinks,
    notificationPreferences: { ...DEFAULT_NOTIFICATIONS, ...profile?.notificationPreferences },
  };
}

const orNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** What POST /api/user-profile takes: empty optional values as null; team fields for coaches only. */
export function toProfileInput(values: ProfileFormValues, isCoach: boolean): ProfileInput {
  const socialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, orNull(values.socialLinks[network])]),
  ) as Record<SocialNetwork, string | null>;
  return {
    displayName: values.displayName.trim(),
    bio: orNull(values.bio),
    location: orNull(values.location),
    teamName: isCoach ? orNull(values.teamName) : null,
    teamPosition: isCoach && values.teamPosition !== '' ? values.teamPosition : null,
    photoUrl: orNull(values.photoUrl),
    socialLinks,
    notificationPreferences: values.notificationPreferences,
  };
}
