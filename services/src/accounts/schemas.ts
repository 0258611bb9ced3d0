import { z } from 'zod';
import { nameRule } from '../core/names/constants';
import { REGISTRATION_ROLES, ROLES } from './events';

// The accounts' contract: the fields' rules and messages, the sign-in and reset-request inputs
// and the answers. Zod and contracts only, so both sites can bundle it. The inputs that choose a
// password (registration, reset) also score its strength with zxcvbn, whose lists the sites must
// not bundle: they are server code, in new-password-schemas.ts, built from these fields.

// The messages are the specification's, word for word; the forms show them beside the field.
const USERNAME_MIN = 'Username must be at least 3 characters';
const PASSWORD_MIN = 'Password must be at least 6 characters';
const VALID_EMAIL = 'Please enter a valid email address';
const SELECT_ROLE = 'Please select your role';
const ADMIN_REFUSED = 'The admin role cannot be chosen at registration';

/** The shortest password the site accepts (the specification's minimum). */
export const PASSWORD_MIN_LENGTH = 6;

// A missing field reads as too short, the message a user of the form would see.
const usernameLength = z
  .string({ error: USERNAME_MIN })
  .trim()
  .min(3, USERNAME_MIN)
  .max(30, 'Username must be at most 30 characters');

/** A username being chosen (the server also refuses the reserved ones). */
export const username = nameRule(usernameLength).regex(
  /^[A-Za-z0-9._-]+$/,
  'Username may contain only letters, digits, dots, dashes and underscores',
);

/**
 * Any password, as sign-in takes it. Never trimmed: a password is exactly what was typed. The
 * upper bound caps hashing work. A password being chosen is also scored (newPassword).
 */
export const password = z
  .string({ error: PASSWORD_MIN })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN)
  .max(200, 'Password must be at most 200 characters');

export const email = z
  .string({ error: VALID_EMAIL })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: VALID_EMAIL }));

/** The role chosen at registration: any but admin. */
export const registrationRole = z.enum(REGISTRATION_ROLES, {
  error: (issue) => (issue.input === 'admin' ? ADMIN_REFUSED : SELECT_ROLE),
});

/**
 * Which /auth variant registered (document 2 §2). Left out, it is the YouScout variant and the
 * specification's payload as it was; `matchups` also gives the account its Matchups profile.
 */
export const REGISTRATION_VARIANTS = ['youscout', 'matchups'] as const;
export type RegistrationVariant = (typeof REGISTRATION_VARIANTS)[number];

/** POST /api/login. */
export const loginSchema = z.strictObject({ username: usernameLength, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** What a broken, unknown, expired or used reset link is told, whichever it was. */
export const RESET_LINK_INVALID =
  'This password reset link is no longer valid. Please request a new one.';

/** POST /api/reset-password. */
export const resetRequestSchema = z.strictObject({ email });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

// The answers, as sent on the wire (times are ISO strings); the sites take their types from these.

/** A user as the API answers it (register, login, GET /api/user): never the password hash. */
export const userAnswer = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.iso.datetime(),
  /** Whether the owner confirmed the address: a signed-in vote counts only then. */
  emailConfirmed: z.boolean(),
});
export type User = z.output<typeof userAnswer>;

const CONFIRMATION_LINK = 'The confirmation link is incomplete; open the link from the mail again';
/** POST /api/confirm-email and GET /api/confirm-email?token=. */
export const confirmEmailSchema = z.strictObject({
  token: z
    .string({ error: CONFIRMATION_LINK })
    .min(1, CONFIRMATION_LINK)
    .max(500, CONFIRMATION_LINK),
});

/** A call that only says what it did: logout, create-admin, the reset calls. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

/** GET /api/check-admin, to an admin. */
export const adminCheckAnswer = z.object({ isAdmin: z.literal(true), message: z.string() });
export type AdminCheck = z.output<typeof adminCheckAnswer>;

/** GET /api/check-admin, to anyone else (403). */
export const adminCheckRefusedAnswer = z.object({ isAdmin: z.literal(false), message: z.string() });
export type AdminCheckRefused = z.output<typeof adminCheckRefusedAnswer>;

/** GET /api/auth-test. */
export const authTestAnswer = z.object({
  isAuthenticated: z.boolean(),
  user: z.object({ username: z.string(), role: z.enum(ROLES) }).nullable(),
});
export type AuthTest = z.output<typeof authTestAnswer>;

/** GET /api/validate-reset-token/:token. */
export const resetTokenAnswer = z.object({ valid: z.boolean() });
export type ResetTokenAnswer = z.output<typeof resetTokenAnswer>;
