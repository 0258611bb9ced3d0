import type { Prospect } from '@/features/prospects/api/get-prospects';
import { ALL } from '@/features/prospects/constants';

/** Document 1 §4: Official (the default) or Community. */
export type RankingMode = 'official' | 'community';

export type BoardFilters = {
  search: string;
  /** A position, or 'all' / '' for any. */
  position: string;
  /** A grad year as text, or 'all' / '' for any. */
  gradYear: string;
};

export const NO_FILTERS: BoardFilters = { search: '', position: ALL, gradYear: ALL };

const isUnset = (value: string) => value === '' || value === ALL;

export const fullName = (p: Prospect) => `${p.firstName} ${p.lastName}`;

export const votesOf = (p: Prospect): number => p.communityVotes;

/** Document 1 §5: name or school contains the text, any case. */
export function matchesSearch(p: Prospect, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return fullName(p).toLowerCase().includes(needle) || p.school.toLowerCase().includes(needle);
}

/** The primary or the secondary position. */
export function matchesPosition(p: Prospect, position: string): boolean {
  if (isUnset(position)) return true;
  return p.positionPrimary === position || p.positionSecondary === position;
}

/** gradYear as a whole number, so '2026' matches 2026. */
export function matchesGradYear(p: Prospect, gradYear: string): boolean {
  if (isUnset(gradYear)) return true;
  return p.gradYear === Number.parseInt(gradYear, 10);
}

export const filterProspects = (prospects: readonly Prospect[], filters: BoardFilters) =>
  prospects.filter(
    (p) =>
      matchesSearch(p, filters.search) &&
      matchesPosition(p, filters.position) &&
      matchesGradYear(p, filters.gradYear),
  );

/**
 * The prospects a mode lists. Official: the NOLA 100, the ranked prospects only; one pushed past
 * #100 (a new prospect took a rank above) is off it. Community: every listed prospect, ranked or
 * not, by votes: votes stay open to each of them, and the server's community places count them
 * all (docs/decisions/0033-official-board-is-the-ranked-100.md).
 */
export const boardOf = (prospects: readonly Prospect[], mode: RankingMode): readonly Prospect[] =>
  mode === 'official' ? prospects.filter((p) => p.nolaRank !== null) : prospects;

const rankOrWorst = (p: Prospect) => p.nolaRank ?? Number.POSITIVE_INFINITY;

const byOfficialRank = (a: Prospect, b: Prospect) => {
  const ra = rankOrWorst(a);
  const rb = rankOrWorst(b);
  return ra === rb ? 0 : ra - rb;
};

/** Most votes first; a tie goes to the better official rank, as the server places them. */
const byVotes = (a: Prospect, b: Prospect) => votesOf(b) - votesOf(a) || byOfficialRank(a, b);

/**
 * Official: rank ascending, a missing rank last. Community: votes, highest first. The sort is
 * stable, so equal prospects keep the server's order (by name).
 */
export const sortProspects = (prospects: readonly Prospect[], mode: RankingMode): Prospect[] =>
  [...prospects].sort(mode === 'official' ? byOfficialRank : byVotes);

/** Each prospect's 1-based community place on the whole board, whatever the filters. */
export const communityPlaces = (prospects: readonly Prospect[]): Map<string, number> =>
  new Map(sortProspects(prospects, 'community').map((p, index) => [p.id, index + 1]));
