import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * A mutation that POSTs its input to `path` and resolves with the answer; `onSaved`, when given,
 * then brings the cache up to date from it (awaited, so the mutation settles after it).
 */
export function usePost<Input, Answer>(
  path: string,
  onSaved?: (answer: Answer, queryClient: QueryClient) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api.post<Answer>(path, input),
    onSuccess: onSaved && ((answer: Answer) => onSaved(answer, queryClient)),
  });
}
