import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppLayout } from '@/app/layout/app-layout';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { ProtectedRoute } from '@/lib/auth';

/* Every page is its own chunk, so the home page never downloads the board or the profile. */
const router = createBrowserRouter([
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
      { path: 'terms-of-service', lazy: () => import('./routes/terms-of-service') },
      { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
