import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { PAGES, RESOURCES } from '@/areas';
import { authProvider } from '@/authProvider';
import { Dashboard } from '@/dashboard/Dashboard';
import { dataProvider } from '@/dataProvider';
import { AccessDeniedNotice } from '@/layout/AccessDeniedNotice';
import { Layout } from '@/layout/Layout';
import { Toasts } from '@/layout/Toasts';
import { theme } from '@/theme';

// Mutations never retry; reads do not refetch on focus (document 2 §9), nor retry a failure.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const BackOffice = () => (
  <Admin
    title="NOLA Sports back office"
    dataProvider={dataProvider}
    authProvider={authProvider}
    queryClient={queryClient}
    dashboard={Dashboard}
    // One sign-in page for the whole site: the public site's /auth (see authProvider).
    loginPage={false}
    layout={Layout}
    notification={Toasts}
    theme={theme}
    requireAuth
    disableTelemetry
  >
    {/* The areas' resources (src/areas.ts): each name is its API path and its address. */}
    {RESOURCES.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
    <CustomRoutes noLayout>
      {/* The retired login page's address: an admin who kept it lands on the dashboard. */}
      <Route path="/login" element={<Navigate to="/" replace />} />
    </CustomRoutes>
    <CustomRoutes>
      {PAGES.map(({ path, component: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </CustomRoutes>
  </Admin>
);

/**
 * The back office lives under /admin (the server's SPA fallback), so deep links such as
 * /admin/prospects/{id}/history load directly; the router's basename prefixes every link.
 */
export const App = () => (
  <BrowserRouter basename="/admin">
    <AccessDeniedNotice />
    <BackOffice />
  </BrowserRouter>
);
