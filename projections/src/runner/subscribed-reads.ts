import type { Knex } from 'knex';
import {
  type AllSubscription,
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
} from '../../../services/src/core/event-store/event-store';
import { type CheckpointRow, positionColumns, positionOf } from './checkpoints';

type Open = { subscription: AllSubscription; delivered: GlobalPosition; through: GlobalPosition };

/**
 * The projectors' reads on a store that filters $all by type itself (EventStoreDB): one live
 * subscription per projector instead of a read of $all from its checkpoint on every wake-up,
 * which would scan past every event of other types each time. PostgreSQL has no
 * subscribeToAll, and its projectors poll readAll({ types }) as before.
 */
export class SubscribedReads {
  private readonly open = new Map<string, Open>();

  private constructor(
    private readonly knex: Knex,
    private readonly subscribe: NonNullable<EventStore['subscribeToAll']>,
  ) {}

  /** Undefined when the store offers no subscription. */
  static of(knex: Knex, store: EventStore): SubscribedReads | undefined {
    const subscribe = store.subscribeToAll?.bind(store);
    return subscribe ? new SubscribedReads(knex, subscribe) : undefined;
  }

  /**
   * The projector's events after `after`, and the head: how far the store has looked for them.
   * The subscription is kept while the checkpoint stays where this reader has taken it (between
   * its last event and how far it has looked); a checkpoint moved elsewhere (another runner, a
   * rebuild, a skip) opens it again from there.
   */
  async read(
    name: string,
    types: readonly string[],
    after: GlobalPosition,
    limit: number,
  ): Promise<{ events: RecordedEvent[]; head: GlobalPosition }> {
    let open = this.open.get(name);
    const within =
      open &&
      comparePositions(open.delivered, after) <= 0 &&
      comparePositions(after, open.through) <= 0;
    if (!open || !within) {
      await open?.subscription.close();
      open = {
        subscription: this.subscribe({ after, types }),
        delivered: after,
        through: after,
      };
      this.open.set(name, open);
    }
    try {
      const { events, through } = await open.subscription.next(limit);
      open.delivered = events.at(-1)?.position ?? open.delivered;
      open.through = through;
      return { events, head: through };
    } catch (error) {
      this.open.delete(name);
      await open.subscription.close().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Stores the checkpoint at `head` when the subscription looked past events of other types
   * only, so that a restart subscribes from there rather than from the last event applied.
   * Compare-and-set on the row as read, under the projector's lock: a row anyone else moved is
   * left alone. Answers the row as stored, or undefined when it was not moved.
   */
  async passed(
    row: CheckpointRow,
    head: GlobalPosition,
    lockNamespace: number,
  ): Promise<CheckpointRow | undefined> {
    if (row.state !== 'running' || comparePositions(head, positionOf(row)) <= 0) return undefined;
    const [moved] = await this.knex<CheckpointRow>('projection_checkpoints')
      .where({
        name: row.name,
        state: row.state,
        commit_position: row.commit_position,
        prepare_position: row.prepare_position,
      })
      .whereRaw('pg_try_advisory_xact_lock(?, hashtext(?))', [lockNamespace, row.name])
      .update({ ...positionColumns(head), updated_at: this.knex.fn.now() })
      .returning('*');
    return moved;
  }

  async close(): Promise<void> {
    const open = [...this.open.values()];
    this.open.clear();
    await Promise.all(open.map(({ subscription }) => subscription.close()));
  }
}
