import { dayIn, TIME_ZONE } from '@/format';
import type { HistoryEntry } from '@/types';

// How an auditor reads a prospect's history: pure functions over the server's entries.

export type RankEntry = Extract<
  HistoryEntry,
  { type: 'RankSwapped' | 'RankAssigned' | 'RankFreed' }
>;

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  school: 'School',
  teamName: 'Team name',
  positionPrimary: 'Primary position',
  positionSecondary: 'Secondary position',
  battingThrowingHand: 'Bats/Throws',
  gradYear: 'Graduation year',
  nolaEvaluated: 'Evaluated',
  nolaRank: 'Rank',
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

/** A field's value in words: empty shows as a dash, flags as Yes/No. */
export function showValue(value: unknown): string {
  if (value === '' || value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export type FieldChange = { field: string; label: string; before: string; after: string };

/** Each changed field of an update, before → after, in the form's field order. */
export function fieldChanges(
  changes: Record<string, { from: unknown; to: unknown }>,
): FieldChange[] {
  const order = Object.keys(FIELD_LABELS);
  return Object.entries(changes)
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([field, { from, to }]) => ({
      field,
      label: fieldLabel(field),
      before: showValue(from),
      after: showValue(to),
    }));
}

export const showRank = (rank: number | null): string => (rank === null ? 'unranked' : `#${rank}`);

/** Why the rank changed: this prospect's own move, or another's that pushed it. */
export function rankCause(entry: RankEntry, prospectId: string): string {
  const { action, prospectId: actedOn, prospectName } = entry.cause;
  if (actedOn === prospectId) return action.charAt(0).toUpperCase() + action.slice(1);
  const name = prospectName || 'another prospect';
  if (action.startsWith('moved')) return `${name} ${action}`;
  return `${name} was ${action}`;
}

/** Whether a rank change was a climb, a drop, or on/off the board. */
export function rankDirection(entry: RankEntry): 'up' | 'down' | 'on' | 'off' {
  const { from, to } = entry.rank;
  if (from === null) return 'on';
  if (to === null) return 'off';
  return to < from ? 'up' : 'down';
}

export const isRankEntry = (entry: HistoryEntry): entry is RankEntry =>
  entry.type === 'RankSwapped' || entry.type === 'RankAssigned' || entry.type === 'RankFreed';

/** The timeline: everything but votes, which the per-day chart shows instead. */
export const timeline = (entries: readonly HistoryEntry[]) =>
  entries.filter((entry) => entry.type !== 'VoteCast');

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Votes per calendar day in the company's time zone, oldest first: every day from the first
 * vote (or `since`, when earlier) to the last (or `until`, when later), days without votes at
 * zero. No votes, no days.
 */
export function votesPerDay(
  entries: readonly HistoryEntry[],
  {
    timeZone = TIME_ZONE,
    since,
    until,
  }: { timeZone?: string; since?: Date | string; until?: Date | string } = {},
): { day: string; votes: number }[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    if (entry.type !== 'VoteCast') continue;
    const day = dayIn(entry.at, timeZone);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  if (counts.size === 0) return [];
  const days = [...counts.keys()].sort();
  const firstVote = days[0] as string;
  const startDay = since ? dayIn(since, timeZone) : firstVote;
  const first = startDay < firstVote ? startDay : firstVote;
  const lastVote = days[days.length - 1] as string;
  const endDay = until ? dayIn(until, timeZone) : lastVote;
  const last = endDay > lastVote ? endDay : lastVote;
  const out: { day: string; votes: number }[] = [];
  for (let day = first; day <= last; day = nextDay(day)) {
    out.push({ day, votes: counts.get(day) ?? 0 });
  }
  return out;
}

/** Who did it: the acting user's name, or the system (seeding, operators' scripts). */
export const actorOf = (entry: HistoryEntry): string =>
  entry.actor ?? (entry.actorId ? `user ${entry.actorId.slice(0, 8)}` : 'system');
