import { useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { scheduleToCsv, type LoanSchedule } from '@nairalens/core/loans/amortisation.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatNaira } from '@/lib/format.ts';
import { downloadText } from '../lib/csv.ts';

/** The amortisation schedule: a chart of balance and cumulative interest, the table and a CSV export. */
export function ScheduleView({
  schedule,
  fileName = 'loan-schedule.csv',
}: {
  schedule: LoanSchedule;
  fileName?: string;
}) {
  const [showAll, setShowAll] = useState(false);
  if (schedule.rows.length === 0)
    return <p className="text-sm text-muted-foreground">Enter an amount, a rate and a term to see the schedule.</p>;
  let cumulative = 0;
  const data = schedule.rows.map((r) => {
    cumulative += r.interest;
    return { month: r.period, balance: r.balance / 100, interest: cumulative / 100 };
  });
  const rows = showAll ? schedule.rows : schedule.rows.slice(0, 12);
  return (
    <div className="space-y-4">
      <div className="h-64 w-full" data-testid="schedule-chart">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="month" tickLine={false} fontSize={12} />
            <YAxis
              tickFormatter={(v: number) => `₦${Intl.NumberFormat('en-NG', { notation: 'compact' }).format(v)}`}
              width={64}
              fontSize={12}
            />
            <Tooltip formatter={(v) => formatNaira(Math.round(Number(v) * 100))} labelFormatter={(m) => `Month ${m}`} />
            <Legend />
            <Area
              type="monotone"
              dataKey="balance"
              name="Balance"
              stroke="var(--color-primary)"
              fill="var(--color-primary)"
              fillOpacity={0.15}
            />
            <Area
              type="monotone"
              dataKey="interest"
              name="Interest paid"
              stroke="var(--color-warning)"
              fill="var(--color-warning)"
              fillOpacity={0.15}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => downloadText(fileName, scheduleToCsv(schedule))}>
          <DownloadIcon /> Export CSV
        </Button>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm" data-testid="schedule-table">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th className="px-3 py-2 font-medium">Month</th>
              <th className="px-3 py-2 text-right font-medium">Payment</th>
              <th className="px-3 py-2 text-right font-medium">Principal</th>
              <th className="px-3 py-2 text-right font-medium">Interest</th>
              <th className="px-3 py-2 text-right font-medium">Balance</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.period} className="border-t">
                <td className="px-3 py-1.5">{r.period}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatNaira(r.payment)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatNaira(r.principal)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatNaira(r.interest)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatNaira(r.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {schedule.rows.length > 12 && (
        <Button variant="ghost" size="sm" onClick={() => setShowAll((s) => !s)}>
          {showAll ? 'Show the first 12 months' : `Show all ${schedule.rows.length} months`}
        </Button>
      )}
    </div>
  );
}
