import type { AdminUser } from '@server/accounts/admin-users-schemas';
import type { BadgeRecord } from '@server/youscout/badge-schemas';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, getList } from './admin-list';

/** GET /api/admin/you-scout/badges: a badge of the catalogue, with how many have it. */
export type AdminBadge = BadgeRecord;

export const BADGES_PATH = '/api/admin/you-scout/badges';

/** The whole catalogue, active ones first, by name (it is a short list staff write by hand). */
export const useAdminBadges = () =>
  useQuery({
    queryKey: [ADMIN_KEY, 'badges'],
    queryFn: async () => {
      const { rows } = await getList<AdminBadge>(BADGES_PATH, {
        range: [0, 199],
        sort: ['name', 'ASC'],
      });
      return [...rows].sort((a, b) => Number(a.retired) - Number(b.retired));
    },
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class NoSuchUser extends Error {}

/**
 * The account a hand award goes to: a user id as typed, or a username looked up in the back
 * office's user list (the award call takes an id only). The name must match exactly, ignoring
 * case, so a partial name never picks someone else.
 */
export async function resolveUserId(who: string): Promise<string> {
  const typed = who.trim().replace(/^@/, '');
  if (UUID.test(typed)) return typed;
  const { rows } = await getList<AdminUser>('/api/admin/users', {
    filter: { q: typed },
    range: [0, 49],
  });
  const match = rows.find((user) => user.username.toLowerCase() === typed.toLowerCase());
  if (!match) throw new NoSuchUser(`No user is named ${typed}`);
  return match.id;
}
