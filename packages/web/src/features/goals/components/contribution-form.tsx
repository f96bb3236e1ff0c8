import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useAddContribution } from '../api/goals.ts';

const AMOUNT_MESSAGE = 'Enter an amount in naira, like 5000.';

/** Naira with up to two decimals; negative takes money back out. Sent in kobo, which the server checks again. */
const contributionFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,10}(\.\d{1,2})?$/, AMOUNT_MESSAGE)
    .refine((v) => Number(v) !== 0, AMOUNT_MESSAGE),
});
type ContributionValues = z.infer<typeof contributionFormSchema>;

/** "Add money" on a goal card: an amount the person saved outside their statements. */
export function ContributionForm({ goalId, onDone }: { goalId: string; onDone: () => void }) {
  const contribute = useAddContribution();
  const form = useForm<ContributionValues>({
    resolver: zodResolver(contributionFormSchema),
    defaultValues: { amount: '' },
  });
  const submit = form.handleSubmit(({ amount }) =>
    contribute.mutate(
      { id: goalId, amount: Math.round(Number(amount) * 100) },
      {
        onSuccess: () => {
          onDone();
          toast.success('Contribution added');
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    ),
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2" noValidate>
      <FormField label="Amount (₦)" className="min-w-0 flex-1 gap-1.5" error={form.formState.errors.amount?.message}>
        {(field) => <Input {...field} inputMode="decimal" {...form.register('amount')} autoFocus />}
      </FormField>
      <Button type="submit" size="sm" disabled={contribute.isPending}>
        Add
      </Button>
    </form>
  );
}
