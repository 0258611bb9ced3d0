import { DomainError, Forbidden } from '../core/errors';
import { MESSAGES } from './constants';

export class NotAthleteOrParent extends Forbidden {
  constructor() {
    super(MESSAGES.notAthleteOrParent);
  }
}

export class NotCoachOrScout extends Forbidden {
  constructor() {
    super(MESSAGES.notCoachOrScout);
  }
}

export class NotVerifiedCoach extends Forbidden {
  constructor() {
    super(MESSAGES.notVerifiedCoach);
  }
}

export class AthleteNotFound extends DomainError {
  constructor() {
    super(MESSAGES.athleteNotFound, 404);
  }
}

export class ProfileMissing extends DomainError {
  constructor() {
    super(MESSAGES.profileMissing, 409);
  }
}

export class AthleteErased extends DomainError {
  constructor() {
    super(MESSAGES.erased, 410);
  }
}

export class MetricNotFound extends DomainError {
  constructor() {
    super(MESSAGES.metricNotFound, 404);
  }
}

export class MetricDecided extends DomainError {
  constructor(status: 'verified' | 'rejected') {
    super(status === 'verified' ? MESSAGES.alreadyVerified : MESSAGES.alreadyRejected, 409);
  }
}

export class OwnValue extends DomainError {
  constructor() {
    super(MESSAGES.ownValue, 409);
  }
}

export class NotWatched extends DomainError {
  constructor() {
    super(MESSAGES.notWatched, 404);
  }
}

export class SameStage extends DomainError {
  constructor() {
    super(MESSAGES.sameStage, 409);
  }
}

export class AlertNotFound extends DomainError {
  constructor() {
    super(MESSAGES.alertNotFound, 404);
  }
}

export class TooManyAlerts extends DomainError {
  constructor() {
    super(MESSAGES.tooManyAlerts, 409);
  }
}

export class ItemNotFound extends DomainError {
  constructor(what: 'achievement' | 'video') {
    super(what === 'achievement' ? 'Achievement not found' : 'Video not found', 404);
  }
}

export class TooMany extends DomainError {
  constructor(what: 'achievements' | 'videos', max: number) {
    super(`An athlete can list at most ${max} ${what}`, 409);
  }
}

export class FutureDate extends DomainError {
  constructor(field: string) {
    super(MESSAGES.futureDate, 400, { [field]: MESSAGES.futureDate });
  }
}

/**
 * A child profile's birth date is the one its guardian gave in Family: whether a child under 13
 * is listed rests on it (a verified consent, or 13 and older), so no other date is taken.
 */
export class NotFamilyBirthDate extends DomainError {
  constructor(recorded: string) {
    const message = `${MESSAGES.notFamilyBirthDate} (${recorded})`;
    super(message, 400, { birthDate: message });
  }
}

export class AgeOutOfRange extends DomainError {
  constructor(min: number, max: number) {
    const message = `Matchups is for athletes aged ${min} to ${max}`;
    super(message, 400, { birthDate: message });
  }
}
