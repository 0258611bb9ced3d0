import type { Role, UserEvent } from './events';

// ── The account, folded from its `user-<id>` stream ─────────────────────────

export type User =
  | { status: 'unregistered' }
  | {
      status: 'active' | 'disabled';
      id: string;
      username: string;
      email: string | null;
      role: Role;
      passwordHash: string;
    };

export type RegisteredUser = Exclude<User, { status: 'unregistered' }>;

export const initialUser: User = { status: 'unregistered' };

export function evolve(state: User, event: UserEvent): User {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, username, email, role, passwordHash } = event.data;
      return { status: 'active', id: userId, username, email, role, passwordHash };
    }
    case 'UserPasswordChanged':
      return state.status === 'unregistered'
        ? state
        : { ...state, passwordHash: event.data.passwordHash };
    case 'UserRoleChanged':
      return state.status === 'unregistered' ? state : { ...state, role: event.data.role };
    case 'UserDisabled':
      return state.status === 'unregistered' ? state : { ...state, status: 'disabled' };
    case 'UserEnabled':
      return state.status === 'unregistered' ? state : { ...state, status: 'active' };
    // These live on the username stream, not on the user's.
    case 'UsernameReserved':
    case 'UsernameReleased':
      return state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

// ── The name reservation, folded from its `username-<name>` stream ──────────

export type UsernameReservation = { status: 'free' } | { status: 'taken'; userId: string };

export const initialReservation: UsernameReservation = { status: 'free' };

export function evolveReservation(
  state: UsernameReservation,
  event: UserEvent,
): UsernameReservation {
  switch (event.type) {
    case 'UsernameReserved':
      return { status: 'taken', userId: event.data.userId };
    case 'UsernameReleased':
      return { status: 'free' };
    // These live on the user's stream, not on the username's.
    case 'UserRegistered':
    case 'UserPasswordChanged':
    case 'UserRoleChanged':
    case 'UserDisabled':
    case 'UserEnabled':
      return state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
