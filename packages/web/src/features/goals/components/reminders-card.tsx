import { useState } from 'react';
import { toast } from 'sonner';
import { BellIcon, BellOffIcon } from 'lucide-react';
import { describeReminder, REMINDER_HOUR_LAGOS, type ReminderFrequency } from '@nairalens/core/goals/reminders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
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
  const [frequency, setFrequency] = useState<ReminderFrequency>(r.frequency);
  const [day, setDay] = useState(String(r.day));
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
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            change({ reminder: { frequency, day: Number(day) } }, 'Reminder changed');
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={`freq-${goal.id}`}>How often</Label>
            <select
              id={`freq-${goal.id}`}
              className={selectClass}
              value={frequency}
              onChange={(e) => {
                setFrequency(e.target.value as ReminderFrequency);
                setDay('1');
              }}
            >
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`day-${goal.id}`}>{frequency === 'weekly' ? 'On' : 'On day'}</Label>
            <select id={`day-${goal.id}`} className={selectClass} value={day} onChange={(e) => setDay(e.target.value)}>
              {frequency === 'weekly'
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
          <Button type="submit" size="sm" disabled={update.isPending}>
            Save reminder
          </Button>
        </form>
      )}
    </li>
  );
}
