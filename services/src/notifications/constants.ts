import type { EmailTypePreference } from '../profiles/constants';

/**
 * The kinds of notification, what each is about, and which are also mailed. The sites import
 * this file (the layer check allows a `constants.ts`).
 */
export const NOTIFICATION_TYPES = [
  'welcome',
  'evaluation-received',
  'evaluation-status',
  'coach-verification',
  'password-changed',
  'scout-badge',
  'nomination-status',
  'matchup-alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a person would want in their inbox too (README of the area says why each). */
export const MAILED_TYPES = [
  'evaluation-status',
  'coach-verification',
  'password-changed',
  'nomination-status',
] as const satisfies readonly NotificationType[];
export type MailedType = (typeof MAILED_TYPES)[number];

/** The profile's per-type e-mail preference that governs each mailed type. */
export const MAIL_PREFERENCE = {
  'evaluation-status': 'evaluationUpdates',
  'coach-verification': 'verificationUpdates',
  'password-changed': 'securityNotices',
  'nomination-status': 'nominationAlerts',
} as const satisfies Record<MailedType, EmailTypePreference>;

/**
 * The types a profile preference also keeps off the bell and the live stream: a nominator who
 * turned nomination alerts off hears of their nominations neither live nor by mail.
 */
export const LIVE_PREFERENCE = {
  'nomination-status': 'nominationAlerts',
} as const satisfies Partial<Record<NotificationType, EmailTypePreference>>;

/** What each preference is called in a mail and on the unsubscribe page. */
export const PREFERENCE_LABELS: Record<EmailTypePreference, string> = {
  evaluationUpdates: 'evaluation request updates',
  verificationUpdates: 'coach verification updates',
  securityNotices: 'security notices',
  nominationAlerts: 'nomination alerts',
};

/** A notification older than this is never mailed (a rebuild, or history from before mail). */
export const MAIL_WINDOW_HOURS = 24;

/** The records a notification links to. */
export const RELATED_TYPES = [
  'account',
  'evaluation-request',
  'profile',
  'scout-badge',
  'nomination',
  'matchup-athlete',
] as const;
export type RelatedType = (typeof RELATED_TYPES)[number];

/** The newest this many are listed (the bell shows them; older ones stay in the table). */
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;

/** A stream lives at most this long; the browser reconnects and resumes from its last id. */
export const STREAM_SECONDS_MAX = 300;

/**
 * Live streams one account may hold open on one API process: a browser opens one per page (and
 * at most six to a site over HTTP/1.1), and each open stream reads the table whenever anyone's
 * notification arrives, so more would only let one account multiply the server's work.
 */
export const STREAMS_PER_USER_MAX = 10;

/**
 * How often an open stream checks that its session still holds (stored, its account active, no
 * password change since sign-in): a sign-out, a disabling or a password change on any API
 * process ends the account's streams within this bound. Each check is one session-store read
 * and one read of the account's stream; a notification is never sent without one.
 */
export const SESSION_CHECK_MS = 5_000;
