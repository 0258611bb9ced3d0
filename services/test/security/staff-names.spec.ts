import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/accounts/admin';
import { staffSkeletons } from '../../src/accounts/commands';
import { IMITATES_STAFF } from '../../src/accounts/reserved-usernames';
import type { TestServer } from '../../src/testing/test-server';
import { send } from './support/client';
import { PASSWORD, registerMember, signIn } from './support/fixtures';

/**
 * Issue 36 item 16: a username that passes for a staff (admin) account's, letter case,
 * punctuation, separators and look-alike letters aside, is refused at registration with a
 * message that does not say which staff account it resembles; a name that only shares letters
 * with one is still free. A member promoted to staff counts from the promotion on.
 */
const STAFF = 'secadmin';

let server: TestServer;
let adminCookie: string | undefined;
beforeAll(async () => {
  const { startSecurityServer } = await import('./support/client');
  server = await startSecurityServer();
  await ensureAdmin(server.ctx, { username: STAFF, password: PASSWORD });
  adminCookie = (await signIn(server, { role: 'admin', username: STAFF, id: null })).cookie;
});
afterAll(() => server?.close());

const register = (username: string) =>
  send(server, 'POST', '/api/register', {
    body: {
      username,
      email: `${username.replace(/\W/g, '')}@example.com`,
      password: PASSWORD,
      role: 'fan',
    },
  });

describe('usernames that imitate staff', () => {
  it('are refused whatever the case, punctuation, separators or look-alike letters', async () => {
    for (const name of [
      'secadmin.',
      'SecAdmin',
      'sec-admin',
      'sec_ad.min',
      'SecAdm1n',
      '5ecadmin',
      'secadrnin',
      'secadmin2',
      's3cadmin',
    ]) {
      const answer = await register(name);
      expect(answer.status, `${name}: ${answer.text}`).toBe(400);
      expect(answer.body).toEqual({
        message: IMITATES_STAFF,
        errors: { username: IMITATES_STAFF },
      });
      // The answer does not say which staff account the name resembles.
      expect(answer.text.toLowerCase()).not.toContain(STAFF);
    }
  });

  it('leave names that only share letters with a staff name free', async () => {
    for (const name of ['secadmins_fan', 'secretary', 'madison']) {
      const answer = await register(name);
      expect(answer.status, `${name}: ${answer.text}`).toBe(201);
    }
  });

  it('count a member promoted to staff from the promotion on', async () => {
    const member = await registerMember(server, 'coach');
    const promoted = await send(server, 'PUT', `/api/admin/users/${member.id}`, {
      body: { role: 'admin' },
      cookie: adminCookie,
    });
    expect(promoted.status, promoted.text).toBe(200);
    const impostor = await register(`${member.username.toUpperCase()}.`);
    expect(impostor.status, impostor.text).toBe(400);
    expect(impostor.body).toMatchObject({ message: IMITATES_STAFF });
  });

  it('count a promotion the users table has not yet taken in', async () => {
    const member = await registerMember(server, 'scout');
    const { usernameSkeleton } = await import('../../src/accounts/reserved-usernames');
    expect(await staffSkeletons(server.ctx)).not.toContain(usernameSkeleton(member.username));
    // Straight into the log, read at once: the tail after the projector's checkpoint counts.
    await server.ctx.store.append(
      `user-${member.id}`,
      [
        {
          type: 'UserRoleChanged',
          data: { userId: member.id, role: 'admin', changedAt: new Date().toISOString() },
          metadata: {
            actorId: null,
            correlationId: crypto.randomUUID(),
            causationId: null,
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    const skeletons = await staffSkeletons(server.ctx);
    expect(skeletons).toContain(usernameSkeleton(STAFF));
    expect(skeletons).toContain(usernameSkeleton(member.username));
  });
});
