import { DomainError } from '../core/errors';

export class NotificationNotFound extends DomainError {
  constructor() {
    super('Notification not found', 404);
  }
}
