import type { Knex } from 'knex';
import { turnLoader } from '../core/turn-loader';
import type { ProspectFields } from './events';
import type { ProspectRow } from './rows';
import type { BoardProspect, ProspectFieldsShown } from './schemas';

/** A prospect as the board shows it (GET /api/prospects): its answer schema's type. */
export type ProspectView = BoardProspect;

/**
 * A prospect's fields as the answers type them. The log's fields are plain strings, but only the
 * input schemas' lists (or '') ever get in; the tests hold every answer to the lists.
 */
export const shownFields = (fields: ProspectFields): ProspectFieldsShown =>
  fields as ProspectFieldsShown;

/** What the board is computed from, whether read from the tables or replayed from the log. */
export type BoardEntry = { id: string } & ProspectFieldsShown & {
    nolaRank: number | null;
    communityVotes: number;
    rankWeekAgo: number | null;
  };

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const byName = (a: BoardEntry, b: BoardEntry) =>
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName) ||
  a.id.localeCompare(b.id);

const byOfficialRank = (a: BoardEntry, b: BoardEntry) =>
  (a.nolaRank ?? Number.POSITIVE_INFINITY) - (b.nolaRank ?? Number.POSITIVE_INFINITY) ||
  byName(a, b);

/** Community places: most votes first; ties go to the better official rank, then the name. */
const byVotes = (a: BoardEntry, b: BoardEntry) =>
  b.communityVotes - a.communityVotes || byOfficialRank(a, b);

/** The board in official order (unranked last), with community places and rank changes. */
export function rankBoard(entries: readonly BoardEntry[]): ProspectView[] {
  const communityRank = new Map([...entries].sort(byVotes).map((e, i) => [e.id, i + 1]));
  return [...entries].sort(byOfficialRank).map(({ rankWeekAgo, ...entry }) => ({
    id: entry.id,
    firstName: entry.firstName,
    lastName: entry.lastName,
    school: entry.school,
    teamName: entry.teamName,
    positionPrimary: entry.positionPrimary,
    positionSecondary: entry.positionSecondary,
    battingThrowingHand: entry.battingThrowingHand,
    gradYear: entry.gradYear,
    nolaRank: entry.nolaRank,
    nolaEvaluated: entry.nolaEvaluated,
    communityVotes: entry.communityVotes,
    rankChange:
      rankWeekAgo !== null && entry.nolaRank !== null ? rankWeekAgo - entry.nolaRank : null,
    communityRank: communityRank.get(entry.id) ?? entries.length,
  }));
}

/** A read-table row in the API's names: the board's fields, rank and votes. */
export const prospectOf = (row: ProspectRow): Omit<BoardEntry, 'rankWeekAgo'> => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  school: row.school,
  teamName: row.team_name,
  positionPrimary: row.position_primary,
  positionSecondary: row.position_secondary,
  battingThrowingHand: row.batting_throwing_hand,
  gradYear: row.grad_year,
  nolaRank: row.nola_rank,
  nolaEvaluated: row.nola_evaluated,
  communityVotes: row.community_votes,
});

const entryOf = (row: ProspectRow & { rank_week_ago?: number | null }): BoardEntry => ({
  ...prospectOf(row),
  rankWeekAgo: row.rank_week_ago ?? null,
});

/**
 * The rank a prospect held at `at`: the last rank change (in log order) made by then. The same
 * rule the replay follows, so the live board and a replay to "now" agree.
 */
const rankAt = (knex: Knex, at: Date) =>
  knex('prospect_rank_timeline as t')
    .select('t.rank')
    .whereRaw('t.prospect_id = p.id')
    .where('t.since', '<=', at)
    .orderBy([
      { column: 't.commit_position', order: 'desc' },
      { column: 't.prepare_position', order: 'desc' },
    ])
    .limit(1);

/** The board as the read tables hold it now. */
export async function liveBoard(knex: Knex, now: Date): Promise<ProspectView[]> {
  const rows = await knex('baseball_prospects as p')
    .select('p.*', rankAt(knex, new Date(now.getTime() - WEEK_MS)).as('rank_week_ago'))
    .whereNull('p.removed_at');
  return rankBoard(rows.map(entryOf));
}

/**
 * Prospects' community vote counts as the board table holds them; the counts asked for in one
 * turn of the event loop (a burst of votes' answers) are read together.
 */
export function communityVotesLoader(knex: Knex) {
  return turnLoader<string, number>(async (ids) => {
    const rows = await knex('baseball_prospects')
      .whereIn('id', [...new Set(ids)])
      .select<{ id: string; community_votes: number }[]>('id', 'community_votes');
    const counts = new Map(rows.map((row) => [row.id, row.community_votes]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}
