import type { Knex } from 'knex';
import type { ActivityType } from '../../../services/src/activity/constants';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { isUuid } from '../../../services/src/core/ids';
import { REMOVED } from '../../../services/src/families/constants';
import { sealedOpener, sealedPersonId } from '../../../services/src/families/sealing';
import { copyRows } from '../runner/copy-rows';
import type { Projector } from '../runner/projector';

type Data = Record<string, unknown>;

const text = (data: Data, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The moment the event's own data names, else the one its metadata names, else when it was
 * recorded. (The metadata is parsed only when asked for: not for a vote that has its time.)
 */
function whenOf(event: RecordedEvent, key: string): string {
  const own = text(event.data, key);
  if (isTime(own)) return own;
  const occurred = event.metadata?.occurredAt;
  if (isTime(occurred)) return occurred;
  return event.recordedAt.toISOString();
}

type Item = { type: ActivityType; data: Record<string, unknown>; at: string };

/**
 * What an event means in its user's history, or null when it is not theirs to see. Another area
 * owns EvaluationRequested, so its fields are read defensively. Votes are not here: the board's
 * vote table names each signed-in voter, and the history reads them there (one row per vote).
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
  activity_data: Record<string, unknown>;
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
    activity_data: item.data,
    created_at: item.at,
  };
}

/**
 * Inserts the rows in one statement (each is its own row, so their order does not matter) as
 * one JSON text, which V8 writes natively. Target-less on conflict: a rebuild loads this table
 * without indexes (see insertOnly).
 */
async function insert(trx: Knex.Transaction, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.raw(
    `insert into user_activity (id, user_id, activity_type, activity_data, created_at)
     select id, user_id, activity_type, activity_data, created_at from json_to_recordset(?::json)
       as r(id uuid, user_id uuid, activity_type text, activity_data jsonb, created_at timestamptz)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
}

const rowsOf = (events: readonly RecordedEvent[]) =>
  events.map(rowOf).filter((row) => row !== null);

const COLUMNS = ['id', 'user_id', 'activity_type', 'activity_data', 'created_at'] as const;

/**
 * An evaluation request's player name is sealed with the request's key (issue 36): opened here,
 * so the history reads it as it is; "removed" once the key is gone, or after the erasure below.
 */
async function opened(trx: Knex.Transaction, rows: readonly Row[]): Promise<Row[]> {
  const open = sealedOpener(trx);
  return Promise.all(
    rows.map(async (row) => {
      const { playerName, requestId } = row.activity_data;
      if (typeof playerName !== 'string') return row;
      const owner = sealedPersonId(playerName);
      if (owner === undefined) return row;
      const name = owner === requestId ? await open(playerName) : REMOVED;
      return { ...row, activity_data: { ...row.activity_data, playerName: name } };
    }),
  );
}

/** An erased request's player name reads "removed" in its user's history, clear or sealed. */
async function erase(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const requestId = text(event.data as Data, 'requestId');
  if (requestId === null) return;
  await trx.raw(
    `update user_activity set activity_data = activity_data || jsonb_build_object('playerName', ?::text)
     where activity_data->>'kind' = 'evaluation_request' and activity_data->>'requestId' = ?`,
    [REMOVED, requestId],
  );
}

/** Runs of rows go in together; an erasure waits for the rows before it, then applies. */
async function applyEvents(
  trx: Knex.Transaction,
  events: readonly RecordedEvent[],
  copy: boolean,
): Promise<void> {
  let run: RecordedEvent[] = [];
  const flush = async () => {
    const rows = await opened(trx, rowsOf(run));
    run = [];
    if (!copy) return insert(trx, rows);
    await copyRows(
      trx,
      'user_activity',
      COLUMNS,
      rows.map((row) => [
        row.id,
        row.user_id,
        row.activity_type,
        JSON.stringify(row.activity_data),
        row.created_at,
      ]),
    );
  };
  for (const event of events) {
    if (event.type !== 'EvaluationRequestErased') {
      run.push(event);
      continue;
    }
    await flush();
    await erase(trx, event);
  }
  await flush();
}

export const userActivityProjector: Projector = {
  name: 'user-activity',
  // 2: votes left to the board's vote table (prospects' version 3).
  version: 2,
  handles: [
    'UserRegistered',
    'UserProfileUpdated',
    'UserPasswordChanged',
    'EvaluationRequested',
    'EvaluationRequestErased',
  ],
  tables: ['user_activity'],
  insertOnly: ['user_activity'],
  apply: (trx, event) => applyEvents(trx, [event], false),
  applyBatch: (trx, events, how) => applyEvents(trx, events, how?.copy === true),
};
