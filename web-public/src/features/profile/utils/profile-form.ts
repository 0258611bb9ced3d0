import {
  type NotificationPreferences,
  type Profile,
  type ProfileInput,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  TEAM_POSITIONS,
} from '@/features/profile/types';
import { z } from '@/lib/zod';

// Document 2 §5, word for word where it gives a message.
export const DISPLAY_NAME_MIN = 'Display name must be at least 2 characters';
export const DISPLAY_NAME_MAX = 'Display name must be at most 50 characters';
export const BIO_MAX = 'Bio must be less than 500 characters';
export const MAX_LENGTHS = { displayName: 50, bio: 500, location: 100, teamName: 100, social: 200 };

const upTo = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max} characters`);

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  website: 'Website',
};

const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

const isWebLink = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The server's rule: an http(s) address, or for the networks a bare handle; empty is fine. */
const socialLink = (network: SocialNetwork) => {
  const label = SOCIAL_LABELS[network];
  const message =
    network === 'website'
      ? `${label} must be a link starting with http:// or https://`
      : `${label} must be a handle like @name or a link starting with https://`;
  return upTo(MAX_LENGTHS.social, label).refine((raw) => {
    const value = raw.trim();
    return value === '' || isWebLink(value) || (network !== 'website' && HANDLE.test(value));
  }, message);
};

export const profileFormSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(2, DISPLAY_NAME_MIN)
    .max(MAX_LENGTHS.displayName, DISPLAY_NAME_MAX),
  bio: z.string().max(MAX_LENGTHS.bio, BIO_MAX),
  location: upTo(MAX_LENGTHS.location, 'Location'),
  teamName: upTo(MAX_LENGTHS.teamName, 'Team name'),
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
