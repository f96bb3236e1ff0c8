import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AlertCircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api.ts';
import { signInEmail } from '@/lib/auth-api.ts';
import { useAuth } from '@/lib/auth.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { TwoFactorChallenge } from './two-factor-challenge.tsx';

export const NOT_VERIFIED_MESSAGE =
  "Your email address hasn't been confirmed yet. We've sent you a new verification link — open it to finish setting up your account.";

/** Error texts of docs/product-rules.md for sign-in. */
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

/** Sign-in asks only that both fields are filled: whether they are right is the server's answer. */
const signInSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your e-mail address.').pipe(z.email('Please enter a valid e-mail address.')),
  password: z.string().min(1, 'Please enter your password.'),
});
type SignInValues = z.infer<typeof signInSchema>;

export function SignInForm({ error, onError }: { error: string | null; onError: (message: string | null) => void }) {
  const { refresh } = useAuth();
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { register, handleSubmit, formState, setValue } = form;
  const submitting = formState.isSubmitting;
  // Two-factor is on: the password was right and the server asks for a code (no session yet).
  const [challenge, setChallenge] = useState(false);

  const submit = handleSubmit(async ({ email, password }) => {
    onError(null);
    try {
      const result = await signInEmail(email, password);
      if ((result as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
        setChallenge(true);
        return;
      }
      toast.success('Welcome back!', { description: 'You have successfully signed in.' });
      // The redirect follows from the session existing (the auth page watches it).
      await refresh();
    } catch (err) {
      onError(signInErrorMessage(err));
    }
  });

  if (challenge) {
    return (
      <TwoFactorChallenge
        onRestart={(message) => {
          setChallenge(false);
          setValue('password', '');
          onError(message);
        }}
      />
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
      {error && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <FormField label="Email" error={formState.errors.email?.message}>
        {(field) => (
          <Input {...field} {...register('email')} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" disabled={submitting} />
        )}
      </FormField>
      <FormField label="Password" error={formState.errors.password?.message}>
        {(field) => <PasswordInput {...field} {...register('password')} autoComplete="current-password" placeholder="Your password" disabled={submitting} />}
      </FormField>
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
