import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  newPasswordSchema,
  registerSchema,
  resetRequestSchema,
} from '@/features/accounts/utils/auth-schemas';

/** Each field's messages, as the form would show them. */
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('login rules', () => {
  it('given too short a username and password, then both of document 2 §5 messages', () => {
    expect(messagesOf(loginSchema.safeParse({ username: 'ab', password: '12345' }))).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('given a username of spaces around two letters, then it is still too short', () => {
    expect(messagesOf(loginSchema.safeParse({ username: '  ab  ', password: 'secret' }))).toEqual({
      username: 'Username must be at least 3 characters',
    });
  });

  it('given valid values, then no message', () => {
    expect(loginSchema.safeParse({ username: 'coach_k', password: 'secret' }).success).toBe(true);
  });
});

describe('register rules', () => {
  it('given everything wrong, then every message at once, the mismatch included', () => {
    const result = registerSchema.safeParse({
      username: 'a',
      email: 'not-an-email',
      password: '123',
      confirmPassword: '1234',
      role: '',
    });
    expect(messagesOf(result)).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
      role: 'Please select your role',
    });
  });

  it('given matching passwords and a role, then valid', () => {
    const result = registerSchema.safeParse({
      username: 'renee',
      email: 'renee@example.com',
      password: 'batting-cage',
      confirmPassword: 'batting-cage',
      role: 'parent',
    });
    expect(result.success).toBe(true);
  });
});

describe('reset request rules', () => {
  it('given a bad address, then the email message', () => {
    expect(messagesOf(resetRequestSchema.safeParse({ email: 'renee@' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('new password rules', () => {
  it('given a short password and no confirmation, then both messages', () => {
    expect(
      messagesOf(newPasswordSchema.safeParse({ password: '123', confirmPassword: '' })),
    ).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Confirm password is required',
    });
  });

  it('given a different confirmation, then they do not match', () => {
    expect(
      messagesOf(newPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' })),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
