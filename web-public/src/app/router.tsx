import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  matchRoutes,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { NOT_FOUND_PAGE, PAGES, type Page, type PagePath, spellingsOf } from '@/app/route-table';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { ProtectedRoute } from '@/lib/auth';

type RouteModule = { Component: ComponentType };

/*
 * Every route module, by its file: the app's (src/app/routes) and each feature's (its routes/),
 * each its own chunk, so the home page never downloads the board or the profile.
 */
const MODULES = import.meta.glob<RouteModule>([
  '/src/app/routes/*.tsx',
  '/src/features/*/routes/*.tsx',
  '!**/*.test.tsx',
]);

/** The loader of a page's route module; the table naming a module that is not there fails here. */
function moduleOf(page: Page): () => Promise<RouteModule> {
  const load = MODULES[`/${page.source}`];
  if (!load) throw new Error(`router: no route module ${page.source} for ${page.module}`);
  return load;
}

/**
 * A page of the route table (route-table.ts), behind the signed-in guard where it says so: one
 * route for each spelling of its path (`/you-scout/...` and `/youscout/...`).
 */
function pageRoutes(path: PagePath): RouteObject[] {
  const load = moduleOf(PAGES[path]);
  const lazy = async () => {
    const { Component } = await load();
    if ('admin' in PAGES[path]) {
      const { AdminRoute } = await import('@/lib/admin-route');
      return {
        Component: () => (
          <AdminRoute>
            <Component />
          </AdminRoute>
        ),
      };
    }
    if (!('signedIn' in PAGES[path])) return { Component };
    return {
      Component: () => (
        <ProtectedRoute>
          <Component />
        </ProtectedRoute>
      ),
    };
  };
  if (path === '/') return [{ index: true, lazy }];
  return spellingsOf(path).map((spelled) => ({ path: spelled.slice(1), lazy }));
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <MainErrorFallback />,
    children: [
      ...(Object.keys(PAGES) as PagePath[]).flatMap(pageRoutes),
      { path: '*', lazy: moduleOf(NOT_FOUND_PAGE) },
    ],
  },
];

/**
 * The browser's router, once the chunks of the routes the address matches have loaded. A router
 * whose first match is still lazy renders nothing until it resolves, which would wipe a page
 * prerendered into the HTML (build-tools/prerender.ts) instead of hydrating it.
 */
export async function createAppRouter(): Promise<DataRouter> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

export const AppRouter = ({ router }: { router: DataRouter }) => <RouterProvider router={router} />;
