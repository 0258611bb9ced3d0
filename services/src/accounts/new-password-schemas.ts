import { z } from 'zod';
import { passwordProblem } from './password-strength';
import { isReservedUsername, RESERVED_USERNAME } from './reserved-usernames';
import {
  email,
  password,
  REGISTRATION_VARIANTS,
  RESET_LINK_INVALID,
  registrationRole,
  username,
} from './schemas';

// The inputs that choose a password, on the contract's fields (schemas.ts). Server code: the
// strength check scores with zxcvbn and its lists (about a megabyte), which no site bundles; a
// site's form checks the contract's rules and shows the server's answer for the rest.

/**
 * A password being chosen (registration, reset, create-admin) must also not be among a guesser's
 * first tries; the check is part of validation, so a refused one costs no hashing. Sign-in does
 * not check it: accounts made before the rule keep working. Where the user's names are known,
 * the caller checks again with them (`passwordProblem`).
 */
export const newPassword = password.superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
});

/** The part of an address a user would put in a password ("marie.laveau" of marie.laveau@…). */
export const mailboxName = (email: string | null | undefined) => email?.split('@')[0];

/** Document 2 §6: the roles the Matchups variant offers. */
const MATCHUPS_ROLES: readonly string[] = ['athlete', 'coach', 'scout'];
const MATCHUPS_ROLE = 'Matchups registration is for athletes, coaches and scouts';

/** POST /api/register. The client checks confirmPassword itself and does not send it. */
export const registerSchema = z
  .strictObject({
    // Only the operator's create-admin path may take a name that passes for the site's staff.
    username: username.refine((name) => !isReservedUsername(name), RESERVED_USERNAME),
    email,
    password: newPassword,
    role: registrationRole,
    variant: z
      .enum(REGISTRATION_VARIANTS, {
        error: `Variant must be one of ${REGISTRATION_VARIANTS.join(', ')}`,
      })
      .optional(),
  })
  .superRefine((input, ctx) => {
    const problem = passwordProblem(input.password, [input.username, mailboxName(input.email)]);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (input.variant === 'matchups' && !MATCHUPS_ROLES.includes(input.role)) {
      ctx.addIssue({ code: 'custom', path: ['role'], message: MATCHUPS_ROLE });
    }
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/update-password. The client checks the confirmation itself and does not send it. */
export const updatePasswordSchema = z.strictObject({
  token: z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID),
  password: newPassword,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;
