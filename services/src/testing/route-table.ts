import type { RequestHandler } from 'express';
import { projectionControl } from '../../../projections/src/runner/control';
import { buildApp } from '../composition/app';
import { isBoundRoute } from '../core/http/route';
import type { TestServer } from './test-server';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call as the app routes it, e.g. `POST /api/prospects/:id/vote`; `bound` when the
 * route was declared from its documented operation (core/http/route.ts).
 */
export type Route = { method: Method; path: string; key: string; bound: boolean };

/** What the walk reads of Express 5's router (router 2.x): each layer's own path and handler. */
type Layer = {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle: { stack?: Layer[] };
};

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const join = (prefix: string, path: string) =>
  path === '/' || path === '' ? prefix : `${prefix}${path}`.replace(/\/+$/, '');

function walk(stack: readonly Layer[], prefix: string, found: Route[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = [layer.route.path].flat() as string[];
      // `_all` routes are the 405 answers for methods a resource lacks, not calls of their own.
      if (layer.route.methods._all) continue;
      for (const path of paths) {
        for (const method of METHODS) {
          if (!layer.route.methods[method.toLowerCase()]) continue;
          const full = join(prefix, path);
          found.push({
            method,
            path: full,
            key: `${method} ${full}`,
            bound: isBoundRoute(layer.route),
          });
        }
      }
    } else if (layer.handle.stack) {
      const paths = [layer.rawPath ?? '/'].flat() as string[];
      for (const path of paths) walk(layer.handle.stack, join(prefix, path), found);
    }
  }
}

/**
 * Every API call the running code defines, read from the app's own router, so a route added
 * tomorrow shows up here without anyone listing it. The app is built on the test server's
 * context (building serves nothing and starts nothing).
 */
export function apiRoutes(server: TestServer): Route[] {
  const passThrough: RequestHandler = (_req, _res, next) => next();
  const app = buildApp(server.ctx, passThrough, projectionControl(server.runner));
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const api = root.find((layer) => layer.rawPath === '/api' && layer.handle.stack);
  if (!api?.handle.stack) throw new Error('buildApp mounts no router at /api');
  const found: Route[] = [];
  walk(api.handle.stack, '/api', found);
  // A path can be reached through two mounts; each call once.
  return [...new Map(found.map((route) => [route.key, route])).values()];
}

/** A path with its `:params` filled in (each value URL-encoded). */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });

export const isStateChanging = (route: Route) => route.method !== 'GET';
