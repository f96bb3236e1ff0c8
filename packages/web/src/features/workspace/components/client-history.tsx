import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatNaira } from '@/lib/format.ts';
import type { ClientHistoryMonth } from '../api/types.ts';

const monthLabel = (m: string) =>
  new Date(`${m}-01T12:00:00Z`).toLocaleDateString('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The client's health score and key figures month by month, from all their statements (a later statement of the same
 * account replaces the overlap; transfers between their own accounts count as neither income nor spending).
 */
export function ClientHistory({ months }: { months: ClientHistoryMonth[] }) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  return (
    <Card data-testid="client-history">
      <CardHeader>
        <CardTitle className="text-base">History by month</CardTitle>
        <CardDescription>
          {months.length === 0
            ? 'The history appears after the first completed analysis.'
            : `${months.length} ${months.length === 1 ? 'month' : 'months'} from all of this client's statements.`}
        </CardDescription>
      </CardHeader>
      {months.length > 0 && (
        <CardContent className="grid gap-4">
          {months.length > 1 && (
            <div
              className="h-48 w-full"
              role="img"
              aria-label={`Health score by month: ${data.map((d) => `${d.label} ${d.healthScore}`).join(', ')}`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -28 }}>
                  <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} className="fill-muted-foreground" />
                  <YAxis domain={[0, 10]} tick={{ fontSize: 12 }} className="fill-muted-foreground" />
                  <Tooltip
                    formatter={(v) => [String(v), 'Health score']}
                    contentStyle={{
                      background: 'var(--color-card)',
                      border: '1px solid var(--color-border)',
                      borderRadius: 8,
                    }}
                  />
                  <Line
                    isAnimationActive={false}
                    type="monotone"
                    dataKey="healthScore"
                    stroke="var(--color-primary)"
                    strokeWidth={2}
                    dot={{ r: 3 }}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="client-history-table">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-3 font-medium">Month</th>
                  <th className="py-1 pr-3 font-medium">Score</th>
                  <th className="py-1 pr-3 text-right font-medium">Income</th>
                  <th className="py-1 pr-3 text-right font-medium">Spending</th>
                  {/* Savings rate and DTI from 640 px: on a phone the four columns fit without scrolling. */}
                  <th className="hidden py-1 pr-3 text-right font-medium sm:table-cell">Saved</th>
                  <th className="hidden py-1 text-right font-medium sm:table-cell">DTI</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {[...data].reverse().map((m) => (
                  <tr key={m.month} data-month={m.month}>
                    <td className="py-1.5 pr-3">
                      {m.label}
                      {m.daysCovered < m.daysInMonth && (
                        <span className="text-xs text-muted-foreground">
                          {' '}
                          ({m.daysCovered} of {m.daysInMonth} days)
                        </span>
                      )}
                    </td>
                    <td className="py-1.5 pr-3">{m.healthScore}/10</td>
                    <td className="py-1.5 pr-3 text-right">{formatNaira(m.income, { whole: true })}</td>
                    <td className="py-1.5 pr-3 text-right">{formatNaira(m.expenses, { whole: true })}</td>
                    <td className="hidden py-1.5 pr-3 text-right sm:table-cell">{m.savingsRate}%</td>
                    <td className="hidden py-1.5 text-right sm:table-cell">{m.dti}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      )}
    </Card>
  );
}
