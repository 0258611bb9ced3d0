import {
  createBrowserRouter,
  type DataRouter,
  matchRoutes,
  type RouteObject,
  RouterProvider,
} from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { ProtectedRoute } from '@/lib/auth';

/* Every page is its own chunk, so the home page never downloads the board or the profile. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <MainErrorFallback />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'auth', lazy: () => import('./routes/auth') },
      { path: 'leaderboard', lazy: () => import('./routes/leaderboard') },
      {
        path: 'prospect-evaluation',
        lazy: async () => {
          const { Component } = await import('./routes/prospect-evaluation');
          return {
            Component: () => (
              <ProtectedRoute>
                <Component />
              </ProtectedRoute>
            ),
          };
        },
      },
      {
        path: 'profile',
        lazy: async () => {
          const { Component } = await import('./routes/profile');
          return {
            Component: () => (
              <ProtectedRoute>
                <Component />
              </ProtectedRoute>
            ),
          };
        },
      },
      {
        path: 'profile/family',
        lazy: async () => {
          const { Component } = await import('./routes/family');
          return {
            Component: () => (
              <ProtectedRoute>
                <Component />
              </ProtectedRoute>
            ),
          };
        },
      },
      { path: 'profile/family/consent', lazy: () => import('./routes/family-consent') },
      { path: 'terms-of-service', lazy: () => import('./routes/terms-of-service') },
      { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy') },
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
