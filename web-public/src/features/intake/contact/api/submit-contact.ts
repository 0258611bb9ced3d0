import type { ContactSent } from '@server/intake/schemas';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Document 1 §3: what the contact form sends. */
export type ContactMessage = {
  name: string;
  email: string;
  organization: string;
  message: string;
};

/** POST /api/contact: only success or failure is read (document 1 §7). */
export const submitContact = (message: ContactMessage) =>
  api.post<ContactSent>('/api/contact', message);

export const useSubmitContact = (
  options: Omit<UseMutationOptions<ContactSent, Error, ContactMessage>, 'mutationFn'> = {},
) => useMutation({ mutationFn: submitContact, ...options });
