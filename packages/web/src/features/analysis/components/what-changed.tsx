import { useQuery } from '@tanstack/react-query';
import { ArrowDownRightIcon, ArrowUpRightIcon } from 'lucide-react';
import type { AnalysisChanges } from '@nairalens/core/api/history.ts';
import type { FigureChange } from '@nairalens/core/history/what-changed.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { api } from '@/lib/api.ts';
import { formatDate, formatNaira } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { formatHealthScore } from '@nairalens/core/analysis/health-score-format.ts';

const show = (c: FigureChange, v: number) =>
  c.figure === 'monthlyIncome' || c.figure === 'monthlyExpenses'
    ? formatNaira(v, { whole: true })
    : c.figure === 'healthScore'
      ? formatHealthScore(v)
      : `${v}%`;

/** "What changed since last time": this analysis against the person's previous one, figure by figure, with why. */
export function WhatChanged({ analysisId }: { analysisId: string }) {
  const q = useQuery({
    queryKey: ['analysis-changes', analysisId],
    queryFn: () => api.get<AnalysisChanges>(`/api/history/analyses/${analysisId}/changes`),
  });
  if (!q.data?.previous) return null;
  const { previous, changes } = q.data;
  return (
    <Card data-testid="what-changed">
      <CardHeader>
        <CardTitle>What changed since last time</CardTitle>
        <CardDescription>Compared with your analysis of {formatDate(previous.completedAt)}.</CardDescription>
      </CardHeader>
      <CardContent>
        {changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your key figures are about the same as last time.</p>
        ) : (
          <ul className="grid gap-3">
            {changes.map((c) => (
              <li key={c.figure} className="flex gap-3">
                {c.direction === 'better' ? (
                  <ArrowUpRightIcon className="mt-0.5 size-4 shrink-0 text-success" aria-label="better" />
                ) : (
                  <ArrowDownRightIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="worse" />
                )}
                <div className="min-w-0 text-sm">
                  <p className={cn('font-medium')}>
                    {c.label}: {show(c, c.before)} → {show(c, c.after)}
                  </p>
                  <p className="text-muted-foreground">{c.why}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
