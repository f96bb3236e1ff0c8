import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AlertCircleIcon, ShieldCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.tsx';

function challengeError(error: unknown): { message: string; restart: boolean } {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_CODE')
      return { message: 'That code is not correct. Please try again.', restart: false };
    if (error.code === 'INVALID_BACKUP_CODE') {
      return { message: 'That backup code is not correct, or it has been used already.', restart: false };
    }
    if (error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
      return { message: 'Too many attempts. Please sign in again.', restart: true };
    if (error.code === 'INVALID_TWO_FACTOR_COOKIE')
      return { message: 'This sign-in has expired. Please sign in again.', restart: true };
    if (error.code === 'ACCOUNT_TEMPORARILY_LOCKED') {
      return { message: 'Too many incorrect codes. Please wait 15 minutes, then sign in again.', restart: true };
    }
    return { message: error.message, restart: false };
  }
  return { message: 'An error occurred during sign in', restart: false };
}

/** An authenticator code is 6 digits; a backup code is 10 letters or digits (its dash is optional). */
const challengeSchema = z
  .object({ backup: z.boolean(), code: z.string() })
  .refine((v) => (v.backup ? v.code.replace(/[^a-z0-9]/gi, '').length === 10 : /^\d{6}$/.test(v.code)), {
    path: ['code'],
    message: 'Enter the whole code.',
  });
type ChallengeValues = z.infer<typeof challengeSchema>;

/** Second sign-in step when two-factor is on: a code from the authenticator app, or a backup code. */
export function TwoFactorChallenge({ onRestart }: { onRestart: (message: string | null) => void }) {
  const { refresh } = useAuth();
  const form = useForm<ChallengeValues>({
    resolver: zodResolver(challengeSchema),
    defaultValues: { backup: false, code: '' },
  });
  const { handleSubmit, formState, setValue, watch, reset } = form;
  const [error, setError] = useState<string | null>(null);
  const useBackup = watch('backup');
  const code = watch('code');
  const submitting = formState.isSubmitting;
  // Verify stays off until the code is whole, so a half-typed code is never sent.
  const ready = challengeSchema.safeParse({ backup: useBackup, code }).success;

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await api.post(values.backup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', {
        code: values.code,
      });
      toast.success('Welcome back!', { description: 'You have successfully signed in.' });
      await refresh();
    } catch (err) {
      const { message, restart } = challengeError(err);
      if (restart) onRestart(message);
      else setError(message);
      setValue('code', '');
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Two-factor authentication" noValidate>
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <ShieldCheckIcon className="size-5" aria-hidden />
        </div>
        <div className="grid gap-1">
          <p className="font-medium">Two-factor authentication</p>
          <p className="text-sm text-muted-foreground">
            {useBackup
              ? 'Enter one of your backup codes. Each code works once.'
              : 'Enter the 6-digit code from your authenticator app.'}
          </p>
        </div>
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <FormField label={useBackup ? 'Backup code' : 'Authentication code'} error={formState.errors.code?.message}>
        {(field) =>
          useBackup ? (
            <Input
              {...field}
              key="backup"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="xxxxx-xxxxx"
              maxLength={16}
              className="font-mono tracking-wider"
              value={code}
              onChange={(e) => setValue('code', e.target.value)}
              disabled={submitting}
              autoFocus
            />
          ) : (
            <Input
              {...field}
              key="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              placeholder="000000"
              className="font-mono text-lg tracking-[0.3em]"
              value={code}
              onChange={(e) => setValue('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
              disabled={submitting}
              autoFocus
            />
          )
        }
      </FormField>
      <Button type="submit" size="lg" variant="hero" disabled={!ready || submitting} className="w-full">
        {submitting ? <Spinner className="size-4 text-current" label="Verifying" /> : null}
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            reset({ backup: !useBackup, code: '' });
            setError(null);
          }}
        >
          {useBackup ? 'Use your authenticator app' : 'Use a backup code instead'}
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto p-0 text-muted-foreground"
          onClick={() => onRestart(null)}
        >
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
