import { useState } from 'react';
import { Link } from 'react-router';
import { FilePlusIcon, FileTextIcon, SearchXIcon } from 'lucide-react';
import type { Bureau } from '@nairalens/core/credit-reports/types.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { useCreditReports } from '../api/credit-reports.ts';
import { ReportCard } from '../components/report-card.tsx';
import { ScoreHistoryCharts, type ScorePoint } from '../components/score-history-chart.tsx';

const CHIPS: { value: Bureau | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'crc', label: 'CRC' },
  { value: 'firstcentral', label: 'FirstCentral' },
  { value: 'creditregistry', label: 'CreditRegistry' },
];

export default function CreditReportsPage() {
  const [bureau, setBureau] = useState<Bureau | null>(null);
  const reports = useCreditReports(bureau);
  const all = useCreditReports(null);
  const empty = all.data?.length === 0;
  // The person's own scores over time (client reports are someone else's history), for the chosen bureau.
  const history: ScorePoint[] = (all.data ?? []).flatMap((r) =>
    r.status === 'completed' && r.score !== null && r.bureau && !r.profileId && !r.clientName && (!bureau || r.bureau === bureau)
      ? [{ id: r.id, bureau: r.bureau, reportDate: r.reportDate, score: r.score }]
      : [],
  );
  return (
    <div>
      <PageHeader
        title="Credit Reports"
        description="Your own reports from CRC Credit Bureau, FirstCentral and CreditRegistry, explained and checked against your statements."
        actions={
          <Button asChild>
            <Link to="/app/credit-reports/new">
              <FilePlusIcon aria-hidden /> New Report
            </Link>
          </Button>
        }
      />
      {!empty && (
        <div className="mb-5 flex flex-wrap gap-2" role="group" aria-label="Filter by bureau">
          {CHIPS.map((c) => (
            <button
              key={c.label}
              type="button"
              aria-pressed={bureau === c.value}
              onClick={() => setBureau(c.value)}
              className={cn('rounded-full border px-3 py-1 text-sm font-medium transition-colors', bureau === c.value ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted')}
            >
              {c.label}
            </button>
          ))}
        </div>
      )}
      {reports.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : empty ? (
        <Empty icon={<FileTextIcon className="size-6" aria-hidden />} title="No credit reports yet" text="Download your report from a bureau and upload it. Reading a report costs 1 token, refunded if it cannot be read.">
          <Button asChild>
            <Link to="/app/credit-reports/new">Upload your first report</Link>
          </Button>
        </Empty>
      ) : reports.data && reports.data.length === 0 ? (
        <Empty icon={<SearchXIcon className="size-6" aria-hidden />} title="No reports from this bureau" text="None of your reports come from this bureau.">
          <Button variant="outline" onClick={() => setBureau(null)}>
            Show all reports
          </Button>
        </Empty>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {history.length > 1 && (
            <Card className="sm:col-span-2 xl:col-span-3">
              <CardContent className="grid gap-3 p-5">
                <h2 className="text-base font-semibold">Your score over time</h2>
                <ScoreHistoryCharts points={history} />
              </CardContent>
            </Card>
          )}
          {reports.data?.map((r) => (
            <ReportCard key={r.id} report={r} />
          ))}
        </div>
      )}
    </div>
  );
}

function Empty({ icon, title, text, children }: { icon: React.ReactNode; title: string; text: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{text}</p>
        {children}
      </CardContent>
    </Card>
  );
}
