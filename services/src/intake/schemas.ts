import { z } from 'zod';
import { nameRule } from '../core/names/constants';
import { CONTACT_RULES, EVALUATION_RULES } from './constants';
import { EVALUATION_STATUSES } from './events';

// The messages are the specification's, word for word; the forms show them beside the field.
// A missing field reads as the rule's message, the one a user of the form would see.
const text = (
  rule: { readonly min: number; readonly max: number; readonly message: string },
  label: string,
) =>
  z
    .string({ error: rule.message })
    .trim()
    .min(rule.min, rule.message)
    .max(rule.max, `${label} must be at most ${rule.max} characters`);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(CONTACT_RULES.email.max, `Email must be at most ${CONTACT_RULES.email.max} characters`)
    .pipe(z.email({ error: message }));

/** Optional free text: absent, null or blank all mean none. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

// ── POST /api/contact ───────────────────────────────────────────────────────

const CONTACT_EMAIL = CONTACT_RULES.email.message;

export const contactSchema = z.strictObject({
  name: nameRule(text(CONTACT_RULES.name, 'Name')),
  email: email(CONTACT_EMAIL),
  organization: nameRule(text(CONTACT_RULES.organization, 'Organization')),
  message: text(CONTACT_RULES.message, 'Message'),
});
export type ContactInput = z.infer<typeof contactSchema>;

// ── POST /api/newsletter ────────────────────────────────────────────────────

export const NAME_NO_LINK = 'Name must not contain a link or web address';

// Control characters (line breaks, tabs…) and the Unicode line and paragraph separators.
const LINE_BREAK = /[\p{Cc}\u2028\u2029]/u;
// What a mail program would turn into a link: a scheme, `www.`, or a domain such as evil.com.
const LINK = /:\/\/|www\.|[\p{L}\p{N}-]{2,}\.\p{L}{2,}/iu;

/**
 * The name goes into the welcome mail sent to whatever address was typed, so it may carry no
 * message of the sender's own: one line, no link. Refused rather than cleaned, so what is
 * stored is what was mailed.
 */
export const isPlainName = (name: string): boolean => !LINE_BREAK.test(name) && !LINK.test(name);

export const newsletterSchema = z.strictObject({
  email: email(CONTACT_EMAIL),
  // One line: the name rule refuses line breaks, as every other name field does.
  name: nameRule(optionalText('Name', 100)).refine(
    (name) => name === null || !LINK.test(name),
    NAME_NO_LINK,
  ),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

// ── POST /api/prospect-evaluations ──────────────────────────────────────────

const PLAYER_AGE = EVALUATION_RULES.playerAge;

/**
 * The form sends the age from a number input, as a number or a numeric string; both count.
 * Anything else (true, '', 'abc', 0) is refused rather than coerced into a number; so are a
 * fraction (12.5) and an age outside the 6 to 18 served, each with a message saying so.
 */
const playerAge = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: PLAYER_AGE.message })
    .positive(PLAYER_AGE.message)
    .int(PLAYER_AGE.wholeMessage)
    .min(PLAYER_AGE.min, PLAYER_AGE.rangeMessage)
    .max(PLAYER_AGE.max, PLAYER_AGE.rangeMessage),
);

export const evaluationSchema = z.strictObject({
  parentName: nameRule(text(EVALUATION_RULES.parentName, 'Name')),
  parentEmail: email(EVALUATION_RULES.parentEmail.message),
  parentPhone: text(EVALUATION_RULES.parentPhone, 'Phone number'),
  playerName: nameRule(text(EVALUATION_RULES.playerName, 'Player name')),
  playerAge,
  playerPosition: text(EVALUATION_RULES.playerPosition, 'Position'),
  playerSchool: nameRule(text(EVALUATION_RULES.playerSchool, 'School/team')),
  additionalInfo: optionalText('Additional information', EVALUATION_RULES.additionalInfo.max),
});
export type EvaluationInput = z.infer<typeof evaluationSchema>;

// ── PUT /api/admin/evaluation-requests/:id ──────────────────────────────────

const STATUS = `Status must be one of ${EVALUATION_STATUSES.join(', ')}`;

/**
 * react-admin sends the whole record back; only status (and the version it loaded) are read.
 * The other fields are what the parent sent and are not editable.
 */
export const evaluationUpdateSchema = z.looseObject({
  status: z.enum(EVALUATION_STATUSES, { error: STATUS }),
  version: z.number({ error: 'version must be a whole number' }).int().min(0).optional(),
});
export type EvaluationUpdate = z.infer<typeof evaluationUpdateSchema>;

// ── Answers, as sent on the wire ────────────────────────────────────────────
// Strict: a column the record mappers did not mean to send fails the tests' answer check.

const id = z.uuid();
const time = z.iso.datetime();
const confirmation = z.string();

/** POST /api/contact. */
export const contactSentAnswer = z.strictObject({ id, message: confirmation });
export type ContactSent = z.output<typeof contactSentAnswer>;

/** A contact message as staff read it (document 1 §3's field names). */
export const contactSubmissionAnswer = z.strictObject({
  id,
  createdAt: time,
  name: z.string(),
  email: z.email(),
  organization: z.string(),
  message: z.string(),
});
export type ContactSubmission = z.output<typeof contactSubmissionAnswer>;

/** POST /api/newsletter, for a new subscriber (201) and an address subscribed already (200). */
export const newsletterSubscribedAnswer = z.strictObject({ id, message: confirmation });
export type NewsletterSubscribed = z.output<typeof newsletterSubscribedAnswer>;

/** GET /api/newsletter/unsubscribe, asked for JSON. */
export const unsubscribedAnswer = z.strictObject({ message: confirmation });
export type Unsubscribed = z.output<typeof unsubscribedAnswer>;

/** A current subscriber, as the dashboard's tab lists them. */
export const newsletterSubscriptionAnswer = z.strictObject({
  id,
  createdAt: time,
  email: z.email(),
  name: z.string().nullable(),
});
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionAnswer>;

/** The back office's subscription: former subscribers too, and when they left. */
export const newsletterSubscriptionRecordAnswer = newsletterSubscriptionAnswer.extend({
  status: z.enum(['subscribed', 'unsubscribed']),
  unsubscribedAt: time.nullable(),
});
export type NewsletterSubscriptionRecord = z.output<typeof newsletterSubscriptionRecordAnswer>;

/** POST /api/prospect-evaluations: a new request is always pending. */
export const evaluationRequestCreatedAnswer = z.strictObject({
  id,
  status: z.literal('pending'),
  createdAt: time,
  message: confirmation,
});
export type EvaluationRequestCreated = z.output<typeof evaluationRequestCreatedAnswer>;

/** An evaluation request as the dashboard's tab lists it (document 1 §3's names). */
export const evaluationRequestAnswer = z.strictObject({
  id,
  createdAt: time,
  playerName: z.string(),
  position: z.string(),
  /** The form never asks for one (document 1 §3), so there is none to send. */
  gradYear: z.null(),
  school: z.string(),
  parentName: z.string(),
  /** "removed" once the request is erased, as every personal field here. */
  parentEmail: z.union([z.email(), z.literal('removed')]),
  parentPhone: z.string(),
  /** Absent when the parent wrote none. */
  notes: z.string().min(1).optional(),
  playerAge: z.number().int().min(1).max(99),
  status: z.enum(EVALUATION_STATUSES),
});
export type EvaluationRequest = z.output<typeof evaluationRequestAnswer>;

/** The back office's request: who asked, and the revision an edit must carry. */
export const evaluationRequestRecordAnswer = evaluationRequestAnswer.extend({
  userId: id,
  updatedAt: time,
  version: z.number().int().min(0),
});
export type EvaluationRequestRecord = z.output<typeof evaluationRequestRecordAnswer>;

/** The dashboard's three lists (GET /api/contact, /api/newsletter, /api/prospect-evaluations). */
const dataOf = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item) });
export const contactSubmissionsAnswer = dataOf(contactSubmissionAnswer);
export const newsletterSubscriptionsAnswer = dataOf(newsletterSubscriptionAnswer);
export const evaluationRequestsAnswer = dataOf(evaluationRequestAnswer);
