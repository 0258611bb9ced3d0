import type { Knex } from 'knex';
import {
  comparePositions,
  type EventStore,
  formatPosition,
  type GlobalPosition,
  type RecordedEvent,
  readAllAndHead,
  START,
} from '../../../services/src/core/event-store/event-store';
import type { Projector } from './projector';

// What a rebuild's swap needs to catch its shadow up with the live projector (see ShadowBuild).

/** Where the live projector stands. */
export async function liveCheckpoint(
  db: Knex | Knex.Transaction,
  name: string,
): Promise<GlobalPosition> {
  const row = await db('projection_checkpoints')
    .where({ name })
    .first<{ commit_position: string; prepare_position: string } | undefined>(
      'commit_position',
      'prepare_position',
    );
  return row
    ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
    : START;
}

/**
 * Hands `apply` the projector's events in (from, to], a page at a time. The live projector read
 * them already, so readers can see them; should the store's head still lie short of `to`
 * (another process's view of an open transaction), it waits a little, then fails rather than
 * skip one.
 */
export async function eventsUpTo(
  store: EventStore,
  projector: Projector,
  from: GlobalPosition,
  to: GlobalPosition,
  apply: (events: RecordedEvent[]) => Promise<unknown>,
): Promise<void> {
  const limit = 1_000;
  let after = from;
  for (let waited = 0; ; ) {
    const { events, head } = await readAllAndHead(store, {
      after,
      types: projector.handles,
      limit,
    });
    const wanted = events.filter((event) => comparePositions(event.position, to) <= 0);
    if (wanted.length > 0) await apply(wanted);
    const last = wanted.at(-1);
    if (last) after = last.position;
    if (wanted.length < events.length) return;
    if (events.length === limit) continue;
    if (comparePositions(head, to) >= 0) return;
    if (++waited > 200) {
      throw new Error(
        `projection ${projector.name}: the store shows nothing up to ${formatPosition(to)}, where the live projector stands`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
