import type { IRoute, RequestHandler, Router } from 'express';
import type { Operation } from './openapi';

/** A documented call's path parameters are `:name`s, each one string (no wildcards). */
type Handler = RequestHandler<Record<string, string>>;

/** The routes `route` made: the route table tells a bound call from one written by hand. */
const bound = new WeakSet<IRoute>();

/**
 * Binds handlers to a documented call. The call's method and path are written once, in its
 * area's `openapi.ts`; the router names the operation, so the route and its entry in the API
 * document cannot drift apart. Handlers run in order, as Express runs them (a guard, an upload
 * parser, then the handler).
 */
export function route(
  router: Router,
  operation: Operation,
  ...handlers: [Handler, ...Handler[]]
): void {
  const declared = router.route(operation.path);
  declared[operation.method](...handlers);
  bound.add(declared);
}

/** Whether an Express route was declared by `route` (for the route table's check). */
export const isBoundRoute = (declared: object): boolean => bound.has(declared as IRoute);
