import { ApiError, serverMessageOf } from '@/lib/api-client';
import type { Toast } from '@/lib/notify';

export const AUTH_ERROR = 'Authentication Error';
export const AUTH_ERROR_TEXT = 'You must be logged in to update your profile';
export const UPDATE_FAILED = 'Update Failed';

/** Document 2 §8: signed out is its own message; anything else shows the server's reason. */
export function saveFailed(error: unknown): Toast {
  if (error instanceof ApiError && error.status === 401) {
    return { title: AUTH_ERROR, description: AUTH_ERROR_TEXT, variant: 'destructive' };
  }
  return {
    title: UPDATE_FAILED,
    description: serverMessageOf(error) ?? 'Your profile could not be saved. Please try again.',
    variant: 'destructive',
  };
}
