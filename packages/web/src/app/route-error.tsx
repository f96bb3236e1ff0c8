import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AlertTriangleIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import NotFoundPage from './not-found.tsx';

/** Last-resort boundary: a failed lazy chunk (e.g. after a deploy) or a render error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangleIcon className="size-7" aria-hidden />
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">This page could not be displayed. Reloading usually fixes it.</p>
        <div className="mt-6 flex gap-2">
          <Button onClick={() => window.location.reload()}>
            <RefreshCwIcon /> Reload
          </Button>
          <Button asChild variant="outline">
            <Link to="/" reloadDocument>
              Go home
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
