import type { Role, UserEvent } from './events';

// ── The account, folded from its `user-<id>` stream ─────────────────────────

/** A reset link, by the SHA-256 of its token: open until used, revoked by any password change. */
export type ResetToken = { status: 'open' | 'used' | 'revoked'; expiresAt: string };

export type User =
  | { status: 'unregistered' }
  | {
      status: 'active' | 'disabled';
      id: string;
      username: string;
      email: string | null;
      role: Role;
      passwordHash: string;
      resetTokens: Readonly<Record<string, ResetToken>>;
      registeredAt: string;
      /** Bumped by a password change and by disabling: a session begun before is over. */
      sessionEpoch: number;
      /** Whether the owner confirmed the address (`email`) through the mailed link. */
      emailConfirmed: boolean;
    };

export type RegisteredUser = Exclude<User, { status: 'unregistered' }>;

export const initialUser: User = { status: 'unregistered' };

export function evolve(state: User, event: UserEvent): User {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, username, email, role, passwordHash, registeredAt } = event.data;
      return {
        status: 'active',
        id: userId,
        username,
        email,
        role,
        passwordHash,
        resetTokens: {},
        registeredAt,
        sessionEpoch: 0,
        emailConfirmed: false,
      };
    }
    case 'UserPasswordChanged':
      // A new password makes every reset link still in a mailbox worthless.
      return state.status === 'unregistered'
        ? state
        : {
            ...state,
            passwordHash: event.data.passwordHash,
            resetTokens: revokeOpen(state.resetTokens),
            sessionEpoch: state.sessionEpoch + 1,
          };
    case 'PasswordResetRequested':
      return state.status === 'unregistered'
        ? state
        : {
            ...state,
            resetTokens: {
              ...state.resetTokens,
              [event.data.tokenHash]: { status: 'open', expiresAt: event.data.expiresAt },
            },
          };
    case 'PasswordResetCompleted': {
      if (state.status === 'unregistered') return state;
      const token = state.resetTokens[event.data.tokenHash];
      if (!token) return state;
      return {
        ...state,
        resetTokens: { ...state.resetTokens, [event.data.tokenHash]: { ...token, status: 'used' } },
      };
    }
    case 'UserRoleChanged':
      return state.status === 'unregistered' ? state : { ...state, role: event.data.role };
    case 'UserDisabled':
      return state.status === 'unregistered'
        ? state
        : { ...state, status: 'disabled', sessionEpoch: state.sessionEpoch + 1 };
    case 'UserEnabled':
      return state.status === 'unregistered' ? state : { ...state, status: 'active' };
    case 'EmailConfirmed':
      // Only the address the account has: a link for another one confirms nothing.
      return state.status === 'unregistered' || !sameAddress(state.email, event.data.email)
        ? state
        : { ...state, emailConfirmed: true };
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

/** Addresses compare without letter case (the reset mail finds accounts the same way). */
export const sameAddress = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

function revokeOpen(tokens: Readonly<Record<string, ResetToken>>): Record<string, ResetToken> {
  return Object.fromEntries(
    Object.entries(tokens).map(([hash, token]) => [
      hash,
      token.status === 'open' ? { ...token, status: 'revoked' as const } : token,
    ]),
  );
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
    case 'EmailConfirmed':
    case 'PasswordResetRequested':
    case 'PasswordResetCompleted':
      return state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
