import { DomainError } from '../core/errors';

export class ProspectNotFound extends DomainError {
  constructor() {
    super('Prospect not found', 404);
  }
}

export class ProspectExists extends DomainError {
  constructor() {
    super('A prospect with this id already exists', 409);
  }
}

export class AlreadyVoted extends DomainError {
  constructor() {
    super('You have already voted for this prospect', 409);
  }
}

/** The edit was made on an older copy of the record than the one stored now. */
export class StaleVersion extends DomainError {
  constructor(current: number) {
    super(
      `This prospect was changed by someone else (now version ${current}); reload it and try again`,
      412,
    );
  }
}

/** A rank edit made on a copy older than someone else's rank change. */
export class StaleRank extends DomainError {
  constructor(current: number | null) {
    super(
      `This prospect's rank was changed by someone else (now ${current === null ? 'unranked' : `#${current}`}); reload it and try again`,
      412,
    );
  }
}

export class CannotMove extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class AlreadyErased extends DomainError {
  constructor() {
    super("This prospect's personal data has been erased already", 409);
  }
}

/** Erasure applies to a prospect taken off the board (the handler removes a listed one first). */
export class NotRemoved extends DomainError {
  constructor() {
    super('Remove the prospect from the board before erasing it', 409);
  }
}
