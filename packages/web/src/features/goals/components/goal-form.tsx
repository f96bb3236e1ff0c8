import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CATEGORY_LABELS, DEBIT_CATEGORIES } from '@nairalens/core/contract.ts';
import { goalNameSchema, missingForKind } from '@nairalens/core/api/goal.ts';
import { GOAL_KIND_LABELS, GOAL_KINDS } from '@nairalens/core/goals/goal-progress.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatNaira } from '@/lib/format.ts';
import { WEEKDAYS, type GoalsData, type NewGoal } from '../api/goals.ts';

const SPEND_CATEGORIES = DEBIT_CATEGORIES.filter((c) => !['savings_investment', 'loan_repayment', 'transfers_out'].includes(c));

const formSchema = z
  .object({
    kind: z.enum(GOAL_KINDS),
    name: goalNameSchema,
    target: z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount in naira, like 250000.')
      .refine((v) => Number(v) > 0, 'Enter an amount above ₦0.'),
    targetDate: z.string(),
    startDate: z.string(),
    category: z.string(),
    lender: z.string().trim().max(80),
    reminder: z.enum(['none', 'weekly', 'monthly']),
    reminderDay: z.string(),
  })
  // The server's rule for what each kind needs, with its words; the amount is typed in naira here, sent in kobo.
  .superRefine((v, ctx) => {
    for (const { path, message } of missingForKind(v)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type GoalFormValues = z.infer<typeof formSchema>;

/** Form values → the API's goal (naira to kobo, empty fields left out). */
export function toGoal(v: GoalFormValues): NewGoal {
  return {
    kind: v.kind,
    name: v.name,
    targetAmount: Math.round(Number(v.target) * 100),
    targetDate: v.targetDate || null,
    ...(v.startDate ? { startDate: v.startDate } : {}),
    category: v.kind === 'spend_less' ? v.category : null,
    lender: v.kind === 'pay_off_loan' ? v.lender : null,
    reminder: v.reminder === 'none' ? null : { frequency: v.reminder, day: Number(v.reminderDay) },
  };
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 md:text-sm';

export function GoalForm({
  defaults,
  editing,
  suggestions,
  pending,
  onSubmit,
}: {
  defaults: GoalFormValues;
  editing: boolean;
  suggestions: GoalsData['suggestions'] | undefined;
  pending: boolean;
  onSubmit: (values: GoalFormValues) => void;
}) {
  const form = useForm<GoalFormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const { register, watch, setValue, formState } = form;
  const kind = watch('kind');
  const reminder = watch('reminder');
  const error = (name: keyof GoalFormValues) => formState.errors[name]?.message;
  const ef = suggestions?.emergencyFund;

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      {!editing && (
        <FormField label="Kind of goal" className="gap-1.5">
          {(field) => (
            <select {...field} className={selectClass} {...register('kind')}>
              {GOAL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {GOAL_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField label="Name" className="gap-1.5" error={error('name')}>
        {(field) => <Input {...field} placeholder="e.g. New laptop" {...register('name')} />}
      </FormField>
      {!editing && kind === 'spend_less' && (
        <FormField label="Spend less on" className="gap-1.5" error={error('category')}>
          {(field) => (
            <select {...field} className={selectClass} {...register('category')}>
              <option value="">Choose a category</option>
              {SPEND_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {!editing && kind === 'pay_off_loan' && (
        <FormField
          label="Lender"
          className="gap-1.5"
          error={error('lender')}
          hint={
            suggestions?.lenders.length ? `Found in your statements: ${suggestions.lenders.join(', ')}.` : undefined
          }
        >
          {(field) => (
            <>
              <Input {...field} list="goal-lenders" placeholder="e.g. Carbon" {...register('lender')} />
              <datalist id="goal-lenders">
                {suggestions?.lenders.map((l) => <option key={l} value={l} />)}
              </datalist>
            </>
          )}
        </FormField>
      )}
      <FormField
        label={kind === 'spend_less' ? 'Monthly limit (₦)' : kind === 'pay_off_loan' ? 'Amount to repay (₦)' : 'Target (₦)'}
        className="gap-1.5"
        error={error('target')}
      >
        {(field) => (
          <>
            <Input {...field} inputMode="decimal" {...register('target')} />
            {!editing && kind === 'emergency_fund' && ef && (
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span>
                  3–6 months of your spending: {formatNaira(ef.min, { whole: true })} –{' '}
                  {formatNaira(ef.max, { whole: true })}.
                </span>
                <Button type="button" size="sm" variant="outline" onClick={() => setValue('target', String(ef.min / 100))}>
                  Use 3 months
                </Button>
              </div>
            )}
          </>
        )}
      </FormField>
      {kind !== 'spend_less' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={`Reach it by${kind === 'save_up' ? '' : ' (optional)'}`}
            className="gap-1.5"
            error={error('targetDate')}
          >
            {(field) => <Input {...field} type="date" {...register('targetDate')} />}
          </FormField>
          {!editing && (
            <FormField label="Count savings made since" className="gap-1.5">
              {(field) => <Input {...field} type="date" {...register('startDate')} />}
            </FormField>
          )}
        </div>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <FormField label="E-mail reminder" className="gap-1.5">
          {(field) => (
            <select {...field} className={selectClass} {...register('reminder')}>
              <option value="none">No reminder</option>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </select>
          )}
        </FormField>
        {reminder !== 'none' && (
          <FormField label={reminder === 'weekly' ? 'On' : 'On day'} className="gap-1.5">
            {(field) => (
              <select {...field} className={selectClass} {...register('reminderDay')}>
                {reminder === 'weekly'
                  ? WEEKDAYS.map((d, i) => (
                      <option key={d} value={String(i + 1)}>
                        {d}
                      </option>
                    ))
                  : Array.from({ length: 28 }, (_, i) => (
                      <option key={i} value={String(i + 1)}>
                        {i + 1}
                      </option>
                    ))}
              </select>
            )}
          </FormField>
        )}
      </fieldset>
      <Button type="submit" disabled={pending}>
        {editing ? 'Save changes' : 'Create goal'}
      </Button>
    </form>
  );
}
