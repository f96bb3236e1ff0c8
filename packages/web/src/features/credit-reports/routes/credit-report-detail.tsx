import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { AlertCircleIcon, ArrowLeftIcon, DownloadIcon, LockIcon, UploadIcon } from 'lucide-react';
import { BUREAU_NAMES } from '@nairalens/core/credit-reports/types.ts';
import { FileName } from '@/components/file-name.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate } from '@/lib/format.ts';
import {
  downloadFile,
  useCreditReport,
  useUnlockReportExport,
  type CreditReportDetail,
} from '../api/credit-reports.ts';
import { Reconciliation } from '../components/reconciliation.tsx';
import { PublicRecords } from '../components/public-records.tsx';
import { Accounts, Enquiries, Factors, Recommendations, SummaryTiles } from '../components/report-sections.tsx';
import { ScoreGauge } from '../components/score-gauge.tsx';
import { ScoreHistoryCharts } from '../components/score-history-chart.tsx';

const STAGES: Record<string, { label: string; value: number }> = {
  queued: { label: 'Queued for reading…', value: 20 },
  reading: { label: 'Reading your report…', value: 55 },
  saving: { label: 'Saving the results…', value: 90 },
};

export default function CreditReportDetailPage() {
  const { id = '' } = useParams();
  const query = useCreditReport(id);
  const d = query.data;
  if (query.isPending) return <Skeleton className="h-96" aria-label="Loading report" />;
  if (query.error || !d) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <h1 className="text-lg font-semibold">Credit report not found</h1>
          <Button asChild variant="outline">
            <Link to="/app/credit-reports">
              <ArrowLeftIcon aria-hidden /> Back to Credit Reports
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const title = d.bureau ? `${BUREAU_NAMES[d.bureau]} report` : (d.fileName ?? 'Credit report');
  if (d.status === 'processing') {
    const stage = STAGES[d.stage ?? 'queued'] ?? STAGES.queued;
    return (
      <div className="grid gap-6">
        <PageHeader
          title={<FileName name={d.fileName ?? 'Credit report'} />}
          description={<Badge variant="secondary">Processing</Badge>}
        />
        <Card>
          <CardContent className="grid gap-3 p-6" role="status">
            <p className="font-medium">{stage.label}</p>
            <Progress value={stage.value} aria-label="Reading progress" />
            <p className="text-sm text-muted-foreground">
              Most reports take a few seconds; a scan or photo can take up to a minute.
            </p>
          </CardContent>
        </Card>
      </div>
    );
  }
  if (d.status === 'failed' || !d.report) {
    return (
      <div className="grid gap-6">
        <PageHeader
          title={<FileName name={d.fileName ?? 'Credit report'} />}
          description={<Badge variant="destructive">Failed</Badge>}
        />
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>This report could not be read</AlertTitle>
          <AlertDescription>{d.failureMessage}</AlertDescription>
        </Alert>
        <Button asChild className="w-fit">
          <Link to="/app/credit-reports/new">
            <UploadIcon aria-hidden /> Upload another report
          </Link>
        </Button>
      </div>
    );
  }
  const r = d.report;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{r.subject.name ?? 'Your report'}</span>
            <span aria-hidden>·</span>
            <span>{r.reportDate ? formatDate(r.reportDate) : formatDate(d.createdAt)}</span>
            <Badge>Completed</Badge>
          </span>
        }
        actions={<ExportButtons detail={d} />}
      />
      {r.warnings.length > 0 && (
        <Alert>
          <AlertCircleIcon aria-hidden />
          <AlertTitle>Check these</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {r.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Score</CardTitle>
          </CardHeader>
          <CardContent>
            {r.score ? (
              <ScoreGauge bureau={r.bureau} score={r.score} />
            ) : (
              <p className="text-sm text-muted-foreground">
                This report carries no score. A bureau gives no score when there is too little credit history to rate.
              </p>
            )}
            {(r.score?.reasons.length ?? 0) > 0 && (
              <ul className="mt-4 list-disc pl-5 text-sm text-muted-foreground">
                {r.score!.reasons.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Summary</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <SummaryTiles report={r} />
          </CardContent>
        </Card>
      </div>
      {(d.scoreHistory?.length ?? 0) > 1 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Score history</CardTitle>
          </CardHeader>
          <CardContent>
            <ScoreHistoryCharts points={d.scoreHistory!} currentId={d.id} />
          </CardContent>
        </Card>
      )}
      {d.factors && <Factors factors={d.factors} />}
      {d.recommendations && d.recommendations.length > 0 && <Recommendations items={d.recommendations} />}
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">Accounts</h2>
        <Accounts accounts={r.accounts} />
      </section>
      <Enquiries report={r} />
      <PublicRecords report={r} />
      <Reconciliation detail={d} report={r} />
    </div>
  );
}

function ExportButtons({ detail }: { detail: CreditReportDetail }) {
  const unlock = useUnlockReportExport(detail.id);
  const get = (variant: 'watermarked' | 'clean') =>
    downloadFile(
      `/api/credit-reports/${detail.id}/report.pdf?variant=${variant}`,
      `credit-report-${detail.bureau}${variant === 'clean' ? '' : '-watermarked'}.pdf`,
    ).catch((e) => toast.error(errorMessage(e)));
  return (
    <>
      <Button variant="outline" onClick={() => void get('watermarked')}>
        <DownloadIcon aria-hidden /> PDF (free)
      </Button>
      {detail.cleanExportUnlocked ? (
        <Button onClick={() => void get('clean')}>
          <DownloadIcon aria-hidden /> Clean PDF
        </Button>
      ) : (
        <Button
          onClick={() =>
            unlock
              .mutateAsync()
              .then(() => get('clean'))
              .catch((e) => toast.error(errorMessage(e)))
          }
          disabled={unlock.isPending}
        >
          <LockIcon aria-hidden /> Clean PDF · 2 tokens
        </Button>
      )}
    </>
  );
}
