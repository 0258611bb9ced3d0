import { z } from 'zod';
import { nameRule } from '../../core/names/constants';
import { SOCIAL_NETWORKS } from '../constants';
import { blankToNull, optionalText, socialLinks } from '../schemas';
import {
  AREA_LABELS,
  AREA_PROFILE_LIMITS,
  BUDGET_MESSAGE,
  BUDGET_ORDER_MESSAGE,
  CONNECT_CHOSEN_USER_TYPES,
  CONNECT_USER_TYPE_MESSAGE,
  CONNECT_USER_TYPES,
  isWebAddress,
  MATCHUP_LEVEL_MESSAGE,
  MATCHUP_LEVELS,
  MATCHUP_ROLES,
  MATCHUP_SPORT_MESSAGE,
  MATCHUP_SPORTS,
  VERIFIED_BY_STAFF,
  WEBSITE_MESSAGE,
} from './constants';

const L = AREA_PROFILE_LIMITS;

// Named so the owner learns why, rather than a bare "Unknown field".
const staffOnly = z.never({ error: VERIFIED_BY_STAFF }).optional();

/** A short list of short texts: trimmed, blanks and repeats dropped. */
const textList = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(
        z
          .string({ error: `${label} must be a list of texts` })
          .trim()
          .max(
            L.listItem,
            `Each of ${label.toLowerCase()} must be at most ${L.listItem} characters`,
          ),
        { error: `${label} must be a list of texts` },
      )
      .max(L.listItems, `${label} may hold at most ${L.listItems} entries`)
      .transform((items) => [...new Set(items.filter((item) => item !== ''))]),
  );

const budget = z.preprocess(
  (value) => (value === undefined || value === '' ? null : value),
  z
    .number({ error: BUDGET_MESSAGE })
    .int(BUDGET_MESSAGE)
    .min(0, BUDGET_MESSAGE)
    .max(L.budgetCents, `A budget must be at most ${L.budgetCents} cents`)
    .nullable(),
);

const website = z.preprocess(
  blankToNull,
  z
    .string({ error: WEBSITE_MESSAGE })
    .max(L.website, `${AREA_LABELS.website} must be at most ${L.website} characters`)
    .refine(isWebAddress, WEBSITE_MESSAGE)
    .nullable(),
);

/** PUT /api/user-profile/matchups: the whole form; the role is the registration's. */
export const matchupProfileSchema = z.strictObject({
  organization: optionalText(AREA_LABELS.organization, L.organization),
  title: optionalText(AREA_LABELS.title, L.title),
  sport: z.preprocess(
    blankToNull,
    z.enum(MATCHUP_SPORTS, { error: MATCHUP_SPORT_MESSAGE }).nullable(),
  ),
  level: z.preprocess(
    blankToNull,
    z.enum(MATCHUP_LEVELS, { error: MATCHUP_LEVEL_MESSAGE }).nullable(),
  ),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  role: z.never({ error: 'The Matchups role is the one you registered with' }).optional(),
  verified: staffOnly,
});
export type MatchupProfileInput = z.infer<typeof matchupProfileSchema>;

function budgetsInOrder(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return true;
  const { typicalBudgetMin: min, typicalBudgetMax: max } = input as Record<string, unknown>;
  return typeof min !== 'number' || typeof max !== 'number' || min <= max;
}

/** POST and PUT /api/user-profile/connect: the whole form; budgets in integer cents. */
export const connectProfileSchema = z
  .strictObject({
    userType: z.enum(CONNECT_CHOSEN_USER_TYPES, { error: CONNECT_USER_TYPE_MESSAGE }),
    companyName: nameRule(optionalText(AREA_LABELS.companyName, L.companyName)),
    biography: optionalText(AREA_LABELS.biography, L.biography),
    website,
    socialLinks,
    preferredCategories: textList(AREA_LABELS.preferredCategories),
    targetAudience: optionalText(AREA_LABELS.targetAudience, L.targetAudience),
    geographicFocus: textList(AREA_LABELS.geographicFocus),
    typicalBudgetMin: budget,
    typicalBudgetMax: budget,
    isVerified: staffOnly,
  })
  // Checked even while other fields are wrong (`when`), so every message shows at once; so the
  // input may be anything here, and a budget that is itself wrong has its own message already.
  .refine((input: unknown) => budgetsInOrder(input), {
    message: BUDGET_ORDER_MESSAGE,
    path: ['typicalBudgetMax'],
    when: () => true,
  });
export type ConnectProfileInput = z.infer<typeof connectProfileSchema>;

// ── Answers, as sent on the wire ────────────────────────────────────────────

const nullableText = z.string().nullable();

export const matchupProfileAnswer = z.strictObject({
  userId: z.string(),
  role: z.enum(MATCHUP_ROLES),
  organization: nullableText,
  title: nullableText,
  sport: z.enum(MATCHUP_SPORTS).nullable(),
  level: z.enum(MATCHUP_LEVELS).nullable(),
  verified: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MatchupProfileAnswer = z.output<typeof matchupProfileAnswer>;

export const connectProfileAnswer = z.strictObject({
  userId: z.string(),
  userType: z.enum(CONNECT_USER_TYPES),
  companyName: nullableText,
  biography: nullableText,
  website: nullableText,
  socialLinks: z.record(z.enum(SOCIAL_NETWORKS), nullableText),
  preferredCategories: z.array(z.string()),
  targetAudience: nullableText,
  geographicFocus: z.array(z.string()),
  /** Integer cents. */
  typicalBudgetMin: z.number().int().nullable(),
  typicalBudgetMax: z.number().int().nullable(),
  isVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ConnectProfileAnswer = z.output<typeof connectProfileAnswer>;

/** GET /api/user-profile/areas: each area profile the account has, null for the others. */
export const areaProfilesAnswer = z.strictObject({
  data: z.strictObject({
    matchups: matchupProfileAnswer.nullable(),
    connect: connectProfileAnswer.nullable(),
  }),
});
export type AreaProfilesFound = z.output<typeof areaProfilesAnswer>;

export const matchupProfileSavedAnswer = z.strictObject({
  success: z.literal(true),
  data: matchupProfileAnswer,
  message: z.string(),
});
export type MatchupProfileSaved = z.output<typeof matchupProfileSavedAnswer>;

export const connectProfileSavedAnswer = z.strictObject({
  success: z.literal(true),
  data: connectProfileAnswer,
  message: z.string(),
});
export type ConnectProfileSaved = z.output<typeof connectProfileSavedAnswer>;
