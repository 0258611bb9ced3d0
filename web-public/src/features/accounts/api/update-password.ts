import type { UpdatePasswordInput } from '@server/accounts/new-password-schemas';
import type { MessageAnswer } from '@server/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/update-password: sets the password and ends every session; it does not sign in. */
export const updatePassword = (input: UpdatePasswordInput) =>
  api.post<MessageAnswer>('/api/update-password', input);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
