import { DomainError } from '../core/errors';

export class AthleteNotFound extends DomainError {
  constructor() {
    super('There is no such athlete in your family', 404);
  }
}

export class NotYourAthlete extends DomainError {
  constructor(message = 'Only a linked parent or guardian can do that for this athlete') {
    super(message, 403);
  }
}

export class OnlyParents extends DomainError {
  constructor() {
    super('Only a parent or guardian account can manage a child profile', 403);
  }
}

export class NotAnAthlete extends DomainError {
  constructor() {
    const message = 'There is no athlete account with that username';
    super(message, 404, { athleteUsername: message });
  }
}

export class AlreadyLinked extends DomainError {
  constructor(message = 'You are already linked to this athlete') {
    super(message, 409);
  }
}

export class NoLinkRequest extends DomainError {
  constructor() {
    super('That parent or guardian has not asked to be linked to you', 404);
  }
}

export class ChildTooYoungOrOld extends DomainError {
  constructor(message: string) {
    super(message, 400, { birthDate: message });
  }
}

export class NoEmailOnRecord extends DomainError {
  constructor() {
    super('There is no guardian e-mail address on record to send the consent link to', 409);
  }
}

export class ConsentLinkInvalid extends DomainError {
  constructor() {
    super('This consent link is not valid; ask for a new one', 404);
  }
}

export class ConsentLinkUsed extends DomainError {
  constructor() {
    super('This consent link was used already; each link works once', 410);
  }
}

export class ConsentLinkExpired extends DomainError {
  constructor() {
    super('This consent link has expired; ask for a new one', 410);
  }
}

export class NoConsentToWithdraw extends DomainError {
  constructor() {
    super('There is no consent on record to withdraw', 409);
  }
}

export class AlreadyErased extends DomainError {
  constructor() {
    super("This athlete's personal data has been erased already", 410);
  }
}

export class ErasureNotAllowed extends DomainError {
  constructor() {
    super(
      "Only the athlete's linked parent or guardian, the athlete when an adult, or staff can ask for erasure",
      403,
    );
  }
}

export class ConsentNotForThisAccount extends DomainError {
  constructor(message: string) {
    super(message, 403);
  }
}

export class NoConsentToVerify extends DomainError {
  constructor() {
    super('There is no consent given by a guardian to verify yet', 409);
  }
}

export class ConsentAlreadyVerified extends DomainError {
  constructor() {
    super('This consent is verified already', 409);
  }
}

export class CardCheckNotPaid extends DomainError {
  constructor(
    message = 'The card check has not been paid yet: finish it on the payment page, or try again in a moment',
  ) {
    super(message, 409);
  }
}

export class GuardianAddressIsNominators extends DomainError {
  constructor() {
    const message =
      "The guardian's e-mail must be the parent's or guardian's own address, not yours; if you are the guardian, say so and the link goes to your account's address";
    super(message, 400, { guardianEmail: message });
  }
}
