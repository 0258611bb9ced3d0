import {
  type AllStreamSubscription,
  type EventStoreDBClient,
  eventTypeFilter,
  type Position,
  START as READ_START,
} from '@eventstore/db-client';
import {
  type AllSubscription,
  comparePositions,
  type GlobalPosition,
  maxPosition,
  type RecordedEvent,
  type SubscriptionPage,
} from './event-store';
import {
  exactTypesPattern,
  toGlobalPosition,
  toPortError,
  toRecorded,
} from './eventstoredb-mapping';

/** Events held for the reader at most; beyond it the subscription pauses (backpressure). */
const HIGH_WATER = 4096;

type Item = { event: RecordedEvent } | { checkpoint: GlobalPosition };

/**
 * A catch-up subscription to $all that the server filters by event type: a projector whose
 * events are rare is sent its own events and, now and then (checkpointReached), the position
 * the server has searched up to, so its checkpoint moves past the other types without this
 * side reading them.
 *
 * The client calls checkpointReached while earlier events may still sit in the stream's
 * buffer; a checkpoint is queued only once those have reached the queue, so it never passes
 * an event the reader has not been given.
 */
export class EventStoreDBSubscription implements AllSubscription {
  private readonly queue: Item[] = [];
  private queuedEvents = 0;
  private through: GlobalPosition;
  private caughtUp = false;
  private failure: unknown;
  private wake: (() => void) | undefined;
  private readonly subscription: AllStreamSubscription;

  constructor(
    client: Pick<EventStoreDBClient, 'subscribeToAll'>,
    private readonly after: GlobalPosition,
    types: readonly string[],
  ) {
    this.through = after;
    const fromStart = after.commit === 0n && after.prepare === 0n;
    this.subscription = client.subscribeToAll({
      fromPosition: fromStart ? READ_START : { commit: after.commit, prepare: after.prepare },
      filter: eventTypeFilter({
        regex: exactTypesPattern(types),
        checkpointReached: (subscription, position) => this.checkpoint(subscription, position),
      }),
    });
    this.subscription.on('data', ({ event }) => {
      // Link events resolve to nothing; the start position itself is not "after".
      if (!event || event.type.startsWith('$')) return;
      const recorded = toRecorded(event);
      if (comparePositions(recorded.position, this.after) <= 0) return;
      this.push({ event: recorded });
      if (++this.queuedEvents >= HIGH_WATER) this.subscription.pause();
    });
    this.subscription.on('caughtUp', () => {
      this.caughtUp = true;
      this.notify();
    });
    this.subscription.on('error', (error) => {
      this.failure = toPortError(error);
      this.notify();
    });
  }

  private async checkpoint(subscription: AllStreamSubscription, position: Position) {
    while (subscription.readableLength > 0 && !subscription.destroyed) {
      await new Promise((resolve) => setTimeout(resolve, subscription.isPaused() ? 10 : 0));
    }
    this.push({ checkpoint: toGlobalPosition(position) });
  }

  private push(item: Item): void {
    this.queue.push(item);
    this.notify();
  }

  private notify(): void {
    this.wake?.();
    this.wake = undefined;
  }

  async next(limit: number): Promise<SubscriptionPage> {
    while (!this.failure && !this.caughtUp && this.queuedEvents < limit) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    if (this.failure) throw this.failure;
    const events: RecordedEvent[] = [];
    while (this.queue.length > 0) {
      const item = this.queue[0] as Item;
      if ('event' in item) {
        if (events.length >= limit) break;
        events.push(item.event);
        this.through = maxPosition(this.through, item.event.position);
      } else {
        this.through = maxPosition(this.through, item.checkpoint);
      }
      this.queue.shift();
    }
    this.queuedEvents -= events.length;
    if (this.queuedEvents < HIGH_WATER && this.subscription.isPaused()) this.subscription.resume();
    return { events, through: this.through };
  }

  async close(): Promise<void> {
    this.failure ??= new Error('the subscription is closed');
    this.notify();
    await this.subscription.unsubscribe();
  }
}
