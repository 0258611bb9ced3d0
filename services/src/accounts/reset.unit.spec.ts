import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UserDisabledError, UserNotFound } from './errors';
import type { UserEvent } from './events';
import {
  decideCompleteReset,
  decideRequestReset,
  hashResetToken,
  isWellFormedToken,
  newResetToken,
  RESET_TOKEN_TTL_MS,
  ResetLinkInvalid,
} from './reset';
import { evolve, initialUser } from './user';

const requestedAt = new Date('2025-05-01T12:00:00.000Z');
const inHalfAnHour = new Date('2025-05-01T12:30:00.000Z');
const inTwoHours = new Date('2025-05-01T14:00:00.000Z');
const INVALID = 'This password reset link is no longer valid. Please request a new one.';

const givenUser = (...events: UserEvent[]) => events.reduce(evolve, initialUser);

const registered = (userId: string): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: 'coach.k',
    email: 'coach.k@example.com',
    role: 'coach',
    passwordHash: '$argon2id$old',
    registeredAt: '2025-04-01T09:00:00.000Z',
  },
});

const resetRequested = (userId: string, tokenHash: string, at = requestedAt): UserEvent => ({
  type: 'PasswordResetRequested',
  data: {
    userId,
    tokenHash,
    expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    requestedAt: at.toISOString(),
  },
});

const complete = (userId: string, tokenHash: string, now: Date) =>
  ({
    type: 'CompletePasswordReset',
    userId,
    tokenHash,
    passwordHash: '$argon2id$new',
    now,
  }) as const;

describe('reset tokens', () => {
  it('are 256 random bits in base64url, and only their SHA-256 is kept', () => {
    const { token, tokenHash } = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokenHash).not.toContain(token);
    expect(newResetToken().token).not.toBe(token);
  });

  it('refuse anything that is not shaped like one before any lookup', () => {
    const { token } = newResetToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(isWellFormedToken(token.slice(1))).toBe(false);
    expect(isWellFormedToken(`${token.slice(1)}!`)).toBe(false);
    expect(isWellFormedToken('')).toBe(false);
    expect(isWellFormedToken(hashResetToken(token))).toBe(false);
  });
});

describe('requesting a reset', () => {
  it('records the token hash, valid for one hour from now', () => {
    const userId = randomUUID();
    const when = {
      type: 'RequestPasswordReset',
      userId,
      tokenHash: 'h1',
      now: requestedAt,
    } as const;
    expect(decideRequestReset(when, givenUser(registered(userId)))).toEqual([
      {
        type: 'PasswordResetRequested',
        data: {
          userId,
          tokenHash: 'h1',
          expiresAt: '2025-05-01T13:00:00.000Z',
          requestedAt: '2025-05-01T12:00:00.000Z',
        },
      },
    ]);
  });

  it('gives no link to a disabled account or an unknown one', () => {
    const userId = randomUUID();
    const when = {
      type: 'RequestPasswordReset',
      userId,
      tokenHash: 'h1',
      now: requestedAt,
    } as const;
    const disabled = givenUser(registered(userId), {
      type: 'UserDisabled',
      data: { userId, disabledAt: requestedAt.toISOString() },
    });
    expect(() => decideRequestReset(when, disabled)).toThrow(UserDisabledError);
    expect(() => decideRequestReset(when, givenUser())).toThrow(UserNotFound);
  });
});

describe('setting a new password through the link', () => {
  it('within the hour: completes the reset and records the new hash', () => {
    const userId = randomUUID();
    const given = givenUser(registered(userId), resetRequested(userId, 'h1'));
    const events = decideCompleteReset(complete(userId, 'h1', inHalfAnHour), given);
    expect(events).toEqual([
      {
        type: 'PasswordResetCompleted',
        data: { userId, tokenHash: 'h1', completedAt: inHalfAnHour.toISOString() },
      },
      {
        type: 'UserPasswordChanged',
        data: { userId, passwordHash: '$argon2id$new', changedAt: inHalfAnHour.toISOString() },
      },
    ]);
    const after = givenUser(registered(userId), resetRequested(userId, 'h1'), ...events);
    expect(after).toMatchObject({
      passwordHash: '$argon2id$new',
      resetTokens: { h1: { status: 'used' } },
    });
  });

  it('works once: the same link again is refused', () => {
    const userId = randomUUID();
    const given = givenUser(registered(userId), resetRequested(userId, 'h1'));
    const used = givenUser(
      registered(userId),
      resetRequested(userId, 'h1'),
      ...decideCompleteReset(complete(userId, 'h1', inHalfAnHour), given),
    );
    expect(() => decideCompleteReset(complete(userId, 'h1', inHalfAnHour), used)).toThrow(
      ResetLinkInvalid,
    );
  });

  it('is refused after the hour, and exactly at its end', () => {
    const userId = randomUUID();
    const given = givenUser(registered(userId), resetRequested(userId, 'h1'));
    const expiry = new Date(requestedAt.getTime() + RESET_TOKEN_TTL_MS);
    expect(() => decideCompleteReset(complete(userId, 'h1', inTwoHours), given)).toThrow(INVALID);
    expect(() => decideCompleteReset(complete(userId, 'h1', expiry), given)).toThrow(
      ResetLinkInvalid,
    );
  });

  it('is refused for a token the account never issued', () => {
    const userId = randomUUID();
    const given = givenUser(registered(userId), resetRequested(userId, 'h1'));
    expect(() => decideCompleteReset(complete(userId, 'other', inHalfAnHour), given)).toThrow(
      ResetLinkInvalid,
    );
    expect(() => decideCompleteReset(complete(userId, 'h1', inHalfAnHour), givenUser())).toThrow(
      ResetLinkInvalid,
    );
  });

  it('is refused once the password changed another way, and for a disabled account', () => {
    const userId = randomUUID();
    const changed = givenUser(registered(userId), resetRequested(userId, 'h1'), {
      type: 'UserPasswordChanged',
      data: { userId, passwordHash: '$argon2id$other', changedAt: inHalfAnHour.toISOString() },
    });
    expect(changed).toMatchObject({ resetTokens: { h1: { status: 'revoked' } } });
    expect(() => decideCompleteReset(complete(userId, 'h1', inHalfAnHour), changed)).toThrow(
      ResetLinkInvalid,
    );

    const disabled = givenUser(registered(userId), resetRequested(userId, 'h1'), {
      type: 'UserDisabled',
      data: { userId, disabledAt: inHalfAnHour.toISOString() },
    });
    expect(() => decideCompleteReset(complete(userId, 'h1', inHalfAnHour), disabled)).toThrow(
      ResetLinkInvalid,
    );
  });

  it('leaves other open links of the account revoked after one is used', () => {
    const userId = randomUUID();
    const given = givenUser(
      registered(userId),
      resetRequested(userId, 'h1'),
      resetRequested(userId, 'h2'),
    );
    const events = decideCompleteReset(complete(userId, 'h2', inHalfAnHour), given);
    const after = givenUser(
      registered(userId),
      resetRequested(userId, 'h1'),
      resetRequested(userId, 'h2'),
      ...events,
    );
    expect(after).toMatchObject({
      resetTokens: { h1: { status: 'revoked' }, h2: { status: 'used' } },
    });
  });

  it('answers a refusal with 400 and the specification message', () => {
    const error = new ResetLinkInvalid();
    expect(error.status).toBe(400);
    expect(error.message).toBe(INVALID);
    expect(error.errors).toEqual({ token: INVALID });
  });
});
