import type { MatchupRole } from './constants';
import type { AreaProfileEvent, ConnectProfileFields, MatchupProfileFields } from './events';

// ── An account's area profiles, folded from the area events of its `user-<id>` stream ──

export type MatchupProfile = {
  role: MatchupRole;
  fields: MatchupProfileFields;
  createdAt: string;
  updatedAt: string;
};

export type ConnectProfile = { fields: ConnectProfileFields; createdAt: string; updatedAt: string };

/** Each area's profile, or null while the account has none (one of each kind at most). */
export type AreaProfiles = { matchups: MatchupProfile | null; connect: ConnectProfile | null };

export const initialAreaProfiles: AreaProfiles = { matchups: null, connect: null };

export function evolveAreaProfiles(state: AreaProfiles, event: AreaProfileEvent): AreaProfiles {
  switch (event.type) {
    case 'MatchupProfileCreated': {
      const { userId: _userId, role, createdAt, ...fields } = event.data;
      return { ...state, matchups: { role, fields, createdAt, updatedAt: createdAt } };
    }
    case 'MatchupProfileUpdated': {
      if (!state.matchups) return state;
      const { userId: _userId, updatedAt, ...fields } = event.data;
      return { ...state, matchups: { ...state.matchups, fields, updatedAt } };
    }
    case 'ConnectProfileCreated': {
      const { userId: _userId, createdAt, ...fields } = event.data;
      return { ...state, connect: { fields, createdAt, updatedAt: createdAt } };
    }
    case 'ConnectProfileUpdated': {
      if (!state.connect) return state;
      const { userId: _userId, updatedAt, ...fields } = event.data;
      return { ...state, connect: { ...state.connect, fields, updatedAt } };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
