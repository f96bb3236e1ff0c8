import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { NotFoundContent } from './not-found.tsx';
import { PublicHeader } from './layouts/public-header.tsx';
import type { FromState } from '@/lib/navigation.ts';

/**
 * Signed-in routes: a spinner while the session resolves, /auth (with the origin remembered) when signed out, and
 * the not-found page when a required role is missing (the server checks the role too).
 */
export function RequireAuth({ children, role }: { children: ReactNode; role?: 'admin' }) {
  const { status, user } = useAuth();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <PageSpinner label="Checking your session" />
      </div>
    );
  }
  if (status === 'unauthenticated' || !user) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (role && user.role !== role) {
    return (
      <div className="flex min-h-dvh flex-col">
        <PublicHeader />
        <main id="main" className="flex-1 px-4">
          <NotFoundContent />
        </main>
      </div>
    );
  }
  return <>{children}</>;
}
