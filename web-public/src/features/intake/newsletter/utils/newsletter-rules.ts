import { CONTACT_RULES, EMAIL_PATTERN } from '@server/intake/constants';
import { serverMessageOf } from '@/lib/api-client';
import type { Toast } from '@/lib/notify';

// The server's shape and message (its schema shares the contact form's e-mail rule), from its
// constants rather than its schema: the footer, which is on every page, stays without zod.
export type NewsletterValues = { email: string };

export const validateNewsletter = ({ email }: NewsletterValues) => ({
  email: EMAIL_PATTERN.test(email.trim()) ? null : CONTACT_RULES.email.message,
});

export const subscribed = (message: string | undefined): Toast => ({
  title: 'Subscribed',
  description: message ?? 'Thank you for subscribing to our newsletter',
});

export const subscriptionFailed = (error: unknown): Toast => ({
  title: 'Subscription failed',
  description: serverMessageOf(error) ?? 'We could not sign you up. Please try again.',
  variant: 'destructive',
});
