import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/http/validate';
import { registerSchema } from './new-password-schemas';
import { loginSchema } from './schemas';

const TOO_COMMON = 'This password is too common. Please choose a less common one.';
const OWN_NAMES = "A password must not be built from your name, your username or the site's name.";

const validRegistration = {
  username: 'jamal.smith',
  email: 'jamal@example.com',
  password: 'levee-walk',
  role: 'coach',
};

function registerErrors(body: unknown): Record<string, string> {
  const result = registerSchema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return fieldErrors(result.error);
}

function loginErrors(body: unknown): Record<string, string> {
  const result = loginSchema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return fieldErrors(result.error);
}

describe('registerSchema', () => {
  it('accepts a valid registration and trims the username and email', () => {
    const parsed = registerSchema.parse({
      ...validRegistration,
      username: '  jamal.smith ',
      email: ' jamal@example.com ',
    });
    expect(parsed).toEqual(validRegistration);
  });

  it('keeps the password exactly as typed', () => {
    const parsed = registerSchema.parse({ ...validRegistration, password: ' pass word ' });
    expect(parsed.password).toBe(' pass word ');
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['  ab  ', 'Username must be at least 3 characters'],
    [undefined, 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['jamal smith', 'Username may contain only letters, digits, dots, dashes and underscores'],
    ['jamal@home', 'Username may contain only letters, digits, dots, dashes and underscores'],
  ])('refuses username %j with "%s"', (username, message) => {
    expect(registerErrors({ ...validRegistration, username })).toEqual({ username: message });
  });

  it('accepts letters, digits, dots, dashes and underscores', () => {
    expect(registerSchema.parse({ ...validRegistration, username: 'J.a-m_4' }).username).toBe(
      'J.a-m_4',
    );
  });

  it.each([
    ['not-an-email', 'Please enter a valid email address'],
    ['', 'Please enter a valid email address'],
    [undefined, 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters'],
  ])('refuses email %j with "%s"', (email, message) => {
    expect(registerErrors({ ...validRegistration, email })).toEqual({ email: message });
  });

  it.each([
    ['12345', 'Password must be at least 6 characters'],
    [undefined, 'Password must be at least 6 characters'],
    ['x'.repeat(201), 'Password must be at most 200 characters'],
    ['123456', TOO_COMMON],
    ['password1', TOO_COMMON],
    ['QWERTY123', TOO_COMMON],
    ['secret1', TOO_COMMON],
    ['      ', 'Password cannot be only spaces'],
    ['aaaaaa', 'Repeated characters such as "aaaaaa" are easy to guess. Please choose another.'],
    ['abcdef', 'Sequences such as "abcdef" or "123456" are easy to guess. Please choose another.'],
    ['NolaSports', OWN_NAMES],
    ['Jamal.Smith99', OWN_NAMES],
  ])('refuses password %j with "%s"', (password, message) => {
    expect(registerErrors({ ...validRegistration, password })).toEqual({ password: message });
  });

  it.each([
    'admin',
    'Administrator',
    'root',
    'support',
    'STAFF',
    'nola',
    'NolaSports',
    'nola-sports',
    'nola_sports_admin',
    'Ad.Min',
    'support-1',
  ])('refuses the reserved username %j', (username) => {
    expect(registerErrors({ ...validRegistration, username })).toEqual({
      username: 'This username is reserved. Please choose another.',
    });
  });

  it.each(['nolan', 'rootbeer', 'staff_sgt_jones', 'admiral'])(
    'accepts the username %j',
    (name) => {
      expect(registerSchema.parse({ ...validRegistration, username: name }).username).toBe(name);
    },
  );

  it('lets a common password sign in (accounts made before the rule keep working)', () => {
    expect(loginSchema.parse({ username: 'jamal', password: 'password1' }).password).toBe(
      'password1',
    );
  });

  it.each([[undefined], [''], ['superhero'], ['Coach']])('asks to select a role for %j', (role) => {
    expect(registerErrors({ ...validRegistration, role })).toEqual({
      role: 'Please select your role',
    });
  });

  it('refuses the admin role with its own message', () => {
    expect(registerErrors({ ...validRegistration, role: 'admin' })).toEqual({
      role: 'The admin role cannot be chosen at registration',
    });
  });

  it.each(['athlete', 'coach', 'scout', 'parent', 'fan'])('accepts the role %s', (role) => {
    expect(registerSchema.parse({ ...validRegistration, role }).role).toBe(role);
  });

  it('refuses unknown fields, confirmPassword included', () => {
    expect(registerErrors({ ...validRegistration, isAdmin: true, confirmPassword: 'x' })).toEqual({
      isAdmin: 'Unknown field',
      confirmPassword: 'Unknown field',
    });
  });

  it('reports every bad field at once', () => {
    expect(registerErrors({})).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      role: 'Please select your role',
    });
  });
});

describe('loginSchema', () => {
  it('accepts a username and password, trimming the username', () => {
    expect(loginSchema.parse({ username: ' jamal ', password: 'secret1' })).toEqual({
      username: 'jamal',
      password: 'secret1',
    });
  });

  it('gives the specification messages', () => {
    expect(loginErrors({ username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(loginErrors({})).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses unknown fields', () => {
    expect(loginErrors({ username: 'jamal', password: 'secret1', remember: true })).toEqual({
      remember: 'Unknown field',
    });
  });
});

describe('fieldErrors', () => {
  it('reports a body that is not an object under "body"', () => {
    const result = loginSchema.safeParse('jamal:secret1');
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual(['body']);
  });
});

describe('registerSchema: the /auth variant', () => {
  it('takes the Matchups variant with an athlete, coach or scout', () => {
    for (const role of ['athlete', 'coach', 'scout']) {
      expect(registerSchema.parse({ ...validRegistration, role, variant: 'matchups' })).toEqual({
        ...validRegistration,
        role,
        variant: 'matchups',
      });
    }
  });

  it('refuses the Matchups variant for a parent or fan, beside the role', () => {
    expect(registerErrors({ ...validRegistration, role: 'fan', variant: 'matchups' })).toEqual({
      role: 'Matchups registration is for athletes, coaches and scouts',
    });
  });

  it('refuses a variant /auth does not have', () => {
    expect(registerErrors({ ...validRegistration, variant: 'rawpass' })).toEqual({
      variant: 'Variant must be one of youscout, matchups',
    });
  });
});
