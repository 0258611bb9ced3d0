/**
 * The profile's rules, once: the server validates with them and the public site's form imports
 * them (so the form says no to exactly what the server would). Imports nothing, so a site can
 * bundle it.
 */

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

/**
 * The per-type e-mail preferences (the notifications area mails these kinds; each mail's
 * unsubscribe link turns its own off). All on by default.
 */
export const EMAIL_TYPE_PREFERENCES = [
  'evaluationUpdates',
  'verificationUpdates',
  'securityNotices',
  'nominationAlerts',
] as const;
export type EmailTypePreference = (typeof EMAIL_TYPE_PREFERENCES)[number];

/**
 * Every notification flag a profile has, with its default (document 2 §3: every one on but the
 * newsletter): a member who never saved a profile has these, and the form starts from them.
 */
export const DEFAULT_NOTIFICATIONS = {
  emailNotifications: true,
  nominationAlerts: true,
  votingReminders: true,
  newsletterSubscription: false,
  evaluationUpdates: true,
  verificationUpdates: true,
  securityNotices: true,
} satisfies Record<EmailTypePreference, boolean> & Record<string, boolean>;
export type NotificationFlag = keyof typeof DEFAULT_NOTIFICATIONS;
/** The flags in their order (the answer's, and the message that names them). */
export const NOTIFICATION_FLAGS = Object.keys(DEFAULT_NOTIFICATIONS) as NotificationFlag[];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const SOCIAL_NETWORKS = ['twitter', 'instagram', 'facebook', 'linkedin', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Lengths in characters: the display name's minimum, and each field's maximum. */
export const PROFILE_LIMITS = {
  displayNameMin: 2,
  displayName: 50,
  bio: 500,
  location: 100,
  teamName: 100,
  social: 200,
} as const;

// Document 2 §5, word for word where it gives a message.
export const DISPLAY_NAME_MIN = 'Display name must be at least 2 characters';
export const DISPLAY_NAME_MAX = 'Display name must be at most 50 characters';
export const BIO_MAX = 'Bio must be less than 500 characters';
export const TEAM_POSITION_MESSAGE = `Team position must be one of ${TEAM_POSITIONS.join(', ')}`;

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  website: 'Website',
};

const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A social link is shown as a link, so it is either an http(s) address or, for the networks, a
 * bare handle (`@name` or `name`) that the page turns into the network's address. Nothing else
 * (`javascript:` and the like) is stored.
 */
export const isSocialLink = (network: SocialNetwork, value: string): boolean =>
  isWebLink(value) || (network !== 'website' && HANDLE.test(value));

export const socialLinkMessage = (network: SocialNetwork): string =>
  network === 'website'
    ? `${SOCIAL_LABELS[network]} must be a link starting with http:// or https://`
    : `${SOCIAL_LABELS[network]} must be a handle like @name or a link starting with https://`;
