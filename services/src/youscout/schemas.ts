import { z } from 'zod';
import { nameRule } from '../core/names/constants';
import { videoUrlSchema } from '../videos/schemas';
import {
  asksGuardianEmail,
  BADGE_RULES,
  HANDS,
  LIMITS,
  MAX_AGE,
  MESSAGES,
  MIN_AGE,
  POSITIONS,
  SPORTS,
  STATES,
} from './constants';

// Input schemas, with the messages a person reads beside the field (document 2 §5's style).
// The answers' schemas come with the routes (the next step).

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Absent, null, blank, "none" and "unknown" all mean none (document 2 §5's rule). */
const none = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && ['', 'none', 'unknown'].includes(value.trim().toLowerCase()));

const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (none(value) ? null : value), schema.nullable())
    .optional()
    .transform((value) => value ?? null);

const optionalText = (label: string, max: number) =>
  optional(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
  );

const oneOf = <T extends readonly [string, ...string[]]>(
  list: T,
  required: string,
  wrong: string,
) => z.enum(list, { error: (issue) => (issue.input === undefined ? required : wrong) });

const EMAIL = 'Please enter a valid email address';
const email = z
  .string({ error: EMAIL })
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email({ error: EMAIL }));

const PHONE = 'Please enter a valid phone number';
/** 7 to 15 digits (E.164's most), with the usual separators. */
const phone = z
  .string({ error: PHONE })
  .trim()
  .max(LIMITS.phone, PHONE)
  .refine((value) => /^\+?[\d\s().-]+$/.test(value), PHONE)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, PHONE);

const AGE_RANGE = `Age must be from ${MIN_AGE} to ${MAX_AGE}`;
/** A number, or a form's numeric string; anything else is refused, not coerced. */
const age = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'Age is required' : 'Age must be a number'),
    })
    .int('Age must be a whole number of years')
    .min(MIN_AGE, AGE_RANGE)
    .max(MAX_AGE, AGE_RANGE),
);

const GAME_DATE = 'Game date must be a date like 2026-04-30';
const gameDate = z
  .string({ error: GAME_DATE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, GAME_DATE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, GAME_DATE);

const PERFORMANCE = `Performance description must be at least ${LIMITS.performanceMin} characters`;

// ── POST nominate ───────────────────────────────────────────────────────────

/**
 * A nomination (PLATFORM.md §1, the fields of `youscout_nominations`). The nominator's name,
 * e-mail and phone come filled from the account and may be edited. A guardian's address is asked
 * when the athlete is under 13 and the nominator is not their parent or guardian (then the
 * consent link goes to the nominator). A game date in the future is refused by the decision,
 * which has the time.
 */
export const nominateSchema = z
  .strictObject({
    firstName: nameRule(text('First name', LIMITS.name)),
    lastName: nameRule(text('Last name', LIMITS.name)),
    age,
    sport: oneOf(SPORTS, 'Sport is required', `Sport must be ${SPORTS.join(' or ')}`),
    position: oneOf(
      POSITIONS,
      'Primary position is required',
      `Primary position must be one of ${POSITIONS.join(', ')}`,
    ),
    secondaryPosition: optional(
      z.enum(POSITIONS, { error: `Secondary position must be one of ${POSITIONS.join(', ')}` }),
    ),
    handedness: optional(
      z.enum(HANDS, { error: `Bats/throws must be one of ${HANDS.join(', ')}` }),
    ),
    school: optionalText('School', LIMITS.school),
    city: optionalText('City', LIMITS.city),
    state: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      oneOf(STATES, 'State is required', 'State must be a US state code, such as LA'),
    ),
    gameLocation: optionalText('Game location', LIMITS.gameLocation),
    gameDate: optional(gameDate),
    performance: z
      .string({ error: PERFORMANCE })
      .trim()
      .min(LIMITS.performanceMin, PERFORMANCE)
      .max(
        LIMITS.performanceMax,
        `Performance description must be at most ${LIMITS.performanceMax.toLocaleString('en-US')} characters`,
      ),
    video: optional(videoUrlSchema),
    submittedByName: nameRule(text('Your name', LIMITS.nominatorName)),
    submittedByEmail: email,
    submittedByPhone: optional(phone),
    nominatorIsGuardian: z
      .boolean({ error: 'Say whether you are the athlete’s parent or guardian' })
      .default(false),
    guardianEmail: optional(email),
  })
  .superRefine((input, ctx) => {
    if (asksGuardianEmail(input.age, input.nominatorIsGuardian) && input.guardianEmail === null)
      ctx.addIssue({
        code: 'custom',
        path: ['guardianEmail'],
        message: MESSAGES.guardianEmailRequired,
      });
  })
  // The nominator who is the guardian gets the consent link at their own address.
  .transform((input) => (input.nominatorIsGuardian ? { ...input, guardianEmail: null } : input));
export type NominateInput = z.output<typeof nominateSchema>;

// ── Staff and moderation ────────────────────────────────────────────────────

const reason = z
  .string({ error: MESSAGES.reasonRequired })
  .trim()
  .min(1, MESSAGES.reasonRequired)
  .max(LIMITS.reason, `Reason must be at most ${LIMITS.reason} characters`);

/** Reject (shown to the nominator), hide or restore a comment: a reason is required. */
export const reasonSchema = z.strictObject({ reason });

export const noteSchema = z.strictObject({ note: text('Note', LIMITS.note) });

const TIME = 'Must be a time such as 2026-05-01T18:00:00Z';
const time = z.iso.datetime({ offset: true, error: TIME }).transform((value) => new Date(value));

export const voidVotesSchema = z
  .strictObject({ from: time, to: time, reason })
  .refine(
    (input) => !(input.from instanceof Date && input.to instanceof Date) || input.to > input.from,
    {
      path: ['to'],
      message: 'The end of the time must be after its start',
    },
  );

// ── Comments ────────────────────────────────────────────────────────────────

export const commentSchema = z.strictObject({ comment: text('Comment', LIMITS.comment) });
export const reportSchema = z.strictObject({ reason: optionalText('Reason', LIMITS.reason) });

// ── Badges ──────────────────────────────────────────────────────────────────

const RULE = `Rule must be one of ${BADGE_RULES.join(', ')}, or none for a badge given by hand`;
const badgeFields = {
  name: nameRule(text('Name', LIMITS.badgeName)),
  description: text('Description', LIMITS.badgeDescription),
  icon: text('Icon', LIMITS.badgeIcon),
  requirements: text('Requirements', LIMITS.badgeRequirements),
  rule: optional(z.enum(BADGE_RULES, { error: RULE })),
};
export const badgeSchema = z.strictObject(badgeFields);
export type BadgeInput = z.output<typeof badgeSchema>;
export const badgeUpdateSchema = z.strictObject({
  name: badgeFields.name.optional(),
  description: badgeFields.description.optional(),
  icon: badgeFields.icon.optional(),
  requirements: badgeFields.requirements.optional(),
  /** Absent: unchanged; null: given by hand from now on. */
  rule: z.enum(BADGE_RULES, { error: RULE }).nullable().optional(),
});
export type BadgeUpdateInput = z.output<typeof badgeUpdateSchema>;

export const awardSchema = z.strictObject({
  userId: z.uuid({ error: 'User id must be a UUID' }),
  badgeId: z.uuid({ error: 'Badge id must be a UUID' }),
  reason: optionalText('Reason', LIMITS.reason),
});

// ── Removal by a mailed link ────────────────────────────────────────────────

/** POST /you-scout/nominations/:id/removal-requests: the address to mail the link to, if on record. */
export const removalRequestSchema = z.strictObject({ email });
export type RemovalRequestInput = z.infer<typeof removalRequestSchema>;

const TOKEN = 'The removal link is incomplete; open it again from the e-mail';
/** The mailed link's token (GET ?token=, POST { token }). */
export const removalTokenSchema = z.strictObject({
  token: z.string({ error: TOKEN }).min(1, TOKEN).max(500, TOKEN),
});
