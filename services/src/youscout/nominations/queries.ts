import type { Knex } from 'knex';
import { sharedAddressGroups } from '../../accounts';
import type { SignedInUser } from '../../core/http/auth';
import { containsPattern, idsFilter } from '../../core/http/simple-rest';
import { isUuid } from '../../core/ids';
import { REMOVED } from '../../families/constants';
import { findProfile } from '../../profiles';
import { badgesOfUser } from '../badges/queries';
import type { YouScoutEventOf } from '../events';
import { allowedTransitions } from './decide';
import { type Audience, athleteView, type OpenedFields } from './public';
import type { NominationRow } from './rows';

// ── The read side's queries over the YouScout read tables ───────────────────
// Public answers show only public nominations: approved or featured, and 13 or older or with a
// guardian's consent on record (the projector keeps is_public so).

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Submitted = YouScoutEventOf<'NominationSubmitted'>['data'];

const submittedOf = (row: NominationRow) =>
  ({
    age: row.age,
    sport: row.sport,
    position: row.position,
    secondaryPosition: row.secondary_position,
    state: row.state,
    gameDate: row.game_date,
  }) as Submitted;

const openedOf = (row: NominationRow): OpenedFields => ({
  firstName: row.first_name,
  lastName: row.last_name,
  school: row.school,
  city: row.city,
  gameLocation: row.game_location,
  performance: row.performance,
  video: row.video,
  submittedByName: row.submitted_by_name,
  submittedByEmail: row.submitted_by_email,
  submittedByPhone: row.submitted_by_phone,
  guardianEmail: row.guardian_email,
});

export const viewOf = (row: NominationRow, audience: Audience) =>
  athleteView(submittedOf(row), openedOf(row), audience);

/** Staff see everything; a verified coach the name and school; everyone else the public view. */
export async function audienceOf(knex: Knex, user: SignedInUser | undefined): Promise<Audience> {
  if (!user) return 'public';
  if (user.role === 'admin') return 'staff';
  if (user.role !== 'coach') return 'public';
  const profile = await findProfile(knex, user.id);
  return profile?.verificationStatus === 'verified' ? 'coach' : 'public';
}

/**
 * Public nominations with their place by counted votes now and 7 days ago (votes cast by then
 * and not voided): the movement is the old place minus the new, as the board's rankChange, and
 * null for a nomination newer than a week (it had no place then). Places are among all public
 * nominations, whatever the filters, as the board's community places are.
 */
export function rankedPublic(knex: Knex, now: Date) {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  // The counted votes cast since: one grouped scan of the week's votes (by cast_at), not one
  // count per nomination; the count then is the count now less these.
  const since = knex('youscout_votes')
    .select('nomination_id')
    .count({ n: '*' })
    .where('voided', false)
    .where('cast_at', '>', weekAgo)
    .groupBy('nomination_id');
  const withThen = knex('youscout_nominations as n')
    .leftJoin(since.as('w'), 'w.nomination_id', 'n.id')
    .select('n.*', knex.raw('n.community_votes - coalesce(w.n, 0) as votes_then'))
    .where('n.is_public', true);
  return knex
    .from(withThen.as('p'))
    .select(
      'p.*',
      knex.raw('row_number() over (order by p.community_votes desc, p.created_at, p.id) as place'),
      knex.raw(
        `case when p.created_at <= ? then row_number() over (order by p.votes_then desc, p.created_at, p.id) end as place_then`,
        [weekAgo],
      ),
    );
}

type RankedRow = NominationRow & { place: string | number; place_then: string | number | null };

export const cardOf = (row: RankedRow) => ({
  id: row.id,
  status: row.status as 'approved' | 'featured',
  athlete: viewOf(row, 'public'),
  handedness: row.handedness,
  communityVotes: row.community_votes,
  communityRank: Number(row.place),
  movement7d: row.place_then === null ? null : Number(row.place_then) - Number(row.place),
  createdAt: row.created_at.toISOString(),
});

export type NominationFilters = {
  sport?: string | undefined;
  ageGroup?: string | undefined;
  position?: string | undefined;
  state?: string | undefined;
  q?: string | undefined;
};

/** One page of public nominations, most votes first, with the totals. */
export async function publicNominations(
  knex: Knex,
  filters: NominationFilters,
  page: { page: number; perPage: number },
  now: Date,
) {
  const base = knex.from(rankedPublic(knex, now).as('r'));
  if (filters.sport) base.where('r.sport', filters.sport);
  if (filters.ageGroup) base.where('r.age_group', filters.ageGroup);
  if (filters.state) base.where('r.state', filters.state);
  if (filters.position)
    base.where((w) =>
      w.where('r.position', filters.position).orWhere('r.secondary_position', filters.position),
    );
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    base.where((w) => w.whereILike('r.first_name', pattern).orWhereILike('r.performance', pattern));
  }
  const [counted] = await base.clone().count({ total: '*' });
  const [all] = await knex('youscout_nominations').where({ is_public: true }).count({ total: '*' });
  const rows = (await base
    .clone()
    .select('r.*')
    .orderBy('r.place')
    .offset((page.page - 1) * page.perPage)
    .limit(page.perPage)) as RankedRow[];
  return {
    data: rows.map(cardOf),
    total: Number((counted as { total: unknown }).total),
    totalAll: Number((all as { total: unknown }).total),
  };
}

/** The public nominations most voted for in the last 7 days (counted votes), at most `limit`. */
export async function topOfWeek(knex: Knex, now: Date, limit = 10) {
  const since = new Date(now.getTime() - WEEK_MS);
  const week = knex('youscout_votes')
    .select('nomination_id')
    .count({ n: '*' })
    .where('voided', false)
    .where('cast_at', '>', since)
    .where('cast_at', '<=', now)
    .groupBy('nomination_id');
  const rows = (await knex
    .from(rankedPublic(knex, now).as('r'))
    .join(week.as('w'), 'w.nomination_id', 'r.id')
    .select('r.*', 'w.n')
    .orderBy([
      { column: 'w.n', order: 'desc' },
      { column: 'r.place', order: 'asc' },
    ])
    .limit(limit)) as (RankedRow & { n: string | number })[];
  return { data: rows.map((row) => ({ ...cardOf(row), votesThisWeek: Number(row.n) })) };
}

export const findNomination = (knex: Knex, id: string) =>
  knex<NominationRow>('youscout_nominations').where({ id }).first() as Promise<
    NominationRow | undefined
  >;

/** Whether the caller may read a nomination at all: public, or theirs, or staff. */
export const mayRead = (row: NominationRow, user: SignedInUser | undefined): boolean =>
  row.is_public || user?.role === 'admin' || (!!user && user.id === row.submitted_by_user_id);

const shownCommentCount = async (knex: Knex, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows: { nomination_id: string; n: string | number }[] = await knex('youscout_comments')
    .select('nomination_id')
    .count({ n: '*' })
    .whereIn('nomination_id', ids)
    .where('status', 'shown')
    .groupBy('nomination_id');
  return new Map(rows.map((r) => [r.nomination_id, Number(r.n)]));
};

/**
 * The nominator beside their nomination (PLATFORM.md §1: badges show beside the nominator's name):
 * their account's username and badges, as comments show their authors' usernames and the profile
 * its badges; never the name, e-mail or phone typed in the form (sealed, staff only). Null when
 * no account has the id (never made, or gone).
 */
async function nominatorOf(knex: Knex, userId: string) {
  if (!isUuid(userId)) return null;
  const user = (await knex('users').where({ id: userId }).first('id', 'username')) as
    | { id: string; username: string }
    | undefined;
  if (!user) return null;
  const badges = (await badgesOfUser(knex, user.id)) ?? [];
  return {
    userId: user.id,
    username: user.username,
    badges: badges.map(({ badgeId, name, icon, description, awardedAt }) => ({
      id: badgeId,
      name,
      icon,
      description,
      awardedAt,
    })),
  };
}

export async function nominationDetail(knex: Knex, row: NominationRow, audience: Audience) {
  const [comments, nominator] = await Promise.all([
    shownCommentCount(knex, [row.id]),
    nominatorOf(knex, row.submitted_by_user_id),
  ]);
  return {
    id: row.id,
    status: row.status,
    isPublic: row.is_public,
    audience,
    athlete: viewOf(row, audience),
    handedness: row.handedness,
    communityVotes: row.community_votes,
    commentCount: comments.get(row.id) ?? 0,
    nominator,
    createdAt: row.created_at.toISOString(),
  };
}

const fullName = (row: NominationRow) =>
  row.first_name === 'removed' ? 'removed' : `${row.first_name} ${row.last_name}`;

/** The caller's own nominations, any status, newest first. */
export async function myNominations(knex: Knex, userId: string) {
  const rows = (await knex('youscout_nominations')
    .where({ submitted_by_user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])) as NominationRow[];
  const comments = await shownCommentCount(
    knex,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: fullName(row),
      status: row.status,
      isPublic: row.is_public,
      communityVotes: row.community_votes,
      commentCount: comments.get(row.id) ?? 0,
      rejectionReason: row.rejection_reason,
      // Staff review; the nominator may only withdraw (while pending).
      allowedTransitions: allowedTransitions(row.status).filter((t) => t === 'withdraw'),
      createdAt: row.created_at.toISOString(),
      statusChangedAt: row.status_changed_at.toISOString(),
    })),
  };
}

// ── The back office ─────────────────────────────────────────────────────────

export const ADMIN_NOMINATION_SORTABLE: Record<string, string> = {
  id: 'id',
  createdAt: 'created_at',
  statusChangedAt: 'status_changed_at',
  communityVotes: 'community_votes',
  status: 'status',
  age: 'age',
  sport: 'sport',
  state: 'state',
  lastName: 'last_name',
};

export function adminNominationsQuery(knex: Knex, filter: Record<string, unknown>) {
  const base = knex('youscout_nominations');
  if (typeof filter.status === 'string') base.where('status', filter.status);
  for (const key of ['sport', 'ageGroup', 'state'] as const) {
    const column = { sport: 'sport', ageGroup: 'age_group', state: 'state' }[key];
    if (typeof filter[key] === 'string') base.where(column, filter[key] as string);
  }
  const ids = idsFilter(filter);
  if (ids) base.whereIn('id', ids);
  if (typeof filter.q === 'string' && filter.q.trim()) {
    const pattern = containsPattern(filter.q.trim());
    base.where((w) =>
      w
        .whereILike('first_name', pattern)
        .orWhereILike('last_name', pattern)
        .orWhereILike('school', pattern)
        .orWhereILike('submitted_by_email', pattern),
    );
  }
  return base;
}

export const adminRecordOf = (row: NominationRow) => ({
  id: row.id,
  athleteId: row.athlete_id,
  status: row.status,
  isPublic: row.is_public,
  consentOnRecord: row.consent_on_record,
  nominatorIsGuardian: row.nominator_is_guardian,
  age: row.age,
  ageGroup: row.age_group,
  sport: row.sport,
  position: row.position,
  secondaryPosition: row.secondary_position,
  handedness: row.handedness,
  state: row.state,
  gameDate: row.first_name === REMOVED ? null : row.game_date,
  ...openedOf(row),
  submittedByUserId: row.submitted_by_user_id,
  communityVotes: row.community_votes,
  rejectionReason: row.rejection_reason,
  adminNotes: row.admin_notes.map((n) => ({
    by: n.by,
    note: n.note,
    addedAt: new Date(n.addedAt).toISOString(),
  })),
  allowedTransitions: allowedTransitions(row.status),
  createdAt: row.created_at.toISOString(),
  statusChangedAt: row.status_changed_at.toISOString(),
});

export async function adminNominationDetailOf(knex: Knex, row: NominationRow) {
  const [votes] = await knex('youscout_votes')
    .where({ nomination_id: row.id })
    .select(
      knex.raw('count(*)::int as cast'),
      knex.raw('count(*) filter (where voided)::int as voided'),
      knex.raw(
        `count(*) filter (where not voided and account_created_at > cast_at - interval '${DAY_MS / 1000} seconds')::int as young`,
      ),
    );
  const voters = knex('youscout_votes')
    .distinct('voter_user_id as user_id')
    .where({ nomination_id: row.id, voided: false })
    .whereNotNull('voter_user_id');
  const sharedAddresses = await sharedAddressGroups(knex, voters);
  const history = await knex('youscout_nomination_history')
    .where({ nomination_id: row.id })
    .orderBy([
      { column: 'commit_position', order: 'asc' },
      { column: 'event_id', order: 'asc' },
    ]);
  return {
    ...adminRecordOf(row),
    votes: {
      cast: Number(votes?.cast ?? 0),
      voided: Number(votes?.voided ?? 0),
      fromDayOldAccounts: Number(votes?.young ?? 0),
      sharedAddresses,
    },
    history: history.map((h) => ({
      status: h.status,
      actor: h.actor,
      reason: h.reason,
      at: new Date(h.at).toISOString(),
    })),
  };
}
