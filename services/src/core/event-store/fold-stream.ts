import type { EventStore, RecordedEvent } from './event-store';

/**
 * A stream's state: its events parsed and folded in order, with the revision of the last one
 * (undefined when the stream does not exist), to append at.
 */
export async function foldStream<Event, State>(
  store: EventStore,
  stream: string,
  parse: (type: string, data: unknown) => Event,
  evolve: (state: State, event: Event) => State,
  initial: State,
): Promise<{ state: State; revision: number | undefined }> {
  return foldEvents(await store.readStream(stream), parse, evolve, initial);
}

/** foldStream for a stream already read. */
export function foldEvents<Event, State>(
  events: readonly RecordedEvent[],
  parse: (type: string, data: unknown) => Event,
  evolve: (state: State, event: Event) => State,
  initial: State,
): { state: State; revision: number | undefined } {
  const state = events.reduce((s, e) => evolve(s, parse(e.type, e.data)), initial);
  return { state, revision: events.at(-1)?.revision };
}
