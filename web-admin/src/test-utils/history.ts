import type { HistoryEntry } from '@/types';

// Given: history entries as GET /api/admin/prospects/{id}/history answers them.

let n = 0;
const base = (at: string, actor: string | null = 'coach_admin') => {
  n += 1;
  return {
    position: `${n}.${n}`,
    eventId: `event-${n}`,
    at,
    recordedAt: at,
    actorId: actor ? `id-${actor}` : null,
    actor,
  };
};

type AddedFields = Extract<HistoryEntry, { type: 'ProspectAdded' }>['fields'];

/** An addition carries every field, as the server sends it. */
export const added = (at: string, fields: Partial<AddedFields> = {}): HistoryEntry => ({
  ...base(at),
  type: 'ProspectAdded',
  fields: {
    firstName: 'Ada',
    lastName: 'Guidry',
    school: 'Jesuit High School',
    teamName: '',
    positionPrimary: 'SS',
    positionSecondary: '',
    battingThrowingHand: 'R/R',
    gradYear: 2026,
    nolaEvaluated: false,
    ...fields,
  },
});

export const updated = (
  at: string,
  changes: Record<string, { from: unknown; to: unknown }>,
): HistoryEntry => ({ ...base(at), type: 'ProspectUpdated', changes });

export const rankChange = (
  at: string,
  from: number | null,
  to: number | null,
  cause: { action: string; prospectId: string; prospectName: string },
  type: 'RankSwapped' | 'RankAssigned' | 'RankFreed' = 'RankSwapped',
): HistoryEntry => ({ ...base(at), type, rank: { from, to }, cause, moves: [] });

export const vote = (at: string, signedIn = false): HistoryEntry => ({
  ...base(at, null),
  type: 'VoteCast',
  signedIn,
});
