import { z } from 'zod';
import type { ApiArea, Operation } from '../core/http/openapi';
import {
  adminUserAnswer,
  adminUserUpdateSchema,
  adminUserWithVersionAnswer,
} from './admin-users-schemas';
import { registerSchema, updatePasswordSchema } from './new-password-schemas';
import {
  adminCheckAnswer,
  adminCheckRefusedAnswer,
  authTestAnswer,
  confirmEmailSchema,
  loginSchema,
  messageAnswer,
  resetRequestSchema,
  resetTokenAnswer,
  userAnswer,
} from './schemas';

/** The calls of accountsApi, by name: the routers bind them with `route`. */
export const accountsOperations = {
  register: {
    method: 'post',
    path: '/register',
    summary: 'Create an account and sign in',
    access: 'public',
    body: registerSchema,
    responses: {
      201: { description: 'The user; the session cookie is set', schema: userAnswer },
      400: "A field's message: a reserved username, or a password among a guesser's first tries",
      409: 'The username is taken',
      429: 'Too many registrations from this address',
    },
  },
  login: {
    method: 'post',
    path: '/login',
    summary: 'Sign in on a fresh session',
    access: 'public',
    body: loginSchema,
    responses: {
      200: { description: 'The user; the session cookie is set', schema: userAnswer },
      401: 'Invalid username or password',
      429: 'Too many failed attempts',
    },
  },
  logout: {
    method: 'post',
    path: '/logout',
    summary: 'End the session',
    access: 'public',
    responses: { 200: { description: 'Signed out', schema: messageAnswer } },
  },
  user: {
    method: 'get',
    path: '/user',
    summary: 'The signed-in user',
    access: 'signed-in',
    responses: { 200: { description: 'The user', schema: userAnswer } },
  },
  confirmEmailLink: {
    method: 'get',
    path: '/confirm-email',
    summary: "Confirm the account's e-mail address: the mailed link (a page for a browser)",
    access: 'public',
    query: confirmEmailSchema,
    responses: {
      200: { description: 'Confirmed (or confirmed already)', schema: messageAnswer },
      400: 'The link is broken, expired, or for an address the account no longer has',
    },
  },
  confirmEmail: {
    method: 'post',
    path: '/confirm-email',
    summary: "Confirm the account's e-mail address with the mailed link's token",
    access: 'public',
    body: confirmEmailSchema,
    responses: {
      200: { description: 'Confirmed (or confirmed already)', schema: messageAnswer },
      400: 'The link is broken, expired, or for an address the account no longer has',
    },
  },
  resendConfirmation: {
    method: 'post',
    path: '/confirm-email/resend',
    summary: 'Mail the signed-in account a new confirmation link (one a quarter hour)',
    access: 'signed-in',
    responses: {
      200: { description: 'Sent (or confirmed already)', schema: messageAnswer },
      409: 'The account has no e-mail address',
      429: 'Too many requests from this client',
    },
  },
  checkAdmin: {
    method: 'get',
    path: '/check-admin',
    summary: 'Whether the session is an admin',
    access: 'admin',
    refusedVisitor: 403,
    responses: {
      200: { description: 'An admin', schema: adminCheckAnswer },
      403: {
        description: '`{ isAdmin: false, message }`: anyone else, signed out included',
        schema: adminCheckRefusedAnswer,
      },
    },
  },
  authTest: {
    method: 'get',
    path: '/auth-test',
    summary: 'Whether the session is signed in',
    access: 'public',
    responses: { 200: { description: 'Whether signed in, and as whom', schema: authTestAnswer } },
  },
  createAdmin: {
    method: 'get',
    path: '/create-admin',
    summary:
      'Create the admin from ADMIN_USERNAME/ADMIN_PASSWORD if missing (start-up already does)',
    access: 'public',
    responses: {
      200: {
        description:
          'How the operator creates the admin: the same answer whether credentials are set and whether an admin exists',
        schema: messageAnswer,
      },
    },
  },
  resetPassword: {
    method: 'post',
    path: '/reset-password',
    summary:
      'Mail one message with a reset link for each active account with this address (at most one a quarter hour)',
    access: 'public',
    body: resetRequestSchema,
    responses: {
      200: { description: 'The same message, known address or not', schema: messageAnswer },
      429: 'Too many requests',
    },
  },
  validateResetToken: {
    method: 'get',
    path: '/validate-reset-token/:token',
    summary: 'Whether a reset link is still open',
    access: 'public',
    responses: { 200: { description: 'Whether the link is open', schema: resetTokenAnswer } },
  },
  updatePassword: {
    method: 'post',
    path: '/update-password',
    summary: "Set a new password with a reset link, ending the account's sessions",
    access: 'public',
    body: updatePasswordSchema,
    responses: {
      200: { description: 'The password is changed', schema: messageAnswer },
      400: "The link is no longer valid, or the password is among a guesser's first tries",
    },
  },
  listUsers: {
    method: 'get',
    path: '/admin/users',
    summary: 'Users (filter q, role, status, id), never a password hash',
    access: 'admin',
    list: true,
    responses: {
      200: { description: 'A JSON array of users', schema: z.array(adminUserAnswer) },
    },
  },
  readUser: {
    method: 'get',
    path: '/admin/users/:id',
    summary: 'One user, with its version',
    access: 'admin',
    responses: {
      200: { description: 'The user', schema: adminUserWithVersionAnswer },
      404: 'No such user',
    },
  },
  updateUser: {
    method: 'put',
    path: '/admin/users/:id',
    summary: "Change a user's role, disable or enable it, or verify a coach",
    access: 'admin',
    body: adminUserUpdateSchema,
    responses: {
      200: { description: 'The user after the change', schema: adminUserWithVersionAnswer },
      404: 'No such user',
      409: 'An admin demoting or disabling themselves, or verifying someone not a coach with a profile',
      412: 'The version is stale',
    },
  },
} satisfies Record<string, Operation>;

export const accountsApi: ApiArea = {
  tag: 'Accounts',
  description: 'Registration, sign-in, password reset, and the users in the back office',
  operations: Object.values(accountsOperations),
};
