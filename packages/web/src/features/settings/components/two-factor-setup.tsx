import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import QRCode from 'qrcode';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { confirmTwoFactor, groupSecret, secretFromTotpUri, twoFactorErrorMessage } from '../api/account.ts';

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** An authenticator code is 6 digits; the field keeps only digits, so anything else is simply not yet whole. */
const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the whole code.') });
type CodeValues = z.infer<typeof codeSchema>;

/** The QR code (or the secret to type in) and the first code from the app, which turns two-factor sign-in on. */
export function TwoFactorSetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: () => Promise<void>;
  onCancel: () => void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  // Errors show on submit only: a half-typed code is not an error, and Verify stays off until it is whole.
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const code = form.watch('code');

  useEffect(() => {
    let alive = true;
    QRCode.toDataURL(setup.totpURI, { margin: 1, width: 208, errorCorrectionLevel: 'M' })
      .then((url) => alive && setQr(url))
      .catch(() => alive && setQr(null));
    return () => {
      alive = false;
    };
  }, [setup]);

  const verify = useMutation({
    mutationFn: (values: CodeValues) => confirmTwoFactor(values.code),
    onSuccess: onEnabled,
    onError: (error) => form.setError('code', { message: twoFactorErrorMessage(error) }),
  });
  const submit = form.handleSubmit((values) => verify.mutate(values));
  const secret = secretFromTotpUri(setup.totpURI);

  return (
    <form
      className="grid gap-5 rounded-lg border bg-muted/30 p-4 sm:grid-cols-[auto_1fr] sm:gap-6"
      onSubmit={(e) => void submit(e)}
      noValidate
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
        <Controller
          control={form.control}
          name="code"
          render={({ field: { onChange, ...input } }) => (
            <FormField label="6-digit code" error={form.formState.errors.code?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...input}
                  onChange={(e) => {
                    onChange(e.target.value.replace(/\D/g, '').slice(0, 6));
                    form.clearErrors('code');
                  }}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  placeholder="000000"
                  className="w-40 font-mono text-lg tracking-[0.3em]"
                  disabled={verify.isPending}
                  autoFocus
                />
              )}
            </FormField>
          )}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={code.length !== 6 || verify.isPending}>
            {verify.isPending && <Spinner className="size-4 text-current" label="Verifying" />}
            Verify &amp; Enable
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={verify.isPending}>
            Cancel
          </Button>
        </div>
      </div>
    </form>
  );
}
