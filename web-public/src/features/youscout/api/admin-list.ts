import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

/** Every query of the YouScout admin panel starts with this key: an action refetches them all. */
export const ADMIN_KEY = 'youscout-admin';

export type ListPage<T> = { rows: T[]; total: number };

export type ListParams = {
  filter?: Record<string, unknown>;
  /** Inclusive, 0-based, as ra-data-simple-rest sends it. */
  range?: [number, number];
  sort?: [string, 'ASC' | 'DESC'];
  /** Plain query parameters besides the three above (`status`). */
  query?: Record<string, string | undefined>;
};

/** `<resource> 0-24/319` → 319; the answer's rows when the header is missing. */
export function totalOf(contentRange: string | null, rows: number): number {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? rows : Number(total);
}

/**
 * A back-office list call in the simple-rest dialect (docs/api.md, Conventions): `filter`,
 * `range` and `sort` as JSON in the query; the rows in the body, the total in Content-Range.
 */
export async function getList<T>(path: string, params: ListParams = {}): Promise<ListPage<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  if (params.filter && Object.keys(params.filter).length > 0)
    search.set('filter', JSON.stringify(params.filter));
  if (params.range) search.set('range', JSON.stringify(params.range));
  if (params.sort) search.set('sort', JSON.stringify(params.sort));
  const query = search.toString();
  const response = await fetch(query ? `${path}?${query}` : path, { credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  const rows = (await response.json()) as T[];
  return { rows, total: totalOf(response.headers.get('Content-Range'), rows.length) };
}

/** The server's words for a refusal (409s included), else a general one. */
export const refusalOf = (error: unknown): string =>
  serverMessageOf(error) ??
  (error instanceof ApiError && error.status === 0
    ? 'The server could not be reached'
    : 'Something went wrong. Please try again.');

export type AdminAction = {
  path: string;
  method?: 'POST' | 'PUT';
  body?: unknown;
  /** The failure toast's title, such as "Could not approve". */
  failure: string;
  /** The success toast's title when the answer has no `message` (a badge record). */
  success?: string;
};

/**
 * One staff action: a POST (or PUT) whose answer's `message` is the success toast, the server's
 * refusal the error toast; either way the panel's lists and records are read again.
 */
export function useAdminAction() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ path, method = 'POST', body }: AdminAction) =>
      method === 'PUT'
        ? api.put<{ message?: string }>(path, body)
        : api.post<{ message?: string }>(path, body),
    onSuccess: (answer, action) => {
      toast({ title: answer?.message ?? action.success ?? 'Done' });
    },
    onError: (error, action) => {
      toast({ title: action.failure, description: refusalOf(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
  return {
    /** Resolves true when the server took it, false when it refused (its toast is shown). */
    run: (action: AdminAction): Promise<boolean> =>
      mutation.mutateAsync(action).then(
        () => true,
        () => false,
      ),
    pending: mutation.isPending,
  };
}
