import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, useNavigation, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RouteError } from './route-error.tsx';
import NotFoundPage from './not-found.tsx';

/** Each screen is its own chunk so the landing page stays small. Owners replace the file a route points at. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const appLayout = page(() => import('./layouts/app-layout.tsx'));
const dashboard = page(() => import('@/features/dashboard/routes/dashboard.tsx'));

function NavigationBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/10">
      <div className="h-full w-2/5 animate-progress-bar bg-primary" />
    </div>
  );
}

function Root() {
  return (
    <>
      <NavigationBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('@/features/landing/routes/landing.tsx')) },
  { path: 'pricing', lazy: page(() => import('@/features/public/routes/pricing.tsx')) },
  { path: 'faq', lazy: page(() => import('@/features/public/routes/faq.tsx')) },
  { path: 'contact', lazy: page(() => import('@/features/public/routes/contact.tsx')) },
  { path: 'privacy', lazy: page(() => import('@/features/public/routes/privacy.tsx')) },
  { path: 'terms', lazy: page(() => import('@/features/public/routes/terms.tsx')) },
  { path: '*', Component: NotFoundPage },
];

const authRoutes: RouteObject[] = [
  { path: 'auth', lazy: page(() => import('@/features/auth/routes/auth.tsx')) },
  { path: 'auth-verified', lazy: page(() => import('@/features/auth/routes/auth-verified.tsx')) },
  { path: 'onboarding', lazy: page(() => import('@/features/auth/routes/onboarding.tsx')) },
];

const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: dashboard },
  { path: 'app', lazy: dashboard },
  { path: 'app/dashboard', lazy: dashboard },
  { path: 'app/upload', lazy: page(() => import('@/features/upload/routes/upload.tsx')) },
  { path: 'app/analysis', lazy: page(() => import('@/features/analyses/routes/analyses.tsx')) },
  { path: 'app/analysis/:id', lazy: page(() => import('@/features/analysis/routes/analysis-result.tsx')) },
  { path: 'app/loan', lazy: page(() => import('@/features/loans/routes/loan-calculator.tsx')) },
  { path: 'app/loan/upload', lazy: page(() => import('@/features/loans/routes/loan-upload.tsx')) },
  { path: 'app/wallet', lazy: page(() => import('@/features/wallet/routes/wallet.tsx')) },
  { path: 'app/help', lazy: page(() => import('@/features/help/routes/help.tsx')) },
  { path: 'app/credit-reports', lazy: page(() => import('@/features/credit-reports/routes/credit-reports.tsx')) },
  {
    path: 'app/credit-reports/new',
    lazy: page(() => import('@/features/credit-reports/routes/new-credit-report.tsx')),
  },
  {
    path: 'app/credit-reports/:id',
    lazy: page(() => import('@/features/credit-reports/routes/credit-report-detail.tsx')),
  },
  { path: 'app/settings', lazy: page(() => import('@/features/settings/routes/settings.tsx')) },
  { path: 'app/profiles', lazy: page(() => import('@/features/profiles/routes/profiles.tsx')) },
  { path: 'app/goals', lazy: page(() => import('@/features/goals/routes/goals.tsx')) },
  { path: 'app/analyses', lazy: page(() => import('@/features/analyses/routes/analyses.tsx')) },
  { path: 'workspace', lazy: page(() => import('@/features/workspace/routes/workspace.tsx')) },
  { path: 'workspace/clients', lazy: page(() => import('@/features/workspace/routes/clients.tsx')) },
  { path: 'workspace/clients/new', lazy: page(() => import('@/features/workspace/routes/new-client.tsx')) },
  { path: 'workspace/clients/:id', lazy: page(() => import('@/features/workspace/routes/client-detail.tsx')) },
  { path: 'workspace/bulk', lazy: page(() => import('@/features/workspace/routes/bulk-upload.tsx')) },
  { path: 'workspace/batches/:id', lazy: page(() => import('@/features/workspace/routes/batch.tsx')) },
  { path: 'workspace/team', lazy: page(() => import('@/features/workspace/routes/team.tsx')) },
  { path: 'workspace/console', lazy: page(() => import('@/features/workspace/routes/console.tsx')) },
  { path: 'workspace/invite', lazy: page(() => import('@/features/workspace/routes/accept-invite.tsx')) },
];

const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('@/features/admin/routes/admin-dashboard.tsx')) },
  { path: 'analytics', lazy: page(() => import('@/features/admin/routes/analytics.tsx')) },
  { path: 'users', lazy: page(() => import('@/features/admin/routes/users.tsx')) },
  { path: 'users/:id', lazy: page(() => import('@/features/admin/routes/user-detail.tsx')) },
  { path: 'support', lazy: page(() => import('@/features/admin/routes/support.tsx')) },
  { path: 'settings/payments', lazy: page(() => import('@/features/admin/routes/payment-settings.tsx')) },
  { path: 'settings/ai', lazy: page(() => import('@/features/admin/routes/ai-settings.tsx')) },
  { path: 'audit', lazy: page(() => import('@/features/admin/routes/audit.tsx')) },
  { path: 'cms', lazy: page(() => import('@/features/admin/routes/cms.tsx')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      { element: <AuthLayout />, children: authRoutes },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [{ lazy: appLayout, children: signedInRoutes }],
      },
      {
        path: 'admin',
        element: (
          <RequireAuth role="admin">
            <Outlet />
          </RequireAuth>
        ),
        children: [{ lazy: appLayout, children: adminRoutes }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
