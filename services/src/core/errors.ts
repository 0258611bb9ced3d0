/** A refusal the caller can act on; the HTTP layer answers `status` with `message` (and `errors`). */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends DomainError {
  constructor(errors: Record<string, string>) {
    super(Object.values(errors)[0] ?? 'Invalid request', 400, errors);
  }
}

export class NotSignedIn extends DomainError {
  constructor(message = 'You must be signed in') {
    super(message, 401);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You do not have permission to do that') {
    super(message, 403);
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, please try again later',
  ) {
    super(message, 429);
  }

  /** Refused until `msBeforeNext` from now: Retry-After in whole seconds, at least one. */
  static after(msBeforeNext: number, message?: string): TooManyRequests {
    return new TooManyRequests(Math.max(1, Math.ceil(msBeforeNext / 1000)), message);
  }
}
