import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMetadata } from '../context';
import { type Database, openTestDatabase } from '../database';
import { EventSchemas } from './event-schemas';
import { EventIdConflict, type EventToAppend, WrongExpectedRevision } from './event-store';
import { PostgresEventStore } from './postgres-event-store';

/** The tests append made-up event types: the store checks none of them. */
const anyEvents = new EventSchemas([], 'accept');

// Concurrent appends share transactions (group commit), and each still gets its own answer.

let db: Database;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await openTestDatabase();
  store = await PostgresEventStore.open(db.knex, anyEvents);
});
afterAll(() => db?.close());

const draft = (id: string = randomUUID()): EventToAppend => ({
  id,
  type: 'Tested',
  data: { n: 1 },
  metadata: systemMetadata('test'),
});

const transactionsOf = async (streams: string[]) =>
  Number(
    (
      await db.knex.raw<{ rows: { n: string }[] }>(
        'select count(distinct transaction_id) as n from es_events where stream_name = any(?::text[])',
        [streams],
      )
    ).rows[0]?.n,
  );

describe('group commit', () => {
  it('writes 300 concurrent appends in fewer transactions, every one acknowledged and stored', async () => {
    const streams = Array.from({ length: 300 }, () => `group-${randomUUID()}`);
    const results = await Promise.all(
      streams.map((stream) => store.append(stream, [draft()], { expectedRevision: 'no_stream' })),
    );
    expect(results.every((r) => r.nextRevision === 0)).toBe(true);
    expect(new Set(results.map((r) => `${r.position.commit}:${r.position.prepare}`)).size).toBe(
      300,
    );
    const stored = await db.knex('es_events').whereIn('stream_name', streams).count({ n: '*' });
    expect(Number(stored[0]?.n)).toBe(300);
    expect(await transactionsOf(streams)).toBeLessThan(300);
  });

  it('writes the appends made in one turn of the event loop in one transaction', async () => {
    const streams = Array.from({ length: 12 }, () => `turn-${randomUUID()}`);
    await Promise.all(
      streams.map((stream) => store.append(stream, [draft()], { expectedRevision: 'no_stream' })),
    );
    expect(await transactionsOf(streams)).toBe(1);
  });

  it('lets one of many concurrent first appends to a stream win, and tells the rest', async () => {
    const stream = `vote-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        store.append(stream, [draft()], { expectedRevision: 'no_stream' }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(49);
    for (const o of refused) expect(o.reason).toBeInstanceOf(WrongExpectedRevision);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('appends a batch of first appends in one go, and refuses the one whose stream exists', async () => {
    const taken = `vote-${randomUUID()}`;
    await store.append(taken, [draft(), draft()], { expectedRevision: 'no_stream' });
    const fresh = Array.from({ length: 20 }, () => `vote-${randomUUID()}`);
    const [refused, ...appended] = await Promise.allSettled([
      store.append(taken, [draft()], { expectedRevision: 'no_stream' }),
      ...fresh.map((stream) =>
        store.append(stream, [draft(), draft()], { expectedRevision: 'no_stream' }),
      ),
    ]);
    expect(refused?.status).toBe('rejected');
    const conflict = (refused as PromiseRejectedResult).reason;
    expect(conflict).toBeInstanceOf(WrongExpectedRevision);
    expect((conflict as WrongExpectedRevision).actual).toBe(1);
    expect(appended.map((o) => o.status === 'fulfilled' && o.value.nextRevision)).toEqual(
      fresh.map(() => 1),
    );
    expect(await transactionsOf(fresh)).toBe(1);
    for (const stream of fresh)
      expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
    expect(await store.readStream(taken)).toHaveLength(2);
  });

  it('gives concurrent appends to one stream each its own revision, as stored', async () => {
    const stream = `shared-${randomUUID()}`;
    const events = Array.from({ length: 40 }, () => draft());
    const results = await Promise.all(
      events.map((event) => store.append(stream, [event], { expectedRevision: 'any' })),
    );
    const stored = await store.readStream(stream);
    expect(stored.map((e) => e.revision)).toEqual(events.map((_, i) => i));
    // Each append's answer names the revision its event was stored at.
    for (const [i, event] of events.entries()) {
      expect(stored[results[i]?.nextRevision ?? -1]?.id).toBe(event.id);
    }
  });

  it('answers a repeat and a stolen event id on their own, without failing the batch', async () => {
    const first = draft();
    const home = `repeat-${randomUUID()}`;
    const original = await store.append(home, [first], { expectedRevision: 'no_stream' });
    const others = Array.from({ length: 30 }, () => `bystander-${randomUUID()}`);
    const [stolen, repeated, ...bystanders] = await Promise.allSettled([
      // The same event id under another stream: a conflict, never a second copy.
      store.append(`thief-${randomUUID()}`, [draft(first.id)], { expectedRevision: 'any' }),
      // The same append again (a retried request): answered as the original.
      store.append(home, [first], { expectedRevision: 'no_stream' }),
      ...others.map((stream) => store.append(stream, [draft()], { expectedRevision: 'no_stream' })),
    ]);
    expect(stolen?.status).toBe('rejected');
    expect((stolen as PromiseRejectedResult).reason).toBeInstanceOf(EventIdConflict);
    expect(repeated).toEqual({ status: 'fulfilled', value: original });
    expect(bystanders.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(await store.readStream(home)).toHaveLength(1);
  });
});

describe('group commit of first appends only (one statement for the batch)', () => {
  const appendAll = (streams: string[]) =>
    streams.map((stream) =>
      store.append(stream, [draft(), draft(), draft()], { expectedRevision: 'no_stream' }),
    );
  const expectAppended = async (
    streams: string[],
    outcomes: PromiseSettledResult<{ nextRevision: number; position: unknown }>[],
  ) => {
    expect(outcomes.map((o) => o.status === 'fulfilled' && o.value.nextRevision)).toEqual(
      streams.map(() => 2),
    );
    for (const [i, stream] of streams.entries()) {
      const stored = await store.readStream(stream);
      expect(stored.map((e) => e.revision)).toEqual([0, 1, 2]);
      // Each append's answer is the position of its own last event.
      const answer = outcomes[i] as PromiseFulfilledResult<{ position: unknown }>;
      expect(answer.value.position).toEqual(stored.at(-1)?.position);
    }
  };

  it('answers a repeated append as the original, in the same transaction as the rest', async () => {
    const first = draft();
    const home = `repeat-${randomUUID()}`;
    const original = await store.append(home, [first], { expectedRevision: 'no_stream' });
    const others = Array.from({ length: 30 }, () => `bystander-${randomUUID()}`);
    const [repeated, ...bystanders] = await Promise.allSettled([
      store.append(home, [first], { expectedRevision: 'no_stream' }),
      ...appendAll(others),
    ]);
    expect(repeated).toEqual({ status: 'fulfilled', value: original });
    await expectAppended(others, bystanders);
    expect(await transactionsOf(others)).toBe(1);
    expect(await store.readStream(home)).toHaveLength(1);
  });

  it('refuses an event id stored under another stream, and appends the rest', async () => {
    const first = draft();
    await store.append(`home-${randomUUID()}`, [first], { expectedRevision: 'no_stream' });
    const thief = `thief-${randomUUID()}`;
    const others = Array.from({ length: 30 }, () => `bystander-${randomUUID()}`);
    const [stolen, ...bystanders] = await Promise.allSettled([
      store.append(thief, [draft(first.id)], { expectedRevision: 'no_stream' }),
      ...appendAll(others),
    ]);
    expect((stolen as PromiseRejectedResult).reason).toBeInstanceOf(EventIdConflict);
    await expectAppended(others, bystanders);
    expect(await store.readStream(thief)).toHaveLength(0);
  });
});
