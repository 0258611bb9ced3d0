import type { EvaluationRequestCreated } from '@server/intake/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Document 1 §3: the eight fields as sent. */
export type EvaluationRequestInput = {
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  playerName: string;
  playerAge: number;
  playerPosition: string;
  playerSchool: string;
  additionalInfo: string;
};

// The answer is the server's schema's type.
export type { EvaluationRequestCreated };

export const createEvaluationRequest = (input: EvaluationRequestInput) =>
  api.post<EvaluationRequestCreated>('/api/prospect-evaluations', input);

/** Signed-in only on the server; nothing on this site reads the requests back. */
export const useCreateEvaluationRequest = () =>
  useMutation({ mutationFn: createEvaluationRequest });
