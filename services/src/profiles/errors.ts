import { DomainError } from '../core/errors';

export const COACH_ONLY = {
  teamName: 'Only coaches can set a team name',
  teamPosition: 'Only coaches can set a team position',
} as const;

/** Team name and position belong to the Coach Information section, which only coaches have. */
export class CoachFieldsNotAllowed extends DomainError {
  constructor(fields: readonly (keyof typeof COACH_ONLY)[]) {
    const errors = Object.fromEntries(fields.map((field) => [field, COACH_ONLY[field]]));
    super(Object.values(errors)[0] ?? COACH_ONLY.teamName, 400, errors);
  }
}

export class VerificationOnlyForCoaches extends DomainError {
  constructor() {
    const message = 'Verification applies to coaches only; this user is not a coach';
    super(message, 409, { verificationStatus: message });
  }
}

export class ProfileNotCreated extends DomainError {
  constructor() {
    const message = 'This coach has not created a profile yet, so there is nothing to verify';
    super(message, 409, { verificationStatus: message });
  }
}
