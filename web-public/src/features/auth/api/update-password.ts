import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UpdatePasswordInput = { token: string; password: string };

/** POST /api/update-password: sets the password and ends every session; it does not sign in. */
export const updatePassword = (input: UpdatePasswordInput) =>
  api.post<{ message: string }>('/api/update-password', input);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
