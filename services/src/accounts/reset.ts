import { createHash, randomBytes } from 'node:crypto';
import { DomainError, UserDisabledError, UserNotFound } from './errors';
import type { PasswordResetCompleted, PasswordResetRequested, UserPasswordChanged } from './events';
import { RESET_LINK_INVALID } from './schemas';
import type { User } from './user';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// ── Tokens: 256 random bits in the e-mail, only their SHA-256 anywhere else ──

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** False for anything that cannot be a token we made, so it is refused before any lookup. */
export const isWellFormedToken = (token: string): boolean => TOKEN_SHAPE.test(token);

export class ResetLinkInvalid extends DomainError {
  constructor() {
    super(RESET_LINK_INVALID, 400, { token: RESET_LINK_INVALID });
  }
}

// ── Decisions ───────────────────────────────────────────────────────────────

export type RequestPasswordReset = {
  type: 'RequestPasswordReset';
  userId: string;
  tokenHash: string;
  now: Date;
};

export type CompletePasswordReset = {
  type: 'CompletePasswordReset';
  userId: string;
  tokenHash: string;
  passwordHash: string;
  now: Date;
};

export function decideRequestReset(
  command: RequestPasswordReset,
  user: User,
): PasswordResetRequested[] {
  if (user.status === 'unregistered') throw new UserNotFound();
  if (user.status === 'disabled') throw new UserDisabledError();
  const { userId, tokenHash, now } = command;
  return [
    {
      type: 'PasswordResetRequested',
      data: {
        userId,
        tokenHash,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
        requestedAt: now.toISOString(),
      },
    },
  ];
}

/** The token must be open and unexpired on an active account; every other case reads the same. */
export function decideCompleteReset(
  command: CompletePasswordReset,
  user: User,
): [PasswordResetCompleted, UserPasswordChanged] {
  if (user.status !== 'active') throw new ResetLinkInvalid();
  const token = user.resetTokens[command.tokenHash];
  if (token?.status !== 'open') throw new ResetLinkInvalid();
  if (new Date(token.expiresAt).getTime() <= command.now.getTime()) throw new ResetLinkInvalid();
  const { userId, tokenHash, passwordHash, now } = command;
  return [
    {
      type: 'PasswordResetCompleted',
      data: { userId, tokenHash, completedAt: now.toISOString() },
    },
    {
      type: 'UserPasswordChanged',
      data: { userId, passwordHash, changedAt: now.toISOString() },
    },
  ];
}
