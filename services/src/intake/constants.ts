import type { EvaluationStatus } from './events';

/**
 * The public forms' rules, once: the server validates with them and the public site's forms
 * import them, so a form the page accepts is never refused; the back office takes the staff
 * workflow from here. Messages are document 1 §5's, word for word. Imports nothing at run time,
 * so a site can bundle it.
 */

/** Each field's shortest and longest text (after trimming) and what the form says when it fails. */
export const CONTACT_RULES = {
  name: { min: 2, max: 100, message: 'Name must be at least 2 characters' },
  email: { max: 254, message: 'Please enter a valid email address' },
  organization: { min: 2, max: 200, message: 'Organization must be at least 2 characters' },
  message: { min: 10, max: 5000, message: 'Message must be at least 10 characters' },
} as const;

export const EVALUATION_RULES = {
  parentName: { min: 2, max: 100, message: 'Name is required' },
  parentEmail: { max: 254, message: 'Invalid email address' },
  parentPhone: { min: 10, max: 30, message: 'Valid phone number is required' },
  playerName: { min: 2, max: 100, message: 'Player name is required' },
  /**
   * Document 1 §5's message for a missing or non-numeric age; the others say what is wrong, for
   * the ages served (document 2 §1: 6-18, the form's hint).
   */
  playerAge: {
    min: 6,
    max: 18,
    message: 'Valid age is required',
    wholeMessage: 'Age must be a whole number of years',
    rangeMessage: 'We evaluate players ages 6 to 18',
  },
  playerPosition: { min: 1, max: 50, message: 'Position is required' },
  playerSchool: { min: 2, max: 200, message: 'School/team is required' },
  additionalInfo: { max: 5000 },
} as const;

/** zod's e-mail shape (`z.email()`, which the server checks with), for forms without zod. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The staff workflow: pending → contacted → scheduled → completed, or declined from any step
 * before completion. Completed and declined are final.
 */
export const NEXT_STATUSES: Record<EvaluationStatus, readonly EvaluationStatus[]> = {
  pending: ['contacted', 'declined'],
  contacted: ['scheduled', 'declined'],
  scheduled: ['completed', 'declined'],
  completed: [],
  declined: [],
};
