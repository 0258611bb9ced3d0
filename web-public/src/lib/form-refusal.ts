import { fieldErrorsOf } from '@/lib/api-client';
import { type Toast, toast } from '@/lib/notify';

/** The form a refusal is shown on: only its way of taking errors by field. */
type ErrorsTaker = { setErrors: (errors: Record<string, string>) => void };

/**
 * A form's `onError` when the server refuses what it sent: the server's messages beside their
 * fields, and a toast (`failed`'s) that says what failed.
 */
export const showRefusal =
  (form: ErrorsTaker, failed: (error: unknown) => Toast) => (error: unknown) => {
    form.setErrors(fieldErrorsOf(error));
    toast(failed(error));
  };
