import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { priceChangeBodySchema } from '@nairalens/core/api/admin-payments.ts';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
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
import { formatNaira } from '@/lib/format.ts';
import { useChangePrice } from '../api/admin-api.ts';

const schema = z.object({
  naira: z
    .string()
    .trim()
    .regex(/^\d{3,8}$/, 'Enter a whole naira amount from ₦100 to ₦10,000,000.'),
  reason: priceChangeBodySchema.shape.reason,
});

/** A new price (whole naira) for new checkouts, with the reason kept in the price history and audit log. */
export function PriceDialog({
  kind,
  id,
  name,
  priceKobo,
}: {
  kind: 'bundle' | 'plan';
  id: string;
  name: string;
  priceKobo: number;
}) {
  const [open, setOpen] = useState(false);
  const change = useChangePrice();
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { naira: String(priceKobo / 100), reason: '' },
  });
  const submit = form.handleSubmit(async (v) => {
    try {
      await change.mutateAsync({ kind, id, priceKobo: Number(v.naira) * 100, reason: v.reason });
      toast.success(`${name}: new price for new checkouts`);
      setOpen(false);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Change price of ${name}`}>
          Change
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change price: {name}</DialogTitle>
          <DialogDescription>
            Now {formatNaira(priceKobo)}. Applies to new checkouts; payments already started keep their price.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <FormField label="New price (₦)" className="gap-1" error={form.formState.errors.naira?.message}>
            {(field) => <Input {...field} inputMode="numeric" {...form.register('naira')} />}
          </FormField>
          <FormField
            label="Reason (kept in the history)"
            className="gap-1"
            error={form.formState.errors.reason?.message}
          >
            {(field) => <Input {...field} {...form.register('reason')} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={change.isPending}>
              Save price
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
