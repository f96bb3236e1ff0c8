import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatNaira } from '@/lib/format.ts';
import { useScoreHistory } from '../api/get-history.ts';
import { formatHealthScore, formatScore } from '@nairalens/core/analysis/health-score-format.ts';

const monthLabel = (m: string) => new Date(`${m}-01T12:00:00Z`).toLocaleDateString('en-NG', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** The health score month by month (shown once there are at least two months to compare). */
export function ScoreHistory() {
  const history = useScoreHistory();
  const months = history.data?.months ?? [];
  if (months.length < 2) return null;
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const first = months[0]!;
  const last = months.at(-1)!;
  const delta = Math.round((last.healthScore - first.healthScore) * 10) / 10;
  return (
    <Card data-testid="score-history">
      <CardHeader>
        <CardTitle>Your score over time</CardTitle>
        <CardDescription>
          {months.length} months from all your statements: score {formatScore(first.healthScore)} → {formatHealthScore(last.healthScore)}
          {delta !== 0 && ` (${delta > 0 ? '+' : ''}${delta})`}. Latest month: income {formatNaira(last.income, { whole: true })}, spending{' '}
          {formatNaira(last.expenses, { whole: true })}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-56 w-full" role="img" aria-label={`Health score by month: ${data.map((d) => `${d.label} ${formatScore(d.healthScore)}`).join(', ')}`}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -28 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} className="fill-muted-foreground" />
              <YAxis domain={[0, 10]} tick={{ fontSize: 12 }} className="fill-muted-foreground" />
              <Tooltip
                formatter={(v) => [formatHealthScore(Number(v)), 'Health score']}
                contentStyle={{ background: 'var(--color-card)', border: '1px solid var(--color-border)', borderRadius: 8 }}
              />
              <Line isAnimationActive={false} type="monotone" dataKey="healthScore" stroke="var(--color-primary)" strokeWidth={2} dot={{ r: 3 }} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}
