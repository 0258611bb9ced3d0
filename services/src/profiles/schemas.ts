import { z } from 'zod';
import { nameRule } from '../core/names/constants';
import { isUploadUrl } from '../uploads/constants';
import {
  BIO_MAX,
  DEFAULT_NOTIFICATIONS,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  isSocialLink,
  NOTIFICATION_FLAGS,
  type NotificationFlag,
  PROFILE_LIMITS,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialLinkMessage,
  TEAM_POSITION_MESSAGE,
  TEAM_POSITIONS,
  VERIFICATION_STATUSES,
} from './constants';

const PHOTO_URL = 'Photo must be an image uploaded to this site (a /uploads/… address)';
const STAFF_ONLY = 'Verification status is set by staff and cannot be changed here';

/** Empty optional values are null: a blank or missing text and an explicit null read the same. */
export const blankToNull = (value: unknown) => {
  if (value === undefined) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export const optionalText = (
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

/** A social link: an http(s) address or, for the networks, a bare handle (see isSocialLink). */
const socialLink = (network: SocialNetwork) => {
  const label = SOCIAL_LABELS[network];
  const message = socialLinkMessage(network);
  return z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .max(PROFILE_LIMITS.social, `${label} must be at most ${PROFILE_LIMITS.social} characters`)
      .refine((value) => isSocialLink(network, value), message)
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

export const socialLinks = nested(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink(network)])) as Record<
    SocialNetwork,
    ReturnType<typeof socialLink>
  >,
  'Social links',
);

const flag = (name: string, fallback: boolean) =>
  z.boolean({ error: `${name} must be true or false` }).default(fallback);

/** One schema a notification flag, each with its default. */
const flags = <T extends z.ZodType>(schema: (name: NotificationFlag) => T) =>
  Object.fromEntries(NOTIFICATION_FLAGS.map((name) => [name, schema(name)])) as Record<
    NotificationFlag,
    T
  >;

const notificationPreferences = nested(
  flags((name) => flag(name, DEFAULT_NOTIFICATIONS[name])),
  'Notification preferences',
);

/** POST /api/user-profile: the whole form; what is left out is empty (or its default). */
export const profileSchema = z.strictObject({
  displayName: nameRule(
    z
      .string({ error: DISPLAY_NAME_MIN })
      .trim()
      .min(PROFILE_LIMITS.displayNameMin, DISPLAY_NAME_MIN)
      .max(PROFILE_LIMITS.displayName, DISPLAY_NAME_MAX),
  ),
  bio: optionalText('Bio', PROFILE_LIMITS.bio, BIO_MAX),
  location: optionalText('Location', PROFILE_LIMITS.location),
  teamName: nameRule(optionalText('Team name', PROFILE_LIMITS.teamName)),
  teamPosition: z.preprocess(
    blankToNull,
    z.enum(TEAM_POSITIONS, { error: TEAM_POSITION_MESSAGE }).nullable(),
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

// ── Answers, as sent on the wire ────────────────────────────────────────────

const nullableText = z.string().nullable();

/** The profile as GET and POST /api/user-profile answer it; times are ISO strings. */
export const userProfileAnswer = z.strictObject({
  userId: z.string(),
  displayName: z.string(),
  bio: nullableText,
  location: nullableText,
  teamName: nullableText,
  teamPosition: z.enum(TEAM_POSITIONS).nullable(),
  photoUrl: nullableText,
  socialLinks: z.record(z.enum(SOCIAL_NETWORKS), nullableText),
  notificationPreferences: z.strictObject(flags(() => z.boolean())),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type UserProfile = z.output<typeof userProfileAnswer>;

/** GET /api/user-profile. */
export const profileFoundAnswer = z.strictObject({ data: userProfileAnswer });
export type ProfileFound = z.output<typeof profileFoundAnswer>;

/** POST /api/user-profile: the profile as saved. */
export const profileSavedAnswer = z.strictObject({
  success: z.literal(true),
  data: userProfileAnswer,
  message: z.string(),
});
export type ProfileSaved = z.output<typeof profileSavedAnswer>;
