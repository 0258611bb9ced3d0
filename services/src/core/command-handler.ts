import { type Appended, appendEvents, type CommandContext, type NewEvent } from './context';
import type { EventMetadata, GlobalPosition } from './event-store/event-store';
import { type Folded, foldStream } from './event-store/fold-stream';
import { retryOnConflict } from './retry';

/** How one kind of stream reads: its events parsed, folded in order from a first state. */
export type StreamModel<Event, State> = {
  parse: (type: string, data: unknown) => Event;
  evolve: (state: State, event: Event) => State;
  initial: State;
};

/** What a command did: the state it decided on, its append (none: nothing to record). */
export type Handled<State> = {
  state: State;
  appended: Appended | undefined;
  /**
   * The position the read side must reach to show the outcome: the append's, or, when nothing
   * was appended (the command had happened already), the stream's as read.
   */
  settles: GlobalPosition | undefined;
};

/** Load → decide → append, with `handle`'s retry on conflict when `commutes`. */
export type HandleOptions = {
  /**
   * The command's intent still holds on a newer state (a vote, a link request): on a conflict
   * with another writer it decides again on the new state, up to `attempts` times. Otherwise
   * the conflict (WrongExpectedRevision) goes to the caller, who reports it.
   */
  commutes?: boolean;
  attempts?: number;
};

export const DEFAULT_ATTEMPTS = 5;

/**
 * The one shape of a command on a stream: the stream folded, `decide` given its state (a pure
 * function that throws a DomainError to refuse, or answers the events to record, or none), the
 * events appended at the revision read, so a writer that came between is a conflict and never
 * a lost update.
 */
export async function handle<Event extends NewEvent, State>(
  ctx: CommandContext,
  stream: string,
  model: StreamModel<Event, State>,
  decide: (state: State) => readonly Event[],
  metadata: EventMetadata,
  options: HandleOptions = {},
): Promise<Handled<State>> {
  const cycle = async (): Promise<Handled<State>> => {
    const folded: Folded<State> = await foldStream(
      ctx.store,
      stream,
      model.parse,
      model.evolve,
      model.initial,
    );
    const events = decide(folded.state);
    if (events.length === 0) {
      return { state: folded.state, appended: undefined, settles: folded.position };
    }
    const appended = await appendEvents(
      ctx,
      stream,
      events,
      folded.revision ?? 'no_stream',
      metadata,
    );
    return { state: folded.state, appended, settles: appended.position };
  };
  return options.commutes ? retryOnConflict(options.attempts ?? DEFAULT_ATTEMPTS, cycle) : cycle();
}
