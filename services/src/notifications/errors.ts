import { DomainError, TooManyRequests } from '../core/errors';
import { STREAMS_PER_USER_MAX } from './constants';

export class NotificationNotFound extends DomainError {
  constructor() {
    super('Notification not found', 404);
  }
}

/** Every live stream an account may hold here is open (STREAMS_PER_USER_MAX). */
export class TooManyStreams extends TooManyRequests {
  constructor() {
    super(
      30,
      `Your account already has ${STREAMS_PER_USER_MAX} live notification streams open; close another page of the site and try again`,
    );
  }
}
