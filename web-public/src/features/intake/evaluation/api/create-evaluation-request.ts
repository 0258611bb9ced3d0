import type { EvaluationInput, EvaluationRequestCreated } from '@server/intake/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Document 1 §3: the eight fields as the server's schema takes them (its parsed form). */
export type EvaluationRequestInput = EvaluationInput;

// The answer is the server's schema's type.
export type { EvaluationRequestCreated };

export const createEvaluationRequest = (input: EvaluationRequestInput) =>
  api.post<EvaluationRequestCreated>('/api/prospect-evaluations', input);

/** Signed-in only on the server; nothing on this site reads the requests back. */
export const useCreateEvaluationRequest = () =>
  useMutation({ mutationFn: createEvaluationRequest });
