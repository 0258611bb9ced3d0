import { CONTACT_RULES, EMAIL_PATTERN } from '@server/intake/constants';
import type { ContactMessage } from './api/submit-contact';

/** Document 1 §5: the contact form's rules, messages word for word: the server's. */
export const CONTACT_MESSAGES = {
  name: CONTACT_RULES.name.message,
  email: CONTACT_RULES.email.message,
  organization: CONTACT_RULES.organization.message,
  message: CONTACT_RULES.message.message,
} as const satisfies Record<keyof ContactMessage, string>;

/** The server's own limits, so a form the page accepts is never refused for length. */
export const CONTACT_MAX_LENGTHS = {
  name: CONTACT_RULES.name.max,
  email: CONTACT_RULES.email.max,
  organization: CONTACT_RULES.organization.max,
  message: CONTACT_RULES.message.max,
} as const satisfies Record<keyof ContactMessage, number>;

const atLeast =
  ({ min, message }: { min: number; message: string }) =>
  (value: string) =>
    value.trim().length >= min ? null : message;

export const contactRules = {
  name: atLeast(CONTACT_RULES.name),
  email: (value: string) => (EMAIL_PATTERN.test(value.trim()) ? null : CONTACT_MESSAGES.email),
  organization: atLeast(CONTACT_RULES.organization),
  message: atLeast(CONTACT_RULES.message),
};

export const emptyContactMessage: ContactMessage = {
  name: '',
  email: '',
  organization: '',
  message: '',
};
