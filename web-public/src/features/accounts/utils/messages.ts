import { ApiError, serverMessageOf } from '@/lib/api-client';
import type { Toast } from '@/lib/notify';

// Document 2 §8.
export const INVALID_LOGIN = 'Invalid username or password';
export const UNEXPECTED = 'An unexpected error occurred';
export const COULD_NOT_CREATE = 'Could not create account';
export const RESET_REQUESTED =
  "If your email exists in our system, you'll receive password reset instructions shortly.";
export const RESET_REQUEST_FAILED = 'Failed to send reset email. Please try again.';
export const INVALID_TOKEN_TITLE = 'Invalid or Expired Token';
export const INVALID_TOKEN_TEXT =
  'This password reset link is no longer valid. Please request a new one.';
export const TOKEN_VALIDATION_ERROR = 'Token Validation Error';
export const PASSWORD_UPDATED = 'Password Updated';
export const UPDATE_FAILED = 'Update Failed';

/** Reset views return to the login form after this long (document 2 §9). */
export const BACK_TO_LOGIN_MS = 3000;

export const loginSucceeded = (username: string): Toast => ({
  title: 'Login successful',
  description: `Welcome back, ${username}!`,
});

export const registered = (username: string): Toast => ({
  title: 'Account created',
  description: `Welcome to NOLA Sports, ${username}!`,
});

export function loginFailed(error: unknown): Toast {
  const description =
    error instanceof ApiError ? (error.serverMessage ?? INVALID_LOGIN) : UNEXPECTED;
  return { title: 'Login failed', description, variant: 'destructive' };
}

export const registrationFailed = (error: unknown): Toast => ({
  title: 'Registration failed',
  description: serverMessageOf(error) ?? COULD_NOT_CREATE,
  variant: 'destructive',
});

// The admin login and login test pages (document 2 §§5, 8).
export const MISSING_FIELDS: Toast = {
  title: 'Missing fields',
  description: 'Please enter both username and password',
  variant: 'destructive',
};
export const ADMIN_LOGIN_SUCCEEDED: Toast = { title: 'Admin login successful' };
export const ADMIN_LOGIN_FAILED: Toast = {
  title: 'Login failed',
  description: 'Admin login failed. Please check your credentials.',
  variant: 'destructive',
};
/** The admin login page goes on after this long (document 2 §9). */
export const ADMIN_REDIRECT_MS = 500;
