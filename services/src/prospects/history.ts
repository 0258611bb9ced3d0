import type { Knex } from 'knex';
import { type EventStore, formatPosition } from '../core/event-store/event-store';
import { readEvent, type UnreadableEvent } from '../core/event-store/unreadable';
import { REMOVED } from '../families/constants';
import { shownFields } from './board-view';
import type { BoardEvent } from './events';
import { eventTime, parseBoardEvent } from './events';
import { erasedProspects, prospectOpener } from './personal';
import { fullName } from './prospect';
import { boardLog } from './replay';
import type { HistoryEntry } from './schemas';

function action(event: BoardEvent): string {
  switch (event.type) {
    case 'RankSwapped':
      return `moved ${event.data.direction}`;
    case 'RankAssigned':
      return `assigned rank ${event.data.rank}`;
    case 'RankFreed':
      return 'removed from the board';
    default:
      return event.type;
  }
}

export type ProspectHistory = {
  entries: HistoryEntry[];
  /**
   * Board events that could not be read. Whom they touched cannot be known for sure, so every
   * one is listed: the history may lack what they did.
   */
  unreadable: UnreadableEvent[];
};

/**
 * Every event that touched the prospect, oldest first: its addition, each field change with
 * before and after, each rank change with its cause, each vote. Read from the log itself; an
 * event that cannot be read is listed apart and the history goes on.
 */
export async function prospectHistory(
  store: EventStore,
  knex: Knex,
  prospectId: string,
): Promise<ProspectHistory> {
  const names = new Map<string, { firstName: string; lastName: string }>();
  const entries: HistoryEntry[] = [];
  const unreadable: UnreadableEvent[] = [];
  // An erased prospect's personal fields read "removed" in every entry, clear or sealed.
  const open = prospectOpener(knex, await erasedProspects(store));
  const openName = async (id: string, name: { firstName: string; lastName: string }) => {
    const firstName = String(await open.value(id, 'firstName', name.firstName));
    const lastName = String(await open.value(id, 'lastName', name.lastName));
    return firstName === REMOVED || lastName === REMOVED
      ? { firstName: REMOVED, lastName: '' }
      : { firstName, lastName };
  };
  for await (const batch of boardLog(store)) {
    for (const recorded of batch) {
      const read = readEvent(recorded, parseBoardEvent);
      if ('unreadable' in read) {
        unreadable.push(read.unreadable);
        continue;
      }
      const { event } = read;
      // Kept as the log holds them (sealed, mostly), opened when a rank change names one.
      if (event.type === 'ProspectAdded') names.set(event.data.prospectId, event.data);
      if (event.type === 'ProspectUpdated') {
        const name = names.get(event.data.prospectId);
        const { firstName, lastName } = event.data.changes;
        if (name)
          names.set(event.data.prospectId, {
            firstName: firstName ? String(firstName.to) : name.firstName,
            lastName: lastName ? String(lastName.to) : name.lastName,
          });
      }
      const base = {
        position: formatPosition(recorded.position),
        eventId: recorded.id,
        at: eventTime(event),
        recordedAt: recorded.recordedAt.toISOString(),
        actorId: recorded.metadata.actorId ?? null,
        actor: null,
      };
      switch (event.type) {
        case 'ProspectAdded': {
          if (event.data.prospectId !== prospectId) break;
          // The rank asked for shows as the rank change that follows.
          const { prospectId: _, addedAt: __, nolaRank: ___, ...fields } = event.data;
          entries.push({
            ...base,
            type: event.type,
            fields: shownFields(await open.fields(prospectId, fields)),
          });
          break;
        }
        case 'ProspectUpdated': {
          if (event.data.prospectId !== prospectId) break;
          const changes: Record<string, { from: unknown; to: unknown }> = {};
          for (const [field, { from, to }] of Object.entries(event.data.changes))
            changes[field] = {
              from: await open.value(prospectId, field, from),
              to: await open.value(prospectId, field, to),
            };
          entries.push({ ...base, type: event.type, changes });
          break;
        }
        case 'ProspectRemoved':
        case 'ProspectErased':
          if (event.data.prospectId === prospectId) entries.push({ ...base, type: event.type });
          break;
        case 'RankSwapped':
        case 'RankAssigned':
        case 'RankFreed': {
          const mine = event.data.moves.find((move) => move.prospectId === prospectId);
          if (!mine) break;
          entries.push({
            ...base,
            type: event.type,
            rank: { from: mine.from, to: mine.to },
            cause: {
              action: action(event),
              prospectId: event.data.prospectId,
              prospectName: fullName(
                await openName(
                  event.data.prospectId,
                  names.get(event.data.prospectId) ?? { firstName: '', lastName: '' },
                ),
              ),
            },
            moves: event.data.moves,
          });
          break;
        }
        case 'VoteCast':
          if (event.data.prospectId === prospectId)
            entries.push({ ...base, type: event.type, signedIn: event.data.userId !== null });
          break;
        default: {
          const never: never = event;
          return never;
        }
      }
    }
  }
  return { entries: await withActorNames(knex, entries), unreadable };
}

/** Fills in who acted, by username, from the users read model (ids stay for the record). */
async function withActorNames(knex: Knex, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const ids = [...new Set(entries.map((e) => e.actorId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return entries;
  const users = await knex('users')
    .whereIn('id', ids)
    .select<{ id: string; username: string }[]>('id', 'username');
  const byId = new Map(users.map((u) => [u.id, u.username]));
  return entries.map((e) => ({ ...e, actor: e.actorId ? (byId.get(e.actorId) ?? null) : null }));
}

const show = (value: unknown) => (value === '' || value === null ? '—' : JSON.stringify(value));

/** One line for a terminal: what happened, in words. */
export function describeEntry(entry: HistoryEntry): string {
  switch (entry.type) {
    case 'ProspectAdded':
      return `added: ${Object.entries(entry.fields)
        .map(([field, value]) => `${field}=${show(value)}`)
        .join(' ')}`;
    case 'ProspectUpdated':
      return Object.entries(entry.changes)
        .map(([field, { from, to }]) => `${field} ${show(from)} → ${show(to)}`)
        .join('; ');
    case 'ProspectRemoved':
      return 'removed';
    case 'ProspectErased':
      return 'personal data erased';
    case 'RankSwapped':
    case 'RankAssigned':
    case 'RankFreed': {
      const who = entry.cause.prospectName || entry.cause.prospectId;
      return `rank ${entry.rank.from ?? 'unranked'} → ${entry.rank.to ?? 'unranked'} (${who} ${entry.cause.action})`;
    }
    case 'VoteCast':
      return entry.signedIn ? 'vote from a signed-in user' : 'vote from a signed-out visitor';
    default: {
      const never: never = entry;
      return never;
    }
  }
}
