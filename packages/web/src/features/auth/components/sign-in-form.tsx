import { useId, useState, type FormEvent } from 'react';
import { AlertCircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api.ts';
import { signInEmail } from '@/lib/auth-api.ts';
import { useAuth } from '@/lib/auth.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { TwoFactorChallenge } from './two-factor-challenge.tsx';

export const NOT_VERIFIED_MESSAGE =
  "Your email address hasn't been confirmed yet. We've sent you a new verification link — open it to finish setting up your account.";

/** Error texts of spec §8 for sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'EMAIL_NOT_VERIFIED') return NOT_VERIFIED_MESSAGE;
    if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || /invalid/i.test(error.message)) {
      return 'Invalid email or password. Please try again.';
    }
    return error.message || 'An error occurred during sign in';
  }
  if (error instanceof Error && error.message) {
    return /invalid/i.test(error.message) ? 'Invalid email or password. Please try again.' : error.message;
  }
  return 'An error occurred during sign in';
}

export function SignInForm({ error, onError }: { error: string | null; onError: (message: string | null) => void }) {
  const id = useId();
  const { refresh } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Two-factor is on: the password was right and the server asks for a code (no session yet).
  const [challenge, setChallenge] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    onError(null);
    setSubmitting(true);
    try {
      const result = await signInEmail(email.trim(), password);
      if ((result as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
        setChallenge(true);
        return;
      }
      toast.success('Welcome back!', { description: 'You have successfully signed in.' });
      // The redirect follows from the session existing (the auth page watches it).
      await refresh();
    } catch (err) {
      onError(signInErrorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge) {
    return (
      <TwoFactorChallenge
        onRestart={(message) => {
          setChallenge(false);
          setPassword('');
          onError(message);
        }}
      />
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate={false}>
      {error && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={submitting}
        />
      </div>
      <Button type="submit" size="lg" variant="hero" disabled={submitting} className="mt-2 w-full">
        {submitting ? (
          <>
            <Spinner className="size-4 text-current" label="Signing in" /> Signing in...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </form>
  );
}
