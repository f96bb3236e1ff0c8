import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth.tsx';

export const VERIFIED_REDIRECT_DELAY_MS = 1000;

/**
 * Landing page of the verification link (docs/product-rules.md): 'Verifying...' then 'Email Verified!'; after 1 s the session
 * decides: none → sign-in; e-mail unconfirmed → sign-up; setup complete → /app; otherwise → /onboarding; any
 * error → sign-in.
 */
export default function AuthVerifiedPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { refresh } = useAuth();
  const [phase, setPhase] = useState<'verifying' | 'verified'>('verifying');
  const started = useRef(false);
  const linkError = searchParams.get('error');

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    if (linkError) {
      toast.error('Verification link invalid', {
        description: 'This link is invalid or has expired. Sign in and we will send you a new one.',
      });
      navigate('/auth?mode=signin', { replace: true });
      return;
    }

    setPhase('verified');
    window.setTimeout(() => {
      void (async () => {
        try {
          const me = await refresh();
          if (!me) return navigate('/auth?mode=signin', { replace: true });
          if (!me.user.emailVerified) return navigate('/auth?mode=signup', { replace: true });
          if (me.profile?.setupComplete) return navigate('/app', { replace: true });
          navigate('/onboarding', { replace: true });
        } catch (error) {
          console.error('Session check after verification failed', error);
          navigate('/auth?mode=signin', { replace: true });
        }
      })();
    }, VERIFIED_REDIRECT_DELAY_MS);
  }, [linkError, navigate, refresh]);

  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="items-center py-10 text-center" aria-live="polite">
        {phase === 'verifying' ? (
          <>
            <Spinner className="mb-3 size-10" label="Verifying" />
            <CardTitle className="text-2xl">Verifying...</CardTitle>
            <CardDescription>Confirming your email address.</CardDescription>
          </>
        ) : (
          <>
            <div className="mb-3 flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
              <CheckCircle2Icon className="size-9" aria-hidden />
            </div>
            <CardTitle className="text-2xl">Email Verified!</CardTitle>
            <CardDescription className="flex items-center gap-2">
              <Spinner className="size-4" label="Redirecting" /> Taking you to your account...
            </CardDescription>
          </>
        )}
      </CardHeader>
    </Card>
  );
}
