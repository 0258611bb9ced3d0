import { expect } from 'vitest';

/**
 * Given events → when a command → then events (or a refusal): the shape of every `decide`
 * test. `decider(evolve, initial)` gives `given(...events)`, the stream's history; `.when` names
 * the decision on the state it folds to; `.records` (then: these events) and `.refuses` say
 * what must come of it (not `then`: an object with one would pass for a promise).
 */
export function decider<Event, State>(
  evolve: (state: State, event: Event) => State,
  initial: State,
) {
  return (...history: readonly Event[]) => {
    const state = history.reduce(evolve, initial);
    return {
      state,
      when<Decided>(decide: (state: State) => Decided) {
        return {
          records(expected: Decided): void {
            expect(decide(state)).toEqual(expected);
          },
          /** Refused with this error class, and, when given, this message. */
          refuses(
            error: abstract new (...args: never[]) => Error,
            message?: string | RegExp,
          ): void {
            expect(() => decide(state)).toThrow(error);
            if (message !== undefined) expect(() => decide(state)).toThrow(message);
          },
        };
      },
    };
  };
}
