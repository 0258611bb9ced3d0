import { DomainError } from '../core/errors';
import { IMITATES_STAFF } from './reserved-usernames';

export { DomainError };

export class UsernameTaken extends DomainError {
  constructor() {
    super('Username already exists', 409, { username: 'Username already exists' });
  }
}

/** A name that passes for a staff member's (its skeleton is theirs); which one is not said. */
export class UsernameImitatesStaff extends DomainError {
  constructor() {
    super(IMITATES_STAFF, 400, { username: IMITATES_STAFF });
  }
}

export const CONFIRMATION_LINK_INVALID =
  'This confirmation link is no longer valid. Sign in and ask for a new one.';

/** A confirmation link that is malformed, tampered with, expired or for another address. */
export class ConfirmationLinkInvalid extends DomainError {
  constructor() {
    super(CONFIRMATION_LINK_INVALID, 400);
  }
}

export class UserAlreadyRegistered extends DomainError {
  constructor() {
    super('User already exists', 409);
  }
}

export class UserNotFound extends DomainError {
  constructor() {
    super('User not found', 404);
  }
}

export class AdminRoleNotAllowed extends DomainError {
  constructor() {
    const message = 'The admin role cannot be chosen at registration';
    super(message, 400, { role: message });
  }
}

export class UserDisabledError extends DomainError {
  constructor() {
    super('This account is disabled', 403);
  }
}

/** An admin cannot take away their own admin role: someone else must do it. */
export class CannotDemoteSelf extends DomainError {
  constructor() {
    const message = 'You cannot remove your own admin role; ask another admin to do it';
    super(message, 409, { role: message });
  }
}

export class CannotDisableSelf extends DomainError {
  constructor() {
    const message = 'You cannot disable your own account';
    super(message, 409, { disabled: message });
  }
}
