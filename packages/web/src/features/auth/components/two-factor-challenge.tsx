import { useId, useState, type FormEvent } from 'react';
import { AlertCircleIcon, ShieldCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
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

/** Second sign-in step when two-factor is on: a code from the authenticator app, or a backup code. */
export function TwoFactorChallenge({ onRestart }: { onRestart: (message: string | null) => void }) {
  const id = useId();
  const { refresh } = useAuth();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ready = useBackup ? code.replace(/[^a-z0-9]/gi, '').length === 10 : code.length === 6;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await api.post(useBackup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp', {
        code,
      });
      toast.success('Welcome back!', { description: 'You have successfully signed in.' });
      await refresh();
    } catch (err) {
      const { message, restart } = challengeError(err);
      if (restart) onRestart(message);
      else setError(message);
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-label="Two-factor authentication">
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
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>{useBackup ? 'Backup code' : 'Authentication code'}</Label>
        {useBackup ? (
          <Input
            id={`${id}-code`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="xxxxx-xxxxx"
            maxLength={16}
            className="font-mono tracking-wider"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            disabled={submitting}
            autoFocus
          />
        ) : (
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            placeholder="000000"
            className="font-mono text-lg tracking-[0.3em]"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            disabled={submitting}
            autoFocus
          />
        )}
      </div>
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
            setUseBackup((b) => !b);
            setCode('');
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
