import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle, type StreamModel } from './command-handler';
import { type CommandContext, systemMetadata } from './context';
import { type Database, openTestDatabase } from './database';
import { EventSchemas } from './event-store/event-schemas';
import { type EventStore, WrongExpectedRevision } from './event-store/event-store';
import { PostgresEventStore } from './event-store/postgres-event-store';
import type { ProjectionTransport, ProjectionWatcher } from './projections';

// The one shape of a command: load → decide → append at the revision read; decided again on a
// conflict only for a command that commutes.

type Added = { type: 'Added'; data: { n: number } };
const COUNTER: StreamModel<Added, number> = {
  parse: (type, data) => ({ type, data }) as Added,
  evolve: (total, event) => total + event.data.n,
  initial: 0,
};
const add = (n: number) => (): Added[] => [{ type: 'Added', data: { n } }];
const metadata = systemMetadata('test');

let db: Database;
let store: EventStore;
let ctx: CommandContext;
beforeAll(async () => {
  db = await openTestDatabase();
  store = await PostgresEventStore.open(db.knex, new EventSchemas([], 'accept'));
  const transport = { nudge: () => {} } as unknown as ProjectionTransport;
  ctx = { knex: db.knex, store, transport, watcher: {} as ProjectionWatcher };
});
afterAll(() => db?.close());

const totalOf = async (stream: string) =>
  (await store.readStream(stream)).reduce((sum, e) => sum + (e.data as { n: number }).n, 0);

/** A context whose first read of the stream is overtaken: another writer adds 100 after it. */
const overtakenOnce = (): CommandContext => {
  let overtaken = false;
  const racing: EventStore = Object.create(store);
  racing.readStream = async (stream, ...rest) => {
    const read = await store.readStream(stream, ...rest);
    if (!overtaken) {
      overtaken = true;
      await store.append(stream, [{ type: 'Added', data: { n: 100 }, metadata }], {
        expectedRevision: 'any',
      });
    }
    return read;
  };
  return { ...ctx, store: racing };
};

describe('handle', () => {
  it('appends what decide answers at the revision it read, and says where it settles', async () => {
    const stream = `counter-${randomUUID()}`;
    const first = await handle(ctx, stream, COUNTER, add(2), metadata);
    const second = await handle(ctx, stream, COUNTER, add(3), metadata);
    expect([first.state, second.state]).toEqual([0, 2]);
    expect(second.appended?.nextRevision).toBe(1);
    expect(second.settles).toEqual(second.appended?.position);
    expect(await totalOf(stream)).toBe(5);
  });

  it('appends nothing when decide answers nothing, and settles at the position it read', async () => {
    const stream = `counter-${randomUUID()}`;
    const { appended } = await handle(ctx, stream, COUNTER, add(1), metadata);
    const again = await handle(ctx, stream, COUNTER, () => [], metadata);
    expect(again.appended).toBeUndefined();
    expect(again.settles).toEqual(appended?.position);
    const none = await handle(ctx, `counter-${randomUUID()}`, COUNTER, () => [], metadata);
    expect(none.settles).toBeUndefined();
  });

  it('refuses a decision made on a state another writer changed since: the caller hears of it', async () => {
    const stream = `counter-${randomUUID()}`;
    await handle(ctx, stream, COUNTER, add(1), metadata);
    await expect(handle(overtakenOnce(), stream, COUNTER, add(5), metadata)).rejects.toBeInstanceOf(
      WrongExpectedRevision,
    );
    expect(await totalOf(stream)).toBe(101);
  });

  it('decides a command that commutes again on the newer state, once per conflict', async () => {
    const stream = `counter-${randomUUID()}`;
    await handle(ctx, stream, COUNTER, add(1), metadata);
    const seen: number[] = [];
    const handled = await handle(
      overtakenOnce(),
      stream,
      COUNTER,
      (total) => {
        seen.push(total);
        return add(5)();
      },
      metadata,
      { commutes: true },
    );
    expect(seen).toEqual([1, 101]);
    expect(handled.state).toBe(101);
    expect(await totalOf(stream)).toBe(106);
  });
});
