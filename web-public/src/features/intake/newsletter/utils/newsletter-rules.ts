import { serverMessageOf } from '@/lib/api-client';
import type { Toast } from '@/lib/notify';

export const VALID_EMAIL = 'Please enter a valid email address';

// The same shape the server accepts; kept without a schema library so the footer, which is on
// every page, stays light.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewsletterValues = { email: string };

export const validateNewsletter = ({ email }: NewsletterValues) => ({
  email: EMAIL.test(email.trim()) ? null : VALID_EMAIL,
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
