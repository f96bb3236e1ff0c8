import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { BellIcon, BellOffIcon } from 'lucide-react';
import { reminderSchema } from '@nairalens/core/api/goal.ts';
import { describeReminder, REMINDER_HOUR_LAGOS } from '@nairalens/core/goals/reminders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate } from '@/lib/format.ts';
import { useUpdateGoal, WEEKDAYS, type Goal, type GoalChanges } from '../api/goals.ts';

const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

/** "Monday 14 December 2026": a Lagos calendar date, shown as that date wherever the browser is. */
const lagosDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-NG', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Every goal's e-mail reminder in one place: when the next one goes out, and pause, change or unsubscribe. */
export function RemindersCard({ goals }: { goals: Goal[] }) {
  const withReminder = goals.filter((g) => g.reminder);
  const upcoming = [...withReminder].sort((a, b) =>
    (a.reminder!.nextOn ?? '9999').localeCompare(b.reminder!.nextOn ?? '9999'),
  );
  return (
    <Card data-testid="reminders">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BellIcon className="size-4" aria-hidden /> Reminders
        </CardTitle>
        <CardDescription>
          {withReminder.length === 0
            ? 'No reminders yet. Edit a goal to get one by e-mail every week or month.'
            : `E-mails go out at ${String(REMINDER_HOUR_LAGOS).padStart(2, '0')}:00 Lagos time (WAT) on the day you chose.`}
        </CardDescription>
      </CardHeader>
      {upcoming.length > 0 && (
        <CardContent>
          <ul className="divide-y">
            {upcoming.map((g) => (
              <ReminderRow key={g.id} goal={g} />
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}

function ReminderRow({ goal }: { goal: Goal }) {
  const r = goal.reminder!;
  const update = useUpdateGoal();
  const [editing, setEditing] = useState(false);
  const change = (changes: GoalChanges, done: string) =>
    update.mutate(
      { id: goal.id, changes },
      {
        onSuccess: () => {
          // Only a saved setting closes the editor; pausing or resuming leaves it as it is.
          if (changes.reminder) setEditing(false);
          toast.success(done);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  const when =
    goal.status !== 'active'
      ? `No e-mails while the goal is ${goal.status}.`
      : r.unsubscribed
        ? `Off${r.unsubscribedAt ? ` since ${formatDate(r.unsubscribedAt)}` : ''} (paused, or unsubscribed from an e-mail): no e-mails until you resume.`
        : r.nextOn
          ? `Next: ${lagosDay(r.nextOn)}, ${String(REMINDER_HOUR_LAGOS).padStart(2, '0')}:00 Lagos time`
          : '';
  return (
    <li className="grid gap-2 py-3 text-sm" data-testid="reminder-row" data-goal={goal.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{goal.name}</p>
          <p className="flex items-center gap-1.5 text-muted-foreground">
            {r.unsubscribed ? <BellOffIcon className="size-3.5" aria-hidden /> : null}
            {describeReminder(r)} by e-mail
            {r.lastSentOn && ` · last sent ${formatDate(r.lastSentOn)}`}
          </p>
          <p data-testid="reminder-next">{when}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            Change
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              change({ remindersPaused: !r.unsubscribed }, r.unsubscribed ? 'Reminders resumed' : 'Reminders paused')
            }
          >
            {r.unsubscribed ? 'Resume' : 'Pause'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={update.isPending}
            onClick={() => change({ reminder: null }, `No more reminders for ${goal.name}`)}
          >
            Unsubscribe
          </Button>
        </div>
      </div>
      {editing && (
        <ReminderForm
          reminder={r}
          pending={update.isPending}
          onSave={(reminder) => change({ reminder }, 'Reminder changed')}
        />
      )}
    </li>
  );
}

type ReminderSetting = z.infer<typeof reminderSchema>;

/** How often and on which day: the server's reminder schema, the day kept a number by the selects. */
function ReminderForm({
  reminder,
  pending,
  onSave,
}: {
  reminder: ReminderSetting;
  pending: boolean;
  onSave: (reminder: ReminderSetting) => void;
}) {
  const form = useForm<ReminderSetting>({
    resolver: zodResolver(reminderSchema),
    defaultValues: { frequency: reminder.frequency, day: reminder.day },
  });
  const frequency = form.watch('frequency');
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
      <FormField label="How often" className="gap-1">
        {(field) => (
          <select
            {...field}
            className={selectClass}
            {...form.register('frequency', { onChange: () => form.setValue('day', 1) })}
          >
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
          </select>
        )}
      </FormField>
      <FormField
        label={frequency === 'weekly' ? 'On' : 'On day'}
        className="gap-1"
        error={form.formState.errors.day?.message}
      >
        {(field) => (
          <select {...field} className={selectClass} {...form.register('day', { valueAsNumber: true })}>
            {frequency === 'weekly'
              ? WEEKDAYS.map((d, i) => (
                  <option key={d} value={i + 1}>
                    {d}
                  </option>
                ))
              : Array.from({ length: 28 }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
          </select>
        )}
      </FormField>
      <Button type="submit" size="sm" disabled={pending}>
        Save reminder
      </Button>
    </form>
  );
}
