import { Link } from 'react-router';
import { BUREAU_NAMES } from '@nairalens/core/credit-reports/types.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import type { CreditReportCard } from '../api/credit-reports.ts';

const BAND_NAMES: Record<string, string> = { poor: 'Poor', fair: 'Fair', good: 'Good', very_good: 'Very Good', excellent: 'Excellent' };
const STATUS: Record<CreditReportCard['status'], { label: string; variant: 'default' | 'secondary' | 'destructive' }> = {
  completed: { label: 'Completed', variant: 'default' },
  processing: { label: 'Processing', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
};

export function ReportCard({ report }: { report: CreditReportCard }) {
  const s = STATUS[report.status];
  return (
    <Card data-testid="credit-report-card" className="min-w-0">
      <CardContent className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{report.title}</h3>
            <p className="text-sm break-words text-muted-foreground">
              {report.bureau ? BUREAU_NAMES[report.bureau] : (report.fileName ?? 'Reading…')}
              {report.clientName && ` · for ${report.clientName}`}
            </p>
          </div>
          <Badge variant={s.variant}>{s.label}</Badge>
        </div>
        <div className="flex items-end justify-between gap-2">
          <div>
            <p className="text-3xl font-bold tabular-nums">{report.score ?? '—'}</p>
            <p className="text-sm text-muted-foreground">{report.band ? BAND_NAMES[report.band] : report.status === 'completed' ? 'No score on this report' : report.status === 'failed' ? 'Could not be read' : 'Reading the report…'}</p>
          </div>
          <p className="text-right text-sm text-muted-foreground">{formatDate(report.reportDate ?? report.createdAt)}</p>
        </div>
        {report.status === 'failed' && report.failureMessage && <p className="text-sm text-destructive">{report.failureMessage}</p>}
        <Button asChild variant="outline" className="mt-auto w-full">
          <Link to={`/app/credit-reports/${report.id}`}>View Details</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
