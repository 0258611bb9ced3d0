import type { EventStore, GlobalPosition, RecordedEvent } from './event-store';

/** A stream's state, with the revision to append at and the global position it stands at. */
export type Folded<State> = {
  state: State;
  revision: number | undefined;
  position: GlobalPosition | undefined;
};

/**
 * A stream's state: its events parsed and folded in order, with the revision and the position of
 * the last one (undefined when the stream does not exist). The revision is what to append at;
 * the position is what the read side must reach before it shows this state.
 */
export async function foldStream<Event, State>(
  store: EventStore,
  stream: string,
  parse: (type: string, data: unknown) => Event,
  evolve: (state: State, event: Event) => State,
  initial: State,
): Promise<Folded<State>> {
  return foldEvents(await store.readStream(stream), parse, evolve, initial);
}

/** foldStream for a stream already read. */
export function foldEvents<Event, State>(
  events: readonly RecordedEvent[],
  parse: (type: string, data: unknown) => Event,
  evolve: (state: State, event: Event) => State,
  initial: State,
): Folded<State> {
  const state = events.reduce((s, e) => evolve(s, parse(e.type, e.data)), initial);
  const last = events.at(-1);
  return { state, revision: last?.revision, position: last?.position };
}
