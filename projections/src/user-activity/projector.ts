import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { isUuid } from '../../../services/src/core/ids';
import type { Projector } from '../runner/projector';

/** The specification's activity types. */
export type ActivityType = 'profile_update' | 'nomination' | 'vote' | 'comment' | 'other';

export type UserActivityRow = {
  id: string;
  user_id: string;
  activity_type: ActivityType;
  activity_data: Record<string, unknown>;
  created_at: Date;
};

type Data = Record<string, unknown>;

const text = (data: Data, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The moment the event's own data names, else when it was recorded. */
function whenOf(event: RecordedEvent, key: string): string {
  for (const candidate of [text(event.data, key), event.metadata?.occurredAt]) {
    if (typeof candidate === 'string' && !Number.isNaN(Date.parse(candidate))) return candidate;
  }
  return event.recordedAt.toISOString();
}

type Item = { type: ActivityType; data: Record<string, unknown>; at: string };

/**
 * What an event means in its user's history, or null when it is not theirs to see. Other
 * areas own VoteCast and EvaluationRequested, so their fields are read defensively.
 */
function itemOf(event: RecordedEvent): Item | null {
  const d = event.data as Data;
  switch (event.type) {
    case 'UserRegistered':
      return {
        type: 'other',
        data: { kind: 'account_created' },
        at: whenOf(event, 'registeredAt'),
      };
    case 'UserProfileUpdated':
      return { type: 'profile_update', data: {}, at: whenOf(event, 'updatedAt') };
    case 'UserPasswordChanged':
      return { type: 'other', data: { kind: 'password_changed' }, at: whenOf(event, 'changedAt') };
    case 'VoteCast':
      return {
        type: 'vote',
        data: { prospectId: text(d, 'prospectId'), prospectName: text(d, 'prospectName') },
        at: whenOf(event, 'castAt'),
      };
    case 'EvaluationRequested':
      return {
        type: 'other',
        data: {
          kind: 'evaluation_request',
          requestId: text(d, 'requestId'),
          playerName: text(d, 'playerName'),
        },
        at: whenOf(event, 'requestedAt'),
      };
    default:
      return null;
  }
}

type Row = {
  id: string;
  user_id: string;
  activity_type: ActivityType;
  activity_data: string;
  created_at: string;
};

function rowOf(event: RecordedEvent): Row | null {
  // Anonymous votes and requests (no userId) belong to nobody's history.
  const userId = text(event.data as Data, 'userId');
  if (userId === null || !isUuid(userId)) return null;
  const item = itemOf(event);
  if (!item) return null;
  return {
    id: event.id,
    user_id: userId,
    activity_type: item.type,
    activity_data: JSON.stringify(item.data),
    created_at: item.at,
  };
}

async function apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const row = rowOf(event);
  if (row) await trx('user_activity').insert(row).onConflict('id').ignore();
}

/** Every item of the batch in one statement (each is its own row, so order does not matter). */
async function applyBatch(trx: Knex.Transaction, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map(rowOf).filter((row) => row !== null);
  if (rows.length === 0) return;
  await trx.raw(
    `insert into user_activity (id, user_id, activity_type, activity_data, created_at)
     select * from unnest(?::uuid[], ?::uuid[], ?::text[], ?::jsonb[], ?::timestamptz[])
     on conflict (id) do nothing`,
    [
      rows.map((row) => row.id),
      rows.map((row) => row.user_id),
      rows.map((row) => row.activity_type),
      rows.map((row) => row.activity_data),
      rows.map((row) => row.created_at),
    ],
  );
}

export const userActivityProjector: Projector = {
  name: 'user-activity',
  version: 1,
  handles: [
    'UserRegistered',
    'UserProfileUpdated',
    'UserPasswordChanged',
    'VoteCast',
    'EvaluationRequested',
  ],
  tables: ['user_activity'],
  apply,
  applyBatch,
};
