import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CATEGORY_LABELS, DEBIT_CATEGORIES } from '@nairalens/core/contract.ts';
import { GOAL_KIND_LABELS, GOAL_KINDS } from '@nairalens/core/goals/goal-progress.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatNaira } from '@/lib/format.ts';
import { WEEKDAYS, type GoalsData, type NewGoal } from '../api/goals.ts';

const SPEND_CATEGORIES = DEBIT_CATEGORIES.filter((c) => !['savings_investment', 'loan_repayment', 'transfers_out'].includes(c));

const formSchema = z
  .object({
    kind: z.enum(GOAL_KINDS),
    name: z.string().trim().min(1, 'Give your goal a name.').max(80),
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
  .superRefine((v, ctx) => {
    if (v.kind === 'save_up' && !v.targetDate) ctx.addIssue({ code: 'custom', path: ['targetDate'], message: 'Choose the date you want to reach it by.' });
    if (v.kind === 'spend_less' && !v.category) ctx.addIssue({ code: 'custom', path: ['category'], message: 'Choose the category to spend less on.' });
    if (v.kind === 'pay_off_loan' && !v.lender) ctx.addIssue({ code: 'custom', path: ['lender'], message: 'Choose the lender you are paying off.' });
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
  const err = (name: keyof GoalFormValues) =>
    formState.errors[name] ? <p className="text-sm text-destructive">{formState.errors[name]?.message}</p> : null;
  const ef = suggestions?.emergencyFund;

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      {!editing && (
        <div className="grid gap-1.5">
          <Label htmlFor="goal-kind">Kind of goal</Label>
          <select id="goal-kind" className={selectClass} {...register('kind')}>
            {GOAL_KINDS.map((k) => (
              <option key={k} value={k}>
                {GOAL_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="goal-name">Name</Label>
        <Input id="goal-name" placeholder="e.g. New laptop" aria-invalid={Boolean(formState.errors.name)} {...register('name')} />
        {err('name')}
      </div>
      {!editing && kind === 'spend_less' && (
        <div className="grid gap-1.5">
          <Label htmlFor="goal-category">Spend less on</Label>
          <select id="goal-category" className={selectClass} {...register('category')}>
            <option value="">Choose a category</option>
            {SPEND_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
          {err('category')}
        </div>
      )}
      {!editing && kind === 'pay_off_loan' && (
        <div className="grid gap-1.5">
          <Label htmlFor="goal-lender">Lender</Label>
          <Input id="goal-lender" list="goal-lenders" placeholder="e.g. Carbon" {...register('lender')} />
          <datalist id="goal-lenders">
            {suggestions?.lenders.map((l) => <option key={l} value={l} />)}
          </datalist>
          {suggestions?.lenders.length ? (
            <p className="text-xs text-muted-foreground">Found in your statements: {suggestions.lenders.join(', ')}.</p>
          ) : null}
          {err('lender')}
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="goal-target">
          {kind === 'spend_less' ? 'Monthly limit (₦)' : kind === 'pay_off_loan' ? 'Amount to repay (₦)' : 'Target (₦)'}
        </Label>
        <Input id="goal-target" inputMode="decimal" aria-invalid={Boolean(formState.errors.target)} {...register('target')} />
        {!editing && kind === 'emergency_fund' && ef && (
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span>3–6 months of your spending: {formatNaira(ef.min, { whole: true })} – {formatNaira(ef.max, { whole: true })}.</span>
            <Button type="button" size="sm" variant="outline" onClick={() => setValue('target', String(ef.min / 100))}>
              Use 3 months
            </Button>
          </div>
        )}
        {err('target')}
      </div>
      {kind !== 'spend_less' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="goal-date">Reach it by{kind === 'save_up' ? '' : ' (optional)'}</Label>
            <Input id="goal-date" type="date" {...register('targetDate')} />
            {err('targetDate')}
          </div>
          {!editing && (
            <div className="grid gap-1.5">
              <Label htmlFor="goal-start">Count savings made since</Label>
              <Input id="goal-start" type="date" {...register('startDate')} />
            </div>
          )}
        </div>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="goal-reminder">E-mail reminder</Label>
          <select id="goal-reminder" className={selectClass} {...register('reminder')}>
            <option value="none">No reminder</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
          </select>
        </div>
        {reminder !== 'none' && (
          <div className="grid gap-1.5">
            <Label htmlFor="goal-reminder-day">{reminder === 'weekly' ? 'On' : 'On day'}</Label>
            <select id="goal-reminder-day" className={selectClass} {...register('reminderDay')}>
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
          </div>
        )}
      </fieldset>
      <Button type="submit" disabled={pending}>
        {editing ? 'Save changes' : 'Create goal'}
      </Button>
    </form>
  );
}
