import { DomainError } from '../core/errors';

export { DomainError };

export class UsernameTaken extends DomainError {
  constructor() {
    super('Username already exists', 409, { username: 'Username already exists' });
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
