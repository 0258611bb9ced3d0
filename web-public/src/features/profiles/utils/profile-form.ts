import {
  BIO_MAX,
  DEFAULT_NOTIFICATIONS,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  PROFILE_LIMITS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type TeamPosition,
} from '@server/profiles/constants';
import { profileSchema } from '@server/profiles/schemas';
import type { NotificationPreferences, Profile, ProfileInput } from '@/features/profiles/types';

// Document 2 §5's rules and messages are the server's.
export { BIO_MAX, DISPLAY_NAME_MAX, DISPLAY_NAME_MIN };
export const MAX_LENGTHS = PROFILE_LIMITS;

/**
 * The form checks with POST /api/user-profile's own schema: it reads the form's values as the
 * server reads the body (a blank text is none), so each field gets the server's message.
 */
export const profileFormSchema = profileSchema;

/** The form as edited: every text a string, '' for empty. */
export type ProfileFormValues = {
  displayName: string;
  bio: string;
  location: string;
  teamName: string;
  teamPosition: TeamPosition | '';
  photoUrl: string;
  socialLinks: Record<SocialNetwork, string>;
  notificationPreferences: NotificationPreferences;
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
