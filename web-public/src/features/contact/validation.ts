import type { ContactMessage } from './api/submit-contact';

/** Document 1 §5: the contact form's rules, messages word for word. */
export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  organization: 'Organization must be at least 2 characters',
  message: 'Message must be at least 10 characters',
} as const satisfies Record<keyof ContactMessage, string>;

/** The server's own limits, so a form the page accepts is never refused for length. */
export const CONTACT_MAX_LENGTHS = {
  name: 100,
  email: 254,
  organization: 200,
  message: 5000,
} as const satisfies Record<keyof ContactMessage, number>;

// The same shape of address the API accepts.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const atLeast = (min: number, message: string) => (value: string) =>
  value.trim().length >= min ? null : message;

export const contactRules = {
  name: atLeast(2, CONTACT_MESSAGES.name),
  email: (value: string) => (EMAIL.test(value.trim()) ? null : CONTACT_MESSAGES.email),
  organization: atLeast(2, CONTACT_MESSAGES.organization),
  message: atLeast(10, CONTACT_MESSAGES.message),
};

export const emptyContactMessage: ContactMessage = {
  name: '',
  email: '',
  organization: '',
  message: '',
};
