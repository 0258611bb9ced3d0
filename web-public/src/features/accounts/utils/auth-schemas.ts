import { z } from '@/lib/zod';

// Document 2 §5, word for word.
export const USERNAME_MIN = 'Username must be at least 3 characters';
export const PASSWORD_MIN = 'Password must be at least 6 characters';
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const VALID_EMAIL = 'Please enter a valid email address';
export const SELECT_ROLE = 'Please select your role';
export const CONFIRM_REQUIRED = 'Confirm password is required';

const username = z.string().trim().min(3, USERNAME_MIN);
const password = z.string().min(6, PASSWORD_MIN);
const email = z
  .string()
  .trim()
  .pipe(z.email({ error: VALID_EMAIL }));

/** The confirmation is compared even while other fields are wrong, so every message shows at once. */
const always = { when: () => true };

export const loginSchema = z.object({ username, password });
export type LoginValues = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    username,
    email,
    password,
    confirmPassword: z.string(),
    role: z.string().min(1, SELECT_ROLE),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
    ...always,
  });
export type RegisterValues = z.input<typeof registerSchema>;

export const resetRequestSchema = z.object({ email });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

export const newPasswordSchema = z
  .object({
    password,
    confirmPassword: z.string().min(1, CONFIRM_REQUIRED),
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
    ...always,
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
