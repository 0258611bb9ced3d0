import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';

// ── Streams ─────────────────────────────────────────────────────────────────

export const contactStream = (submissionId: string): string => `contact-${submissionId}`;

/** One stream per address, case-insensitively: the store itself refuses a second subscription. */
export const newsletterStream = (email: string): string =>
  `newsletter-${email.trim().toLowerCase()}`;

export const evaluationStream = (requestId: string): string => `evaluation-${requestId}`;

// ── The evaluation workflow's statuses ──────────────────────────────────────

export const EVALUATION_STATUSES = [
  'pending',
  'contacted',
  'scheduled',
  'completed',
  'declined',
] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

// ── Events (version 1 shapes; an upcaster goes in front of parseIntakeEvent when one changes) ─

const status = z.enum(EVALUATION_STATUSES);

export const intakeEventSchema = z.discriminatedUnion('type', [
  event('ContactMessageSubmitted', {
    submissionId: z.string(),
    name: z.string(),
    email: z.string(),
    organization: z.string(),
    message: z.string(),
    submittedAt: timestamp,
  }),
  event('NewsletterSubscribed', {
    subscriptionId: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    subscribedAt: timestamp,
  }),
  event('NewsletterUnsubscribed', {
    subscriptionId: z.string(),
    email: z.string(),
    unsubscribedAt: timestamp,
  }),
  // Another read model (the signed-in user's activity) reads userId and playerName: keep them.
  // The player's and parent's personal fields (EVALUATION_PERSONAL_FIELDS) are sealed with the
  // request's own key since issue 36 (families' sealing.ts); older events hold them in clear,
  // and every reader shows both as "removed" after EvaluationRequestErased.
  event('EvaluationRequested', {
    requestId: z.string(),
    userId: z.string(),
    parentName: z.string(),
    parentEmail: z.string(),
    parentPhone: z.string(),
    playerName: z.string(),
    playerAge: z.number().int(),
    playerPosition: z.string(),
    playerSchool: z.string(),
    additionalInfo: z.string().nullable(),
    requestedAt: timestamp,
  }),
  event('EvaluationStatusChanged', {
    requestId: z.string(),
    from: status,
    to: status,
    changedAt: timestamp,
  }),
  // Staff erased the request's personal data: its key was deleted first; every read model
  // overwrites the personal fields with "removed" (clear text of older events included).
  event('EvaluationRequestErased', { requestId: z.string(), erasedAt: timestamp }),
]);

export type IntakeEvent = z.infer<typeof intakeEventSchema>;
export type IntakeEventType = IntakeEvent['type'];
export type IntakeEventOf<Type extends IntakeEventType> = Extract<IntakeEvent, { type: Type }>;

export type ContactMessageSubmitted = IntakeEventOf<'ContactMessageSubmitted'>;
export type NewsletterSubscribed = IntakeEventOf<'NewsletterSubscribed'>;
export type NewsletterUnsubscribed = IntakeEventOf<'NewsletterUnsubscribed'>;
export type EvaluationRequested = IntakeEventOf<'EvaluationRequested'>;
export type EvaluationStatusChanged = IntakeEventOf<'EvaluationStatusChanged'>;
export type EvaluationRequestErased = IntakeEventOf<'EvaluationRequestErased'>;

/** The fields of an evaluation request that say who the player and the parent are. */
export const EVALUATION_PERSONAL_FIELDS = [
  'parentName',
  'parentEmail',
  'parentPhone',
  'playerName',
  'playerSchool',
  'additionalInfo',
] as const;

/** Validates a stored event's data against its type's schema; throws a ZodError when it does not fit. */
export const parseIntakeEvent = (type: string, data: unknown): IntakeEvent =>
  intakeEventSchema.parse({ type, data });
