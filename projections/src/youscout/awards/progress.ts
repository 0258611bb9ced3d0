import type { Knex } from 'knex';
import {
  type AwardProgress,
  VOTE_MILESTONES,
} from '../../../../services/src/youscout/badges/awards';
import type { Badge, Catalogue } from '../../../../services/src/youscout/badges/decide';

// ── AwardProgress read from the scout-awards tables ──────────────────────────

export async function loadCatalogue(trx: Knex.Transaction): Promise<Catalogue> {
  const rows = await trx('youscout_award_badges').select<{ badge_id: string; badge: unknown }[]>();
  return new Map(
    rows.map((row) => [
      row.badge_id,
      (typeof row.badge === 'string' ? JSON.parse(row.badge) : row.badge) as Badge,
    ]),
  );
}

/** The vote counts that are marks; no mark needs more than the highest. */
export const MARKS: readonly number[] = Object.values(VOTE_MILESTONES);
const VOTES_NEEDED = Math.max(...MARKS);

/** AwardProgress for these users (everyone's with 'all'), read from the tables. */
export async function loadProgress(
  trx: Knex.Transaction,
  users: readonly string[] | 'all',
): Promise<AwardProgress> {
  const forUsers = <T extends Knex.QueryBuilder>(query: T, column = 'user_id'): T =>
    (users === 'all' ? query : query.whereIn(column, users)) as T;
  const nominations = await forUsers(
    trx('youscout_award_nominations').orderBy(['submitted_commit', 'submitted_prepare']),
  );
  const nominators = new Map<string, string>();
  const submitted = new Map<string, string[]>();
  for (const row of nominations as { nomination_id: string; user_id: string }[]) {
    nominators.set(row.nomination_id, row.user_id);
    submitted.set(row.user_id, [...(submitted.get(row.user_id) ?? []), row.nomination_id]);
  }
  const approvedRows = (await forUsers(
    trx('youscout_award_nominations')
      .whereNotNull('approved_commit')
      .orderBy(['approved_commit', 'approved_prepare']),
  )) as { nomination_id: string; user_id: string }[];
  const approved = new Map<string, string[]>();
  for (const row of approvedRows)
    approved.set(row.user_id, [...(approved.get(row.user_id) ?? []), row.nomination_id]);

  // Only a count matters to the rules: a set of that many (up to the highest mark) stands for it.
  const votes = new Map<string, ReadonlySet<string>>(
    (nominations as { nomination_id: string; votes: number }[]).map((row) => [
      row.nomination_id,
      new Set(Array.from({ length: Math.min(row.votes, VOTES_NEEDED) }, (_, i) => `${i}`)),
    ]),
  );

  const comments = (await forUsers(
    trx('youscout_award_comments').orderBy(['kept_commit', 'kept_prepare']),
  )) as { comment_id: string; user_id: string; kept: boolean }[];
  const commentAuthors = new Map(comments.map((row) => [row.comment_id, row.user_id]));
  const kept = new Map<string, Set<string>>();
  for (const row of comments) {
    if (!kept.has(row.user_id)) kept.set(row.user_id, new Set());
    if (row.kept) kept.get(row.user_id)?.add(row.comment_id);
  }

  const grants = (await forUsers(trx('youscout_award_grants').select('user_id', 'badge_id'))) as {
    user_id: string;
    badge_id: string;
  }[];
  return {
    catalogue: await loadCatalogue(trx),
    nominators,
    submitted,
    approved,
    votes,
    commentAuthors,
    kept,
    awarded: new Set(grants.map((row) => `${row.user_id} ${row.badge_id}`)),
  };
}
