import { DomainError } from '../core/errors';

// ── Nominations ─────────────────────────────────────────────────────────────

export class NominationNotFound extends DomainError {
  constructor() {
    super('Nomination not found', 404);
  }
}

export class NominationExists extends DomainError {
  constructor() {
    super('A nomination with this id exists already', 409);
  }
}

/** A status change the state machine does not allow from here; each says why (see decide.ts). */
export class CannotChangeStatus extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class NotYourNomination extends DomainError {
  constructor() {
    super('Only the person who made this nomination can withdraw it', 403);
  }
}

/** Erased at the request of the athlete or their guardian: there is nothing left to act on. */
export class NominationRemoved extends DomainError {
  constructor(
    message = 'This nomination was removed at the request of the athlete or their guardian',
  ) {
    super(message, 410);
  }
}

/** Removal is the athlete's, a parent's or guardian's, or staff's to ask for. */
export class RemovalNotAllowed extends DomainError {
  constructor() {
    super(
      'Only the athlete, their parent or guardian, or staff can have this nomination removed',
      403,
    );
  }
}

// ── Votes ───────────────────────────────────────────────────────────────────

/** Not approved (or under 13 without consent): hidden, as the 404 page says. */
export class NotOpenForVotes extends DomainError {
  constructor() {
    super('This nomination is not public, so it cannot be voted for', 404);
  }
}

export class AlreadyVoted extends DomainError {
  constructor() {
    super('You have already voted for this nomination', 409);
  }
}

export class NoVotesToVoid extends DomainError {
  constructor() {
    super('No counted votes were cast for this nomination in that time', 409);
  }
}

// ── Comments ────────────────────────────────────────────────────────────────

export class NotOpenForComments extends DomainError {
  constructor() {
    super('This nomination is not public, so it cannot be commented on', 404);
  }
}

export class CommentNotFound extends DomainError {
  constructor() {
    super('Comment not found', 404);
  }
}

export class CommentExists extends DomainError {
  constructor() {
    super('A comment with this id exists already', 409);
  }
}

export class AlreadyReported extends DomainError {
  constructor() {
    super('You have already reported this comment', 409);
  }
}

export class CannotReportOwnComment extends DomainError {
  constructor() {
    super('You cannot report your own comment', 409);
  }
}

/** Hiding a hidden comment, or restoring a shown one. */
export class CannotModerate extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

// ── Badges ──────────────────────────────────────────────────────────────────

export class BadgeNotFound extends DomainError {
  constructor() {
    super('Badge not found', 404);
  }
}

export class BadgeNameTaken extends DomainError {
  constructor(name: string) {
    const message = `A badge named "${name}" exists already`;
    super(message, 409, { name: message });
  }
}

export class BadgeRuleTaken extends DomainError {
  constructor(badgeName: string) {
    const message = `The badge "${badgeName}" is already awarded by this rule`;
    super(message, 409, { rule: message });
  }
}

export class BadgeRetired extends DomainError {
  constructor() {
    super('This badge is retired and is no longer awarded', 409);
  }
}

export class UserNotFound extends DomainError {
  constructor() {
    super('User not found', 404);
  }
}

export class BadgeAlreadyAwarded extends DomainError {
  constructor() {
    super('This user has this badge already', 409);
  }
}

/** The vote count a void is decided on is still being brought up to date (its projector lags). */
export class VotesNotCaughtUp extends DomainError {
  constructor() {
    super('The votes are still being counted; try voiding again in a moment', 503);
  }
}

// ── Removal by a mailed link ────────────────────────────────────────────────

export class RemovalLinkInvalid extends DomainError {
  constructor() {
    super('This removal link is not valid; ask for a new one', 404);
  }
}

export class RemovalLinkUsed extends DomainError {
  constructor() {
    super('This removal link was used already: the nomination is removed', 410);
  }
}

export class RemovalLinkExpired extends DomainError {
  constructor() {
    super('This removal link has expired; ask for a new one', 410);
  }
}

/** Under 13, a nominator who is the guardian gets the consent link at their account's address. */
export class NoAccountAddress extends DomainError {
  constructor() {
    const message =
      "Your account has no e-mail address for the guardian's consent link: add one to your profile first";
    super(message, 400, { nominatorIsGuardian: message });
  }
}
