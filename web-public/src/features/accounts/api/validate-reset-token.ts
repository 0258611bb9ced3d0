import type { ResetTokenAnswer } from '@server/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resetTokenQueryKey = (token: string) => ['/api/validate-reset-token', token] as const;

export const validateResetToken = async (token: string): Promise<boolean> => {
  const { valid } = await api.get<ResetTokenAnswer>(
    `/api/validate-reset-token/${encodeURIComponent(token)}`,
  );
  return valid;
};

/** Checked once when the link is opened (document 2 §4: unknown, then valid or invalid). */
export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: resetTokenQueryKey(token),
    queryFn: () => validateResetToken(token),
    gcTime: 0,
  });

export const useResetTokenValidity = (token: string) => useQuery(resetTokenQueryOptions(token));
