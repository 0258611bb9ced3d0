import { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import users from '@/accounts/users';
import { authProvider } from '@/authProvider';
import { Dashboard } from '@/dashboard/Dashboard';
import { dataProvider } from '@/dataProvider';
import contactSubmissions from '@/intake/contact-submissions';
import evaluationRequests from '@/intake/evaluation-requests';
import newsletterSubscriptions from '@/intake/newsletter-subscriptions';
import { AccessDeniedNotice } from '@/layout/AccessDeniedNotice';
import { Layout } from '@/layout/Layout';
import { Toasts } from '@/layout/Toasts';
import projections from '@/operations';
import paymentSubscriptions from '@/payments/payment-subscriptions';
import payments from '@/payments/payments';
import prospects from '@/prospects';
import { theme } from '@/theme';
import youScoutBadges from '@/youscout/badges';
import youScoutComments from '@/youscout/comments';
import youScoutNominations from '@/youscout/nominations';
import { BADGES, COMMENTS, NOMINATIONS, USER_BADGES } from '@/youscout/resources';
import youScoutUserBadges from '@/youscout/user-badges';

// The auditors' pages load on first visit.
const AsOfBoard = lazy(() =>
  import('@/prospects/board/AsOfBoard').then((m) => ({ default: m.AsOfBoard })),
);
const EventLog = lazy(() => import('@/audit/EventLog').then((m) => ({ default: m.EventLog })));

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
    <Resource name="prospects" {...prospects} />
    <Resource name="evaluation-requests" {...evaluationRequests} />
    <Resource name="contact-submissions" {...contactSubmissions} />
    <Resource name="newsletter-subscriptions" {...newsletterSubscriptions} />
    <Resource name="payments" {...payments} />
    <Resource name="payment-subscriptions" {...paymentSubscriptions} />
    <Resource name="users" {...users} />
    {/* YouScout: each name is its API path (/api/admin/you-scout/...) and its address. */}
    <Resource name={NOMINATIONS} {...youScoutNominations} />
    <Resource name={COMMENTS} {...youScoutComments} />
    <Resource name={BADGES} {...youScoutBadges} />
    <Resource name={USER_BADGES} {...youScoutUserBadges} />
    <Resource name="projections" {...projections} />
    <CustomRoutes noLayout>
      {/* The retired login page's address: an admin who kept it lands on the dashboard. */}
      <Route path="/login" element={<Navigate to="/" replace />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/board" element={<AsOfBoard />} />
      <Route path="/events" element={<EventLog />} />
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
