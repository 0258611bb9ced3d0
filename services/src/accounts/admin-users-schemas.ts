import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../profiles/constants';
import { ROLES } from './events';

const ROLE = `Role must be one of ${ROLES.join(', ')}`;
const VERIFICATION = `Verification status must be one of ${VERIFICATION_STATUSES.join(', ')}`;
const STATUS = 'Status must be active or disabled';

/** The `filter` of GET /api/admin/users: `q` searches username and e-mail. */
export const adminUserFilterSchema = z.strictObject({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(100, 'q must be at most 100 characters')
    .optional(),
  role: z.enum(ROLES, { error: ROLE }).optional(),
  status: z.enum(['active', 'disabled'], { error: STATUS }).optional(),
  id: z
    .union([z.string(), z.array(z.string())], { error: 'id must be an id or a list of ids' })
    .optional(),
});

/**
 * PUT /api/admin/users/:id. react-admin sends the whole record back, so the record's read-only
 * fields are accepted and ignored; only role, verificationStatus and disabled change anything.
 * `version` (from GET /:id) makes a stale edit a 412 instead of a silent overwrite.
 */
export const adminUserUpdateSchema = z.strictObject({
  role: z.enum(ROLES, { error: ROLE }).optional(),
  // null: the user has no profile, so there is nothing to change.
  verificationStatus: z.enum(VERIFICATION_STATUSES, { error: VERIFICATION }).nullable().optional(),
  disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  version: z
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(0, 'version must be a whole number')
    .optional(),
  id: z.string().optional(),
  username: z.unknown().optional(),
  email: z.unknown().optional(),
  status: z.unknown().optional(),
  createdAt: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** One user in the back office's list: never the password hash. */
export const adminUserAnswer = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'disabled']),
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** null: the user has not created a profile. */
  verificationStatus: z.enum(VERIFICATION_STATUSES).nullable(),
});
export type AdminUser = z.output<typeof adminUserAnswer>;

/** GET and PUT /api/admin/users/:id: the user with its stream's version, for the next edit. */
export const adminUserWithVersionAnswer = adminUserAnswer.extend({
  version: z.number().int().min(0).nullable(),
});
export type AdminUserWithVersion = z.output<typeof adminUserWithVersionAnswer>;
