import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  DownloadIcon,
  FileJsonIcon,
  FileSearchIcon,
  FileSpreadsheetIcon,
  LockIcon,
  RefreshCwIcon,
  UploadIcon,
} from 'lucide-react';
import { CLEAN_EXPORT_COST } from '@nairalens/core/tokens/costs.ts';
import { FileName } from '@/components/file-name.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { SpendConfirmDialog } from '@/components/spend-confirm-dialog.tsx';
import { useWalletBalance } from '@/hooks/use-wallet-balance.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { StatusBadge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { formatDateTime, plural } from '@/lib/format.ts';
import { otherDocumentPage } from '@/lib/other-document-page.ts';
import {
  analysisQuery,
  csvUrl,
  download,
  jsonUrl,
  reportUrl,
  useAnalysis,
  useAnalysisStatus,
  useUnlockCleanExport,
  type Analysis,
} from '../api/analysis.ts';
import {
  ChargesAuditCard,
  HealthScore,
  LoanEligibilityPanel,
  MonthlyTrend,
  Recommendations,
  SpendingBreakdown,
  StatementChecks,
  SummaryCards,
} from '../components/result-sections.tsx';
import { WhatChanged } from '../components/what-changed.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { bankName } from '@nairalens/core/statements/bank-name.ts';

const STAGES: Record<string, { label: string; value: number }> = {
  queued: { label: 'Queued for analysis…', value: 20 },
  reading: { label: 'Reading your transactions…', value: 45 },
  analysing: { label: 'Categorising and analysing…', value: 75 },
  saving: { label: 'Saving your results…', value: 90 },
};

export default function AnalysisResultPage() {
  const { id = '' } = useParams();
  const query = useAnalysis(id);
  const queryClient = useQueryClient();
  const a = query.data;
  const status = useAnalysisStatus(id, a?.status === 'processing');

  useEffect(() => {
    if (query.error && !(query.error instanceof ApiError && query.error.status === 404))
      console.error('Analysis fetch failed', query.error);
  }, [query.error]);

  useEffect(() => {
    if (status.data && a && status.data.status !== a.status)
      void queryClient.invalidateQueries({ queryKey: analysisQuery(id).queryKey });
  }, [status.data, a, id, queryClient]);

  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-label="Loading analysis">
        <Skeleton className="h-10 w-72" />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (query.error || !a) return <NotFound />;

  const header = (
    <PageHeader
      title={<FileName name={a.fileName} />}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span>{formatDateTime(a.createdAt)}</span>
          <span aria-hidden>·</span>
          <span>{plural(a.tokenCost, 'token', 'tokens')}</span>
          {a.analysisFor === 'someone-else' && a.clientName && (
            <>
              <span aria-hidden>·</span>
              <span>For {a.clientName}</span>
            </>
          )}
          <StatusBadge status={a.status} />
        </span>
      }
      actions={a.status === 'completed' && a.access.canExport ? <ExportButtons analysis={a} /> : undefined}
    />
  );

  if (a.status === 'processing' || a.status === 'pending') {
    const stage = STAGES[status.data?.stage ?? a.stage ?? 'queued'] ?? STAGES.queued;
    return (
      <div className="grid grid-cols-1 gap-6">
        {header}
        <Card>
          <CardContent className="grid gap-4 p-6" aria-live="polite">
            <div className="flex items-center gap-3">
              <RefreshCwIcon className="size-5 animate-spin text-primary" aria-hidden />
              <p className="font-medium">{a.status === 'pending' ? 'Waiting to start…' : stage.label}</p>
            </div>
            <Progress value={stage.value} aria-label="Analysis progress" />
            <p className="text-sm text-muted-foreground">
              This usually takes a few seconds. This page updates by itself.
            </p>
          </CardContent>
        </Card>
      </div>
    );
  }

  if (a.status === 'failed') {
    const elsewhere = otherDocumentPage(a.failure?.message);
    return (
      <div className="grid grid-cols-1 gap-6">
        {header}
        <Alert variant="destructive" data-testid="analysis-failed">
          <AlertCircleIcon />
          <AlertTitle>We couldn't analyse this statement</AlertTitle>
          <AlertDescription>
            <p>{a.failure?.message ?? 'The analysis failed.'}</p>
            <p>Your {plural(a.tokenCost, 'token was', 'tokens were')} refunded.</p>
          </AlertDescription>
        </Alert>
        <div className="flex flex-wrap gap-2">
          {elsewhere && (
            <Button asChild>
              <Link to={elsewhere.to}>
                <ArrowRightIcon /> {elsewhere.label}
              </Link>
            </Button>
          )}
          <Button asChild variant={elsewhere ? 'outline' : 'default'}>
            <Link to="/app/upload">
              <UploadIcon /> Upload another statement
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  const r = a.result!;
  const s = r.summary;
  return (
    // min-w-0 on the items: a wide table scrolls inside its own box instead of widening the page on a phone.
    <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
      {header}
      <p className="-mt-4 text-sm text-muted-foreground">
        {[r.statement.accountName, r.statement.accountNumber, r.statement.bank ? bankName(r.statement.bank) : null]
          .filter(Boolean)
          .join(' · ')}
        {' · '}
        {r.statement.periodStart} to {r.statement.periodEnd} ({s.months} {s.months === 1 ? 'month' : 'months'})
      </p>
      <SummaryCards summary={s} />
      <WhatChanged analysisId={a.id} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SpendingBreakdown summary={s} />
        <HealthScore summary={s} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Recommendations items={s.recommendations} />
        <LoanEligibilityPanel summary={s} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <MonthlyTrend months={r.monthly} trend={s.spendingTrend} />
        <ChargesAuditCard charges={r.charges} />
      </div>
      <StatementChecks statement={r.statement} />
      <TransactionsTable analysisId={a.uploadId} canChange={a.access.canChange} />
    </div>
  );
}

function ExportButtons({ analysis }: { analysis: Analysis }) {
  const unlock = useUnlockCleanExport(analysis.uploadId);
  const balance = useWalletBalance();
  const [confirming, setConfirming] = useState(false);
  async function clean() {
    try {
      if (!analysis.cleanExportUnlocked) {
        await unlock.mutateAsync();
        toast.success('Clean Export Unlocked', {
          description: 'You can now export clean PDFs for this analysis at no extra cost.',
        });
      }
      toast.success('Export Started', { description: 'Generating your clean PDF report.' });
      download(reportUrl(analysis.uploadId, 'clean'));
    } catch (e) {
      const insufficient = e instanceof ApiError && e.code === 'INSUFFICIENT_TOKENS';
      toast.error('Export Failed', {
        description: insufficient
          ? `You need ${plural(CLEAN_EXPORT_COST, 'token')} to unlock clean exports.`
          : errorMessage(e),
      });
    }
  }
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          toast.success('Export Started', { description: 'Generating your watermarked PDF report.' });
          download(reportUrl(analysis.uploadId, 'watermarked'));
        }}
      >
        <DownloadIcon /> Watermarked PDF
      </Button>
      {/* Unlocking spends the owner's tokens, so a workspace member does not get the button (the server refuses it). */}
      {analysis.access.canChange && (
        <>
          <Button
            variant="premium"
            // An unlocked export is free; the first one spends tokens, so it is confirmed first.
            onClick={() => (analysis.cleanExportUnlocked ? void clean() : setConfirming(true))}
            disabled={unlock.isPending}
          >
            {analysis.cleanExportUnlocked ? <DownloadIcon /> : <LockIcon />} Clean PDF
            {analysis.cleanExportUnlocked ? '' : ` (${plural(CLEAN_EXPORT_COST, 'token')})`}
          </Button>
          <SpendConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Unlock the clean PDF?"
            what={`A clean PDF report of ${analysis.fileName}, without the watermark. Once unlocked, every clean export of this analysis is free.`}
            cost={CLEAN_EXPORT_COST}
            balance={balance.totalBalance}
            refundNote="If the unlock fails, nothing is spent."
            onConfirm={() => void clean()}
            testId="confirm-clean-export"
          />
        </>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label="Download transactions as CSV"
        title="Transactions (CSV)"
        onClick={() => download(csvUrl(analysis.uploadId))}
      >
        <FileSpreadsheetIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Download analysis as JSON"
        title="Analysis (JSON)"
        onClick={() => download(jsonUrl(analysis.uploadId))}
      >
        <FileJsonIcon />
      </Button>
    </>
  );
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileSearchIcon className="size-7" aria-hidden />
      </div>
      <h1 className="mt-4 text-2xl font-bold">Analysis Not Found</h1>
      <p className="mt-2 text-muted-foreground">
        The analysis you're looking for doesn't exist or is still processing.
      </p>
      <Button asChild className="mt-6">
        <Link to="/app">
          <ArrowLeftIcon /> Back to Dashboard
        </Link>
      </Button>
    </div>
  );
}
