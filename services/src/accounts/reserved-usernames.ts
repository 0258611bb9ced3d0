/** The site's own names, as a guesser would try them in a username or a password. */
export const SITE_NAMES = ['nola', 'nolasports', 'nolasport', 'nola100'] as const;

/** Names that read as the site speaking: only staff may hold them (create-admin is exempt). */
const ROLE_NAMES = [
  'admin',
  'administrator',
  'root',
  'superuser',
  'sysadmin',
  'support',
  'helpdesk',
  'help',
  'staff',
  'moderator',
  'security',
  'abuse',
  'postmaster',
  'webmaster',
  'hostmaster',
  'noreply',
  'system',
  'official',
  'owner',
] as const;

export const RESERVED_USERNAME = 'This username is reserved. Please choose another.';

const reserved: ReadonlySet<string> = new Set([
  ...ROLE_NAMES,
  ...SITE_NAMES,
  // "nola_admin", "staff-nolasports", "NolaSupport": the site's name with a role either side.
  ...SITE_NAMES.flatMap((site) => ROLE_NAMES.flatMap((role) => [site + role, role + site])),
]);

/**
 * True for a name that passes for the site or its staff. Compared without letter case,
 * separators (`.`, `_`, `-`) or trailing digits, so "Ad.Min", "support_1" and "Nola-Sports"
 * are all refused; "nolan" or "rootbeer" are not (only whole names are reserved).
 */
export function isReservedUsername(username: string): boolean {
  const canonical = username.toLowerCase().replace(/[._-]/g, '').replace(/\d+$/, '');
  return reserved.has(canonical);
}
