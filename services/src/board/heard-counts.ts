import type { EventEmitter } from 'node:events';
import { comparePositions, type GlobalPosition } from '../core/event-store/event-store';
import type { CheckpointAdvanced } from '../core/projections';

/** The projector of the board's tables, whose vote batches note the counts they raised. */
export const BOARD_PROJECTOR = 'prospects';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Community vote counts as the board projector's advances told them (the notes of its vote
 * batches): each prospect's count, and the position it holds at. A vote's answer takes its
 * prospect's count from here when one was heard at or past the vote, instead of reading it back
 * from the table; a count not heard (a vote applied alone, a message lost) is read as before.
 */
export class HeardCounts {
  private readonly counts = new Map<string, { count: number; position: GlobalPosition }>();

  constructor(feed: EventEmitter<{ advanced: [CheckpointAdvanced] }>) {
    feed.on('advanced', ({ name, position, notes }) => {
      const heard = notes?.communityVotes;
      if (name !== BOARD_PROJECTOR || !isRecord(heard)) return;
      for (const [prospectId, count] of Object.entries(heard)) {
        if (typeof count !== 'number') continue;
        const known = this.counts.get(prospectId);
        if (!known || comparePositions(known.position, position) <= 0) {
          this.counts.set(prospectId, { count, position });
        }
      }
    });
  }

  /** The prospect's count as of `position` or later, when one was heard. */
  at(prospectId: string, position: GlobalPosition): number | undefined {
    const known = this.counts.get(prospectId);
    return known && comparePositions(known.position, position) >= 0 ? known.count : undefined;
  }
}
