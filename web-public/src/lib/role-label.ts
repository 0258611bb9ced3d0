/**
 * A role as the site shows it (a profile's badge, a registration card): capitalised, "User"
 * when there is none.
 */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return 'User';
  return role.charAt(0).toUpperCase() + role.slice(1);
}
