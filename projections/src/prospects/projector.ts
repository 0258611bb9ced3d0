import type { Knex } from 'knex';
import {
  type BoardEvent,
  type BoardEventType,
  parseBoardEvent,
  type RankMove,
} from '../../../services/src/board/events';
import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import type { Projector } from '../runner/projector';

export type ProspectRow = {
  id: string;
  first_name: string;
  last_name: string;
  school: string;
  team_name: string;
  position_primary: string;
  position_secondary: string;
  batting_throwing_hand: string;
  grad_year: number;
  nola_rank: number | null;
  rank_version: number | null;
  nola_evaluated: boolean;
  community_votes: number;
  version: number;
  created_at: Date;
  updated_at: Date;
  removed_at: Date | null;
};

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

/** Moves clear every old rank first, so a swap never puts two prospects on one rank, even briefly. */
async function applyMoves(
  trx: Knex.Transaction,
  recorded: RecordedEvent,
  moves: readonly RankMove[],
  at: string,
): Promise<void> {
  const ids = moves.map((move) => move.prospectId);
  await trx('baseball_prospects')
    .whereIn('id', ids)
    .update({ nola_rank: null, rank_version: recorded.revision });
  for (const move of moves) {
    if (move.to !== null)
      await trx('baseball_prospects').where({ id: move.prospectId }).update({ nola_rank: move.to });
  }
  await trx('prospect_rank_timeline')
    .insert(
      moves.map((move) => ({
        event_id: recorded.id,
        prospect_id: move.prospectId,
        rank: move.to,
        since: at,
        commit_position: recorded.position.commit.toString(),
        prepare_position: recorded.position.prepare.toString(),
      })),
    )
    .onConflict(['event_id', 'prospect_id'])
    .ignore();
}

async function apply(trx: Knex.Transaction, recorded: RecordedEvent): Promise<void> {
  const event: BoardEvent = parseBoardEvent(recorded.type, recorded.data);
  switch (event.type) {
    case 'ProspectAdded': {
      const { prospectId, addedAt, ...fields } = event.data;
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
    case 'ProspectUpdated': {
      const row: Record<string, unknown> = {
        version: recorded.revision,
        updated_at: event.data.updatedAt,
      };
      for (const [field, { to }] of Object.entries(event.data.changes)) {
        const column = COLUMNS[field];
        if (column) row[column] = to;
      }
      // Guarded by the stream revision: a replayed older update changes nothing.
      await trx('baseball_prospects')
        .where({ id: event.data.prospectId })
        .where('version', '<', recorded.revision)
        .update(row);
      return;
    }
    case 'ProspectRemoved':
      await trx('baseball_prospects')
        .where({ id: event.data.prospectId })
        .where('version', '<', recorded.revision)
        .update({
          removed_at: event.data.removedAt,
          updated_at: event.data.removedAt,
          version: recorded.revision,
        });
      return;
    case 'RankSwapped':
    case 'RankAssigned':
    case 'RankFreed':
      await applyMoves(trx, recorded, event.data.moves, event.data.at);
      return;
    case 'VoteCast': {
      const inserted = await trx('prospect_votes')
        .insert({
          id: recorded.id,
          prospect_id: event.data.prospectId,
          voter_key: event.data.voterKey,
          signed_in: event.data.userId !== null,
          voted_at: event.data.castAt,
        })
        .onConflict(['prospect_id', 'voter_key'])
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

type Vote = Extract<BoardEvent, { type: 'VoteCast' }>['data'] & { id: string };

/** Inserts votes given as the bindings of voteColumns; a voter's repeat is ignored, as in apply. */
const INSERT_VOTES = `insert into prospect_votes (id, prospect_id, voter_key, signed_in, voted_at)
  select * from unnest(?::uuid[], ?::uuid[], ?::text[], ?::boolean[], ?::timestamptz[])
  on conflict (prospect_id, voter_key) do nothing
  returning prospect_id`;

const voteColumns = (votes: readonly Vote[]) => [
  votes.map((vote) => vote.id),
  votes.map((vote) => vote.prospectId),
  votes.map((vote) => vote.voterKey),
  votes.map((vote) => vote.userId !== null),
  votes.map((vote) => vote.castAt),
];

/** A run of votes in one statement; answers the prospect of each vote that went in. */
async function insertVotes(trx: Knex.Transaction, votes: readonly Vote[]): Promise<string[]> {
  const result = await trx.raw<{ rows: { prospect_id: string }[] }>(
    INSERT_VOTES,
    voteColumns(votes),
  );
  return result.rows.map((row) => row.prospect_id);
}

/**
 * A batch of nothing but votes (the live board's usual batch): inserted and counted in one
 * statement. As in apply, a vote counts when it went in and its prospect's row exists.
 */
async function insertAndCountVotes(trx: Knex.Transaction, votes: readonly Vote[]): Promise<void> {
  await trx.raw(
    `with inserted as (${INSERT_VOTES}),
          counted as (select prospect_id, count(*)::int as n from inserted group by prospect_id)
     update baseball_prospects p set community_votes = p.community_votes + c.n
     from counted c where p.id = c.prospect_id`,
    voteColumns(votes),
  );
}

/**
 * Runs of votes go in together; every other event, between them, through apply in order. The
 * counts are raised once per prospect at the end of the batch, not once per run: a batch's
 * many updates of the same hundred rows would each leave a row version behind. A vote counts,
 * as in apply, when its prospect's row exists by then (it was there before the batch, or added
 * earlier in it); rows are never deleted, so nothing later in the batch can undo that.
 */
async function applyBatch(trx: Knex.Transaction, events: readonly RecordedEvent[]): Promise<void> {
  const parsed = events.map((recorded) =>
    recorded.type === 'VoteCast' ? parseBoardEvent(recorded.type, recorded.data) : null,
  );
  const onlyVotes = parsed.flatMap((event, i) =>
    event?.type === 'VoteCast' ? [{ ...event.data, id: (events[i] as RecordedEvent).id }] : [],
  );
  if (onlyVotes.length === events.length) {
    await insertAndCountVotes(trx, onlyVotes);
    return;
  }
  const voted = [
    ...new Set(
      parsed.flatMap((event) => (event?.type === 'VoteCast' ? [event.data.prospectId] : [])),
    ),
  ];
  const present = new Set<string>(
    voted.length === 0
      ? []
      : (
          await trx.raw<{ rows: { id: string }[] }>(
            'select id from baseball_prospects where id = any(?::uuid[])',
            [voted],
          )
        ).rows.map((row) => row.id),
  );
  const counts = new Map<string, number>();
  let votes: Vote[] = [];
  const flush = async () => {
    if (votes.length === 0) return;
    for (const prospectId of await insertVotes(trx, votes)) {
      if (present.has(prospectId)) counts.set(prospectId, (counts.get(prospectId) ?? 0) + 1);
    }
    votes = [];
  };
  for (const [i, recorded] of events.entries()) {
    const event = parsed[i];
    if (event?.type === 'VoteCast') {
      votes.push({ ...event.data, id: recorded.id });
      continue;
    }
    await flush();
    await apply(trx, recorded);
    if (recorded.type === 'ProspectAdded') {
      present.add((recorded.data as { prospectId: string }).prospectId);
    }
  }
  await flush();
  if (counts.size > 0) {
    await trx.raw(
      `update baseball_prospects p set community_votes = p.community_votes + c.n
       from unnest(?::uuid[], ?::int[]) as c(id, n)
       where p.id = c.id`,
      [[...counts.keys()], [...counts.values()]],
    );
  }
}

const HANDLES: readonly BoardEventType[] = [
  'ProspectAdded',
  'ProspectUpdated',
  'ProspectRemoved',
  'RankSwapped',
  'RankAssigned',
  'RankFreed',
  'VoteCast',
];

export const prospectsProjector: Projector = {
  name: 'prospects',
  // 2: rank_version.
  version: 2,
  handles: HANDLES,
  tables: ['baseball_prospects', 'prospect_votes', 'prospect_rank_timeline'],
  apply,
  applyBatch,
};
