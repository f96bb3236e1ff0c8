import { useState } from 'react';
import { toast } from 'sonner';
import { BellIcon, BellOffIcon, CheckIcon, PauseIcon, PencilIcon, PlayIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { CATEGORY_LABELS, type Category } from '@nairalens/core/contract.ts';
import { GOAL_KIND_LABELS } from '@nairalens/core/goals/goal-progress.ts';
import { describeReminder } from '@nairalens/core/goals/reminders.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate, formatNaira } from '@/lib/format.ts';
import { useDeleteGoal, useUpdateGoal, type Goal } from '../api/goals.ts';
import { ContributionForm } from './contribution-form.tsx';

const STATUS: Record<Goal['progress']['status'], { label: string; variant: 'success' | 'default' | 'warning' | 'secondary' | 'outline' }> = {
  ahead: { label: 'Ahead', variant: 'success' },
  on_track: { label: 'On track', variant: 'default' },
  at_risk: { label: 'At risk', variant: 'warning' },
  completed: { label: 'Completed', variant: 'success' },
  paused: { label: 'Paused', variant: 'secondary' },
};

const naira = (kobo: number) => formatNaira(kobo, { whole: true });
const monthName = (month: string) => new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function Headline({ goal }: { goal: Goal }) {
  const p = goal.progress;
  if (goal.kind === 'spend_less') {
    return p.month ? (
      <p>
        <span className="font-semibold">{naira(p.current)}</span> spent in {monthName(p.month)} of a {naira(goal.targetAmount)} limit
      </p>
    ) : (
      <p className="text-muted-foreground">Upload a statement to measure this month’s spending.</p>
    );
  }
  return (
    <p>
      <span className="font-semibold">{naira(p.current)}</span> of {naira(goal.targetAmount)} ({p.percent}%)
    </p>
  );
}

export function GoalCard({ goal, onEdit }: { goal: Goal; onEdit: () => void }) {
  const update = useUpdateGoal();
  const remove = useDeleteGoal();
  const [adding, setAdding] = useState(false);
  const status = STATUS[goal.progress.status];
  const p = goal.progress;
  const subtitle =
    goal.kind === 'spend_less'
      ? `${GOAL_KIND_LABELS[goal.kind]} ${CATEGORY_LABELS[goal.category as Category] ?? goal.category}`
      : goal.kind === 'pay_off_loan'
        ? `${GOAL_KIND_LABELS[goal.kind]}: ${goal.lender}`
        : GOAL_KIND_LABELS[goal.kind];
  const act = (changes: Parameters<typeof update.mutate>[0]['changes'], done: string) =>
    update.mutate({ id: goal.id, changes }, { onSuccess: () => toast.success(done), onError: (e) => toast.error(errorMessage(e)) });

  return (
    <Card data-testid="goal-card">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="min-w-0">
          <CardTitle className="truncate">{goal.name}</CardTitle>
          <CardDescription>{subtitle}</CardDescription>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <Headline goal={goal} />
        <Progress
          value={Math.min(100, p.percent)}
          aria-label={`${goal.name} progress`}
          indicatorClassName={p.status === 'at_risk' ? 'bg-warning' : undefined}
        />
        <ul className="grid gap-1 text-muted-foreground">
          {p.monthlyNeeded !== null && p.monthlyNeeded > 0 && (
            <li>
              Needed: <span className="font-medium text-foreground">{naira(p.monthlyNeeded)} a month</span>
              {goal.targetDate && ` until ${formatDate(goal.targetDate)}`}
            </li>
          )}
          {goal.kind !== 'spend_less' && goal.contributions !== 0 && <li>Added by hand: {naira(goal.contributions)}</li>}
          {goal.reminder && (
            <li className="flex items-center gap-1.5">
              {goal.reminder.unsubscribed ? <BellOffIcon className="size-3.5" /> : <BellIcon className="size-3.5" />}
              {goal.reminder.unsubscribed ? 'Reminders off (unsubscribed)' : `${describeReminder(goal.reminder)} by e-mail`}
              {goal.reminder.lastSentOn && ` · last sent ${formatDate(goal.reminder.lastSentOn)}`}
            </li>
          )}
        </ul>
        {adding && (
          <ContributionForm goalId={goal.id} onDone={() => setAdding(false)} />
        )}
        <div className="flex flex-wrap gap-2">
          {goal.kind !== 'spend_less' && goal.status === 'active' && !adding && (
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              <PlusIcon /> Add money
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onEdit}>
            <PencilIcon /> Edit
          </Button>
          {goal.status === 'active' && (
            <Button size="sm" variant="ghost" onClick={() => act({ status: 'paused' }, 'Goal paused')}>
              <PauseIcon /> Pause
            </Button>
          )}
          {goal.status !== 'active' && (
            <Button size="sm" variant="ghost" onClick={() => act({ status: 'active' }, 'Goal resumed')}>
              <PlayIcon /> Resume
            </Button>
          )}
          {goal.status !== 'completed' && (
            <Button size="sm" variant="ghost" onClick={() => act({ status: 'completed' }, 'Goal completed')}>
              <CheckIcon /> Complete
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            onClick={() => {
              if (window.confirm(`Delete “${goal.name}” and its contributions?`))
                remove.mutate(goal.id, { onSuccess: () => toast.success('Goal deleted'), onError: (e) => toast.error(errorMessage(e)) });
            }}
          >
            <Trash2Icon /> Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
