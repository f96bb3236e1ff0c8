import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { adminReasonSchema } from '@nairalens/core/api/admin-users.ts';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useUserAction, type UserAction } from '../api/admin-api.ts';

// The reason is checked by the server's own rule (core/api/admin-users.ts); amount and e-mail are checked on submit.
const schema = z.object({
  reason: adminReasonSchema,
  amount: z.string().optional(),
  confirmEmail: z.string().optional(),
});
type Values = z.infer<typeof schema>;

/**
 * Every action on a person's account asks for a reason, which goes into the audit log. Token changes also ask for an
 * amount; deletion asks for the person's e-mail, typed.
 */
export function UserActionDialog({
  userId,
  label,
  title,
  description,
  variant = 'outline',
  withAmount = false,
  confirmEmail,
  build,
  done,
  onDone,
}: {
  userId: string;
  label: ReactNode;
  title: string;
  description: string;
  variant?: ButtonProps['variant'];
  withAmount?: boolean;
  confirmEmail?: string;
  build: (v: { reason: string; amount: number; confirmEmail: string }) => UserAction;
  done: string;
  onDone?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const action = useUserAction(userId);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', amount: '', confirmEmail: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (v) => {
    const amount = Number(v.amount);
    if (withAmount && !(Number.isInteger(amount) && amount >= 1 && amount <= 10_000)) {
      form.setError('amount', { message: 'Enter a whole number of tokens from 1 to 10,000.' });
      return;
    }
    if (confirmEmail && v.confirmEmail?.trim().toLowerCase() !== confirmEmail.toLowerCase()) {
      form.setError('confirmEmail', { message: `Type ${confirmEmail} to confirm.` });
      return;
    }
    try {
      await action.mutateAsync(build({ reason: v.reason, amount, confirmEmail: v.confirmEmail ?? '' }));
      toast.success(done);
      setOpen(false);
      form.reset();
      onDone?.();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3" noValidate>
          {withAmount ? (
            <FormField label="Tokens" className="gap-1" error={errors.amount?.message}>
              {(field) => <Input {...field} inputMode="numeric" {...form.register('amount')} />}
            </FormField>
          ) : null}
          <FormField label="Reason (kept in the audit log)" className="gap-1" error={errors.reason?.message}>
            {(field) => <Input {...field} {...form.register('reason')} />}
          </FormField>
          {confirmEmail ? (
            <FormField label={`Type ${confirmEmail} to confirm`} className="gap-1" error={errors.confirmEmail?.message}>
              {(field) => <Input {...field} autoComplete="off" {...form.register('confirmEmail')} />}
            </FormField>
          ) : null}
          <DialogFooter>
            <Button
              type="submit"
              variant={variant === 'destructive' ? 'destructive' : 'default'}
              disabled={action.isPending}
            >
              {title}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
