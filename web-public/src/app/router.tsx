import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  matchRoutes,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { PAGES, type PagePath, spellingsOf } from '@/app/route-table';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { ProtectedRoute } from '@/lib/auth';

type RouteModule = { Component: ComponentType };

/* Every page is its own chunk, so the home page never downloads the board or the profile. */
const MODULES: Record<PagePath, () => Promise<RouteModule>> = {
  '/': () => import('./routes/home'),
  '/auth': () => import('./routes/auth'),
  '/leaderboard': () => import('./routes/leaderboard'),
  '/prospect-evaluation': () => import('./routes/prospect-evaluation'),
  '/profile': () => import('./routes/profile'),
  '/profile/family': () => import('./routes/family'),
  '/profile/family/consent': () => import('./routes/family-consent'),
  '/profile/family/card-check': () => import('./routes/family-card-check'),
  '/terms-of-service': () => import('./routes/terms-of-service'),
  '/privacy-policy': () => import('./routes/privacy-policy'),
  '/you-scout': () => import('./routes/you-scout'),
  '/you-scout/leaderboard': () => import('./routes/you-scout-leaderboard'),
  '/you-scout/nomination/:id': () => import('./routes/you-scout-nomination'),
  '/you-scout/admin': () => import('./routes/you-scout-back-office'),
  '/you-scout/actual-admin': () => import('./routes/you-scout-back-office'),
  // YouScout's forms and the sign-in test pages (issue 23).
  '/you-scout/nominate': () => import('./routes/you-scout-nominate'),
  '/you-scout/my-nominations': () => import('./routes/you-scout-my-nominations'),
  '/you-scout/login-test': () => import('./routes/you-scout-login-test'),
  '/test-login': () => import('./routes/login-test'),
  '/admin-login': () => import('./routes/admin-login'),
  '/you-scout/removal': () => import('./routes/you-scout-removal'),
};

/**
 * A page of the route table (route-table.ts), behind the signed-in guard where it says so: one
 * route for each spelling of its path (`/you-scout/...` and `/youscout/...`).
 */
function pageRoutes(path: PagePath): RouteObject[] {
  const lazy = async () => {
    const { Component } = await MODULES[path]();
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
      { path: '*', lazy: () => import('./routes/not-found') },
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
