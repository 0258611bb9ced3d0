import { DomainError } from '../../core/errors';
import { MATCHUP_ROLE_MESSAGE } from './constants';

export class MatchupProfileExists extends DomainError {
  constructor() {
    super('This account already has a Matchups profile', 409);
  }
}

export class ConnectProfileExists extends DomainError {
  constructor() {
    super('This account already has a Connect profile; edit it instead', 409);
  }
}

export class NoMatchupProfile extends DomainError {
  constructor() {
    super('This account has no Matchups profile', 404);
  }
}

export class NoConnectProfile extends DomainError {
  constructor() {
    super('This account has no Connect profile yet; add one first', 404);
  }
}

/** Matchups registration offers athlete, coach and scout (document 2 §6); admin is staff's. */
export class MatchupRoleNotOffered extends DomainError {
  constructor() {
    super(MATCHUP_ROLE_MESSAGE, 400, { role: MATCHUP_ROLE_MESSAGE });
  }
}

export class ConnectAdminNotChosen extends DomainError {
  constructor() {
    const message = 'The admin type is given by staff, not chosen';
    super(message, 400, { userType: message });
  }
}
