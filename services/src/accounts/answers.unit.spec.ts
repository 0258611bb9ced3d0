import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../core/http/openapi';
import { healthApi } from '../health/openapi';
import { accountsApi } from './openapi';

type Schema = { [key: string]: unknown; properties?: Record<string, Schema>; items?: Schema };

const document = openApiDocument([accountsApi, healthApi], {
  title: 'test',
  version: '0',
  description: 'test',
  license: { name: 'test', identifier: 'LicenseRef-test' },
}) as { paths: Record<string, Record<string, { responses: Record<string, Schema> }>> };

/** The JSON Schema the document gives a call's answer of one status. */
const answer = (method: string, path: string, status: number): Schema => {
  const response = document.paths[path]?.[method]?.responses[status] as
    | { content?: Record<string, { schema: Schema }> }
    | undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} ${status} has no answer schema`);
  return schema;
};

describe('the accounts and health answers, as the API document shows them', () => {
  it('gives a user its role from the list and its sign-up time as an ISO date-time', () => {
    for (const [method, path, status] of [
      ['post', '/api/register', 201],
      ['post', '/api/login', 200],
      ['get', '/api/user', 200],
    ] as const) {
      const user = answer(method, path, status);
      expect(user.properties?.role?.enum).toEqual([
        'athlete',
        'coach',
        'scout',
        'parent',
        'fan',
        'admin',
      ]);
      expect(user.properties?.createdAt?.format).toBe('date-time');
      expect(user.properties).not.toHaveProperty('passwordHash');
    }
  });

  it("gives the back office's users their status, verification and, one at a time, version", () => {
    const list = answer('get', '/api/admin/users', 200);
    expect(list.type).toBe('array');
    expect(list.items?.properties?.status?.enum).toEqual(['active', 'disabled']);
    expect(list.items?.properties).not.toHaveProperty('version');
    for (const method of ['get', 'put']) {
      const one = answer(method, '/api/admin/users/{id}', 200);
      expect(one.required).toContain('version');
      expect(one.properties?.verificationStatus).toBeDefined();
    }
  });

  it('answers the admin check, auth-test and the reset calls with their fields', () => {
    expect(answer('get', '/api/check-admin', 200).required).toEqual(['isAdmin', 'message']);
    expect(answer('get', '/api/auth-test', 200).required).toEqual(['isAuthenticated', 'user']);
    expect(answer('get', '/api/validate-reset-token/{token}', 200).required).toEqual(['valid']);
    for (const path of ['/api/logout', '/api/reset-password', '/api/update-password']) {
      expect(answer('post', path, 200).required).toEqual(['message']);
    }
    expect(answer('get', '/api/create-admin', 200).required).toEqual(['message']);
  });

  it('describes health as the bare status or the details', () => {
    const health = answer('get', '/api/health', 200);
    const shapes = health.anyOf as Schema[];
    expect(shapes.map((shape) => shape.required)).toEqual([
      expect.arrayContaining(['status', 'eventStore', 'readDatabase', 'projections']),
      ['status'],
    ]);
  });
});
