import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/http/validate';
import { updatePasswordSchema } from './new-password-schemas';
import { resetRequestSchema } from './schemas';

const INVALID_LINK = 'This password reset link is no longer valid. Please request a new one.';

function errorsOf(schema: typeof resetRequestSchema | typeof updatePasswordSchema, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return fieldErrors(result.error);
}

describe('resetRequestSchema', () => {
  it('accepts an e-mail address, trimmed', () => {
    expect(resetRequestSchema.parse({ email: ' Parent@Example.com ' })).toEqual({
      email: 'Parent@Example.com',
    });
  });

  it.each([['not-an-email'], [''], [undefined], [42]])(
    'asks for a valid address instead of %j',
    (email) => {
      expect(errorsOf(resetRequestSchema, { email })).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it('refuses unknown fields', () => {
    expect(errorsOf(resetRequestSchema, { email: 'a@b.co', username: 'x' })).toEqual({
      username: 'Unknown field',
    });
  });
});

describe('updatePasswordSchema', () => {
  it('accepts a token and a password kept exactly as typed', () => {
    expect(updatePasswordSchema.parse({ token: 'abc', password: ' new pass ' })).toEqual({
      token: 'abc',
      password: ' new pass ',
    });
  });

  it('gives the specification messages', () => {
    expect(errorsOf(updatePasswordSchema, { token: 'abc', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(updatePasswordSchema, {})).toEqual({
      token: INVALID_LINK,
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(updatePasswordSchema, { token: '', password: 'long-enough' })).toEqual({
      token: INVALID_LINK,
    });
    expect(errorsOf(updatePasswordSchema, { token: 'abc', password: 'x'.repeat(201) })).toEqual({
      password: 'Password must be at most 200 characters',
    });
  });

  it('refuses a common password, as registration does', () => {
    expect(errorsOf(updatePasswordSchema, { token: 'abc', password: 'Football' })).toEqual({
      password: 'This password is too common. Please choose a less common one.',
    });
  });

  it('refuses unknown fields, confirmPassword included', () => {
    expect(
      errorsOf(updatePasswordSchema, {
        token: 'abc',
        password: 'levee-walk',
        confirmPassword: 'x',
      }),
    ).toEqual({ confirmPassword: 'Unknown field' });
  });
});
