import type { StreamModel } from '../core/command-handler';
import { DomainError } from '../core/errors';
import { type KudosEvent, parseKudosEvent } from './events';

export type Kudos = { status: 'unknown' } | { status: 'given'; authorId: string };

export const KUDOS: StreamModel<KudosEvent, Kudos> = {
  parse: parseKudosEvent,
  initial: { status: 'unknown' },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'KudosGiven':
        return { status: 'given', authorId: event.data.authorId };
      default: {
        const never: never = event.type;
        return never;
      }
    }
  },
};

export class KudosAlreadyGiven extends DomainError {
  constructor() {
    super('These kudos were given already', 409);
  }
}

export type GiveKudos = { kudosId: string; authorId: string; text: string; now: Date };

export function decideGiveKudos(command: GiveKudos, state: Kudos): KudosEvent[] {
  if (state.status !== 'unknown') throw new KudosAlreadyGiven();
  const { kudosId, authorId, text, now } = command;
  return [{ type: 'KudosGiven', data: { kudosId, authorId, text, givenAt: now.toISOString() } }];
}
