import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertCircleIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';

/**
 * Re-authentication: asks for the account password before a sensitive change (two-factor settings, account
 * deletion). A destructive confirmation is an alert dialog, which screen readers announce as such.
 */
export function PasswordPromptDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
  errorMessage,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Resolves when done; throws to show the error and keep the dialog open. */
  onConfirm: (password: string) => Promise<void>;
  errorMessage: (error: unknown) => string;
  children?: ReactNode;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
      setPassword('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const ui = destructive
    ? {
        Root: AlertDialog,
        Content: AlertDialogContent,
        Header: AlertDialogHeader,
        Title: AlertDialogTitle,
        Description: AlertDialogDescription,
        Footer: AlertDialogFooter,
      }
    : {
        Root: Dialog,
        Content: DialogContent,
        Header: DialogHeader,
        Title: DialogTitle,
        Description: DialogDescription,
        Footer: DialogFooter,
      };

  return (
    <ui.Root open={open} onOpenChange={close}>
      <ui.Content className="sm:max-w-md">
        <form onSubmit={(e) => void submit(e)} className="grid gap-4">
          <ui.Header>
            <ui.Title>{title}</ui.Title>
            <ui.Description>{description}</ui.Description>
          </ui.Header>
          {children}
          {error && (
            <Alert variant="destructive">
              <AlertCircleIcon />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={busy}
              autoFocus
              required
            />
          </div>
          <ui.Footer>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={!password || busy}>
              {busy && <Spinner className="size-4 text-current" label="Checking" />}
              {confirmLabel}
            </Button>
          </ui.Footer>
        </form>
      </ui.Content>
    </ui.Root>
  );
}
