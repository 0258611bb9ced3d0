import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ResetRequested = { message: string };

/** POST /api/reset-password: always the same generic answer, whether the address is known. */
export const requestPasswordReset = (email: string) =>
  api.post<ResetRequested>('/api/reset-password', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
