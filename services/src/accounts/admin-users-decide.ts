import { decideChangeRole, decideDisable, decideEnable } from './decide';
import { CannotDemoteSelf, CannotDisableSelf, UserNotFound } from './errors';
import type { Role, UserDisabled, UserEnabled, UserRoleChanged } from './events';
import type { User } from './user';

/** A staff edit of an account from the back office; absent fields stay as they are. */
export type AdminUpdateUser = {
  type: 'AdminUpdateUser';
  /** The admin making the change. */
  actorId: string;
  userId: string;
  role?: Role;
  disabled?: boolean;
  now: Date;
};

/**
 * Role and access changes by an admin. An admin may not demote or disable themselves, so the
 * acting admin always remains: the site can never be left without one by this path.
 */
export function decideAdminUpdateUser(
  command: AdminUpdateUser,
  user: User,
): (UserRoleChanged | UserDisabled | UserEnabled)[] {
  if (user.status === 'unregistered') throw new UserNotFound();
  const { actorId, userId, role, disabled, now } = command;
  const self = actorId === userId;
  if (self && user.role === 'admin' && role !== undefined && role !== 'admin') {
    throw new CannotDemoteSelf();
  }
  if (self && disabled === true) throw new CannotDisableSelf();
  const roleEvents =
    role === undefined ? [] : decideChangeRole({ type: 'ChangeRole', userId, role, now }, user);
  const accessEvents =
    disabled === undefined
      ? []
      : disabled
        ? decideDisable({ type: 'DisableUser', userId, now }, user)
        : decideEnable({ type: 'EnableUser', userId, now }, user);
  return [...roleEvents, ...accessEvents];
}
