import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decideChangePassword,
  decideChangeRole,
  decideDisable,
  decideEnable,
  decideRegister,
  decideReleaseUsername,
  decideReserveUsername,
  type RegisterUser,
} from './decide';
import {
  AdminRoleNotAllowed,
  DomainError,
  UserAlreadyRegistered,
  UserDisabledError,
  UserNotFound,
  UsernameTaken,
} from './errors';
import type { UserEvent, UserRegistered } from './events';
import { evolve, evolveReservation, initialReservation, initialUser } from './user';

const now = new Date('2025-05-01T12:00:00.000Z');
const later = new Date('2025-05-02T08:30:00.000Z');

const givenUser = (...events: UserEvent[]) => events.reduce(evolve, initialUser);
const givenReservation = (...events: UserEvent[]) =>
  events.reduce(evolveReservation, initialReservation);

const registerCommand = (overrides: Partial<RegisterUser> = {}): RegisterUser => ({
  type: 'RegisterUser',
  userId: randomUUID(),
  username: 'Jamal.Smith',
  email: 'jamal@example.com',
  role: 'athlete',
  passwordHash: '$argon2id$first',
  now,
  ...overrides,
});

const registered = (userId: string): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: 'Jamal.Smith',
    email: 'jamal@example.com',
    role: 'athlete',
    passwordHash: '$argon2id$first',
    registeredAt: now.toISOString(),
  },
});
const disabled = (userId: string): UserEvent => ({
  type: 'UserDisabled',
  data: { userId, disabledAt: now.toISOString() },
});

describe('reserving a username', () => {
  it('reserves a free name for the registering user', () => {
    const userId = randomUUID();
    const when = { type: 'ReserveUsername', userId, username: 'Jamal.Smith' } as const;
    expect(decideReserveUsername(when, givenReservation())).toEqual([
      { type: 'UsernameReserved', data: { userId, username: 'Jamal.Smith' } },
    ]);
  });

  it('refuses a name another user holds, with the field message', () => {
    const given = givenReservation({
      type: 'UsernameReserved',
      data: { userId: randomUUID(), username: 'jamal.smith' },
    });
    const when = {
      type: 'ReserveUsername',
      userId: randomUUID(),
      username: 'Jamal.Smith',
    } as const;
    expect(() => decideReserveUsername(when, given)).toThrow(UsernameTaken);
    expect(() => decideReserveUsername(when, given)).toThrow('Username already exists');
  });

  it('lets the same registration retry without a second event', () => {
    const userId = randomUUID();
    const given = givenReservation({
      type: 'UsernameReserved',
      data: { userId, username: 'jamal.smith' },
    });
    const when = { type: 'ReserveUsername', userId, username: 'jamal.smith' } as const;
    expect(decideReserveUsername(when, given)).toEqual([]);
  });

  it('offers a released name to someone else', () => {
    const first = randomUUID();
    const second = randomUUID();
    const given = givenReservation(
      { type: 'UsernameReserved', data: { userId: first, username: 'jamal' } },
      { type: 'UsernameReleased', data: { userId: first } },
    );
    const when = { type: 'ReserveUsername', userId: second, username: 'Jamal' } as const;
    expect(decideReserveUsername(when, given)).toEqual([
      { type: 'UsernameReserved', data: { userId: second, username: 'Jamal' } },
    ]);
  });
});

describe('releasing a username', () => {
  it('releases the name held by the failed registration', () => {
    const userId = randomUUID();
    const given = givenReservation({
      type: 'UsernameReserved',
      data: { userId, username: 'jamal' },
    });
    expect(decideReleaseUsername({ type: 'ReleaseUsername', userId }, given)).toEqual([
      { type: 'UsernameReleased', data: { userId } },
    ]);
  });

  it("never releases another user's name", () => {
    const given = givenReservation({
      type: 'UsernameReserved',
      data: { userId: randomUUID(), username: 'jamal' },
    });
    const when = { type: 'ReleaseUsername', userId: randomUUID() } as const;
    expect(decideReleaseUsername(when, given)).toEqual([]);
    expect(decideReleaseUsername(when, givenReservation())).toEqual([]);
  });
});

describe('registering', () => {
  it('registers a new user with the given time and hash', () => {
    const command = registerCommand();
    expect(decideRegister(command, givenUser())).toEqual([registered(command.userId)]);
  });

  it('refuses the admin role at registration', () => {
    const command = registerCommand({ role: 'admin' });
    expect(() => decideRegister(command, givenUser())).toThrow(AdminRoleNotAllowed);
    expect(() => decideRegister(command, givenUser())).toThrow(
      'The admin role cannot be chosen at registration',
    );
  });

  it('lets the operator create an admin', () => {
    const command = registerCommand({ role: 'admin', allowAdmin: true, email: null });
    const [event] = decideRegister(command, givenUser());
    expect(event?.data).toMatchObject({ role: 'admin', email: null });
  });

  it('refuses to register the same user twice', () => {
    const command = registerCommand();
    const given = givenUser(registered(command.userId));
    expect(() => decideRegister(command, given)).toThrow(UserAlreadyRegistered);
  });
});

describe('changing a password', () => {
  it('records the new hash', () => {
    const userId = randomUUID();
    const when = { type: 'ChangePassword', userId, passwordHash: '$argon2id$second', now } as const;
    const events = decideChangePassword(when, givenUser(registered(userId)));
    expect(events).toEqual([
      {
        type: 'UserPasswordChanged',
        data: { userId, passwordHash: '$argon2id$second', changedAt: now.toISOString() },
      },
    ]);
    expect(givenUser(registered(userId), ...events)).toMatchObject({
      passwordHash: '$argon2id$second',
    });
  });

  it('refuses a disabled account', () => {
    const userId = randomUUID();
    const when = { type: 'ChangePassword', userId, passwordHash: 'x', now } as const;
    const given = givenUser(registered(userId), disabled(userId));
    expect(() => decideChangePassword(when, given)).toThrow(UserDisabledError);
  });

  it('refuses an unregistered user', () => {
    const when = { type: 'ChangePassword', userId: randomUUID(), passwordHash: 'x', now } as const;
    expect(() => decideChangePassword(when, givenUser())).toThrow(UserNotFound);
  });
});

describe('changing a role', () => {
  it('records the new role', () => {
    const userId = randomUUID();
    const when = { type: 'ChangeRole', userId, role: 'coach', now } as const;
    const events = decideChangeRole(when, givenUser(registered(userId)));
    expect(events).toEqual([
      { type: 'UserRoleChanged', data: { userId, role: 'coach', changedAt: now.toISOString() } },
    ]);
    expect(givenUser(registered(userId), ...events)).toMatchObject({ role: 'coach' });
  });

  it('records nothing when the role is already the one asked for', () => {
    const userId = randomUUID();
    const when = { type: 'ChangeRole', userId, role: 'athlete', now } as const;
    expect(decideChangeRole(when, givenUser(registered(userId)))).toEqual([]);
  });

  it('refuses an unregistered user', () => {
    const when = { type: 'ChangeRole', userId: randomUUID(), role: 'coach', now } as const;
    expect(() => decideChangeRole(when, givenUser())).toThrow(UserNotFound);
  });
});

describe('disabling and enabling', () => {
  it('disables an active account, then enables it again', () => {
    const userId = randomUUID();
    const disabling = decideDisable(
      { type: 'DisableUser', userId, now },
      givenUser(registered(userId)),
    );
    expect(disabling).toEqual([
      { type: 'UserDisabled', data: { userId, disabledAt: now.toISOString() } },
    ]);
    const afterDisable = givenUser(registered(userId), ...disabling);
    expect(afterDisable.status).toBe('disabled');

    const enabling = decideEnable({ type: 'EnableUser', userId, now: later }, afterDisable);
    expect(enabling).toEqual([
      { type: 'UserEnabled', data: { userId, enabledAt: later.toISOString() } },
    ]);
    expect(givenUser(registered(userId), ...disabling, ...enabling).status).toBe('active');
  });

  it('ends the sessions begun before a password change or a disabling, as the users table does', () => {
    const userId = randomUUID();
    const epochAfter = (...events: UserEvent[]) => {
      const user = givenUser(registered(userId), ...events);
      return user.status === 'unregistered' ? undefined : user.sessionEpoch;
    };
    const passwordChanged: UserEvent = {
      type: 'UserPasswordChanged',
      data: { userId, passwordHash: '$argon2id$second', changedAt: later.toISOString() },
    };
    const enabled: UserEvent = {
      type: 'UserEnabled',
      data: { userId, enabledAt: later.toISOString() },
    };
    expect(epochAfter()).toBe(0);
    expect(epochAfter(passwordChanged)).toBe(1);
    expect(epochAfter(passwordChanged, disabled(userId), enabled)).toBe(2);
  });

  it('records nothing when the account is already in the state asked for', () => {
    const userId = randomUUID();
    const active = givenUser(registered(userId));
    const inactive = givenUser(registered(userId), disabled(userId));
    expect(decideEnable({ type: 'EnableUser', userId, now }, active)).toEqual([]);
    expect(decideDisable({ type: 'DisableUser', userId, now }, inactive)).toEqual([]);
  });

  it('refuses an unregistered user', () => {
    const userId = randomUUID();
    expect(() => decideDisable({ type: 'DisableUser', userId, now }, givenUser())).toThrow(
      UserNotFound,
    );
    expect(() => decideEnable({ type: 'EnableUser', userId, now }, givenUser())).toThrow(
      UserNotFound,
    );
  });
});

describe('domain errors', () => {
  it('carry the HTTP status the API answers with', () => {
    const cases: [DomainError, number][] = [
      [new UsernameTaken(), 409],
      [new UserAlreadyRegistered(), 409],
      [new UserNotFound(), 404],
      [new AdminRoleNotAllowed(), 400],
      [new UserDisabledError(), 403],
    ];
    for (const [error, status] of cases) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error.status).toBe(status);
    }
    expect(new UsernameTaken().errors).toEqual({ username: 'Username already exists' });
    expect(new AdminRoleNotAllowed().errors).toEqual({
      role: 'The admin role cannot be chosen at registration',
    });
  });
});
