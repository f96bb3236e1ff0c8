import { useSearchParams } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatNaira, formatNumber } from '@/lib/format.ts';
import { useAnalytics } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';
import { SeriesChart } from '../components/series-chart.tsx';

const DOCUMENT_KINDS: Record<string, string> = { statement: 'Statements', 'loan-contract': 'Loan contracts', 'credit-report': 'Credit reports' };

/** Today's date in Lagos (UTC+1), shifted by whole days. */
function lagosDate(offsetDays = 0): string {
  return new Date(Date.now() + 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Usage, analyses and revenue over a chosen range of days, each series downloadable as CSV. */
export default function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? lagosDate(-29);
  const to = params.get('to') ?? lagosDate();
  const { data, error } = useAnalytics(from, to);
  const range = { from, to };
  const setRange = (patch: Partial<typeof range>) => setParams({ ...range, ...patch }, { replace: true });
  const documents = data?.series.documents.map((r) => ({ ...r, label: DOCUMENT_KINDS[String(r.kind)] ?? r.kind })) ?? [];
  const revenue = data?.series.revenue.map((r) => ({ ...r, naira: Number(r.revenueKobo) / 100 })) ?? [];

  return (
    <AdminPage title="Analytics" description="Sign-ups, analyses, tokens and revenue over time (days in Lagos time).">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor="range-from">From</Label>
          <Input id="range-from" type="date" value={from} max={to} onChange={(e) => e.target.value && setRange({ from: e.target.value })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="range-to">To</Label>
          <Input id="range-to" type="date" value={to} min={from} onChange={(e) => e.target.value && setRange({ to: e.target.value })} />
        </div>
      </div>
      {error ? (
        <AdminError error={error} />
      ) : !data ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <div className="mb-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Total label="Sign-ups" value={formatNumber(data.totals.signups)} />
            <Total label="Finished analyses" value={formatNumber(data.totals.analyses)} />
            <Total label="Success rate" value={data.totals.successRate === null ? '—' : `${data.totals.successRate}%`} />
            <Total label="Revenue" value={formatNaira(data.totals.revenueKobo, { whole: true })} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <SeriesChart title="Sign-ups and verified accounts" name="signups" rows={data.series.signups} x="day" range={range}
              y={[{ key: 'signups', label: 'Sign-ups' }, { key: 'verified', label: 'Verified' }]} />
            <SeriesChart title="Analyses by status" name="analyses" rows={data.series.analyses} x="day" range={range}
              y={[{ key: 'completed', label: 'Completed' }, { key: 'failed', label: 'Failed' }, { key: 'inProgress', label: 'In progress' }]} />
            <SeriesChart title="Success rate (%)" name="analyses" rows={data.series.analyses} x="day" range={range}
              y={[{ key: 'successRate', label: 'Success rate' }]} />
            <SeriesChart title="Time to result (seconds)" name="timing" rows={data.series.timing} x="day" range={range}
              y={[{ key: 'medianSeconds', label: 'Median' }, { key: 'p95Seconds', label: '95th percentile' }]} />
            <SeriesChart title="Analyses by document kind" name="documents" rows={documents} x="label" kind="bar" range={range}
              y={[{ key: 'completed', label: 'Completed' }, { key: 'failed', label: 'Failed' }]} />
            <SeriesChart title="Failure reasons" name="failures" rows={data.series.failures} x="reason" kind="bar" range={range}
              y={[{ key: 'analyses', label: 'Analyses' }]} />
            <SeriesChart title="Tokens spent and bought" name="tokens" rows={data.series.tokens} x="day" range={range}
              y={[{ key: 'spent', label: 'Spent' }, { key: 'bought', label: 'Bought' }]} />
            <SeriesChart title="Revenue by plan and bundle (₦)" name="revenue" rows={revenue} x="product" kind="bar" range={range}
              y={[{ key: 'naira', label: 'Revenue (₦)' }]} />
          </div>
        </>
      )}
    </AdminPage>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
    </Card>
  );
}
