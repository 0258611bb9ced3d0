import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { notificationId } from '../../../services/src/notifications/compose';
import type { NotificationRow } from '../../../services/src/notifications/rows';
import { readModelDatabase, recordedEvent } from '../testing';
import { notificationsProjector } from './projector';

const db = readModelDatabase();

const apply = (...events: RecordedEvent[]) =>
  db.knex.transaction(async (trx) => {
    for (const event of events) await notificationsProjector.apply(trx, event);
  });
const rowsOf = (recipientId: string) =>
  db
    .knex<NotificationRow>('notifications')
    .where({ recipient_id: recipientId })
    .orderBy(['position_commit', 'position_prepare']);

const requested = (requestId: string, userId: string) =>
  recordedEvent(`evaluation-${requestId}`, 0, 'EvaluationRequested', {
    requestId,
    userId,
    parentName: 'Renee Batiste',
    parentEmail: 'renee@example.com',
    parentPhone: '504-555-0142',
    playerName: 'Andre Batiste',
    playerAge: 14,
    playerPosition: 'SS',
    playerSchool: 'Jesuit High School',
    additionalInfo: null,
    requestedAt: '2025-05-01T12:00:00.000Z',
  });
const moved = (requestId: string, revision: number, to: string) =>
  recordedEvent(`evaluation-${requestId}`, revision, 'EvaluationStatusChanged', {
    requestId,
    from: 'pending',
    to,
    changedAt: '2025-05-02T09:00:00.000Z',
  });

describe('the notifications read model', () => {
  it('tells the requester of each status change, once however often it is applied', async () => {
    const userId = randomUUID();
    const requestId = randomUUID();
    const events = [requested(requestId, userId), moved(requestId, 1, 'contacted')];
    await apply(...events);
    const once = await rowsOf(userId);
    await apply(...events);
    expect(await rowsOf(userId)).toEqual(once);
    expect(once.map((row) => [row.type, row.message, row.read_at])).toEqual([
      [
        'evaluation-received',
        'We received your evaluation request for Andre Batiste. A representative will contact you within 24 hours.',
        null,
      ],
      [
        'evaluation-status',
        'Your evaluation request for Andre Batiste is under way: a representative has contacted you.',
        null,
      ],
    ]);
    expect(once[1]?.created_at.toISOString()).toBe('2025-05-02T09:00:00.000Z');
  });

  it('marks read up to the position named, leaving what came later unread', async () => {
    const userId = randomUUID();
    const requestId = randomUUID();
    await apply(
      requested(requestId, userId),
      moved(requestId, 1, 'contacted'),
      moved(requestId, 2, 'scheduled'),
    );
    const [first, second] = await rowsOf(userId);
    const reads = `notification-reads-${userId}`;
    await apply(
      recordedEvent(reads, 0, 'NotificationRead', {
        userId: randomUUID(),
        notificationId: first?.id,
        readAt: '2025-05-03T00:00:00.000Z',
      }),
    );
    expect((await rowsOf(userId)).map((row) => row.read_at)).toEqual([null, null, null]);
    await apply(
      recordedEvent(reads, 1, 'NotificationsAllRead', {
        userId,
        through: `${second?.position_commit}.${second?.position_prepare}`,
        readAt: '2025-05-03T00:00:00.000Z',
      }),
    );
    expect((await rowsOf(userId)).map((row) => row.read_at !== null)).toEqual([true, true, false]);
  });

  it('builds in a batch what one event at a time builds, a read mark after its notifications included', async () => {
    const userId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const inOrder = (events: RecordedEvent[]) =>
      events.map((event, i) => ({
        ...event,
        position: { commit: 1_000n + BigInt(i), prepare: 0n },
      }));
    const [made, contacted, other, scheduled] = inOrder([
      requested(first, userId),
      moved(first, 1, 'contacted'),
      requested(second, userId),
      moved(first, 2, 'scheduled'),
    ]) as [RecordedEvent, RecordedEvent, RecordedEvent, RecordedEvent];
    const allRead = recordedEvent(`notification-reads-${userId}`, 0, 'NotificationsAllRead', {
      userId,
      through: `${contacted.position.commit}.${contacted.position.prepare}`,
      readAt: '2025-05-03T00:00:00.000Z',
    });
    const events = [made, contacted, other, scheduled, allRead];
    await apply(...events);
    const oneAtATime = await rowsOf(userId);
    expect(oneAtATime.map((row) => [row.type, row.read_at !== null])).toEqual([
      ['evaluation-received', true],
      ['evaluation-status', true],
      ['evaluation-received', false],
      ['evaluation-status', false],
    ]);

    await db.knex('notifications').where({ recipient_id: userId }).del();
    await db.knex('notification_evaluation_requests').whereIn('request_id', [first, second]).del();
    await db.knex.transaction((trx) => notificationsProjector.applyBatch?.(trx, events));
    expect(await rowsOf(userId)).toEqual(oneAtATime);
  });

  it('ignores a status change of a request it never saw made', async () => {
    const requestId = randomUUID();
    await apply(moved(requestId, 1, 'declined'));
    expect(await db.knex('notifications').where({ related_id: requestId })).toEqual([]);
  });

  it('tells a coach of a real-time Matchups alert met, naming no athlete; daily and weekly ones wait for the digest', async () => {
    const coachId = randomUUID();
    const athleteId = randomUUID();
    const alertId = randomUUID();
    const coach = `matchupcoach-${coachId}`;
    const alert = {
      coachId,
      alertId,
      metricType: 'exit_velocity',
      operator: '>=',
      targetValue: 85,
      unit: 'mph',
      position: null,
      graduationYear: null,
      location: null,
      frequency: 'real_time',
    };
    const matched = (frequency: string, value: number, metricType = 'exit_velocity') => {
      const metricId = randomUUID();
      return recordedEvent(`matchupmatch-${alertId}-${metricId}`, 0, 'MetricAlertMatched', {
        alertId,
        coachId,
        metricId,
        athleteId,
        metricType,
        value,
        frequency,
        matchedAt: '2026-05-01T12:00:00.000Z',
      });
    };
    const live = matched('real_time', 92);
    const events = [
      recordedEvent(coach, 0, 'MetricAlertCreated', {
        ...alert,
        createdAt: '2026-04-01T00:00:00.000Z',
      }),
      recordedEvent(coach, 1, 'MetricAlertChanged', {
        ...alert,
        targetValue: 90,
        isActive: true,
        changedAt: '2026-04-02T00:00:00.000Z',
      }),
      live,
      matched('daily', 95),
      matched('weekly', 96),
    ];
    await apply(...events);
    await apply(...events);
    const rows = await rowsOf(coachId);
    expect(rows).toEqual([
      expect.objectContaining({
        id: notificationId(live.id, coachId),
        type: 'matchup-alert',
        title: 'Metric alert',
        message: 'A newly verified Exit velocity of 92 mph matches your alert (≥ 90 mph).',
        related_type: 'matchup-athlete',
        related_id: athleteId,
        read_at: null,
      }),
    ]);
    expect(rows[0]?.created_at.toISOString()).toBe('2026-05-01T12:00:00.000Z');
    // Another metric, another threshold: the value and its unit as the metric keeps them.
    await apply(
      recordedEvent(coach, 2, 'MetricAlertChanged', {
        ...alert,
        metricType: 'sixty_yard_dash',
        operator: '<',
        targetValue: 7,
        unit: 's',
        isActive: true,
        changedAt: '2026-04-03T00:00:00.000Z',
      }),
      matched('real_time', 6.85, 'sixty_yard_dash'),
    );
    expect((await rowsOf(coachId)).map((row) => row.message)).toContain(
      'A newly verified 60-yard dash of 6.85 s matches your alert (< 7 s).',
    );
  });

  it('keeps no alert of an erased athlete, also when the log is replayed', async () => {
    const coachId = randomUUID();
    const [erasedId, otherId] = [randomUUID(), randomUUID()];
    const matched = (athleteId: string) => {
      const [alertId, metricId] = [randomUUID(), randomUUID()];
      return recordedEvent(`matchupmatch-${alertId}-${metricId}`, 0, 'MetricAlertMatched', {
        alertId,
        coachId,
        metricId,
        athleteId,
        metricType: 'exit_velocity',
        value: 92,
        frequency: 'real_time',
        matchedAt: '2026-05-01T12:00:00.000Z',
      });
    };
    const events = [
      matched(erasedId),
      matched(otherId),
      matched(erasedId),
      recordedEvent(`family-${erasedId}`, 3, 'PersonalDataErased', {
        athleteId: erasedId,
        requestedBy: null,
        requestedAs: 'guardian',
        erasedAt: '2026-05-02T00:00:00.000Z',
      }),
    ];
    await apply(...events);
    expect((await rowsOf(coachId)).map((row) => row.related_id)).toEqual([otherId]);
    // A rebuild applies the log again from the start: the matches come back, and go again.
    await apply(...events);
    expect((await rowsOf(coachId)).map((row) => row.related_id)).toEqual([otherId]);
  });
});
