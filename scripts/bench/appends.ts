import { randomUUID } from 'node:crypto';
import { eventCatalogue } from '../../services/src/composition/event-catalogue';
import { systemMetadata } from '../../services/src/core/context';
import { createKnex } from '../../services/src/core/database';
import type { EventToAppend } from '../../services/src/core/event-store/event-store';
import { PostgresEventStore } from '../../services/src/core/event-store/postgres-event-store';
import { childInput } from './lib';

/**
 * Raw appends per second into the PostgreSQL event store, 16 writers at once, one event and ten
 * events per append, each against a plain INSERT of the same rows into a table of the same shape.
 * Input: { url, durationS, writers }. Prints events/s and appends/s for the four cases.
 */
const { url, durationS, writers } = childInput<{
  url: string;
  durationS: number;
  writers: number;
}>();
const knex = createKnex(url, writers);
const store = await PostgresEventStore.open(knex, eventCatalogue);
await knex.raw(`
  create table plain_events (
    position bigserial primary key,
    event_id uuid not null unique,
    stream_name text not null,
    stream_revision bigint not null,
    event_type text not null,
    data jsonb not null,
    metadata jsonb not null,
    recorded_at timestamptz not null default now(),
    unique (stream_name, stream_revision)
  )`);

const draft = (): EventToAppend => ({
  id: randomUUID(),
  type: 'VoteCast',
  data: {
    prospectId: randomUUID(),
    prospectName: 'Bench Prospect',
    voterKey: randomUUID(),
    userId: null,
    castAt: new Date().toISOString(),
  },
  metadata: systemMetadata('bench'),
});

/** `writers` loops doing `append` until the time is up; appends per second. */
async function measure(append: () => Promise<unknown>): Promise<number> {
  let done = 0;
  const deadline = performance.now() + durationS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        await append();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

const storeAppend = (size: number) => () =>
  store.append(`bench-${randomUUID()}`, Array.from({ length: size }, draft), {
    expectedRevision: 'no_stream',
  });
const plainInsert = (size: number) => () => {
  const stream = `plain-${randomUUID()}`;
  return knex('plain_events').insert(
    Array.from({ length: size }, (_, revision) => {
      const e = draft();
      return {
        event_id: e.id,
        stream_name: stream,
        stream_revision: revision,
        event_type: e.type,
        data: e.data,
        metadata: e.metadata,
      };
    }),
  );
};

const result: Record<string, { appendsPerS: number; eventsPerS: number }> = {};
for (const size of [1, 10]) {
  for (const [name, fn] of [
    [`store x${size}`, storeAppend(size)],
    [`insert x${size}`, plainInsert(size)],
  ] as const) {
    const appendsPerS = await measure(fn);
    result[name] = { appendsPerS, eventsPerS: appendsPerS * size };
  }
}
await store.close();
await knex.destroy();
console.log(JSON.stringify(result));
