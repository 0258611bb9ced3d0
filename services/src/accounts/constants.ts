/** An account's roles: the server validates with them and both sites offer them. */
export const ROLES = ['athlete', 'coach', 'scout', 'parent', 'fan', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Admin is never offered at registration: the first admin comes from the operator. */
export const REGISTRATION_ROLES = [
  'athlete',
  'coach',
  'scout',
  'parent',
  'fan',
] as const satisfies readonly Role[];
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];
