import { useGetMany } from 'react-admin';
import type { User } from '@/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Staff and members named by their usernames (the users resource), else a short id. */
export function useActorNames(actors: readonly (string | null)[]) {
  const ids = [...new Set(actors.filter((a): a is string => a !== null && UUID.test(a)))];
  const { data: users } = useGetMany<User>('users', { ids }, { enabled: ids.length > 0 });
  return (actor: string | null) => {
    if (actor === null) return 'system';
    const user = users?.find((u) => u.id === actor);
    if (user) return user.username;
    return UUID.test(actor) ? `user ${actor.slice(0, 8)}` : actor;
  };
}
