import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRoundIcon, LockIcon } from 'lucide-react';
import { toast } from 'sonner';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@nairalens/core/auth/credentials.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { changePassword } from '../api/account.ts';

const TOO_SHORT = `Your new password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

/**
 * The password rule of sign-up and the server (core's lengths), with this form's words; the "do not match" error
 * sits on the confirmation and is re-checked whenever either new password changes, so it never outlives the fix.
 */
const schema = z
  .object({
    current: z.string().min(1, 'Enter your current password.'),
    next: z
      .string()
      .min(MIN_PASSWORD_LENGTH, TOO_SHORT)
      .max(MAX_PASSWORD_LENGTH, `Your new password can be at most ${MAX_PASSWORD_LENGTH} characters.`),
    confirm: z.string(),
  })
  .refine((v) => v.next === v.confirm, { path: ['confirm'], message: 'The new passwords do not match.' })
  .refine((v) => v.next !== v.current, {
    path: ['next'],
    message: 'Choose a new password that is different from the current one.',
  });

type Values = z.infer<typeof schema>;

function passwordErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_PASSWORD') return 'Your current password is not correct.';
    if (error.code === 'PASSWORD_TOO_SHORT') return TOO_SHORT;
  }
  return errorMessage(error);
}

export function ChangePasswordCard() {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', next: '', confirm: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, watch, reset } = form;
  const [current, next, confirm] = watch(['current', 'next', 'confirm']);

  const save = useMutation({
    mutationFn: (v: Values) => changePassword(v.current, v.next),
    onSuccess: () => {
      reset();
      toast.success('Password changed', { description: 'Your other devices have been signed out.' });
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
    onError: (error) => toast.error('Error', { description: passwordErrorMessage(error) }),
  });
  const submit = handleSubmit((v) => save.mutate(v));
  const busy = save.isPending;

  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LockIcon className="size-5 text-primary" aria-hidden /> Password
          </CardTitle>
          <CardDescription>Change your password. Every other device will be signed out.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Current password" error={formState.errors.current?.message}>
            {(field) => (
              <PasswordInput {...field} {...register('current')} autoComplete="current-password" disabled={busy} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="New password" error={formState.errors.next?.message}>
              {(field) => (
                <PasswordInput
                  {...field}
                  {...register('next', { deps: ['confirm'] })}
                  autoComplete="new-password"
                  maxLength={MAX_PASSWORD_LENGTH}
                  disabled={busy}
                />
              )}
            </FormField>
            <FormField label="Confirm new password" error={formState.errors.confirm?.message}>
              {(field) => (
                <PasswordInput
                  {...field}
                  {...register('confirm', { deps: ['next'] })}
                  autoComplete="new-password"
                  disabled={busy}
                />
              )}
            </FormField>
          </div>
          <p className="text-xs text-muted-foreground">
            At least 8 characters. Very common passwords are not accepted.
          </p>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={busy || !current || !next || !confirm}>
            {busy ? <Spinner className="size-4 text-current" label="Saving" /> : <KeyRoundIcon />}
            Change Password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
