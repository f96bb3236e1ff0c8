import { useState } from 'react';
import { toast } from 'sonner';
import { CATEGORY_LABELS, type Category } from '@nairalens/core/contract.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate } from '@/lib/format.ts';
import { useAiActions, useAiOverview, type RuleDraft } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';
import { RuleForm } from '../components/rule-form.tsx';
import { AccuracyCard } from '../components/accuracy-card.tsx';

const label = (c: string) => CATEGORY_LABELS[c as Category] ?? c;
const DIRECTION = { debit: 'out', credit: 'in', any: 'either way' } as const;

/** Categorisation as data: global rules, people's corrections grouped by pattern, and promoting one to a rule. */
export default function AdminAiSettingsPage() {
  const { data, error } = useAiOverview();
  const { toggle } = useAiActions();
  const [draft, setDraft] = useState<{ rule: RuleDraft; promoted: boolean } | null>(null);

  return (
    <AdminPage title="AI Settings" description="Categorisation rules for everyone, learnt from people's corrections.">
      {error ? (
        <AdminError error={error} />
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : (
        <div className="space-y-4">
          <AccuracyCard accuracy={data.accuracy} />
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{draft?.promoted ? 'Promote a correction' : 'New global rule'}</CardTitle>
              <CardDescription>Global rules apply to new analyses and whenever an analysis is re-run after a correction, before the built-in rules; a person's own corrections still win.</CardDescription>
            </CardHeader>
            <CardContent>
              <RuleForm key={JSON.stringify(draft)} categories={data.categories} initial={draft?.rule} promotedFrom={draft?.promoted} />
            </CardContent>
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle className="text-base">Global rules · {data.rules.length}</CardTitle>
              </CardHeader>
              <CardContent>
                {data.rules.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No global rules yet.</p>
                ) : (
                  <ul className="divide-y text-sm" aria-label="Global rules">
                    {data.rules.map((r) => (
                      <li key={r.id} className="flex items-center justify-between gap-3 py-2">
                        <span className="min-w-0">
                          <span className="block break-words font-medium">“{r.pattern}”</span>
                          <span className="text-xs text-muted-foreground">
                            money {DIRECTION[r.direction]} → {label(r.category)} · {formatDate(r.updatedAt)}
                          </span>
                        </span>
                        <Switch
                          aria-label={`Rule “${r.pattern}” enabled`}
                          checked={r.enabled}
                          onCheckedChange={async (enabled) => {
                            try {
                              await toggle.mutateAsync({ id: r.id, enabled });
                            } catch (e) {
                              toast.error(errorMessage(e));
                            }
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle className="text-base">People's corrections</CardTitle>
                <CardDescription>"Apply to similar" corrections, grouped by narration pattern.</CardDescription>
              </CardHeader>
              <CardContent>
                {data.corrections.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No corrections yet.</p>
                ) : (
                  <ul className="divide-y text-sm" aria-label="Corrections">
                    {data.corrections.map((g) => (
                      <li key={`${g.pattern}|${g.direction}|${g.category}`} className="flex items-center justify-between gap-3 py-2">
                        <span className="min-w-0">
                          <span className="block break-words font-medium">“{g.pattern}”</span>
                          <span className="text-xs text-muted-foreground">
                            money {DIRECTION[g.direction]} → {label(g.category)} · {g.people} {g.people === 1 ? 'person' : 'people'}
                          </span>
                        </span>
                        {g.promoted ? (
                          <Badge variant="success">Global</Badge>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => {
                              setDraft({ rule: { pattern: g.pattern, direction: g.direction, category: g.category }, promoted: true });
                              window.scrollTo({ top: 0, behavior: 'smooth' });
                            }}
                          >
                            Promote
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </AdminPage>
  );
}
