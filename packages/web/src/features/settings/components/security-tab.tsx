import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { CopyIcon, DownloadIcon, KeyRoundIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { meQueryKey, useAuth } from '@/lib/auth.tsx';
import {
  confirmTwoFactor,
  disableTwoFactor,
  groupSecret,
  regenerateBackupCodes,
  secretFromTotpUri,
  securityQuery,
  startTwoFactor,
  twoFactorErrorMessage,
} from '../api/account.ts';
import { PasswordPromptDialog } from './password-prompt-dialog.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

export function SecurityTab() {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}

type Setup = { totpURI: string; backupCodes: string[] };

function TwoFactorCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const status = useQuery(securityQuery);
  const [prompt, setPrompt] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!setup) return setQr(null);
    let alive = true;
    QRCode.toDataURL(setup.totpURI, { margin: 1, width: 208, errorCorrectionLevel: 'M' })
      .then((url) => alive && setQr(url))
      .catch(() => alive && setQr(null));
    return () => {
      alive = false;
    };
  }, [setup]);

  const afterChange = async () => {
    await queryClient.invalidateQueries({ queryKey: ['account'] });
    await refresh();
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };

  const verify = useMutation({
    mutationFn: () => confirmTwoFactor(code),
    onSuccess: async () => {
      toast.success('2FA Enabled', { description: 'Sign-in now asks for a code from your authenticator app.' });
      setShownCodes(setup?.backupCodes ?? null);
      setSetup(null);
      setCode('');
      setCodeError(null);
      await afterChange();
    },
    onError: (error) => setCodeError(twoFactorErrorMessage(error)),
  });

  const enabled = status.data?.twoFactorEnabled ?? false;
  const secret = setup ? secretFromTotpUri(setup.totpURI) : '';

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <ShieldCheckIcon className="size-5 text-primary" aria-hidden /> Two-Factor Authentication
          </CardTitle>
          {status.isPending ? (
            <Skeleton className="h-5 w-20" />
          ) : (
            <Badge variant={enabled ? 'default' : 'secondary'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>
          )}
        </div>
        <CardDescription>
          Add a second step to sign-in: a 6-digit code from an authenticator app such as Google Authenticator, Microsoft
          Authenticator or 1Password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {shownCodes ? (
          <BackupCodes codes={shownCodes} onDone={() => setShownCodes(null)} />
        ) : setup ? (
          <form
            className="grid gap-5 rounded-lg border bg-muted/30 p-4 sm:grid-cols-[auto_1fr] sm:gap-6"
            onSubmit={(e) => {
              e.preventDefault();
              if (code.length === 6) verify.mutate();
            }}
          >
            <div className="mx-auto flex size-[13.5rem] items-center justify-center rounded-lg bg-white p-2 shadow-sm">
              {qr ? (
                <img src={qr} alt="QR code to scan with your authenticator app" className="size-[13rem]" />
              ) : (
                <Spinner label="Drawing the QR code" />
              )}
            </div>
            <div className="grid content-start gap-4">
              <div className="grid gap-1">
                <p className="text-sm font-medium">Scan the QR code with your authenticator app.</p>
                <p className="text-sm text-muted-foreground">Or enter this code manually</p>
                <code
                  data-testid="totp-secret"
                  data-secret={secret}
                  className="w-fit select-all rounded-md border bg-background px-3 py-2 font-mono text-sm tracking-wider break-all"
                >
                  {groupSecret(secret)}
                </code>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-code`}>6-digit code</Label>
                <Input
                  id={`${id}-code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  placeholder="000000"
                  className="w-40 font-mono text-lg tracking-[0.3em]"
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
                    setCodeError(null);
                  }}
                  aria-invalid={Boolean(codeError)}
                  aria-describedby={codeError ? `${id}-code-error` : undefined}
                  disabled={verify.isPending}
                  autoFocus
                />
                {codeError && (
                  <p id={`${id}-code-error`} role="alert" className="text-sm text-destructive">
                    {codeError}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={code.length !== 6 || verify.isPending}>
                  {verify.isPending && <Spinner className="size-4 text-current" label="Verifying" />}
                  Verify &amp; Enable
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setSetup(null);
                    setCode('');
                    setCodeError(null);
                  }}
                  disabled={verify.isPending}
                >
                  Cancel
                </Button>
              </div>
            </div>
          </form>
        ) : enabled ? (
          <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm">
              <p className="font-medium">Two-factor sign-in is on.</p>
              <p className="text-muted-foreground">
                {status.data?.backupCodesRemaining === null || status.data?.backupCodesRemaining === undefined
                  ? 'Keep your backup codes somewhere safe.'
                  : `${status.data.backupCodesRemaining} of 10 backup codes left.`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setPrompt('codes')}>
                <KeyRoundIcon /> New backup codes
              </Button>
              <Button variant="destructive" onClick={() => setPrompt('disable')}>
                <ShieldOffIcon /> Disable
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Two-factor sign-in is off. Anyone with your password can sign in.
            </p>
            <Button onClick={() => setPrompt('enable')} disabled={status.isPending}>
              <ShieldCheckIcon /> Enable 2FA
            </Button>
          </div>
        )}
      </CardContent>

      <PasswordPromptDialog
        open={prompt === 'enable'}
        onOpenChange={(o) => !o && setPrompt(null)}
        title="Confirm your password"
        description="For your security, enter your password to set up two-factor authentication."
        confirmLabel="Continue"
        errorMessage={twoFactorErrorMessage}
        onConfirm={async (password) => {
          const result = await startTwoFactor(password);
          setSetup(result);
          setPrompt(null);
          toast('2FA Setup', { description: 'Scan the QR code with your authenticator app.' });
        }}
      />
      <PasswordPromptDialog
        open={prompt === 'disable'}
        onOpenChange={(o) => !o && setPrompt(null)}
        title="Disable two-factor authentication?"
        description="Signing in will need only your password. Enter your password to confirm."
        confirmLabel="Disable"
        destructive
        errorMessage={twoFactorErrorMessage}
        onConfirm={async (password) => {
          await disableTwoFactor(password);
          setPrompt(null);
          toast('2FA Disabled', { description: 'Sign-in now needs only your password.' });
          await afterChange();
        }}
      />
      <PasswordPromptDialog
        open={prompt === 'codes'}
        onOpenChange={(o) => !o && setPrompt(null)}
        title="Make new backup codes"
        description="Your old backup codes will stop working. Enter your password to continue."
        confirmLabel="Make new codes"
        errorMessage={twoFactorErrorMessage}
        onConfirm={async (password) => {
          const { backupCodes } = await regenerateBackupCodes(password);
          setPrompt(null);
          setShownCodes(backupCodes);
          void queryClient.invalidateQueries({ queryKey: securityQuery.queryKey });
        }}
      />
    </Card>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `NairaLens backup codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="grid gap-4 rounded-lg border border-highlight/40 bg-highlight/10 p-4" data-testid="backup-codes">
      <div className="grid gap-1">
        <p className="font-medium">Save your backup codes</p>
        <p className="text-sm text-muted-foreground">
          If you lose your phone, each of these codes lets you sign in once. They are shown only now: copy or download
          them and keep them somewhere safe.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" aria-label="Backup codes">
        {codes.map((c) => (
          <li key={c} className="rounded-md border bg-background px-2 py-1.5 text-center tracking-wide">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => toast.success('Copied!', { description: 'Your backup codes are on the clipboard.' }))
              .catch(() => toast.error('Error', { description: 'Could not copy. Please download the codes instead.' }))
          }
        >
          <CopyIcon /> Copy
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
            const a = document.createElement('a');
            a.href = url;
            a.download = 'nairalens-backup-codes.txt';
            a.click();
            URL.revokeObjectURL(url);
          }}
        >
          <DownloadIcon /> Download
        </Button>
        <Button type="button" onClick={onDone}>
          I&apos;ve saved them
        </Button>
      </div>
    </div>
  );
}
