import { type Request, type Response, Router } from 'express';
import type { Knex } from 'knex';
import type { AppContext } from '../core/context';
import { DomainError, ValidationFailed } from '../core/errors';
import { requireAdmin } from '../core/http/auth';
import type { Operation } from '../core/http/openapi';
import { route } from '../core/http/route';
import {
  containsPattern,
  fetchPage,
  idsFilter,
  parseListQuery,
  sendList,
} from '../core/http/simple-rest';
import { isUuid } from '../core/ids';

/** A filter beyond `q` and `id`: narrows the query by the filter's value, or throws a 400. */
export type ExtraFilter = (query: Knex.QueryBuilder, value: unknown) => void;

/** A read table served to the back office in the ra-data-simple-rest dialect. */
export type AdminResource<Row extends object> = {
  /** The resource name in the path and in Content-Range. */
  name: string;
  /** What one record is called in messages. */
  label: string;
  table: string;
  /** API field → column, for sorting. */
  columns: Record<string, string>;
  /** The sortable fields that hold text: sorted ignoring case, as staff would expect. */
  textColumns?: readonly string[];
  /** The text columns `filter.q` searches, case-insensitively. */
  search: readonly string[];
  filters?: Record<string, ExtraFilter>;
  /** Narrows a list that names no ids and does not use this filter (e.g. current subscribers). */
  defaultFilter?: { name: string; apply: (query: Knex.QueryBuilder) => void };
  toRecord(row: Row): object;
  /** The record's revision as an ETag, for the If-Match of an edit. */
  etag?(row: Row): string;
};

function applyFilters<Row extends object>(
  query: Knex.QueryBuilder,
  filter: Record<string, unknown>,
  resource: AdminResource<Row>,
): void {
  const extra = resource.filters ?? {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      if (typeof value !== 'string') throw new ValidationFailed({ filter: 'q must be text' });
      const text = value.trim();
      if (text === '') continue;
      query.where((q) => {
        for (const column of resource.search) q.orWhereILike(column, containsPattern(text));
      });
    } else if (key === 'id') {
      // getMany: ids that cannot exist are simply not found.
      query.whereIn('id', idsFilter(filter) ?? []);
    } else if (Object.hasOwn(extra, key) && extra[key]) {
      extra[key](query, value);
    } else {
      const known = ['q', 'id', ...Object.keys(extra)].join(', ');
      throw new ValidationFailed({ filter: `Cannot filter by ${key}; filters: ${known}` });
    }
  }
  const fallback = resource.defaultFilter;
  if (fallback && filter.id === undefined && filter[fallback.name] === undefined) {
    fallback.apply(query);
  }
}

export async function findRecord<Row extends object>(
  ctx: AppContext,
  resource: AdminResource<Row>,
  id: string,
): Promise<Row> {
  const row = isUuid(id) ? await ctx.knex(resource.table).where({ id }).first() : undefined;
  if (!row) throw new DomainError(`There is no ${resource.label} with id ${id}`, 404);
  return row as Row;
}

export const methodNotAllowed =
  (allow: string, message: string) =>
  (req: Request, res: Response): void => {
    res.set('Allow', allow);
    res.status(405).json({ message: `${message}; ${req.method} is not allowed here` });
  };

/**
 * The admin-only router of one resource: list and one record, bound from their documented
 * operations (`list` at the resource's path, `read` at its `/:id`), so the router is mounted at
 * the root. `extend` adds writes before the remaining methods are answered 405.
 */
export function adminResource<Row extends object>(
  ctx: AppContext,
  resource: AdminResource<Row>,
  options: {
    operations: { list: Operation; read: Operation };
    readOnlyMessage: string;
    itemMethods?: string;
    extend?: (router: Router) => void;
  },
): Router {
  const { list: listOperation, read: readOperation } = options.operations;
  const router = Router();
  router.use(listOperation.path, requireAdmin);

  route(router, listOperation, async (req, res) => {
    const list = parseListQuery(req.query, {
      sortable: Object.keys(resource.columns),
      defaultSort: ['createdAt', 'desc'],
    });
    const query = ctx.knex(resource.table).select('*');
    applyFilters(query, list.filter, resource);
    let sortBy = resource.columns[list.sort.field] ?? 'id';
    if (resource.textColumns?.includes(list.sort.field)) {
      query.select(ctx.knex.raw('lower(??) as sort_key', [sortBy]));
      sortBy = 'sort_key';
    }
    const page = await fetchPage<Row>(query, list, () => sortBy);
    sendList(res, resource.name, list, {
      rows: page.rows.map((row) => resource.toRecord(row)),
      total: page.total,
    });
  });

  route(router, readOperation, async (req, res) => {
    const row = await findRecord(ctx, resource, String(req.params.id));
    if (resource.etag) res.set('ETag', resource.etag(row));
    res.json(resource.toRecord(row));
  });

  options.extend?.(router);
  router.all(listOperation.path, methodNotAllowed('GET', options.readOnlyMessage));
  router.all(
    readOperation.path,
    methodNotAllowed(options.itemMethods ?? 'GET', options.readOnlyMessage),
  );
  return router;
}
