import type { Response } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ValidationFailed } from '../errors';
import { isUuid } from '../ids';

/**
 * The ra-data-simple-rest list dialect the back office speaks:
 * `?sort=["field","ASC"]&range=[0,24]&filter={"q":"smith"}` in, a JSON array and
 * `Content-Range: <resource> 0-24/319` out. `filter.id` as a list is react-admin's getMany.
 */
export type ListQuery = {
  sort: { field: string; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
};

const MAX_PAGE = 500;

const PARAMS = {
  sort: {
    schema: z.tuple([z.string(), z.string().regex(/^(asc|desc)$/i)]),
    message: 'sort must look like ["field","ASC"]',
  },
  range: {
    schema: z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([start, end]) => end >= start),
    message: 'range must look like [0,24], its end not before its start',
  },
  filter: {
    schema: z.record(z.string(), z.unknown()),
    message: 'filter must be a JSON object',
  },
} as const;

/** One JSON-encoded query parameter, or undefined when absent; a bad one is named in `errors`. */
function param<K extends keyof typeof PARAMS>(
  query: Record<string, unknown>,
  name: K,
  errors: Record<string, string>,
): z.output<(typeof PARAMS)[K]['schema']> | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const { schema, message } = PARAMS[name];
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {}
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<(typeof PARAMS)[K]['schema']>;
  errors[name] = message;
  return undefined;
}

export function parseListQuery(
  query: unknown,
  options: { sortable: readonly string[]; defaultSort: [string, 'asc' | 'desc'] },
): ListQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const sort = param(q, 'sort', errors);
  const range = param(q, 'range', errors);
  const filter = param(q, 'filter', errors);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  const [field, order] = sort ?? options.defaultSort;
  if (!options.sortable.includes(field)) {
    throw new ValidationFailed({
      sort: `Cannot sort by ${field}; sortable: ${options.sortable.join(', ')}`,
    });
  }
  const [start, end] = range ?? [0, 24];
  return {
    sort: { field, order: order.toLowerCase() as 'asc' | 'desc' },
    offset: start,
    limit: Math.min(end - start + 1, MAX_PAGE),
    filter: filter ?? {},
  };
}

/** The ids of a getMany call (`filter={"id":[...]}`), or undefined; a non-UUID names nothing. */
export function idsFilter(filter: Record<string, unknown>): string[] | undefined {
  const ids = filter.id;
  if (ids === undefined) return undefined;
  return (Array.isArray(ids) ? ids : [ids]).map(String).filter(isUuid);
}

/** An ILIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Runs a filtered query for one page and its total; `column` maps API fields to columns. */
export async function fetchPage<Row extends object>(
  base: Knex.QueryBuilder,
  list: ListQuery,
  column: (field: string) => string,
): Promise<{ rows: Row[]; total: number }> {
  const [counted] = await base.clone().clearSelect().clearOrder().count({ total: '*' });
  const rows = (await base
    .clone()
    .orderBy(column(list.sort.field), list.sort.order, list.sort.order === 'asc' ? 'last' : 'first')
    .offset(list.offset)
    .limit(list.limit)) as Row[];
  return { rows, total: Number((counted as { total: unknown } | undefined)?.total ?? 0) };
}

/** Answers a list page the way ra-data-simple-rest reads it. */
export function sendList(
  res: Response,
  resource: string,
  list: ListQuery,
  page: { rows: readonly unknown[]; total: number },
): void {
  const last = page.rows.length === 0 ? list.offset : list.offset + page.rows.length - 1;
  res.set('Content-Range', `${resource} ${list.offset}-${last}/${page.total}`);
  res.set('Access-Control-Expose-Headers', 'Content-Range');
  res.json(page.rows);
}
