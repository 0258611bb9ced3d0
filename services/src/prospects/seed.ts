import { type CommandContext, systemMetadata } from '../core/context';
import { type AppendResult, comparePositions } from '../core/event-store/event-store';
import { prng } from '../core/seeded-random';
import { addProspect, moveProspect, updateProspect } from './commands';
import { GRAD_YEAR_CHOICES } from './constants';
import {
  FIRST_NAMES,
  HAND_WEIGHTS,
  LAST_NAMES,
  POSITION_WEIGHTS,
  SCHOOLS,
  TRAVEL_TEAMS,
} from './demo-data';
import { CannotMove } from './errors';
import { BOARD_STREAM, type ProspectFields, RANK_EVENT_TYPES } from './events';
import { castVote } from './votes';

const DAY = 24 * 60 * 60 * 1000;

type Action = { at: number } & (
  | { kind: 'add'; fields: ProspectFields; rank: number }
  | { kind: 'move'; index: number; direction: 'up' | 'down' }
  | { kind: 'evaluate'; index: number }
  | { kind: 'vote'; index: number; voter: number }
);

/** Five weeks of board history: additions, rank moves, evaluations and votes, in time order. */
function plan(now: number): Action[] {
  const r = prng(20_261_122);
  const start = now - 35 * DAY;
  const actions: Action[] = [];
  const names = new Set<string>();
  for (let i = 0; i < 100; i++) {
    let first: string;
    let last: string;
    do {
      first = r.pick(FIRST_NAMES);
      last = r.pick(LAST_NAMES);
    } while (names.has(`${first} ${last}`));
    names.add(`${first} ${last}`);
    const primary = r.weighted(POSITION_WEIGHTS);
    let secondary = r.next() < 0.45 ? r.weighted(POSITION_WEIGHTS) : '';
    if (secondary === primary) secondary = '';
    actions.push({
      kind: 'add',
      at: start + i * 20 * 60 * 1000,
      rank: i + 1,
      fields: {
        firstName: first,
        lastName: last,
        school: r.pick(SCHOOLS),
        teamName: r.next() < 0.4 ? `${r.pick(TRAVEL_TEAMS)} ${r.pick(['15U', '16U', '17U'])}` : '',
        positionPrimary: primary,
        positionSecondary: secondary,
        battingThrowingHand: r.weighted(HAND_WEIGHTS),
        gradYear: r.pick(GRAD_YEAR_CHOICES),
        nolaEvaluated: false,
      },
    });
  }
  for (let i = 0; i < 160; i++) {
    actions.push({
      kind: 'move',
      at: start + 3 * DAY + r.next() * 31 * DAY,
      index: r.int(0, 99),
      direction: r.next() < 0.5 ? 'up' : 'down',
    });
  }
  for (let i = 0; i < 30; i++)
    actions.push({
      kind: 'evaluate',
      at: start + 4 * DAY + r.next() * 30 * DAY,
      index: r.int(0, 99),
    });
  // Fans favour some prospects: a skewed pick, from 600 invented voters.
  for (let i = 0; i < 1_500; i++) {
    const index = Math.floor(r.next() ** 1.7 * 100);
    actions.push({
      kind: 'vote',
      at: start + 5 * DAY + r.next() * 30 * DAY,
      index,
      voter: r.int(1, 600),
    });
  }
  return actions.sort((a, b) => a.at - b.at);
}

const metadataAt = (at: number) => ({
  ...systemMetadata('seed'),
  occurredAt: new Date(at).toISOString(),
});

/**
 * Adds the demo board (100 invented prospects with five weeks of history) through the ordinary
 * command handlers, back-dated, unless the board has history already.
 */
export async function seedDemoBoard(
  ctx: CommandContext,
  now = Date.now(),
  onStart: () => void = () => {},
): Promise<{ prospects: number; votes: number } | 'already-seeded'> {
  // Any history at all means the board is someone's: one event is enough to tell.
  if ((await ctx.store.readStream(BOARD_STREAM, { limit: 1 })).length > 0) return 'already-seeded';
  onStart();
  const ids: string[] = [];
  const votes = new Set<string>();
  const actions = plan(now);
  let last: AppendResult | undefined;
  const track = (result: AppendResult | undefined) => {
    if (result && (!last || comparePositions(result.position, last.position) > 0)) last = result;
  };
  for (let i = 0; i < actions.length; ) {
    const action = actions[i] as Action;
    if (action.kind === 'vote') {
      // Votes between two board changes go in parallel; they touch different streams.
      const batch: Extract<Action, { kind: 'vote' }>[] = [];
      while (batch.length < 25 && actions[i]?.kind === 'vote')
        batch.push(actions[i++] as Extract<Action, { kind: 'vote' }>);
      const fresh = batch.filter((v) => {
        const key = `${v.index}:${v.voter}`;
        if (votes.has(key)) return false;
        votes.add(key);
        return true;
      });
      const cast = await Promise.all(
        fresh.map((v) =>
          castVote(
            ctx,
            ids[v.index] as string,
            { key: `demo-voter-${v.voter}`, userId: null },
            metadataAt(v.at),
          ),
        ),
      );
      for (const result of cast) track(result);
      continue;
    }
    i++;
    switch (action.kind) {
      case 'add': {
        const added = await addProspect(
          ctx,
          { ...action.fields, nolaRank: action.rank },
          metadataAt(action.at),
        );
        ids.push(added.prospectId);
        track(added.appended);
        break;
      }
      case 'move':
        try {
          track(
            await moveProspect(
              ctx,
              ids[action.index] as string,
              action.direction,
              metadataAt(action.at),
            ),
          );
        } catch (error) {
          // A move off the top or bottom of the board is simply not part of the story.
          if (!(error instanceof CannotMove)) throw error;
        }
        break;
      case 'evaluate':
        track(
          await updateProspect(
            ctx,
            ids[action.index] as string,
            { nolaEvaluated: true },
            metadataAt(action.at),
          ),
        );
        break;
      default: {
        const never: never = action;
        return never;
      }
    }
  }
  // Done when the board shows it all. (Asked of the board's projector alone, through a type only
  // it handles: a projector of votes only never reaches the position of a later rank change.)
  if (last) await ctx.watcher.waitFor(last.position, RANK_EVENT_TYPES, 60_000);
  return { prospects: ids.length, votes: votes.size };
}
