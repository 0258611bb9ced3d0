import { createHash } from 'node:crypto';
import {
  AdminRoleNotAllowed,
  ConfirmationLinkInvalid,
  UserAlreadyRegistered,
  UserDisabledError,
  UserNotFound,
  UsernameImitatesStaff,
  UsernameTaken,
} from './errors';
import type {
  EmailConfirmed,
  Role,
  UserDisabled,
  UserEnabled,
  UsernameReleased,
  UsernameReserved,
  UserPasswordChanged,
  UserRegistered,
  UserRoleChanged,
} from './events';
import { usernameSkeleton } from './reserved-usernames';
import type { RegisteredUser, User, UsernameReservation } from './user';

// Time, ids and the password hash are arguments so that every decision is pure and replayable.

export type ReserveUsername = { type: 'ReserveUsername'; userId: string; username: string };
export type ReleaseUsername = { type: 'ReleaseUsername'; userId: string };
export type RegisterUser = {
  type: 'RegisterUser';
  userId: string;
  username: string;
  email: string | null;
  role: Role;
  passwordHash: string;
  /** Set only by the operator's create-admin path; never from a request body. */
  allowAdmin?: boolean;
  /** The skeletons of the staff (admin) accounts' usernames (see usernameSkeleton). */
  staffSkeletons?: ReadonlySet<string>;
  now: Date;
};
export type ChangePassword = {
  type: 'ChangePassword';
  userId: string;
  passwordHash: string;
  now: Date;
};
export type ChangeRole = { type: 'ChangeRole'; userId: string; role: Role; now: Date };
export type DisableUser = { type: 'DisableUser'; userId: string; now: Date };
export type EnableUser = { type: 'EnableUser'; userId: string; now: Date };
/** `addressHash`: the hash of the address the link was mailed to (addressHash below). */
export type ConfirmEmail = { type: 'ConfirmEmail'; userId: string; addressHash: string; now: Date };

export type UserCommand =
  | ReserveUsername
  | ReleaseUsername
  | RegisterUser
  | ChangePassword
  | ChangeRole
  | DisableUser
  | EnableUser
  | ConfirmEmail;

// ── The username stream ─────────────────────────────────────────────────────

export function decideReserveUsername(
  command: ReserveUsername,
  reservation: UsernameReservation,
): UsernameReserved[] {
  if (reservation.status === 'taken') {
    // The same registration retrying after a crash must not be told its own name is taken.
    if (reservation.userId === command.userId) return [];
    throw new UsernameTaken();
  }
  return [
    { type: 'UsernameReserved', data: { userId: command.userId, username: command.username } },
  ];
}

/** Compensation: frees the name only for the registration that holds it. */
export function decideReleaseUsername(
  command: ReleaseUsername,
  reservation: UsernameReservation,
): UsernameReleased[] {
  if (reservation.status !== 'taken' || reservation.userId !== command.userId) return [];
  return [{ type: 'UsernameReleased', data: { userId: command.userId } }];
}

// ── The user stream ─────────────────────────────────────────────────────────

export function decideRegister(command: RegisterUser, user: User): UserRegistered[] {
  if (command.role === 'admin' && command.allowAdmin !== true) throw new AdminRoleNotAllowed();
  if (user.status !== 'unregistered') throw new UserAlreadyRegistered();
  // Only the operator's path may name a staff account like another one.
  if (
    command.allowAdmin !== true &&
    command.staffSkeletons?.has(usernameSkeleton(command.username))
  )
    throw new UsernameImitatesStaff();
  const { userId, username, email, role, passwordHash, now } = command;
  return [
    {
      type: 'UserRegistered',
      data: { userId, username, email, role, passwordHash, registeredAt: now.toISOString() },
    },
  ];
}

export function decideChangePassword(command: ChangePassword, user: User): UserPasswordChanged[] {
  const registered = requireRegistered(user);
  if (registered.status === 'disabled') throw new UserDisabledError();
  return [
    {
      type: 'UserPasswordChanged',
      data: {
        userId: command.userId,
        passwordHash: command.passwordHash,
        changedAt: command.now.toISOString(),
      },
    },
  ];
}

/** Allowed on a disabled account too: an admin may fix a role before enabling it again. */
export function decideChangeRole(command: ChangeRole, user: User): UserRoleChanged[] {
  const registered = requireRegistered(user);
  if (registered.role === command.role) return [];
  return [
    {
      type: 'UserRoleChanged',
      data: { userId: command.userId, role: command.role, changedAt: command.now.toISOString() },
    },
  ];
}

export function decideDisable(command: DisableUser, user: User): UserDisabled[] {
  if (requireRegistered(user).status === 'disabled') return [];
  return [
    {
      type: 'UserDisabled',
      data: { userId: command.userId, disabledAt: command.now.toISOString() },
    },
  ];
}

export function decideEnable(command: EnableUser, user: User): UserEnabled[] {
  if (requireRegistered(user).status === 'active') return [];
  return [
    { type: 'UserEnabled', data: { userId: command.userId, enabledAt: command.now.toISOString() } },
  ];
}

/** A confirmation link names the address by this hash (case-blind, as sameAddress compares). */
export const addressHash = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * The owner followed a confirmation link: it confirms the address it was made for, only while
 * the account still has that address and is active. A second use changes nothing.
 */
export function decideConfirmEmail(command: ConfirmEmail, user: User): EmailConfirmed[] {
  // A link for an address the account no longer has (or never had) confirms nothing.
  if (user.status === 'unregistered') throw new ConfirmationLinkInvalid();
  const { email } = user;
  if (email === null || addressHash(email) !== command.addressHash) {
    throw new ConfirmationLinkInvalid();
  }
  if (user.status === 'disabled') throw new UserDisabledError();
  if (user.emailConfirmed) return [];
  return [
    {
      type: 'EmailConfirmed',
      data: {
        userId: command.userId,
        email,
        confirmedAt: command.now.toISOString(),
      },
    },
  ];
}

function requireRegistered(user: User): RegisteredUser {
  if (user.status === 'unregistered') throw new UserNotFound();
  return user;
}
