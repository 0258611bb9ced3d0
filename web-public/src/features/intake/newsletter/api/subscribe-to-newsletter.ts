import type { NewsletterSubscribed } from '@server/intake/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type NewsletterInput = { email: string; name?: string };
// The answer is the server's schema's type.
export type { NewsletterSubscribed };

/** POST /api/newsletter: 201 for a new subscriber, 200 when the address is subscribed already. */
export const subscribeToNewsletter = (input: NewsletterInput) =>
  api.post<NewsletterSubscribed>('/api/newsletter', input);

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
