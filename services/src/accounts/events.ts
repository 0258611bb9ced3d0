import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';
import { ROLES } from './constants';

export type { RegistrationRole, Role } from './constants';
// The roles are a contract both sites import: they live in constants.ts.
export { REGISTRATION_ROLES, ROLES } from './constants';

/** Fields the event-log API must redact before showing an event to anyone. */
export const SECRET_FIELDS = ['passwordHash', 'tokenHash'] as const;

export const userStream = (userId: string): string => `user-${userId}`;

/** One stream per name, case-insensitively, so the store itself refuses a second owner. */
export const usernameStream = (username: string): string =>
  `username-${username.trim().toLowerCase()}`;

const role = z.enum(ROLES);

// Shapes are version 1; an upcaster goes in front of parseUserEvent when one changes.
export const userEventSchema = z.discriminatedUnion('type', [
  event('UsernameReserved', { userId: z.string(), username: z.string() }),
  // Compensation: the registration that reserved the name could not complete.
  event('UsernameReleased', { userId: z.string() }),
  event('UserRegistered', {
    userId: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    role,
    passwordHash: z.string(),
    registeredAt: timestamp,
  }),
  event('UserPasswordChanged', {
    userId: z.string(),
    passwordHash: z.string(),
    changedAt: timestamp,
  }),
  event('UserRoleChanged', { userId: z.string(), role, changedAt: timestamp }),
  // The account's owner followed the signed link mailed to this address (email-confirmation.ts).
  event('EmailConfirmed', { userId: z.string(), email: z.string(), confirmedAt: timestamp }),
  event('UserDisabled', { userId: z.string(), disabledAt: timestamp }),
  event('UserEnabled', { userId: z.string(), enabledAt: timestamp }),
  // Only the SHA-256 of a reset token is ever stored; the token itself lives in the e-mail.
  event('PasswordResetRequested', {
    userId: z.string(),
    tokenHash: z.string(),
    expiresAt: timestamp,
    requestedAt: timestamp,
  }),
  event('PasswordResetCompleted', {
    userId: z.string(),
    tokenHash: z.string(),
    completedAt: timestamp,
  }),
]);

export type UserEvent = z.infer<typeof userEventSchema>;
export type UserEventType = UserEvent['type'];
export type UserEventOf<Type extends UserEventType> = Extract<UserEvent, { type: Type }>;

export type UsernameReserved = UserEventOf<'UsernameReserved'>;
export type UsernameReleased = UserEventOf<'UsernameReleased'>;
export type UserRegistered = UserEventOf<'UserRegistered'>;
export type UserPasswordChanged = UserEventOf<'UserPasswordChanged'>;
export type UserRoleChanged = UserEventOf<'UserRoleChanged'>;
export type UserDisabled = UserEventOf<'UserDisabled'>;
export type UserEnabled = UserEventOf<'UserEnabled'>;
export type EmailConfirmed = UserEventOf<'EmailConfirmed'>;
export type PasswordResetRequested = UserEventOf<'PasswordResetRequested'>;
export type PasswordResetCompleted = UserEventOf<'PasswordResetCompleted'>;

const userEventTypes: ReadonlySet<string> = new Set(
  userEventSchema.options.map((option) => option.shape.type.value),
);

/**
 * Whether an event on a user stream is the account's own: the stream also holds the account's
 * area profiles (profiles/area-events.ts), which the account's state does not fold.
 */
export const isUserEvent = (type: string): boolean => userEventTypes.has(type);

/** Validates a stored event's data against its type's schema; throws a ZodError when it does not fit. */
export const parseUserEvent = (type: string, data: unknown): UserEvent =>
  userEventSchema.parse({ type, data });
