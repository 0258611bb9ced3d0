import type { ApiArea } from '../core/http/openapi';
import { adminUserUpdateSchema } from './admin-users-schemas';
import { loginSchema, registerSchema, resetRequestSchema, updatePasswordSchema } from './schemas';

export const accountsApi: ApiArea = {
  tag: 'Accounts',
  description: 'Registration, sign-in, password reset, and the users in the back office',
  operations: [
    {
      method: 'post',
      path: '/register',
      summary: 'Create an account and sign in',
      access: 'public',
      body: registerSchema,
      responses: {
        201: 'The user; the session cookie is set',
        400: "A field's message: a reserved username, or a password among a guesser's first tries",
        409: 'The username is taken',
        429: 'Too many registrations from this address',
      },
    },
    {
      method: 'post',
      path: '/login',
      summary: 'Sign in on a fresh session',
      access: 'public',
      body: loginSchema,
      responses: {
        200: 'The user; the session cookie is set',
        401: 'Invalid username or password',
        429: 'Too many failed attempts',
      },
    },
    {
      method: 'post',
      path: '/logout',
      summary: 'End the session',
      access: 'public',
      responses: { 200: '`{ message }`' },
    },
    {
      method: 'get',
      path: '/user',
      summary: 'The signed-in user',
      access: 'signed-in',
      responses: { 200: '`{ id, username, email, role, createdAt }`' },
    },
    {
      method: 'get',
      path: '/check-admin',
      summary: 'Whether the session is an admin',
      access: 'admin',
      refusedVisitor: 403,
      responses: {
        200: '`{ isAdmin: true }`',
        403: '`{ isAdmin: false }`: anyone else, signed out included',
      },
    },
    {
      method: 'get',
      path: '/auth-test',
      summary: 'Whether the session is signed in',
      access: 'public',
      responses: { 200: '`{ isAuthenticated, user }`' },
    },
    {
      method: 'get',
      path: '/create-admin',
      summary:
        'Create the admin from ADMIN_USERNAME/ADMIN_PASSWORD if missing (start-up already does)',
      access: 'public',
      responses: {
        200: 'How the operator creates the admin: the same answer whether credentials are set and whether an admin exists',
      },
    },
    {
      method: 'post',
      path: '/reset-password',
      summary:
        'Mail one message with a reset link for each active account with this address (at most one a quarter hour)',
      access: 'public',
      body: resetRequestSchema,
      responses: { 200: 'The same message, known address or not', 429: 'Too many requests' },
    },
    {
      method: 'get',
      path: '/validate-reset-token/:token',
      summary: 'Whether a reset link is still open',
      access: 'public',
      responses: { 200: '`{ valid }`' },
    },
    {
      method: 'post',
      path: '/update-password',
      summary: "Set a new password with a reset link, ending the account's sessions",
      access: 'public',
      body: updatePasswordSchema,
      responses: {
        200: '`{ message }`',
        400: "The link is no longer valid, or the password is among a guesser's first tries",
      },
    },
    {
      method: 'get',
      path: '/admin/users',
      summary: 'Users (filter q, role, status, id), never a password hash',
      access: 'admin',
      list: true,
      responses: { 200: 'A JSON array of users' },
    },
    {
      method: 'get',
      path: '/admin/users/:id',
      summary: 'One user, with its version',
      access: 'admin',
      responses: { 200: 'The user', 404: 'No such user' },
    },
    {
      method: 'put',
      path: '/admin/users/:id',
      summary: "Change a user's role, disable or enable it, or verify a coach",
      access: 'admin',
      body: adminUserUpdateSchema,
      responses: {
        200: 'The user after the change',
        404: 'No such user',
        409: 'An admin demoting or disabling themselves, or verifying someone not a coach with a profile',
        412: 'The version is stale',
      },
    },
  ],
};
