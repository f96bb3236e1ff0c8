import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { accountPasswordBodySchema } from '@nairalens/core/api/account.ts';
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
import { FormField } from '@/components/ui/form-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';

// The server's own rule for a re-entered password (core/api/account.ts).
const schema = z.object({ password: accountPasswordBodySchema.shape.password });

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
  const form = useForm<{ password: string }>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const password = form.watch('password');
  const busy = form.formState.isSubmitting;
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      form.reset();
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await onConfirm(v.password);
      form.reset();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

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
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
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
          <FormField label="Password" error={form.formState.errors.password?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                {...form.register('password')}
                autoComplete="current-password"
                disabled={busy}
                autoFocus
              />
            )}
          </FormField>
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
