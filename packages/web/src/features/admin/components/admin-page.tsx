import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldAlertIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { ApiError, errorMessage } from '@/lib/api.ts';

/**
 * Frame of every admin screen (the breadcrumbs above lead back): the title and the two-factor rule. The server refuses admin APIs to an
 * admin without two-factor sign-in; the page says so up front and links to where it is turned on.
 */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { user } = useAuth();
  return (
    <div className="min-w-0">
      <PageHeader title={title} description={description} actions={actions} />
      {user && user.twoFactorEnabled === false ? <TwoFactorRequired /> : children}
    </div>
  );
}

export function TwoFactorRequired() {
  return (
    <Alert variant="warning">
      <ShieldAlertIcon aria-hidden />
      <AlertTitle>Turn on two-factor sign-in to use the admin area</AlertTitle>
      <AlertDescription>
        <p>Admin accounts can change wallets, roles and content, so they need a second step at sign-in.</p>
        <Button asChild size="sm" className="mt-2">
          <Link to="/app/settings?tab=security">Open Security settings</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** A failed admin request: the two-factor notice when that is the reason, the server's sentence otherwise. */
export function AdminError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED') return <TwoFactorRequired />;
  return (
    <Alert variant="destructive">
      <AlertDescription>{errorMessage(error)}</AlertDescription>
    </Alert>
  );
}
