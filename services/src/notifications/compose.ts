import { createHash } from 'node:crypto';
import type { EvaluationStatus } from '../intake';
import { type AlertOperator, metricTypeOf } from '../matchups/constants';
import type { VerificationStatus } from '../profiles/constants';
import type { RemovalRequester } from '../youscout/constants';
import type { NotificationType, RelatedType } from './constants';

/** What one notification says; the projector adds who, when and where in the log. */
export type NotificationContent = {
  type: NotificationType;
  title: string;
  message: string;
  relatedType: RelatedType | null;
  relatedId: string | null;
};

/**
 * A notification's id, the same on every replay: from the event that caused it and its recipient,
 * so applying the event again (or rebuilding) makes the same row, and a mail keyed by it goes once.
 */
export function notificationId(eventId: string, recipientId: string): string {
  const hex = createHash('sha256').update(`${eventId}:${recipientId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const welcome = (username: string): NotificationContent => ({
  type: 'welcome',
  title: 'Welcome to NOLA Sports',
  message: `Hi ${username}, your account is ready. Vote on the NOLA 100 board, fill in your profile, or request a prospect evaluation.`,
  relatedType: 'account',
  relatedId: null,
});

export const passwordChanged = (): NotificationContent => ({
  type: 'password-changed',
  title: 'Your password was changed',
  message:
    'Your password was changed and your other sessions were signed out. If this was not you, reset your password now.',
  relatedType: 'account',
  relatedId: null,
});

export const evaluationReceived = (requestId: string, playerName: string): NotificationContent => ({
  type: 'evaluation-received',
  title: 'Evaluation request received',
  message: `We received your evaluation request for ${playerName}. A representative will contact you within 24 hours.`,
  relatedType: 'evaluation-request',
  relatedId: requestId,
});

const STATUS_WORDS: Record<EvaluationStatus, string> = {
  pending: 'is waiting for a representative',
  contacted: 'is under way: a representative has contacted you',
  scheduled: 'is scheduled',
  completed: 'is completed',
  declined: 'was declined',
};

export const evaluationStatus = (
  requestId: string,
  playerName: string,
  to: EvaluationStatus,
): NotificationContent => ({
  type: 'evaluation-status',
  title: `Evaluation request ${to}`,
  message: `Your evaluation request for ${playerName} ${STATUS_WORDS[to]}.`,
  relatedType: 'evaluation-request',
  relatedId: requestId,
});

const VERIFICATION_WORDS: Record<VerificationStatus, string> = {
  pending: 'is pending again: staff will review it',
  verified: 'was approved: your profile now shows you as a verified coach',
  rejected: 'was not approved',
};

export const coachVerification = (status: VerificationStatus): NotificationContent => ({
  type: 'coach-verification',
  title: status === 'verified' ? 'You are a verified coach' : `Coach verification ${status}`,
  message: `Your coach verification ${VERIFICATION_WORDS[status]}.`,
  relatedType: 'profile',
  relatedId: null,
});

/** A YouScout badge earned (mailed by the awarding loop itself, keyed by the award). */
export const scoutBadge = (badgeId: string, name: string): NotificationContent => ({
  type: 'scout-badge',
  title: `You earned the ${name} badge`,
  message: `You earned the YouScout badge "${name}". It shows on your profile.`,
  relatedType: 'scout-badge',
  relatedId: badgeId,
});

// ── YouScout: what became of a nomination, told to its nominator ──
// Never the athlete's name: it is sealed with the athlete's key, and a notification is not.

export const nominationApproved = (nominationId: string): NotificationContent => ({
  type: 'nomination-status',
  title: 'Your nomination was approved',
  message: 'A YouScout nomination you made was approved by our staff and is now public.',
  relatedType: 'nomination',
  relatedId: nominationId,
});

export const nominationRejected = (nominationId: string, reason: string): NotificationContent => ({
  type: 'nomination-status',
  title: 'Your nomination was not approved',
  message: `A YouScout nomination you made was not approved. The reason our staff gave: ${reason}`,
  relatedType: 'nomination',
  relatedId: nominationId,
});

const REMOVED_BY: Record<RemovalRequester, string> = {
  guardian: "at the request of the athlete's parent or guardian",
  athlete: "at the athlete's own request",
  staff: 'by our staff',
  nominator: 'at your request',
};

export const nominationRemoved = (
  nominationId: string,
  requestedAs: RemovalRequester,
): NotificationContent => ({
  type: 'nomination-status',
  title: 'Your nomination was removed',
  message: `A YouScout nomination you made was removed ${REMOVED_BY[requestedAs]}, and the athlete's details were erased.`,
  relatedType: 'nomination',
  relatedId: nominationId,
});

// ── Matchups: a real-time alert met by a newly verified value, told to its coach ──
// Never the athlete's name: it is sealed with the athlete's key, and a notification is not.

const OPERATOR_SIGNS: Record<AlertOperator, string> = { '>': '>', '>=': '≥', '<': '<', '<=': '≤' };

/** "A newly verified Exit velocity of 92 mph matches your alert (≥ 90 mph)." */
/** What a Matchups alert's notification links to: the athlete, by id. */
export const MATCHUP_ATHLETE = 'matchup-athlete';

export const matchupAlert = (
  athleteId: string,
  match: {
    metricType: string;
    value: number;
    /** The alert's threshold as it was when it matched; null when it is not known. */
    threshold: { operator: AlertOperator; targetValue: number } | null;
  },
): NotificationContent => {
  const metric = metricTypeOf(match.metricType);
  const name = metric?.name ?? match.metricType;
  const unit = metric?.unit ?? '';
  // A value as its metric keeps it (6.85 s, 2250 rpm, 92 mph), its unit after it unless the
  // unit is the metric's name (GPA).
  const shown = (n: number) => {
    const number = String(Number(n.toFixed(metric?.decimals ?? 2)));
    return unit === '' || unit === name ? number : `${number} ${unit}`;
  };
  const threshold = match.threshold
    ? ` (${OPERATOR_SIGNS[match.threshold.operator]} ${shown(match.threshold.targetValue)})`
    : '';
  return {
    type: 'matchup-alert',
    title: 'Metric alert',
    message: `A newly verified ${name} of ${shown(match.value)} matches your alert${threshold}.`,
    relatedType: MATCHUP_ATHLETE,
    relatedId: athleteId,
  };
};
