import type { Knex } from 'knex';
import type { ListQuery } from '../core/http/simple-rest';
import { containsPattern, idsFilter } from '../core/http/simple-rest';
import { prospectOf } from './board-view';
import type { Position } from './constants';
import { ProspectNotFound } from './errors';
import type { ProspectRow } from './rows';
import type { ProspectRecord } from './schemas';

export const toRecord = (row: ProspectRow): ProspectRecord => ({
  ...prospectOf(row),
  version: row.version,
  rankVersion: row.rank_version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const SORTABLE: Record<string, keyof ProspectRow> = {
  id: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  school: 'school',
  positionPrimary: 'position_primary',
  gradYear: 'grad_year',
  nolaRank: 'nola_rank',
  communityVotes: 'community_votes',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** The listed (not removed) prospects matching a back-office filter. */
export function filteredProspects(knex: Knex, filter: ListQuery['filter']): Knex.QueryBuilder {
  const query = knex<ProspectRow>('baseball_prospects').whereNull('removed_at');
  const ids = idsFilter(filter);
  if (ids) query.whereIn('id', ids);
  if (typeof filter.q === 'string' && filter.q.trim() !== '') {
    const pattern = containsPattern(filter.q.trim());
    query.where((q) =>
      q
        .whereRaw("first_name || ' ' || last_name ilike ?", [pattern])
        .orWhereILike('school', pattern)
        .orWhereILike('team_name', pattern),
    );
  }
  if (typeof filter.positionPrimary === 'string' && filter.positionPrimary !== '')
    // Any text: one outside the list matches nothing.
    query.where('position_primary', '=', filter.positionPrimary as Position);
  if (filter.gradYear !== undefined && filter.gradYear !== '') {
    const year = Number(filter.gradYear);
    query.where({ grad_year: Number.isInteger(year) ? year : -1 });
  }
  if (typeof filter.nolaEvaluated === 'boolean')
    query.where({ nola_evaluated: filter.nolaEvaluated });
  return query;
}

export async function findRecord(knex: Knex, id: string): Promise<ProspectRecord> {
  const row = await knex<ProspectRow>('baseball_prospects')
    .where({ id })
    .whereNull('removed_at')
    .first();
  if (!row) throw new ProspectNotFound();
  return toRecord(row);
}
