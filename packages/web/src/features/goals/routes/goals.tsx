import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PlusIcon, TargetIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useClientProfiles, useCreateGoal, useGoals, useUpdateGoal, type Goal } from '../api/goals.ts';
import { GoalCard } from '../components/goal-card.tsx';
import { GoalForm, toGoal, type GoalFormValues } from '../components/goal-form.tsx';
import { RemindersCard } from '../components/reminders-card.tsx';

/** Today in Lagos (UTC+1), for the form's default dates. */
const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

const emptyForm = (): GoalFormValues => ({
  kind: 'save_up',
  name: '',
  target: '',
  targetDate: '',
  startDate: lagosToday(),
  category: '',
  lender: '',
  reminder: 'none',
  reminderDay: '1',
});

const formOf = (g: Goal): GoalFormValues => ({
  kind: g.kind,
  name: g.name,
  target: String(g.targetAmount / 100),
  targetDate: g.targetDate ?? '',
  startDate: g.startDate,
  category: g.category ?? '',
  lender: g.lender ?? '',
  reminder: g.reminder?.frequency ?? 'none',
  reminderDay: String(g.reminder?.day ?? 1),
});

export default function GoalsPage() {
  const [params, setParams] = useSearchParams();
  const profileId = params.get('profile');
  const profiles = useClientProfiles();
  const goals = useGoals(profileId);
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const [dialog, setDialog] = useState<{ goal: Goal | null } | null>(null);
  const editing = dialog?.goal ?? null;

  const submit = (values: GoalFormValues) => {
    const goal = toGoal(values);
    const done = { onSuccess: () => (setDialog(null), toast.success(editing ? 'Goal updated' : 'Goal created')), onError: (e: unknown) => toast.error(errorMessage(e)) };
    if (editing) {
      update.mutate({ id: editing.id, changes: { name: goal.name, targetAmount: goal.targetAmount, ...(goal.kind !== 'spend_less' ? { targetDate: goal.targetDate } : {}), reminder: goal.reminder } }, done);
    } else create.mutate({ ...goal, profileId }, done);
  };

  const list = goals.data?.goals ?? [];
  return (
    <div>
      <PageHeader
        title="Goals"
        description="Save up, build an emergency fund, pay off a loan or spend less — measured from your statements."
        actions={
          <>
            {(profiles.data?.profiles.length ?? 0) > 0 && (
              <select
                aria-label="Whose goals"
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                value={profileId ?? ''}
                onChange={(e) => setParams(e.target.value ? { profile: e.target.value } : {}, { replace: true })}
              >
                <option value="">My goals</option>
                {profiles.data!.profiles.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.label}
                  </option>
                ))}
              </select>
            )}
            <Button onClick={() => setDialog({ goal: null })}>
              <PlusIcon /> New goal
            </Button>
          </>
        }
      />
      {goals.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : goals.error ? (
        <p className="text-destructive">{errorMessage(goals.error)}</p>
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center py-12 text-center">
            <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <TargetIcon className="size-6" aria-hidden />
            </div>
            <p className="mt-4 font-medium">No goals yet</p>
            <p className="mt-1 max-w-md text-sm text-muted-foreground">
              Set a goal and we will track it from the statements you analyse, tell you how much a month it takes, and remind you by e-mail if you like.
            </p>
            <Button className="mt-6" onClick={() => setDialog({ goal: null })}>
              <PlusIcon /> Create your first goal
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-4 md:grid-cols-2">
            {list.map((g) => (
              <GoalCard key={g.id} goal={g} onEdit={() => setDialog({ goal: g })} />
            ))}
          </div>
          <RemindersCard goals={list} />
        </div>
      )}
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit goal' : 'New goal'}</DialogTitle>
            <DialogDescription>Amounts are in naira.</DialogDescription>
          </DialogHeader>
          {dialog && (
            <GoalForm
              key={editing?.id ?? 'new'}
              defaults={editing ? formOf(editing) : emptyForm()}
              editing={Boolean(editing)}
              suggestions={goals.data?.suggestions}
              pending={create.isPending || update.isPending}
              onSubmit={submit}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
