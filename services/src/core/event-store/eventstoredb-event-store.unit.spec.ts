import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  type AllStreamSubscription,
  ANY,
  type AppendExpectedRevision,
  type RecordedEvent as ClientEvent,
  type EventData,
  type EventStoreDBClient,
  type Filter,
  NO_STREAM,
  NotLeaderError,
  type Position,
  STREAM_EXISTS,
  StreamDeletedError,
  StreamNotFoundError,
  type SubscribeToAllOptions,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { event } from '../event-schema';
import { EventSchemas } from './event-schemas';
import {
  EventIdConflict,
  EventRefused,
  type EventToAppend,
  StoreUnavailable,
  StreamDeleted,
  WrongExpectedRevision,
} from './event-store';
import { EventStoreDBEventStore } from './eventstoredb-event-store';

/** The tests append made-up event types: the store checks none of them. */
const anyEvents = new EventSchemas([], 'accept');

// No EventStoreDB runs here: these tests drive the adapter through a fake of the part of the
// client it uses, to check what it makes of the client's answers (errors, filters, checkpoints).
// What the server itself does is the contract suite's (eventstoredb-event-store.int.spec.ts).

type Subscription = PassThrough & { unsubscribe(): Promise<void> };

class FakeClient {
  readonly log: ClientEvent[] = [];
  readonly deleted = new Set<string>();
  /** Thrown by the next call of any kind. */
  failNext: Error | undefined;
  readonly subscriptions: { options: SubscribeToAllOptions; stream: Subscription }[] = [];

  private failure(): void {
    const error = this.failNext;
    this.failNext = undefined;
    if (error) throw error;
  }

  private streamOf(stream: string): ClientEvent[] {
    return this.log.filter((event) => event.streamId === stream);
  }

  async appendToStream(
    stream: string,
    events: EventData | EventData[],
    { expectedRevision }: { expectedRevision: AppendExpectedRevision },
  ) {
    this.failure();
    if (this.deleted.has(stream)) throw StreamDeletedError.fromStreamName(stream);
    const batch = Array.isArray(events) ? events : [events];
    const existing = this.streamOf(stream);
    const current = existing.at(-1)?.revision ?? NO_STREAM;
    // ESDB's idempotence: the same ids again in the same stream are answered as done.
    const repeat = existing.filter((event) => batch.some((e) => e.id === event.id));
    if (repeat.length === batch.length) {
      const last = repeat.at(-1) as ClientEvent;
      return { success: true, nextExpectedRevision: last.revision, position: last.position };
    }
    const ok =
      expectedRevision === ANY ||
      (expectedRevision === NO_STREAM && current === NO_STREAM) ||
      (expectedRevision === STREAM_EXISTS && current !== NO_STREAM) ||
      expectedRevision === current;
    if (!ok) {
      throw new WrongExpectedVersionError(undefined, {
        streamName: stream,
        expected: expectedRevision,
        current,
      });
    }
    for (const e of batch) {
      const n = BigInt(this.log.length + 1) * 10n;
      this.log.push({
        streamId: stream,
        id: e.id,
        type: e.type,
        data: e.data,
        metadata: e.metadata,
        revision: BigInt(this.streamOf(stream).length),
        position: { commit: n, prepare: n },
        created: new Date(),
        isJson: true,
        contentType: 'application/json',
      } as ClientEvent);
    }
    const last = this.log.at(-1) as ClientEvent;
    return { success: true, nextExpectedRevision: last.revision, position: last.position };
  }

  async *readStream(stream: string, options: { maxCount?: number | bigint } = {}) {
    this.failure();
    const events = this.streamOf(stream);
    if (events.length === 0) throw new StreamNotFoundError(undefined, stream);
    for (const event of events.slice(0, Number(options.maxCount ?? events.length))) {
      yield { event };
    }
  }

  async *readAll(options: { fromPosition?: Position | 'start' | 'end'; maxCount?: number }) {
    this.failure();
    const from = options.fromPosition;
    const start = typeof from === 'object' ? from.commit : 0n;
    const events = this.log.filter((e) => (e.position?.commit ?? 0n) >= start);
    for (const event of events.slice(0, options.maxCount ?? events.length)) yield { event };
  }

  subscribeToAll(options: SubscribeToAllOptions): AllStreamSubscription {
    const stream = Object.assign(new PassThrough({ objectMode: true }), {
      unsubscribe: async () => {
        stream.destroy();
      },
    });
    this.subscriptions.push({ options, stream });
    return stream as unknown as AllStreamSubscription;
  }

  async dispose() {}
}

const open = () => {
  const client = new FakeClient();
  const store = new EventStoreDBEventStore(client as unknown as EventStoreDBClient, anyEvents);
  return { client, store };
};

const draft = (type = 'Tested', id: string = randomUUID()): EventToAppend => ({
  id,
  type,
  data: {},
  metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: '' },
});

/** An event as a subscription delivers it. */
const delivered = (type: string, at: bigint) => ({
  event: {
    streamId: `s-${at}`,
    id: randomUUID(),
    type,
    data: { at: Number(at) },
    metadata: {},
    revision: 0n,
    position: { commit: at, prepare: at },
    created: new Date(),
    isJson: true,
  },
});

describe('EventStoreDB adapter: errors as the port types them', () => {
  it('answers an append to a deleted stream with StreamDeleted naming it', async () => {
    const { client, store } = open();
    client.deleted.add('gone-1');
    const error = await store
      .append('gone-1', [draft()], { expectedRevision: 'any' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamDeleted);
    expect((error as StreamDeleted).stream).toBe('gone-1');
  });

  it('answers a wrong expected version with WrongExpectedRevision and the actual revision', async () => {
    const { store } = open();
    await store.append('s-1', [draft(), draft()], { expectedRevision: 'no_stream' });
    const error = await store
      .append('s-1', [draft()], { expectedRevision: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedRevision);
    expect((error as WrongExpectedRevision).actual).toBe(1);
  });

  it('answers a node that is not the leader, or unreachable, as StoreUnavailable (transient)', async () => {
    const { client, store } = open();
    const grpc = {
      message: 'not leader',
      metadata: {
        getMap: () => ({ 'leader-endpoint-host': 'node-2', 'leader-endpoint-port': '2113' }),
      },
    };
    client.failNext = new NotLeaderError(grpc as never);
    const notLeader = await store
      .append('s-2', [draft()], { expectedRevision: 'any' })
      .catch((e: unknown) => e);
    expect(notLeader).toBeInstanceOf(StoreUnavailable);
    expect((notLeader as StoreUnavailable).transient).toBe(true);
    expect((notLeader as Error).message).toContain('node-2:2113');
    client.failNext = new UnavailableError(undefined, 'connection refused');
    await expect(store.readAll()).rejects.toBeInstanceOf(StoreUnavailable);
  });
});

describe('EventStoreDB adapter: an event id belongs to one stream', () => {
  it('refuses an id stored under another stream, and stores nothing there', async () => {
    const { store } = open();
    const first = draft();
    await store.append('home', [first], { expectedRevision: 'no_stream' });
    const error = await store
      .append('thief', [draft('Tested', first.id)], { expectedRevision: 'any' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EventIdConflict);
    expect(await store.readStream('thief')).toEqual([]);
  });

  it('lets only one of two racing streams have an id; a retry in the owner stream is done once', async () => {
    const { store } = open();
    const id = randomUUID();
    const outcomes = await Promise.allSettled([
      store.append('a', [draft('Tested', id)], { expectedRevision: 'no_stream' }),
      store.append('b', [draft('Tested', id)], { expectedRevision: 'no_stream' }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const owner = outcomes[0]?.status === 'fulfilled' ? 'a' : 'b';
    await store.append(owner, [draft('Tested', id)], { expectedRevision: 'no_stream' });
    expect(await store.readStream(owner)).toHaveLength(1);
  });

  it('keeps the claims out of readAll', async () => {
    const { store } = open();
    await store.append('only', [draft('Real')], { expectedRevision: 'no_stream' });
    expect((await store.readAll()).map((e) => [e.streamName, e.type])).toEqual([['only', 'Real']]);
  });
});

describe('EventStoreDB adapter: subscribeToAll for projectors', () => {
  const subscribe = (types: string[], after = { commit: 100n, prepare: 100n }) => {
    const { client, store } = open();
    const subscription = store.subscribeToAll({ after, types });
    const opened = client.subscriptions[0];
    if (!opened) throw new Error('no subscription opened');
    const filter = opened.options.filter as Filter & { regex: string };
    const checkpoint = (at: bigint) =>
      filter.checkpointReached?.(opened.stream as unknown as AllStreamSubscription, {
        commit: at,
        prepare: at,
      });
    return { subscription, stream: opened.stream, options: opened.options, filter, checkpoint };
  };

  it('asks the server for exactly the projector’s types, from its checkpoint', () => {
    const { options, filter } = subscribe(['VoteCast', 'Prospect.Added']);
    expect(options.fromPosition).toEqual({ commit: 100n, prepare: 100n });
    expect(filter.filterOn).toBe('eventType');
    const pattern = new RegExp(filter.regex);
    expect(['VoteCast', 'Prospect.Added'].every((type) => pattern.test(type))).toBe(true);
    for (const other of ['VoteCastRevoked', 'XVoteCast', 'ProspectXAdded', '$metadata']) {
      expect(pattern.test(other)).toBe(false);
    }
  });

  it('moves past other types on a checkpoint, with no event to apply', async () => {
    const { subscription, stream, checkpoint } = subscribe(['VoteCast']);
    await checkpoint(5_000n);
    stream.emit('caughtUp');
    expect(await subscription.next(100)).toEqual({
      events: [],
      through: { commit: 5_000n, prepare: 5_000n },
    });
  });

  it('gives its events in order, none at or before the start, and a page at most `limit` long', async () => {
    const { subscription, stream } = subscribe(['VoteCast']);
    for (const at of [100n, 200n, 300n, 400n]) stream.write(delivered('VoteCast', at));
    const first = await subscription.next(2);
    expect(first.events.map((e) => e.data.at)).toEqual([200, 300]);
    expect(first.through).toEqual({ commit: 300n, prepare: 300n });
    stream.emit('caughtUp');
    const second = await subscription.next(2);
    expect(second.events.map((e) => e.data.at)).toEqual([400]);
    expect(await subscription.next(2)).toEqual({ events: [], through: second.through });
  });

  it('never lets a checkpoint pass an event still in the stream’s buffer', async () => {
    const { subscription, stream, checkpoint } = subscribe(['VoteCast']);
    await new Promise((resolve) => setImmediate(resolve));
    stream.pause();
    stream.write(delivered('VoteCast', 200n));
    stream.write(delivered('VoteCast', 300n));
    const reached = checkpoint(900n);
    stream.emit('caughtUp');
    stream.resume();
    await reached;
    const first = await subscription.next(1);
    expect(first.events.map((e) => e.data.at)).toEqual([200]);
    expect(first.through).toEqual({ commit: 200n, prepare: 200n });
    const second = await subscription.next(10);
    expect(second.events.map((e) => e.data.at)).toEqual([300]);
    expect(second.through).toEqual({ commit: 900n, prepare: 900n });
  });

  it('fails its reader with the port’s error when the subscription drops', async () => {
    const { subscription, stream } = subscribe(['VoteCast']);
    stream.emit('error', new UnavailableError(undefined, 'connection lost'));
    await expect(subscription.next(10)).rejects.toBeInstanceOf(StoreUnavailable);
  });
});

describe('EventStoreDB adapter: schemas', () => {
  it('refuses an event its schema refuses before anything reaches the server', async () => {
    const client = new FakeClient();
    const schemas = new EventSchemas([event('Scored', { n: z.number() })]);
    const store = new EventStoreDBEventStore(client as unknown as EventStoreDBClient, schemas);
    const error = await store
      .append('scores-1', [{ ...draft('Scored'), data: { n: 'x' } }], { expectedRevision: 'any' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EventRefused);
    expect((error as Error).message).toMatch(/Scored refused on scores-1: data\.n/);
    expect(client.log).toEqual([]);
  });
});
