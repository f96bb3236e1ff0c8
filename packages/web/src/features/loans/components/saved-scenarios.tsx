import { useState } from 'react';
import { toast } from 'sonner';
import { BookmarkIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate } from '@/lib/format.ts';
import { useDeleteScenario, useSaveScenario, useScenarios, type Scenario } from '../api/scenarios.ts';

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
  const [name, setName] = useState('');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved scenarios</CardTitle>
        <CardDescription>Keep a what-if to come back to. Calculations are free.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const label = name.trim();
            if (!label) return;
            save.mutate(
              { kind: 'calculator', name: label, input: current() },
              {
                onSuccess: () => {
                  setName('');
                  toast.success('Scenario saved', { description: `"${label}" is in your saved scenarios.` });
                },
                onError: (err) => toast.error('Error', { description: errorMessage(err) }),
              },
            );
          }}
        >
          <Input
            aria-label="Scenario name"
            placeholder="Name this scenario"
            value={name}
            onChange={(e) => setName(e.target.value)}
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
