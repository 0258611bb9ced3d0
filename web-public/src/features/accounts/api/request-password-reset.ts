import type { MessageAnswer } from '@server/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/reset-password: always the same generic answer, whether the address is known. */
export const requestPasswordReset = (email: string) =>
  api.post<MessageAnswer>('/api/reset-password', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
