import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type NewsletterInput = { email: string; name?: string };
export type NewsletterSubscribed = { id: string; message: string };

/** POST /api/newsletter: 201 for a new subscriber, 200 when the address is subscribed already. */
export const subscribeToNewsletter = (input: NewsletterInput) =>
  api.post<NewsletterSubscribed>('/api/newsletter', input);

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
