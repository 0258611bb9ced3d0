import { type AppContext, type CommandContext, systemMetadata } from '../core/context';
import { DomainError } from '../core/errors';
import { comparePositions, type GlobalPosition } from '../core/event-store/event-store';
import { applyBoardHalf, loadBoard } from './commands';
import { type BoardIntent, decideBoardHalf } from './decide';
import { PROSPECT_EVENT_TYPES, parseBoardEvent } from './events';
import { evolveProspect, initialProspect, type Prospect } from './prospect';
import { boardLog } from './replay';

type Pending = {
  state: Prospect;
  intent?: BoardIntent & { id: string; position: GlobalPosition };
};

/**
 * Finishes the staff edits whose board half never landed: an add, edit or removal appends its
 * prospect event (which records the rank asked for) and then the board event it causes, and a
 * crash between the two leaves the first alone. Run at start, before requests are taken. Each
 * prospect's last such event is decided again, in log order, on the board as it is
 * (decideBoardHalf, the inline path's own decision), so an edit whose board half landed, or that
 * a later edit overtook, appends nothing: finishing twice is finishing once. Answers how many it
 * finished.
 */
export async function finishBoardEdits(
  ctx: CommandContext & Pick<AppContext, 'clock'>,
): Promise<number> {
  const prospects = new Map<string, Pending>();
  for await (const batch of boardLog(ctx.store, PROSPECT_EVENT_TYPES)) {
    for (const recorded of batch) {
      const event = parseBoardEvent(recorded.type, recorded.data);
      if (!('prospectId' in event.data)) continue;
      const known = prospects.get(event.data.prospectId) ?? { state: initialProspect };
      known.state = evolveProspect(known.state, event);
      const asksForBoard =
        event.type === 'ProspectRemoved' ||
        (event.type === 'ProspectAdded' && event.data.nolaRank !== undefined) ||
        (event.type === 'ProspectUpdated' && event.data.rank !== undefined);
      if (asksForBoard)
        known.intent = { ...(event as BoardIntent), id: recorded.id, position: recorded.position };
      prospects.set(event.data.prospectId, known);
    }
  }
  const { board } = await loadBoard(ctx.store);
  const now = ctx.clock.now();
  let finished = 0;
  const pending = [...prospects.values()].flatMap(({ state, intent }) =>
    intent ? [{ state, intent }] : [],
  );
  pending.sort((a, b) => comparePositions(a.intent.position, b.intent.position));
  for (const { state, intent } of pending) {
    try {
      // Most are done: tell so from the board read once, before any is decided again.
      if (decideBoardHalf(intent, board, state, now).length === 0) continue;
      if (await applyBoardHalf(ctx, intent, state, systemMetadata('finish-board-edits', ctx.clock)))
        finished++;
    } catch (error) {
      // Refused on the board as it is now (the prospect moved since): nothing left to finish.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return finished;
}
