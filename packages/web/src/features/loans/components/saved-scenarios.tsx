import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { scenarioNameSchema } from '@nairalens/core/api/loan-scenario.ts';
import { BookmarkIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate } from '@/lib/format.ts';
import { useDeleteScenario, useSaveScenario, useScenarios, type Scenario } from '../api/scenarios.ts';

const nameFormSchema = z.object({ name: scenarioNameSchema });

const KIND_LABEL = { calculator: 'Calculator', comparison: 'Comparison', contract: 'Contract' } as const;

/** The person's saved scenarios: save the current one under a name, load or delete any. */
export function SavedScenarios({
  current,
  onLoad,
}: {
  current: () => Record<string, unknown>;
  onLoad: (s: Scenario) => void;
}) {
  const scenarios = useScenarios();
  const save = useSaveScenario();
  const remove = useDeleteScenario();
  // The name box is named by aria-label; the server's name rule leaves one thing to get wrong (an empty name), and
  // Save stays off until there is one, so there is no error to show.
  const form = useForm<z.infer<typeof nameFormSchema>>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: '' },
  });
  const name = form.watch('name');
  const submit = form.handleSubmit(({ name: label }) =>
    save.mutate(
      { kind: 'calculator', name: label, input: current() },
      {
        onSuccess: () => {
          form.reset();
          toast.success('Scenario saved', { description: `"${label}" is in your saved scenarios.` });
        },
        onError: (err) => toast.error('Error', { description: errorMessage(err) }),
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved scenarios</CardTitle>
        <CardDescription>Keep a what-if to come back to. Calculations are free.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form className="flex gap-2" onSubmit={(e) => void submit(e)}>
          <Input
            aria-label="Scenario name"
            placeholder="Name this scenario"
            {...form.register('name')}
            maxLength={120}
          />
          <Button type="submit" disabled={!name.trim() || save.isPending}>
            <BookmarkIcon /> Save
          </Button>
        </form>
        {scenarios.data && scenarios.data.length === 0 && (
          <p className="text-sm text-muted-foreground">No saved scenarios yet.</p>
        )}
        <ul className="divide-y" data-testid="saved-scenarios">
          {scenarios.data?.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{s.name}</p>
                <p className="text-xs text-muted-foreground">
                  {KIND_LABEL[s.kind]} · {formatDate(s.createdAt)}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button variant="outline" size="sm" onClick={() => onLoad(s)}>
                  Load
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${s.name}`} onClick={() => remove.mutate(s.id)}>
                  <Trash2Icon />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
