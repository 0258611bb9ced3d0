import {
  email,
  loginSchema,
  password,
  registrationRole,
  resetRequestSchema,
  username,
} from '@server/accounts/schemas';
import { z } from 'zod';

// The forms check with the server's own rules and messages (document 2 §5); the server has the
// last word on what only it can judge (a reserved username, a too common password). What is
// the form's own is the confirmation, which is never sent.
export { loginSchema, resetRequestSchema };

const PASSWORDS_DIFFER = 'Passwords do not match';
const CONFIRM_REQUIRED = 'Confirm password is required';

/** The confirmation is compared even while other fields are wrong, so every message shows at once. */
const always = { when: () => true };

export type LoginValues = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({ username, email, password, confirmPassword: z.string(), role: registrationRole })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
    ...always,
  });
/** The form as edited: the role is '' until one is picked. */
export type RegisterValues = Omit<z.input<typeof registerSchema>, 'role'> & { role: string };

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
