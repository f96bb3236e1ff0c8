import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { fromStatePath } from '@/lib/navigation.ts';
import { CheckYourEmail } from '../components/check-email.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { EMPTY_SIGN_UP, SignUpForm, type SignUpValues } from '../components/sign-up-form.tsx';

type Mode = 'signin' | 'signup';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="tablist"], [role="listbox"], [role="menu"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function AuthPage() {
  const { status } = useAuth();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'signup' ? 'signup' : 'signin';
  const referralCode = searchParams.get('ref')?.trim() || null;

  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [signUpValues, setSignUpValues] = useState<SignUpValues>(EMPTY_SIGN_UP);

  const switchTo = useCallback(
    (next: Mode) => {
      if (next === mode) return;
      setError(null);
      setSentTo(null);
      const params = new URLSearchParams(searchParams);
      params.set('mode', next);
      // Keep ?ref= and the remembered origin while switching tabs.
      setSearchParams(params, { replace: true, state: location.state });
    },
    [mode, searchParams, setSearchParams, location.state],
  );

  // Left and right arrow keys switch tabs (the tab list itself handles them when focused).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      if (isTypingTarget(e.target)) return;
      switchTo(e.key === 'ArrowLeft' ? 'signin' : 'signup');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [switchTo]);

  if (status === 'authenticated') {
    return <Navigate to={fromStatePath(location.state) ?? '/app'} replace />;
  }
  if (status === 'loading') return <PageSpinner />;

  return (
    <div className={mode === 'signup' && !sentTo ? 'w-full max-w-lg' : 'w-full max-w-md'}>
      <Link
        to="/"
        className="mb-4 inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeftIcon className="size-4" /> Back to Homepage
      </Link>
      <Card className="shadow-lg">
        {mode === 'signup' && sentTo ? (
          // Keyed by address: a new sign-up starts its own resend countdown.
          <CheckYourEmail key={sentTo} email={sentTo} onBack={() => setSentTo(null)} />
        ) : (
          <>
            <CardHeader className="text-center">
              <CardTitle className="text-2xl">{mode === 'signin' ? 'Welcome back' : 'Create your account'}</CardTitle>
              <CardDescription>
                {mode === 'signin'
                  ? 'Sign in to see your financial insights.'
                  : 'Start with 1 free trial token. No bank connection needed.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs value={mode} onValueChange={(v) => switchTo(v as Mode)}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="mt-6">
                  <SignInForm error={mode === 'signin' ? error : null} onError={setError} />
                </TabsContent>
                <TabsContent value="signup" className="mt-6">
                  <SignUpForm
                    values={signUpValues}
                    onValuesChange={setSignUpValues}
                    referralCode={referralCode}
                    error={mode === 'signup' ? error : null}
                    onError={setError}
                    onSent={setSentTo}
                  />
                </TabsContent>
              </Tabs>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
