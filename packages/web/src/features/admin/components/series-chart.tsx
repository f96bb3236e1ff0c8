import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { queryString, type SeriesRow } from '../api/admin-api.ts';

const COLORS = ['var(--color-primary)', 'var(--color-destructive)', 'var(--color-warning)', 'var(--color-success)'];

/** One analytics series: a chart (line over days, bars over categories) and its CSV download. */
export function SeriesChart({
  title,
  name,
  rows,
  x,
  y,
  kind = 'line',
  range,
}: {
  title: string;
  name: string;
  rows: SeriesRow[];
  x: string;
  y: { key: string; label: string }[];
  kind?: 'line' | 'bar';
  range: { from: string; to: string };
}) {
  const Chart = kind === 'line' ? LineChart : BarChart;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{title}</CardTitle>
        <Button asChild variant="ghost" size="sm">
          <a href={`/api/admin/analytics/${name}.csv${queryString(range)}`} download aria-label={`Download ${title} as CSV`}>
            <DownloadIcon aria-hidden /> CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">No data in this range.</p>
        ) : (
          <div className="h-56 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <Chart data={rows} margin={{ left: -16, right: 8, top: 8 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
                <XAxis dataKey={x} tick={{ fontSize: 11 }} className="fill-muted-foreground" />
                <YAxis tick={{ fontSize: 11 }} allowDecimals={false} />
                <Tooltip contentStyle={{ background: 'var(--color-popover)', color: 'var(--color-popover-foreground)', borderRadius: 8 }} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                {y.map((s, i) =>
                  kind === 'line' ? (
                    <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={COLORS[i % COLORS.length]} dot={false} strokeWidth={2} />
                  ) : (
                    <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLORS[i % COLORS.length]} radius={[4, 4, 0, 0]} />
                  ),
                )}
              </Chart>
            </ResponsiveContainer>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
