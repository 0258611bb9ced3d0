import { z } from 'zod';
import { nameRule } from '../core/names/constants';
import { ATHLETE_KINDS, CONSENT_STATUSES, LINK_STATUSES, NAME_MAX } from './constants';

/** What sealing.ts's sealFor writes: `sealed:v1:<person id>:<iv>:<tag>:<body>` (base64url). */
export const SEALED =
  /^sealed:v1:([0-9a-f-]{36}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/**
 * A sealed field as an event stores it, checked by its shape (the store refuses an event whose
 * personal field is clear text). It lives here, not in sealing.ts, so that a contract (an
 * events.ts) can use it without importing the keys and the database.
 */
export const sealedField = z.string().regex(SEALED, 'must be a sealed field');

const name = (label: string) =>
  nameRule(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`),
  );

const DATE = 'Birth date must be a date like 2015-04-30';

/** POST /api/families/children: a child's profile, managed by the parent who makes it. */
export const childSchema = z.strictObject({
  firstName: name('First name'),
  lastName: name('Last name'),
  birthDate: z
    .string({ error: DATE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, DATE),
});

/** POST /api/families/links: a guardian asks to be linked to an athlete's account. */
export const linkRequestSchema = z.strictObject({
  athleteUsername: z
    .string({ error: "The athlete's username is required" })
    .trim()
    .min(1, "The athlete's username is required")
    .max(100, 'Username must be at most 100 characters'),
});

export const athleteIdParams = z.strictObject({
  athleteId: z.uuid({ error: 'Athlete id must be a UUID' }),
});
export const guardianIdParams = z.strictObject({
  guardianId: z.uuid({ error: 'Guardian id must be a UUID' }),
});

const TOKEN = 'The consent link is incomplete; open the link from the mail again';
const token = z.string({ error: TOKEN }).min(1, TOKEN).max(500, TOKEN);

/** GET /api/families/consent?token= and POST /api/families/consent. */
export const consentTokenQuery = z.strictObject({ token });
export const consentSchema = z.strictObject({ token });

/** POST /api/families/athletes/:athleteId/consent/card-check/confirm: the payer is back. */
export const cardCheckConfirmSchema = z.strictObject({
  paymentId: z.uuid({ error: 'Payment id must be a UUID' }),
});

const NOTE = 'Say how you verified (who you spoke to, on which number, or which document you saw)';
export const VERIFICATION_NOTE_MIN = 10;
export const VERIFICATION_NOTE_MAX = 1_000;

/** POST /api/admin/families/athletes/:athleteId/consent/verification: staff say how they verified. */
export const staffVerificationSchema = z.strictObject({
  method: z.enum(['call', 'document'], {
    error: 'Method must be call (you called the guardian) or document (you saw a document)',
  }),
  note: z
    .string({ error: NOTE })
    .trim()
    .min(VERIFICATION_NOTE_MIN, NOTE)
    .max(VERIFICATION_NOTE_MAX, `The note must be at most ${VERIFICATION_NOTE_MAX} characters`),
});

// ── Answers, as sent on the wire ────────────────────────────────────────────

const time = z.iso.datetime().nullable();

export const managedAthleteAnswer = z.strictObject({
  athleteId: z.string(),
  kind: z.enum(ATHLETE_KINDS),
  /** "removed" once erased; an athlete's account shows its username. */
  name: z.string(),
  birthDate: z.string().nullable(),
  link: z.enum(LINK_STATUSES),
  consent: z.enum(CONSENT_STATUSES),
  consentGivenAt: time,
  /** How the consent was verified for public display ('card', 'call', 'document'), or null. */
  consentVerifiedBy: z.enum(['card', 'call', 'document']).nullable(),
  erased: z.boolean(),
});
export type ManagedAthlete = z.output<typeof managedAthleteAnswer>;

export const guardianAnswer = z.strictObject({
  guardianId: z.string(),
  username: z.string(),
  link: z.enum(LINK_STATUSES),
});
export type Guardian = z.output<typeof guardianAnswer>;

/** GET /api/families: the athletes I look after, and (as an athlete) my guardians. */
export const familyAnswer = z.strictObject({
  athletes: z.array(managedAthleteAnswer),
  guardians: z.array(guardianAnswer),
});
export type FamilyOverview = z.output<typeof familyAnswer>;

export const childCreatedAnswer = z.strictObject({
  athleteId: z.string(),
  message: z.string(),
  /** The consent link was mailed to the parent's address at once (a child under 13 needs it). */
  consentRequested: z.boolean(),
});
export type ChildCreated = z.output<typeof childCreatedAnswer>;

/**
 * A link request's answer names no account: until the athlete accepts, a username tells the
 * guardian nothing more (no id to look the athlete up by elsewhere).
 */
export const linkRequestedAnswer = z.strictObject({ message: z.string() });
export type LinkRequested = z.output<typeof linkRequestedAnswer>;

export const familyMessageAnswer = z.strictObject({ message: z.string() });
export type FamilyMessage = z.output<typeof familyMessageAnswer>;

export const consentRequestedAnswer = z.strictObject({
  message: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ConsentRequested = z.output<typeof consentRequestedAnswer>;

/** GET /api/families/consent: what the mailed link's page shows before the click. */
export const consentLinkAnswer = z.strictObject({
  /** First name and last initial, as anyone may see them; "removed" once erased. */
  athleteName: z.string(),
  status: z.enum(['open', 'used', 'expired', 'erased']),
  expiresAt: z.iso.datetime(),
  /** The address the link went to, masked ("j•••@example.com"): sign in with its account. */
  addressHint: z.string(),
});
export type ConsentLink = z.output<typeof consentLinkAnswer>;

export const consentGivenAnswer = z.strictObject({
  message: z.string(),
  athleteId: z.string(),
});
export type ConsentGiven = z.output<typeof consentGivenAnswer>;

export const cardCheckAnswer = z.strictObject({
  paymentId: z.string(),
  /** The provider's hosted payment page: the payer goes there. */
  checkoutUrl: z.string(),
  amountCents: z.number().int(),
});
export type CardCheck = z.output<typeof cardCheckAnswer>;

const person = z.strictObject({ userId: z.string(), username: z.string().nullable() }).nullable();

/** How a guardian's consent was given and verified, as staff see it before approving. */
export const consentRecordAnswer = z.strictObject({
  status: z.enum(CONSENT_STATUSES),
  /** 'email': by the mailed link ("email plus": internal use only); null when none was given. */
  method: z.enum(['email']).nullable(),
  /** The address the link that gave it (or the latest request) went to; "removed" once erased. */
  address: z.string().nullable(),
  /** Whether that address is one of the nominator's own (their account's, or typed as theirs). */
  addressBelongsToNominator: z.boolean().nullable(),
  givenBy: person,
  givenAt: time,
  verification: z
    .strictObject({
      method: z.enum(['card', 'call', 'document']),
      /** The card check's payment (refunded at once). */
      paymentId: z.string().nullable(),
      /** Staff who verified by a call or a document. */
      staff: person,
      note: z.string().nullable(),
      verifiedAt: z.iso.datetime(),
    })
    .nullable(),
  /** Given and verified: a child under 13 may be shown in public. */
  verifiedForPublicDisplay: z.boolean(),
});
export type ConsentRecord = z.output<typeof consentRecordAnswer>;
