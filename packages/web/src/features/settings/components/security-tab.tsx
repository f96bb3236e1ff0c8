import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CopyIcon, DownloadIcon, KeyRoundIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { meQueryKey, useAuth } from '@/lib/auth.tsx';
import {
  disableTwoFactor,
  regenerateBackupCodes,
  securityQuery,
  startTwoFactor,
  twoFactorErrorMessage,
} from '../api/account.ts';
import { PasswordPromptDialog } from './password-prompt-dialog.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TwoFactorSetupForm, type TwoFactorSetup } from './two-factor-setup.tsx';

export function SecurityTab() {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}

function TwoFactorCard() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const status = useQuery(securityQuery);
  const [prompt, setPrompt] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  const afterChange = async () => {
    await queryClient.invalidateQueries({ queryKey: ['account'] });
    await refresh();
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };

  const enabled = status.data?.twoFactorEnabled ?? false;

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
          <TwoFactorSetupForm
            setup={setup}
            onCancel={() => setSetup(null)}
            onEnabled={async () => {
              toast.success('2FA Enabled', { description: 'Sign-in now asks for a code from your authenticator app.' });
              setShownCodes(setup.backupCodes);
              setSetup(null);
              await afterChange();
            }}
          />
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
