import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/http/validate';
import { adminUserFilterSchema, adminUserUpdateSchema } from './admin-users-schemas';

function errorsOf(
  schema: typeof adminUserFilterSchema | typeof adminUserUpdateSchema,
  body: unknown,
) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return fieldErrors(result.error);
}

describe('adminUserUpdateSchema', () => {
  it('accepts the whole record react-admin sends back, keeping only what may change', () => {
    const parsed = adminUserUpdateSchema.parse({
      id: 'u1',
      username: 'coach.k',
      email: 'k@example.com',
      status: 'active',
      createdAt: '2025-05-01T10:00:00.000Z',
      updatedAt: '2025-05-01T10:00:00.000Z',
      role: 'coach',
      verificationStatus: null,
      disabled: false,
      version: 3,
    });
    expect(parsed).toMatchObject({
      role: 'coach',
      verificationStatus: null,
      disabled: false,
      version: 3,
    });
  });

  it('names each bad value', () => {
    expect(
      errorsOf(adminUserUpdateSchema, {
        role: 'owner',
        verificationStatus: 'approved',
        disabled: 'yes',
        version: -1,
      }),
    ).toEqual({
      role: 'Role must be one of athlete, coach, scout, parent, fan, admin',
      verificationStatus: 'Verification status must be one of pending, verified, rejected',
      disabled: 'disabled must be true or false',
      version: 'version must be a whole number',
    });
  });

  it('refuses fields that are not part of the record', () => {
    expect(errorsOf(adminUserUpdateSchema, { passwordHash: 'x' })).toEqual({
      passwordHash: 'Unknown field',
    });
  });
});

describe('adminUserFilterSchema', () => {
  it('accepts a search, a role, a status and ids', () => {
    expect(
      adminUserFilterSchema.parse({ q: ' smith ', role: 'coach', status: 'disabled', id: ['a'] }),
    ).toEqual({ q: 'smith', role: 'coach', status: 'disabled', id: ['a'] });
  });

  it('names each bad filter', () => {
    expect(
      errorsOf(adminUserFilterSchema, { role: 'owner', status: 'gone', q: 5, age: 3 }),
    ).toEqual({
      role: 'Role must be one of athlete, coach, scout, parent, fan, admin',
      status: 'Status must be active or disabled',
      q: 'q must be text',
      age: 'Unknown field',
    });
  });
});
