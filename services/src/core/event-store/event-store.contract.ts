import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { event as eventSchema } from '../event-schema';
import { EventSchemas } from './event-schemas';
import {
  comparePositions,
  EventIdConflict,
  type EventMetadata,
  EventRefused,
  type EventStore,
  type EventToAppend,
  type GlobalPosition,
  type RecordedEvent,
  readAllAndHead,
  readStreams,
  WrongExpectedRevision,
} from './event-store';

export type StoreUnderTest = { store: EventStore; close(): Promise<void> };

const metadata = (): EventMetadata => ({
  actorId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

const event = (type: string, data: Record<string, unknown> = {}): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: metadata(),
});

/** A fresh stream name per test, so tests never share state. */
const streamName = (category = 'test') => `${category}-${randomUUID()}`;

async function readAllAfter(store: EventStore, after: GlobalPosition | undefined) {
  const events: RecordedEvent[] = [];
  let cursor = after;
  for (;;) {
    const batch = await store.readAll({ after: cursor, limit: 500 });
    if (batch.length === 0) return events;
    events.push(...batch);
    cursor = batch.at(-1)?.position;
  }
}

/**
 * Waits (bounded) until readers can see `position`: on PostgreSQL a transaction open anywhere
 * on the cluster, another test's included, may hide a committed event for a moment.
 */
async function headReaches(store: EventStore, position: GlobalPosition): Promise<GlobalPosition> {
  let head = await store.headPosition();
  for (let i = 0; i < 200 && comparePositions(head, position) < 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    head = await store.headPosition();
  }
  return head;
}

/**
 * The schemas the contract opens each adapter with: `Scored` has one, as an area's event would;
 * the other made-up types of these tests (A, B, ...) have none and are accepted.
 */
export const CONTRACT_SCHEMAS = new EventSchemas(
  [eventSchema('Scored', { n: z.number().int(), by: z.string() })],
  'accept',
);

/** The behaviour every EventStore adapter must show. */
export function eventStoreContract(open: (schemas: EventSchemas) => Promise<StoreUnderTest>): void {
  let subject: StoreUnderTest;
  let store: EventStore;

  beforeAll(async () => {
    subject = await open(CONTRACT_SCHEMAS);
    store = subject.store;
  }, 120_000);
  afterAll(async () => {
    await subject?.close();
  });

  describe('schemas: an event its schema refuses is never written', () => {
    it('refuses it with EventRefused naming the stream, the type and the field', async () => {
      const stream = streamName();
      const error = await store
        .append(stream, [event('Scored', { n: 'seven', by: 'x' })], {
          expectedRevision: 'no_stream',
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EventRefused);
      expect((error as EventRefused).message).toMatch(
        new RegExp(`Scored refused on ${stream}: data\\.n: .*number`),
      );
      expect(await store.readStream(stream)).toEqual([]);
    });

    it('writes none of a batch that holds one refused event', async () => {
      const stream = streamName();
      const good = event('Scored', { n: 1, by: 'x' });
      const bad = event('Scored', { n: 2 });
      await expect(
        store.append(stream, [good, bad], { expectedRevision: 'no_stream' }),
      ).rejects.toBeInstanceOf(EventRefused);
      expect(await store.readStream(stream)).toEqual([]);
      await store.append(stream, [good], { expectedRevision: 'no_stream' });
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ n: 1, by: 'x' }]);
    });
  });

  describe('append and readStream', () => {
    it('creates a stream with no_stream and reads it back in order', async () => {
      const stream = streamName();
      const result = await store.append(stream, [event('A', { n: 1 }), event('B', { n: 2 })], {
        expectedRevision: 'no_stream',
      });
      expect(result.nextRevision).toBe(1);
      const events = await store.readStream(stream);
      expect(events.map((e) => [e.type, e.data.n, e.revision, e.streamName])).toEqual([
        ['A', 1, 0, stream],
        ['B', 2, 1, stream],
      ]);
      expect(events[1]?.position).toEqual(result.position);
      expect(events[0]?.metadata.correlationId).toEqual(expect.any(String));
    });

    it('refuses no_stream on an existing stream with a typed error naming the revision', async () => {
      const stream = streamName();
      await store.append(stream, [event('A')], { expectedRevision: 'no_stream' });
      const error = await store
        .append(stream, [event('A')], { expectedRevision: 'no_stream' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevision);
      expect((error as WrongExpectedRevision).stream).toBe(stream);
      expect((error as WrongExpectedRevision).actual).toBe(0);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('checks a numeric expected revision', async () => {
      const stream = streamName();
      await store.append(stream, [event('A')], { expectedRevision: 'no_stream' });
      await store.append(stream, [event('B')], { expectedRevision: 0 });
      await expect(
        store.append(stream, [event('C')], { expectedRevision: 0 }),
      ).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(
        store.append(streamName(), [event('C')], { expectedRevision: 3 }),
      ).rejects.toBeInstanceOf(WrongExpectedRevision);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('checks stream_exists and accepts anything with any', async () => {
      const stream = streamName();
      await expect(
        store.append(stream, [event('A')], { expectedRevision: 'stream_exists' }),
      ).rejects.toBeInstanceOf(WrongExpectedRevision);
      await store.append(stream, [event('A')], { expectedRevision: 'any' });
      await store.append(stream, [event('B')], { expectedRevision: 'any' });
      const result = await store.append(stream, [event('C')], {
        expectedRevision: 'stream_exists',
      });
      expect(result.nextRevision).toBe(2);
    });

    it('treats a repeated append of the same event ids as done once', async () => {
      const stream = streamName();
      const batch = [event('A'), event('B')];
      const first = await store.append(stream, batch, { expectedRevision: 'no_stream' });
      const again = await store.append(stream, batch, { expectedRevision: 'no_stream' });
      expect(again.nextRevision).toBe(first.nextRevision);
      expect(again.position).toEqual(first.position);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('refuses an event id stored under another stream, and writes nothing there', async () => {
      const first = event('A');
      await store.append(streamName(), [first], { expectedRevision: 'no_stream' });
      const thief = streamName();
      for (const expectedRevision of ['no_stream', 'any'] as const) {
        await expect(
          store.append(thief, [{ ...event('B'), id: first.id }], { expectedRevision }),
        ).rejects.toBeInstanceOf(EventIdConflict);
      }
      expect(await store.readStream(thief)).toEqual([]);
    });

    it('reads from a revision, backwards and with a limit', async () => {
      const stream = streamName();
      await store.append(
        stream,
        [0, 1, 2, 3, 4].map((n) => event('N', { n })),
        { expectedRevision: 'no_stream' },
      );
      const numbers = (events: RecordedEvent[]) => events.map((e) => e.data.n);
      expect(numbers(await store.readStream(stream, { fromRevision: 2 }))).toEqual([2, 3, 4]);
      expect(numbers(await store.readStream(stream, { limit: 2 }))).toEqual([0, 1]);
      expect(numbers(await store.readStream(stream, { direction: 'backwards', limit: 2 }))).toEqual(
        [4, 3],
      );
      expect(await store.readStream(streamName())).toEqual([]);
    });

    it('reads several streams at once, each whole and in order, [] for one that does not exist', async () => {
      const a = streamName();
      const b = streamName();
      await store.append(a, [event('A', { n: 1 }), event('A', { n: 2 })], {
        expectedRevision: 'no_stream',
      });
      await store.append(b, [event('B', { n: 3 })], { expectedRevision: 'no_stream' });
      const [first, missing, second] = await readStreams(store, [b, streamName(), a]);
      expect(first?.map((e) => e.data.n)).toEqual([3]);
      expect(missing).toEqual([]);
      expect(second?.map((e) => [e.streamName, e.revision, e.data.n])).toEqual([
        [a, 0, 1],
        [a, 1, 2],
      ]);
    });
  });

  describe('readAll', () => {
    it('names as head the last event a reader can see', async () => {
      const { position } = await store.append(streamName(), [event('Headed', {})], {
        expectedRevision: 'no_stream',
      });
      const head = await headReaches(store, position);
      expect(comparePositions(head, position)).toBeGreaterThanOrEqual(0);
      // And never beyond what a reader can read.
      const seen = (await readAllAfter(store, position)).at(-1)?.position ?? position;
      expect(comparePositions(head, seen)).toBeLessThanOrEqual(0);
    });

    it('knows its newest commit at once, even before readers may pass it', async () => {
      const { position } = await store.append(streamName(), [event('Newest', {})], {
        expectedRevision: 'no_stream',
      });
      const newest = await store.lastCommittedPosition();
      expect(comparePositions(newest, position)).toBeGreaterThanOrEqual(0);
      expect(comparePositions(newest, await store.headPosition())).toBeGreaterThanOrEqual(0);
    });

    it('reads every stream in global order, strictly after a position, filtered by type', async () => {
      const start = await store.headPosition();
      const a = streamName();
      const b = streamName();
      const typeA = `Alpha${randomUUID().slice(0, 8)}`;
      await store.append(a, [event(typeA, { n: 1 })], { expectedRevision: 'no_stream' });
      await store.append(b, [event('Beta', { n: 2 })], { expectedRevision: 'no_stream' });
      const last = await store.append(a, [event(typeA, { n: 3 })], { expectedRevision: 0 });
      await headReaches(store, last.position);
      const after = await readAllAfter(store, start);
      const ours = after.filter((e) => e.streamName === a || e.streamName === b);
      expect(ours.map((e) => e.data.n)).toEqual([1, 2, 3]);
      for (let i = 1; i < after.length; i++) {
        expect(
          comparePositions(
            after[i - 1]?.position as GlobalPosition,
            after[i]?.position as GlobalPosition,
          ),
        ).toBe(-1);
      }
      const firstPosition = ours[0]?.position as GlobalPosition;
      const rest = await store.readAll({ after: firstPosition, types: [typeA] });
      expect(rest.map((e) => e.data.n)).toEqual([3]);
      // With the head in the same look: at or past everything read, and there when none is.
      const withHead = await readAllAndHead(store, { after: firstPosition, types: [typeA] });
      expect(withHead.events.map((e) => e.data.n)).toEqual([3]);
      expect(comparePositions(withHead.head, last.position)).toBeGreaterThanOrEqual(0);
      const none = await readAllAndHead(store, { after: withHead.head, types: [typeA] });
      expect(none.events).toEqual([]);
      expect(comparePositions(none.head, withHead.head)).toBeGreaterThanOrEqual(0);
    });
  });

  describe('under concurrency', () => {
    it('delivers every committed event once, in order, while 8 appenders race (8 × 500 events)', async () => {
      const APPENDERS = 8;
      const EVENTS_EACH = 500;
      const shared = streamName('shared');
      const runId = randomUUID();
      const start = await store.headPosition();
      const ackedAt = new Map<string, number>();
      const committed = new Set<string>();
      let conflicts = 0;
      let done = false;
      let giveUpAt = Number.POSITIVE_INFINITY;

      const received: RecordedEvent[] = [];
      const receivedAt = new Map<string, number>();
      const reader = (async () => {
        let cursor = start;
        for (;;) {
          const finished = done;
          if (finished && giveUpAt === Number.POSITIVE_INFINITY)
            giveUpAt = performance.now() + 10_000;
          const batch = await store.readAll({ after: cursor, limit: 500 });
          const now = performance.now();
          for (const e of batch) {
            if (e.metadata.runId !== runId) continue;
            received.push(e);
            receivedAt.set(e.id, now);
          }
          if (batch.length > 0) cursor = batch.at(-1)?.position ?? cursor;
          // After the last ack, events can stay hidden a moment longer: on PostgreSQL any open
          // transaction on the cluster (another test's, too) holds them back. Read until all
          // arrived, or give up after a while and let the assertions say what is missing.
          else if (finished && (received.length >= committed.size || performance.now() > giveUpAt))
            return;
          else await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();

      const began = performance.now();
      await Promise.all(
        Array.from({ length: APPENDERS }, async (_, appender) => {
          const own = streamName(`appender${appender}`);
          let ownRevision = -1;
          let sharedRevision: number | 'no_stream' = 'no_stream';
          for (let i = 0; i < EVENTS_EACH; i++) {
            const e = { ...event('Raced', { appender, i }), metadata: { ...metadata(), runId } };
            if (i % 2 === 0) {
              const r = await store.append(own, [e], {
                expectedRevision: ownRevision === -1 ? 'no_stream' : ownRevision,
              });
              ownRevision = r.nextRevision;
            } else {
              for (;;) {
                try {
                  const r = await store.append(shared, [e], { expectedRevision: sharedRevision });
                  sharedRevision = r.nextRevision;
                  break;
                } catch (error) {
                  if (!(error instanceof WrongExpectedRevision)) throw error;
                  conflicts++;
                  const tail = await store.readStream(shared, { direction: 'backwards', limit: 1 });
                  sharedRevision = tail[0]?.revision ?? 'no_stream';
                }
              }
            }
            committed.add(e.id as string);
            ackedAt.set(e.id as string, performance.now());
          }
        }),
      );
      const elapsed = performance.now() - began;
      done = true;
      await reader;

      const total = APPENDERS * EVENTS_EACH;
      expect(committed.size).toBe(total);
      expect(received).toHaveLength(total);
      expect(new Set(received.map((e) => e.id))).toEqual(committed);
      for (let i = 1; i < received.length; i++) {
        const previous = received[i - 1]?.position as GlobalPosition;
        expect(comparePositions(previous, received[i]?.position as GlobalPosition)).toBe(-1);
      }
      const sharedEvents = await store.readStream(shared);
      expect(sharedEvents).toHaveLength(total / 2);
      expect(sharedEvents.map((e) => e.revision)).toEqual(sharedEvents.map((_, i) => i));

      const lags = received
        .map((e) => Math.max(0, (receivedAt.get(e.id) ?? 0) - (ackedAt.get(e.id) ?? 0)))
        .sort((x, y) => x - y);
      const pct = (p: number) => lags[Math.min(lags.length - 1, Math.floor(lags.length * p))] ?? 0;
      console.log(
        `[${store.kind}] concurrency proof: ${total} events by ${APPENDERS} appenders in ${elapsed.toFixed(0)} ms ` +
          `= ${((total / elapsed) * 1000).toFixed(0)} events/s; ${conflicts} shared-stream conflicts reported and retried; ` +
          `reader lag after ack p50 ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms, max ${pct(1).toFixed(1)} ms`,
      );
    }, 300_000);
  });
}
