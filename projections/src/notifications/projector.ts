import type { Knex } from 'knex';
import { parseUserEvent } from '../../../services/src/accounts/events';
import {
  parsePosition,
  type RecordedEvent,
} from '../../../services/src/core/event-store/event-store';
import { isUuid } from '../../../services/src/core/ids';
import { parseIntakeEvent } from '../../../services/src/intake/events';
import {
  coachVerification,
  evaluationReceived,
  evaluationStatus,
  type NotificationContent,
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
  'CoachVerificationChanged',
  'NotificationRead',
  'NotificationsAllRead',
  'ScoutBadgeCreated',
  'ScoutBadgeUpdated',
  'ScoutBadgeAwarded',
] as const;
type Handled = (typeof HANDLES)[number];

async function notify(
  trx: Knex.Transaction,
  recorded: RecordedEvent,
  recipientId: string,
  content: NotificationContent,
  at: string,
): Promise<void> {
  await trx('notifications')
    .insert({
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
      read_at: null,
    })
    .onConflict('id')
    .ignore();
}

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const type = recorded.type as Handled;
  switch (type) {
    case 'UserRegistered': {
      const event = parseUserEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = event.data;
      return notify(trx, recorded, d.userId, welcome(d.username), d.registeredAt);
    }
    case 'UserPasswordChanged': {
      const event = parseUserEvent(type, recorded.data);
      if (event.type !== type) return;
      return notify(trx, recorded, event.data.userId, passwordChanged(), event.data.changedAt);
    }
    case 'EvaluationRequested': {
      const event = parseIntakeEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = event.data;
      await trx('notification_evaluation_requests')
        .insert({ request_id: d.requestId, user_id: d.userId, player_name: d.playerName })
        .onConflict('request_id')
        .ignore();
      return notify(
        trx,
        recorded,
        d.userId,
        evaluationReceived(d.requestId, d.playerName),
        d.requestedAt,
      );
    }
    case 'EvaluationStatusChanged': {
      const event = parseIntakeEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = event.data;
      const request = await trx('notification_evaluation_requests')
        .where({ request_id: d.requestId })
        .first<{ user_id: string; player_name: string } | undefined>();
      if (!request) return; // a request from before accounts owned them: no one to tell
      return notify(
        trx,
        recorded,
        request.user_id,
        evaluationStatus(d.requestId, request.player_name, d.to),
        d.changedAt,
      );
    }
    case 'CoachVerificationChanged': {
      const event = parseProfileEvent(type, recorded.data);
      if (event.type !== type) return;
      const d = event.data;
      return notify(trx, recorded, d.userId, coachVerification(d.verificationStatus), d.changedAt);
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
      return notify(trx, recorded, d.userId, scoutBadge(d.badgeId, badge.name), d.awardedAt);
    }
    default: {
      const unexpected: never = type;
      throw new Error(`Unexpected event ${String(unexpected)}`);
    }
  }
}

export const notificationsProjector: Projector = {
  name: 'notifications',
  // 2: YouScout's badge awards.
  version: 2,
  handles: HANDLES,
  tables: ['notifications', 'notification_evaluation_requests', 'notification_scout_badges'],
  apply,
};
