import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { CATEGORY_LABELS, type Category } from '@nairalens/core/contract.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatNaira } from '@/lib/format.ts';
import { useAiActions, type AiOverview, type RuleDraft } from '../api/admin-api.ts';

const schema = z.object({
  pattern: z.string().trim().min(2, 'Write the words to match.').max(120),
  direction: z.enum(['credit', 'debit', 'any']),
  category: z.string().min(1, 'Choose a category.'),
});

const label = (c: string) => CATEGORY_LABELS[c as Category] ?? c;
const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** A global rule: the narration words, which way the money goes, the category. Try it, then save it. */
export function RuleForm({
  categories,
  initial,
  promotedFrom,
}: {
  categories: AiOverview['categories'];
  initial?: RuleDraft;
  promotedFrom?: boolean;
}) {
  const form = useForm<RuleDraft>({ resolver: zodResolver(schema), values: initial ?? { pattern: '', direction: 'debit', category: '' } });
  const { test, create } = useAiActions();
  const direction = form.watch('direction');
  const options = direction === 'credit' ? categories.credit : direction === 'debit' ? categories.debit : [...new Set([...categories.debit, ...categories.credit])];

  const onTest = form.handleSubmit(async (v) => {
    try {
      await test.mutateAsync(v);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });
  const onSave = form.handleSubmit(async (v) => {
    try {
      await create.mutateAsync({ ...v, ...(promotedFrom ? { promotedFrom: 'corrections' } : {}) });
      toast.success('Rule saved: it applies to new analyses');
      test.reset();
      form.reset({ pattern: '', direction: 'debit', category: '' });
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });
  const errors = form.formState.errors;

  return (
    <form className="space-y-3" noValidate onSubmit={onTest}>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Narration words" className="min-w-0 gap-1" error={errors.pattern?.message}>
          {(field) => <Input {...field} placeholder="e.g. bet9ja" {...form.register('pattern')} />}
        </FormField>
        <FormField label="Money" className="min-w-0 gap-1">
          {(field) => (
            <select {...field} className={selectClass} {...form.register('direction')}>
              <option value="debit">Going out</option>
              <option value="credit">Coming in</option>
              <option value="any">Either way</option>
            </select>
          )}
        </FormField>
        <FormField label="Category" className="min-w-0 gap-1" error={errors.category?.message}>
          {(field) => (
            <select {...field} className={selectClass} {...form.register('category')}>
              <option value="">Choose…</option>
              {options.map((c) => (
                <option key={c} value={c}>
                  {label(c)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={test.isPending}>
          Test on recent narrations
        </Button>
        <Button type="button" disabled={create.isPending} onClick={onSave}>
          {promotedFrom ? 'Promote to global rule' : 'Save rule'}
        </Button>
      </div>
      {test.data ? (
        <div className="rounded-lg border p-3 text-sm" aria-label="Test result">
          <p>
            Of the latest {test.data.checked} narrations, this rule matches {test.data.matched} and changes the category of{' '}
            {test.data.changed}.
          </p>
          {test.data.examples.length ? (
            <ul className="mt-2 divide-y">
              {test.data.examples.map((e, i) => (
                <li key={i} className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:justify-between sm:gap-3">
                  <span className="min-w-0 break-words">{e.description}</span>
                  <span className="shrink-0 text-muted-foreground">
                    {formatNaira(Math.abs(e.amount))} · {label(e.from)} → {label(e.to)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
