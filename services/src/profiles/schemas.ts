import { z } from 'zod';
import { isUploadUrl } from '../uploads/files';
import { SOCIAL_NETWORKS, type SocialNetwork, TEAM_POSITIONS } from './events';

// The specification's messages, word for word where it gives one.
const DISPLAY_NAME_MIN = 'Display name must be at least 2 characters';
const DISPLAY_NAME_MAX = 'Display name must be at most 50 characters';
const BIO_MAX = 'Bio must be less than 500 characters';
const TEAM_POSITION = `Team position must be one of ${TEAM_POSITIONS.join(', ')}`;
const PHOTO_URL = 'Photo must be an image uploaded to this site (a /uploads/… address)';
const STAFF_ONLY = 'Verification status is set by staff and cannot be changed here';

/** Empty optional values are null: a blank or missing text and an explicit null read the same. */
const blankToNull = (value: unknown) => {
  if (value === undefined) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const optionalText = (
  label: string,
  max: number,
  tooLong = `${label} must be at most ${max} characters`,
) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .max(max, tooLong)
      .nullable(),
  );

const LABELS: Record<SocialNetwork, string> = {
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
const socialLink = (network: SocialNetwork) => {
  const label = LABELS[network];
  const message =
    network === 'website'
      ? `${label} must be a link starting with http:// or https://`
      : `${label} must be a handle like @name or a link starting with https://`;
  return z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .max(200, `${label} must be at most 200 characters`)
      .refine((value) => isWebLink(value) || (network !== 'website' && HANDLE.test(value)), message)
      .nullable(),
  );
};

/** A nested object whose unknown keys are reported under its own field, with what it allows. */
function nested<Shape extends z.ZodRawShape>(shape: Shape, what: string) {
  const allowed = Object.keys(shape);
  return z.preprocess(
    (value, ctx) => {
      if (value === null || value === undefined) return {};
      if (typeof value === 'object' && !Array.isArray(value)) {
        const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
        if (unknown.length > 0) {
          ctx.issues.push({
            code: 'custom',
            input: value,
            message: `${what} may be only ${allowed.join(', ')} (not ${unknown.join(', ')})`,
          });
        }
      }
      return value;
    },
    z.object(shape, { error: `${what} must be an object` }),
  );
}

const socialLinks = nested(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink(network)])) as Record<
    SocialNetwork,
    ReturnType<typeof socialLink>
  >,
  'Social links',
);

const flag = (name: string, fallback: boolean) =>
  z.boolean({ error: `${name} must be true or false` }).default(fallback);

const notificationPreferences = nested(
  {
    emailNotifications: flag('emailNotifications', true),
    nominationAlerts: flag('nominationAlerts', true),
    votingReminders: flag('votingReminders', true),
    newsletterSubscription: flag('newsletterSubscription', false),
  },
  'Notification preferences',
);

/** POST /api/user-profile: the whole form; what is left out is empty (or its default). */
export const profileSchema = z.strictObject({
  displayName: z
    .string({ error: DISPLAY_NAME_MIN })
    .trim()
    .min(2, DISPLAY_NAME_MIN)
    .max(50, DISPLAY_NAME_MAX),
  bio: optionalText('Bio', 500, BIO_MAX),
  location: optionalText('Location', 100),
  teamName: optionalText('Team name', 100),
  teamPosition: z.preprocess(
    blankToNull,
    z.enum(TEAM_POSITIONS, { error: TEAM_POSITION }).nullable(),
  ),
  photoUrl: z.preprocess(
    blankToNull,
    z.string({ error: PHOTO_URL }).refine(isUploadUrl, PHOTO_URL).nullable(),
  ),
  socialLinks,
  notificationPreferences,
  // Named so the owner learns why, rather than a bare "Unknown field".
  verificationStatus: z.never({ error: STAFF_ONLY }).optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
