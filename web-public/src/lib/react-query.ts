import { QueryClient } from '@tanstack/react-query';

/** Document 1 §7: queries never go stale, never refetch on focus or poll, and nothing retries. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
