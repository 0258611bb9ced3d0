import { DomainError } from '../core/errors';
import type { EvaluationStatus } from './events';

export { DomainError };

export class EvaluationNotFound extends DomainError {
  constructor() {
    super('Evaluation request not found', 404);
  }
}

export class EvaluationAlreadyRequested extends DomainError {
  constructor() {
    super('This evaluation request exists already', 409);
  }
}

export class IllegalStatusChange extends DomainError {
  constructor(from: EvaluationStatus, to: EvaluationStatus, allowed: readonly EvaluationStatus[]) {
    const next =
      allowed.length === 0
        ? `${from} is final`
        : `from ${from} it can move to ${allowed.join(' or ')}`;
    const message = `An evaluation request cannot move from ${from} to ${to}; ${next}`;
    super(message, 409, { status: message });
  }
}

export class EvaluationAlreadyErased extends DomainError {
  constructor() {
    super("This evaluation request's personal data has been erased already", 409);
  }
}

/** An admin edited a record someone else changed since it was loaded. */
export class StaleRecord extends DomainError {
  constructor() {
    super('This record was changed by someone else since you loaded it; reload and try again', 412);
  }
}
