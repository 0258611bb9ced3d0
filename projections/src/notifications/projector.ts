import type { Knex } from 'knex';
import { parseUserEvent } from '../../../services/src/accounts/events';
import {
  parsePosition,
  type RecordedEvent,
} from '../../../services/src/core/event-store/event-store';
import { isUuid } from '../../../services/src/core/ids';
import { parseFamilyEvent } from '../../../services/src/families/events';
import { parseIntakeEvent } from '../../../services/src/intake/events';
import { openEvaluation, REMOVED } from '../../../services/src/intake/personal';
import type { AlertOperator } from '../../../services/src/matchups/constants';
import { parseMatchupsEvent } from '../../../services/src/matchups/events';
import {
  coachVerification,
  evaluationReceived,
  evaluationStatus,
  MATCHUP_ATHLETE,
  matchupAlert,
  type NotificationContent,
  nominationApproved,
  nominationRejected,
  nominationRemoved,
  notificationId,
  passwordChanged,
  scoutBadge,
  welcome,
} from '../../../services/src/notifications/compose';
import { parseNotificationEvent } from '../../../services/src/notifications/events';
import { parseProfileEvent } from '../../../services/src/profiles/events';
import { parseYouScoutEvent } from '../../../services/src/youscout/events';
import type { Projector } from '../runner/projector';

/** Which events notify whom: docs in services/src/notifications/README.md. */
const HANDLES = [
  'UserRegistered',
  'UserPasswordChanged',
  'EvaluationRequested',
  'EvaluationStatusChanged',
  'EvaluationRequestErased',
  'CoachVerificationChanged',
  'NotificationRead',
  'NotificationsAllRead',
  'ScoutBadgeCreated',
  'ScoutBadgeUpdated',
  'ScoutBadgeAwarded',
  'NominationSubmitted',
  'NominationApproved',
  'NominationRejected',
  'NominationRemoved',
  'MetricAlertCreated',
  'MetricAlertChanged',
  'MetricAlertMatched',
  'PersonalDataErased',
] as const;
type Handled = (typeof HANDLES)[number];

type NotificationRow = {
  id: string;
  recipient_id: string;
  type: string;
  title: string;
  message: string;
  related_type: string | null;
  related_id: string | null;
  position_commit: string;
  position_prepare: string;
  created_at: string;
};
type RequestRow = { request_id: string; user_id: string; player_name: string };
/** What an event that only adds rows adds: it reads nothing, so a run of them goes in together. */
type Additions = { notifications: NotificationRow[]; requests: RequestRow[] };

const notification = (
  recorded: RecordedEvent,
  recipientId: string,
  content: NotificationContent,
  at: string,
): Additions => ({
  notifications: [
    {
      id: notificationId(recorded.id, recipientId),
      recipient_id: recipientId,
      type: content.type,
      title: content.title,
      message: content.message,
      related_type: content.relatedType,
      related_id: content.relatedId,
      position_commit: recorded.position.commit.toString(),
      position_prepare: recorded.position.prepare.toString(),
      created_at: at,
    },
  ],
  requests: [],
});

const nothing = (): Additions => ({ notifications: [], requests: [] });

/**
 * The rows an event adds, when adding rows is all it does; undefined for an event that reads or
 * updates rows (a status change, a read mark, a badge), which goes through apply in order.
 */
function additionsOf(recorded: RecordedEvent): Additions | undefined {
  const type = recorded.type as Handled;
  switch (type) {
    case 'UserRegistered': {
      const event = parseUserEvent(type, recorded.data);
      if (event.type !== type) return nothing();
      const d = event.data;
      return notification(recorded, d.userId, welcome(d.username), d.registeredAt);
    }
    case 'UserPasswordChanged': {
      const event = parseUserEvent(type, recorded.data);
      if (event.type !== type) return nothing();
      return notification(recorded, event.data.userId, passwordChanged(), event.data.changedAt);
    }
    case 'CoachVerificationChanged': {
      const event = parseProfileEvent(type, recorded.data);
      if (event.type !== type) return nothing();
      const d = event.data;
      return notification(recorded, d.userId, coachVerification(d.verificationStatus), d.changedAt);
    }
    default:
      return undefined;
  }
}

/**
 * Adds the rows in two statements at most, each one JSON text (see the activity projector); a
 * row already there (a replay) is left as it is.
 */
async function add(trx: Knex.Transaction, { notifications, requests }: Additions): Promise<void> {
  if (requests.length > 0)
    await trx.raw(
      `insert into notification_evaluation_requests (request_id, user_id, player_name)
       select * from json_to_recordset(?::json) as r(request_id uuid, user_id uuid, player_name text)
       on conflict (request_id) do nothing`,
      [JSON.stringify(requests)],
    );
  if (notifications.length > 0)
    await trx.raw(
      `insert into notifications (id, recipient_id, type, title, message, related_type, related_id,
         position_commit, position_prepare, created_at)
       select * from json_to_recordset(?::json) as r(id uuid, recipient_id uuid, type text,
         title text, message text, related_type text, related_id text, position_commit numeric,
         position_prepare numeric, created_at timestamptz)
       on conflict (id) do nothing`,
      [JSON.stringify(notifications)],
    );
}

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const added = additionsOf(recorded);
  if (added) return add(trx, added);
  const type = recorded.type as Handled;
  switch (type) {
    // Through apply, not in a run: its player name is sealed, and opened here (issue 36).
    case 'EvaluationRequested': {
      const event = parseIntakeEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = await openEvaluation(trx, event.data);
      return add(trx, {
        ...notification(
          recorded,
          d.userId,
          evaluationReceived(d.requestId, d.playerName),
          d.requestedAt,
        ),
        requests: [{ request_id: d.requestId, user_id: d.userId, player_name: d.playerName }],
      });
    }
    // The player's name leaves the notifications that named it, and the request's later ones.
    case 'EvaluationRequestErased': {
      const event = parseIntakeEvent(type, recorded.data);
      if (event.type !== type) return;
      const { requestId } = event.data;
      await trx.raw(
        `update notifications n set message = replace(n.message, 'for ' || r.player_name, 'for ' || ?)
         from notification_evaluation_requests r
         where r.request_id = ? and r.player_name <> ?
           and n.related_type = 'evaluation-request' and n.related_id = ?`,
        [REMOVED, requestId, REMOVED, requestId],
      );
      await trx('notification_evaluation_requests')
        .where({ request_id: requestId })
        .update({ player_name: REMOVED });
      return;
    }
    case 'EvaluationStatusChanged': {
      const event = parseIntakeEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = event.data;
      const request = await trx('notification_evaluation_requests')
        .where({ request_id: d.requestId })
        .first<{ user_id: string; player_name: string } | undefined>();
      if (!request) return; // a request from before accounts owned them: no one to tell
      return add(
        trx,
        notification(
          recorded,
          request.user_id,
          evaluationStatus(d.requestId, request.player_name, d.to),
          d.changedAt,
        ),
      );
    }
    case 'NotificationRead': {
      const event = parseNotificationEvent(type, recorded.data);
      if (event.type !== type) return;
      await trx('notifications')
        .where({ id: event.data.notificationId, recipient_id: event.data.userId })
        .whereNull('read_at')
        .update({ read_at: event.data.readAt });
      return;
    }
    case 'NotificationsAllRead': {
      const event = parseNotificationEvent(type, recorded.data);
      if (event.type !== type) return;
      const through = parsePosition(event.data.through);
      if (!through) return;
      await trx('notifications')
        .where({ recipient_id: event.data.userId })
        .whereNull('read_at')
        .whereRaw('(position_commit, position_prepare) <= (?::numeric, ?::numeric)', [
          through.commit.toString(),
          through.prepare.toString(),
        ])
        .update({ read_at: event.data.readAt });
      return;
    }
    case 'ScoutBadgeCreated': {
      const event = parseYouScoutEvent(type, recorded.data);
      if (event.type !== type) return;
      await trx('notification_scout_badges')
        .insert({ badge_id: event.data.badgeId, name: event.data.name })
        .onConflict('badge_id')
        .ignore();
      return;
    }
    case 'ScoutBadgeUpdated': {
      const event = parseYouScoutEvent(type, recorded.data);
      if (event.type !== type) return;
      const name = event.data.changes.name?.to;
      if (typeof name === 'string')
        await trx('notification_scout_badges')
          .where({ badge_id: event.data.badgeId })
          .update({ name });
      return;
    }
    case 'ScoutBadgeAwarded': {
      const event = parseYouScoutEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = event.data;
      const badge = await trx('notification_scout_badges')
        .where({ badge_id: d.badgeId })
        .first<{ name: string } | undefined>('name');
      // An account's id is a UUID; anything else names no one who could read a notification.
      if (!badge || !isUuid(d.userId)) return;
      return add(
        trx,
        notification(recorded, d.userId, scoutBadge(d.badgeId, badge.name), d.awardedAt),
      );
    }
    case 'NominationSubmitted': {
      const event = parseYouScoutEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = event.data;
      // An account's id is a UUID; anything else (a seed's system nominator) has no bell.
      if (!isUuid(d.submittedByUserId)) return;
      await trx('notification_nominations')
        .insert({ nomination_id: d.nominationId, nominator_id: d.submittedByUserId })
        .onConflict('nomination_id')
        .ignore();
      return;
    }
    case 'NominationApproved':
    case 'NominationRejected':
    case 'NominationRemoved': {
      const event = parseYouScoutEvent(type, recorded.data);
      if (event.type !== type) return;
      const found = await trx('notification_nominations')
        .where({ nomination_id: event.data.nominationId })
        .first<{ nominator_id: string } | undefined>('nominator_id');
      if (!found) return;
      const nominator = found.nominator_id;
      const told = (actor: string | null, content: NotificationContent, at: string) =>
        // What the nominator did themselves (or staff did to their own nomination) tells no one.
        actor === nominator ? undefined : add(trx, notification(recorded, nominator, content, at));
      if (event.type === 'NominationApproved')
        return told(
          event.data.by,
          nominationApproved(event.data.nominationId),
          event.data.approvedAt,
        );
      if (event.type === 'NominationRejected')
        return told(
          event.data.by,
          nominationRejected(event.data.nominationId, event.data.reason),
          event.data.rejectedAt,
        );
      if (event.type === 'NominationRemoved')
        return told(
          event.data.requestedBy,
          nominationRemoved(event.data.nominationId, event.data.requestedAs),
          event.data.removedAt,
        );
      return;
    }
    // A Matchups alert's threshold, kept for the message of its matches.
    case 'MetricAlertCreated':
    case 'MetricAlertChanged': {
      const event = parseMatchupsEvent(type, recorded.data);
      if (event.type !== 'MetricAlertCreated' && event.type !== 'MetricAlertChanged') return;
      await trx('notification_matchup_alerts')
        .insert({
          alert_id: event.data.alertId,
          operator: event.data.operator,
          target_value: event.data.targetValue,
        })
        .onConflict('alert_id')
        .merge(['operator', 'target_value']);
      return;
    }
    // A real-time alert met: its coach is told at once. Daily and weekly matches wait for their
    // digest mail (services/src/matchups), and notify nothing here.
    case 'MetricAlertMatched': {
      const event = parseMatchupsEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = event.data;
      if (d.frequency !== 'real_time' || !isUuid(d.coachId)) return;
      const alert = await trx('notification_matchup_alerts')
        .where({ alert_id: d.alertId })
        .first<{ operator: AlertOperator; target_value: number } | undefined>(
          'operator',
          'target_value',
        );
      const threshold = alert
        ? { operator: alert.operator, targetValue: alert.target_value }
        : null;
      return add(
        trx,
        notification(
          recorded,
          d.coachId,
          matchupAlert(d.athleteId, { metricType: d.metricType, value: d.value, threshold }),
          d.matchedAt,
        ),
      );
    }
    // An erased athlete is in no coach's alerts any more: the notifications that a verified
    // value of theirs met go, and a rebuild adds them and takes them away again, in log order.
    case 'PersonalDataErased': {
      const event = parseFamilyEvent(type, recorded.data);
      if (event.type !== type) return;
      await trx('notifications')
        .where({ related_type: MATCHUP_ATHLETE, related_id: event.data.athleteId })
        .delete();
      return;
    }
    default:
      throw new Error(`Unexpected event ${type}`);
  }
}

/**
 * A batch: each run of events that only add rows goes in together (registrations come by the
 * thousand in a rebuild), flushed before any other event, which goes through apply in order.
 */
async function applyBatch(trx: Knex.Transaction, events: readonly RecordedEvent[]): Promise<void> {
  let run = nothing();
  const flush = async () => {
    await add(trx, run);
    run = nothing();
  };
  for (const recorded of events) {
    const added = additionsOf(recorded);
    if (added) {
      run.notifications.push(...added.notifications);
      run.requests.push(...added.requests);
      continue;
    }
    await flush();
    await apply(trx, recorded);
  }
  await flush();
}

export const notificationsProjector: Projector = {
  name: 'notifications',
  // 2: YouScout's badge awards. 3: nominators told of approval, rejection and removal.
  // 4: Matchups' real-time alerts met (the alerts' thresholds kept for the message).
  // 5: an erased athlete's alert notifications removed.
  version: 5,
  handles: HANDLES,
  tables: [
    'notifications',
    'notification_evaluation_requests',
    'notification_scout_badges',
    'notification_nominations',
    'notification_matchup_alerts',
  ],
  apply,
  applyBatch,
};
