import type { ViewerAnswer } from '@server/matchups/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrNullOn401 } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

export type { ViewerAnswer };

export const viewerQueryKey = ['/api/matchups/me'] as const;

/** What the caller is to Matchups, or null when signed out. */
export const getViewer = () => getOrNullOn401<ViewerAnswer>(viewerQueryKey[0]);

export const viewerQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: [...viewerQueryKey, userId], queryFn: getViewer });

/** The signed-in visitor as Matchups sees them; asked only once someone is signed in. */
export function useViewer() {
  const user = useUser();
  const viewer = useQuery({ ...viewerQueryOptions(user.data?.id), enabled: Boolean(user.data) });
  return { user, viewer };
}
