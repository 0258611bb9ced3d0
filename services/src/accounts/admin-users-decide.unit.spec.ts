import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AdminUpdateUser, decideAdminUpdateUser } from './admin-users-decide';
import { CannotDemoteSelf, CannotDisableSelf, UserNotFound } from './errors';
import type { Role, UserEvent } from './events';
import { evolve, initialUser } from './user';

const now = new Date('2025-06-01T10:00:00.000Z');
const givenUser = (...events: UserEvent[]) => events.reduce(evolve, initialUser);

const registered = (userId: string, role: Role = 'parent'): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: `user_${userId.slice(0, 6)}`,
    email: null,
    role,
    passwordHash: '$argon2id$x',
    registeredAt: '2025-05-01T10:00:00.000Z',
  },
});

const edit = (userId: string, changes: Partial<AdminUpdateUser> = {}): AdminUpdateUser => ({
  type: 'AdminUpdateUser',
  actorId: randomUUID(),
  userId,
  now,
  ...changes,
});

describe('an admin editing an account', () => {
  it('changes the role', () => {
    const userId = randomUUID();
    expect(
      decideAdminUpdateUser(edit(userId, { role: 'coach' }), givenUser(registered(userId))),
    ).toEqual([
      { type: 'UserRoleChanged', data: { userId, role: 'coach', changedAt: now.toISOString() } },
    ]);
  });

  it('disables an account, and enables it again', () => {
    const userId = randomUUID();
    const disabling = decideAdminUpdateUser(
      edit(userId, { disabled: true }),
      givenUser(registered(userId)),
    );
    expect(disabling).toEqual([
      { type: 'UserDisabled', data: { userId, disabledAt: now.toISOString() } },
    ]);
    const enabling = decideAdminUpdateUser(
      edit(userId, { disabled: false }),
      givenUser(registered(userId), ...disabling),
    );
    expect(enabling).toEqual([
      { type: 'UserEnabled', data: { userId, enabledAt: now.toISOString() } },
    ]);
  });

  it('changes role and access in one edit', () => {
    const userId = randomUUID();
    const events = decideAdminUpdateUser(
      edit(userId, { role: 'scout', disabled: true }),
      givenUser(registered(userId)),
    );
    expect(events.map((e) => e.type)).toEqual(['UserRoleChanged', 'UserDisabled']);
  });

  it('records nothing when nothing changes', () => {
    const userId = randomUUID();
    const given = givenUser(registered(userId));
    expect(decideAdminUpdateUser(edit(userId), given)).toEqual([]);
    expect(decideAdminUpdateUser(edit(userId, { role: 'parent', disabled: false }), given)).toEqual(
      [],
    );
  });

  it('refuses an admin removing their own admin role', () => {
    const adminId = randomUUID();
    const given = givenUser(registered(adminId, 'admin'));
    const when = edit(adminId, { actorId: adminId, role: 'coach' });
    expect(() => decideAdminUpdateUser(when, given)).toThrow(CannotDemoteSelf);
    expect(() => decideAdminUpdateUser(when, given)).toThrow(
      'You cannot remove your own admin role; ask another admin to do it',
    );
    // Saving one's own record unchanged is fine.
    expect(
      decideAdminUpdateUser(edit(adminId, { actorId: adminId, role: 'admin' }), given),
    ).toEqual([]);
  });

  it('refuses an admin disabling their own account', () => {
    const adminId = randomUUID();
    const given = givenUser(registered(adminId, 'admin'));
    const when = edit(adminId, { actorId: adminId, disabled: true });
    expect(() => decideAdminUpdateUser(when, given)).toThrow(CannotDisableSelf);
    expect(() => decideAdminUpdateUser(when, given)).toThrow('You cannot disable your own account');
  });

  it('lets an admin demote another admin', () => {
    const otherAdmin = randomUUID();
    const events = decideAdminUpdateUser(
      edit(otherAdmin, { role: 'fan' }),
      givenUser(registered(otherAdmin, 'admin')),
    );
    expect(events.map((e) => e.type)).toEqual(['UserRoleChanged']);
  });

  it('refuses an account that does not exist', () => {
    expect(() => decideAdminUpdateUser(edit(randomUUID(), { role: 'fan' }), givenUser())).toThrow(
      UserNotFound,
    );
  });

  it('answers refusals with 409 and the field they concern', () => {
    expect(new CannotDemoteSelf()).toMatchObject({
      status: 409,
      errors: { role: expect.any(String) },
    });
    expect(new CannotDisableSelf()).toMatchObject({
      status: 409,
      errors: { disabled: expect.any(String) },
    });
  });
});
