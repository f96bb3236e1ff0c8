import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useAcceptInvite } from '../api/console.ts';

/** The invitation link: accepts once for the signed-in person, then opens the workspace. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    accept.mutate(token, { onSuccess: () => navigate('/workspace', { replace: true }) });
  }, [accept, navigate, token]);
  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <CardTitle>Workspace invitation</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!token ? (
          <p>This link is missing its invitation code.</p>
        ) : accept.isError ? (
          <>
            <p className="text-destructive" data-testid="invite-error">
              {errorMessage(accept.error)}
            </p>
            <Button asChild variant="outline">
              <Link to="/app">Go to dashboard</Link>
            </Button>
          </>
        ) : (
          <p className="flex items-center gap-2">
            <Spinner /> Joining the workspace…
          </p>
        )}
      </CardContent>
    </Card>
  );
}
