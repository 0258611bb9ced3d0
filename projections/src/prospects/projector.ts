import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import { isUuid } from '../../../services/src/core/ids';
import { REMOVED } from '../../../services/src/families/constants';
import {
  type BoardEvent,
  type BoardEventOf,
  type BoardEventType,
  parseBoardEvent,
  type RankMove,
} from '../../../services/src/prospects/events';
import {
  PERSONAL_FIELDS,
  type ProspectOpener,
  prospectOpener,
} from '../../../services/src/prospects/personal';
import type { ProspectRow } from '../../../services/src/prospects/rows';
import { copyRows } from '../runner/copy-rows';
import type { BatchOptions, Projector } from '../runner/projector';

const COLUMNS: Record<string, keyof ProspectRow> = {
  firstName: 'first_name',
  lastName: 'last_name',
  school: 'school',
  teamName: 'team_name',
  positionPrimary: 'position_primary',
  positionSecondary: 'position_secondary',
  battingThrowingHand: 'batting_throwing_hand',
  gradYear: 'grad_year',
  nolaEvaluated: 'nola_evaluated',
};

type RankEvent = { recorded: RecordedEvent; moves: readonly RankMove[]; at: string };

/**
 * Rank events, in order: every move goes on the timeline, and each prospect they moved ends on
 * the rank of its last move, under the board revision of the last event that moved it. Old
 * ranks are cleared first, then the new ones set, so a swap never puts two prospects on one
 * rank, even briefly. One event or a batch's run of them, in two statements.
 */
async function applyMoves(trx: Knex.Transaction, events: readonly RankEvent[]): Promise<void> {
  const timeline = events.flatMap(({ recorded, moves, at }) =>
    moves.map((move) => ({
      event_id: recorded.id,
      prospect_id: move.prospectId,
      rank: move.to,
      since: at,
      commit_position: recorded.position.commit.toString(),
      prepare_position: recorded.position.prepare.toString(),
    })),
  );
  const last = new Map<string, { id: string; rank: number | null; version: number }>();
  for (const { recorded, moves } of events) {
    for (const move of moves) {
      last.set(move.prospectId, { id: move.prospectId, rank: move.to, version: recorded.revision });
    }
  }
  const moved = [...last.values()];
  await trx.raw(
    `with timeline as (
       insert into prospect_rank_timeline
         (event_id, prospect_id, rank, since, commit_position, prepare_position)
       select * from json_to_recordset(?::json) as t(event_id uuid, prospect_id uuid, rank int,
         since timestamptz, commit_position bigint, prepare_position bigint)
       on conflict (event_id, prospect_id) do nothing)
     update baseball_prospects p set nola_rank = null, rank_version = m.version
     from json_to_recordset(?::json) as m(id uuid, version int) where p.id = m.id`,
    [JSON.stringify(timeline), JSON.stringify(moved)],
  );
  const ranked = moved.filter((move) => move.rank !== null);
  if (ranked.length === 0) return;
  await trx.raw(
    `update baseball_prospects p set nola_rank = m.rank
     from json_to_recordset(?::json) as m(id uuid, rank int) where p.id = m.id`,
    [JSON.stringify(ranked)],
  );
}

/** What an update or a removal writes on a prospect's row, at its stream's revision. */
type Change = { id: string; version: number; fields: Record<string, unknown> };

async function changeOf(
  open: ProspectOpener,
  version: number,
  event:
    | BoardEventOf<'ProspectUpdated'>
    | BoardEventOf<'ProspectRemoved'>
    | BoardEventOf<'ProspectErased'>,
): Promise<Change> {
  if (event.type === 'ProspectRemoved') {
    const { prospectId, removedAt } = event.data;
    return { id: prospectId, version, fields: { removed_at: removedAt, updated_at: removedAt } };
  }
  if (event.type === 'ProspectErased') {
    // Whatever the row holds (clear text of an older event, or opened fields), gone.
    const { prospectId, erasedAt } = event.data;
    const fields: Record<string, unknown> = { updated_at: erasedAt };
    for (const field of PERSONAL_FIELDS) fields[COLUMNS[field] as string] = REMOVED;
    return { id: prospectId, version, fields };
  }
  const fields: Record<string, unknown> = { updated_at: event.data.updatedAt };
  for (const [field, { to }] of Object.entries(event.data.changes)) {
    const column = COLUMNS[field];
    if (column) fields[column] = await open.value(event.data.prospectId, field, to);
  }
  return { id: event.data.prospectId, version, fields };
}

/**
 * The board's table holds the personal fields opened (clear) for live prospects, so a board
 * read decrypts nothing: they are opened here, once per event, with keys read once per batch.
 * The erased set is empty: the projector meets each erasure in log order (changeOf).
 */
const openerFor = (trx: Knex.Transaction) => prospectOpener(trx, new Set());

const CHANGED = [...Object.values(COLUMNS), 'version', 'updated_at', 'removed_at'].join(', ');

/**
 * Updates and removals, in order, guarded by the stream revision: one the row has seen already
 * (a replay) changes nothing. Along a prospect's stream the revisions rise, so a row takes the
 * changes newer than its version, merged in order (a column's newest value wins), whatever the
 * order of the rows. One event or a batch's run of them, in one statement.
 */
async function applyChanges(trx: Knex.Transaction, changes: readonly Change[]): Promise<void> {
  await trx.raw(
    `update baseball_prospects p
     set (${CHANGED}) = (select ${CHANGED} from jsonb_populate_record(p, m.fields))
     from (
       select c.id, jsonb_object_agg(f.key, f.value order by c.version) as fields
       from jsonb_to_recordset(?::jsonb) as c(id uuid, version int, fields jsonb)
       join baseball_prospects row on row.id = c.id and c.version > row.version
       cross join jsonb_each(c.fields || jsonb_build_object('version', c.version)) as f
       group by c.id) as m
     where p.id = m.id`,
    [JSON.stringify(changes)],
  );
}

async function apply(
  trx: Knex.Transaction,
  recorded: RecordedEvent,
  open: ProspectOpener = openerFor(trx),
): Promise<void> {
  const event: BoardEvent = parseBoardEvent(recorded.type, recorded.data);
  switch (event.type) {
    case 'ProspectAdded': {
      // The rank asked for is the board's to apply (a rank event follows).
      const { prospectId, addedAt, nolaRank: _, ...sealed } = event.data;
      const fields = await open.fields(prospectId, sealed);
      const row: Record<string, unknown> = {
        id: prospectId,
        version: recorded.revision,
        created_at: addedAt,
        updated_at: addedAt,
      };
      for (const [field, value] of Object.entries(fields)) row[COLUMNS[field] as string] = value;
      await trx('baseball_prospects').insert(row).onConflict('id').ignore();
      return;
    }
    case 'ProspectUpdated':
    case 'ProspectRemoved':
    case 'ProspectErased':
      await applyChanges(trx, [await changeOf(open, recorded.revision, event)]);
      return;
    case 'RankSwapped':
    case 'RankAssigned':
    case 'RankFreed':
      await applyMoves(trx, [{ recorded, moves: event.data.moves, at: event.data.at }]);
      return;
    case 'VoteCast': {
      const inserted = await trx('prospect_votes')
        .insert({
          id: recorded.id,
          prospect_id: event.data.prospectId,
          voter_key: event.data.voterKey,
          signed_in: event.data.userId !== null,
          voter_user_id: voterUserId(event.data.userId),
          voted_at: event.data.castAt,
        })
        // Target-less: the rebuild loads this table without indexes (see insertOnly).
        .onConflict()
        .ignore()
        .returning('id');
      if (inserted.length > 0) {
        await trx('baseball_prospects')
          .where({ id: event.data.prospectId })
          .increment('community_votes', 1);
      }
      return;
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

type Vote = Omit<Extract<BoardEvent, { type: 'VoteCast' }>['data'], 'prospectName'> & {
  id: string;
};

/** The signed-in voter, whose history lists the vote (an id that is not an account's: none). */
const voterUserId = (userId: string | null): string | null =>
  userId !== null && isUuid(userId) ? userId : null;

/**
 * Inserts the votes given as the binding of voteRows; a voter's repeat is ignored, as in apply.
 * (One JSON text rather than an array per column: V8 writes it natively, where node-pg would
 * escape every element of every array in JavaScript.)
 */
const INSERT_VOTES = `insert into prospect_votes (id, prospect_id, voter_key, signed_in, voter_user_id, voted_at)
  select id, prospect_id, voter_key, signed_in, voter_user_id, voted_at from json_to_recordset(?::json)
    as v(id uuid, prospect_id uuid, voter_key text, signed_in boolean, voter_user_id uuid,
         voted_at timestamptz)
  on conflict do nothing`;

const voteRows = (votes: readonly Vote[]) => [
  JSON.stringify(
    votes.map((vote) => ({
      id: vote.id,
      prospect_id: vote.prospectId,
      voter_key: vote.voterKey,
      signed_in: vote.userId !== null,
      voter_user_id: voterUserId(vote.userId),
      voted_at: vote.castAt,
    })),
  ),
];

/**
 * Inserts votes and raises their prospects' counts in one statement: a vote counts when it went
 * in and its prospect's row exists.
 */
async function insertAndCountVotes(trx: Knex.Transaction, votes: readonly Vote[]): Promise<void> {
  await trx.raw(
    `with inserted as (${INSERT_VOTES} returning prospect_id),
          counted as (select prospect_id, count(*)::int as n from inserted group by prospect_id)
     update baseball_prospects p set community_votes = p.community_votes + c.n
     from counted c where p.id = c.prospect_id`,
    voteRows(votes),
  );
}

/**
 * A rebuild's load: the votes go in with COPY, every one of them (a vote there already fails the
 * COPY, and the batch is then applied one event at a time), and each prospect's count rises by
 * its votes in the batch, as insertAndCountVotes would have raised it.
 */
async function copyAndCountVotes(trx: Knex.Transaction, votes: readonly Vote[]): Promise<void> {
  await copyRows(
    trx,
    'prospect_votes',
    ['id', 'prospect_id', 'voter_key', 'signed_in', 'voter_user_id', 'voted_at'],
    votes.map((vote) => [
      vote.id,
      vote.prospectId,
      vote.voterKey,
      vote.userId !== null,
      voterUserId(vote.userId),
      vote.castAt,
    ]),
  );
  await countVotes(
    trx,
    votes.map((vote) => vote.prospectId),
  );
}

/** Raises each prospect's count by one per vote given (each vote as its prospect's id). */
async function countVotes(trx: Knex.Transaction, votes: Iterable<string>): Promise<void> {
  const counts = new Map<string, number>();
  for (const prospectId of votes) counts.set(prospectId, (counts.get(prospectId) ?? 0) + 1);
  if (counts.size === 0) return;
  await trx.raw(
    `update baseball_prospects p set community_votes = p.community_votes + c.n
     from unnest(?::uuid[], ?::int[]) as c(id, n)
     where p.id = c.id`,
    [[...counts.keys()], [...counts.values()]],
  );
}

/**
 * Every other event goes through apply, in order, but for runs of rank events (see below); then
 * the batch's votes go in, in one statement, and the counts are raised once per prospect.
 * Nothing else the projector does reads or writes the votes, so they can wait for the end of
 * the batch: a vote comes after its prospect's addition (decideVote refuses a vote for a
 * prospect not listed), so its prospect's row exists by then, as it would one event at a time.
 */
async function applyBatch(
  trx: Knex.Transaction,
  events: readonly RecordedEvent[],
  how?: BatchOptions,
): Promise<void> {
  const votes: Vote[] = [];
  const others: RecordedEvent[] = [];
  for (const recorded of events) {
    if (recorded.type !== 'VoteCast') {
      others.push(recorded);
      continue;
    }
    const event = parseBoardEvent(recorded.type, recorded.data);
    // Field by field: a spread of the parsed data costs more than the parse, a million times over.
    if (event.type === 'VoteCast') {
      const { prospectId, voterKey, userId, castAt } = event.data;
      votes.push({ id: recorded.id, prospectId, voterKey, userId, castAt });
    }
  }
  await applyInOrder(trx, others);
  if (votes.length === 0) return;
  await (how?.copy ? copyAndCountVotes(trx, votes) : insertAndCountVotes(trx, votes));
}

/**
 * Events other than votes, in order through apply, but for runs of rank events and of updates
 * and removals: ranks and fields are other columns, so each run goes in together (see
 * applyMoves and applyChanges), before the next event that adds a prospect (whose row they
 * might change).
 */
async function applyInOrder(trx: Knex.Transaction, events: readonly RecordedEvent[]) {
  const open = openerFor(trx);
  let moves: RankEvent[] = [];
  let changes: Change[] = [];
  const flush = async () => {
    if (moves.length > 0) await applyMoves(trx, moves);
    if (changes.length > 0) await applyChanges(trx, changes);
    moves = [];
    changes = [];
  };
  for (const recorded of events) {
    const event = parseBoardEvent(recorded.type, recorded.data);
    switch (event.type) {
      case 'RankSwapped':
      case 'RankAssigned':
      case 'RankFreed':
        moves.push({ recorded, moves: event.data.moves, at: event.data.at });
        break;
      case 'ProspectUpdated':
      case 'ProspectRemoved':
      case 'ProspectErased':
        changes.push(await changeOf(open, recorded.revision, event));
        break;
      default:
        await flush();
        await apply(trx, recorded, open);
    }
  }
  await flush();
}

const HANDLES: readonly BoardEventType[] = [
  'ProspectAdded',
  'ProspectUpdated',
  'ProspectRemoved',
  'ProspectErased',
  'RankSwapped',
  'RankAssigned',
  'RankFreed',
  'VoteCast',
];

export const prospectsProjector: Projector = {
  name: 'prospects',
  // 2: rank_version. 3: the votes' voter_user_id (the user's history reads votes here).
  // (Opening sealed fields and ProspectErased, issue 36, change no row already written.)
  version: 3,
  handles: HANDLES,
  tables: ['baseball_prospects', 'prospect_votes', 'prospect_rank_timeline'],
  insertOnly: ['prospect_votes'],
  apply,
  applyBatch,
};
