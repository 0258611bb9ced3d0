import type { EvaluationRequestInput } from '@/features/intake/evaluation/api/create-evaluation-request';
import {
  ageOf,
  type EvaluationFormValues,
} from '@/features/intake/evaluation/utils/evaluation-rules';
import { serverMessageOf } from '@/lib/api-client';
import type { Toast } from '@/lib/notify';

/** Document 1 §8: the toasts a submission ends in. */
export const SUBMITTED: Toast = {
  title: 'Evaluation Request Submitted',
  description: 'Thank you! A representative will contact you soon to schedule the evaluation.',
};

export const submissionFailedToast = (error: unknown): Toast => ({
  title: 'Submission Failed',
  description: serverMessageOf(error) ?? 'Failed to submit evaluation request',
  variant: 'destructive',
});

/** What is sent: the texts trimmed, the age as a number. */
export const toEvaluationRequest = (values: EvaluationFormValues): EvaluationRequestInput => ({
  parentName: values.parentName.trim(),
  parentEmail: values.parentEmail.trim(),
  parentPhone: values.parentPhone.trim(),
  playerName: values.playerName.trim(),
  playerAge: ageOf(values.playerAge),
  playerPosition: values.playerPosition.trim(),
  playerSchool: values.playerSchool.trim(),
  additionalInfo: values.additionalInfo.trim(),
});
