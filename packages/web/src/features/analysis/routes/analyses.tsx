import { Link } from 'react-router';
import { ChevronRightIcon, FileTextIcon, PlusIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { StatusBadge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime, plural } from '@/lib/format.ts';
import { useAnalyses } from '../api/analysis.ts';

/** Every statement analysis the person has run, newest first; each row opens its result. */
export default function AnalysesPage() {
  const analyses = useAnalyses();
  return (
    <div className="mx-auto grid max-w-5xl gap-2">
      <PageHeader
        title="Analyses"
        description="Every statement you have analysed, newest first."
        actions={
          <Button asChild variant="hero">
            <Link to="/app/upload">
              <PlusIcon /> New Analysis
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent>
          {analyses.isPending ? (
            <ul className="grid gap-2" aria-label="Loading analyses">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-14 w-full" />
                </li>
              ))}
            </ul>
          ) : analyses.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(analyses.error)}
            </p>
          ) : analyses.data.length === 0 ? (
            <div className="flex flex-col items-center py-10 text-center">
              <FileTextIcon className="size-8 text-muted-foreground" aria-hidden />
              <p className="mt-3 font-medium">No analyses yet</p>
              <p className="mt-1 text-sm text-muted-foreground">Upload a bank statement to see your real numbers.</p>
            </div>
          ) : (
            <ul className="grid gap-2" aria-label="Analyses">
              {analyses.data.map((a) => (
                <li key={a.id}>
                  <Link
                    to={`/app/analysis/${a.uploadId}`}
                    className="flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                      <FileTextIcon className="size-5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium break-words">{a.fileName}</span>
                      <span className="block text-xs text-muted-foreground">
                        {formatDateTime(a.createdAt)} · {plural(a.tokenCost, 'token')}
                      </span>
                    </span>
                    <StatusBadge status={a.status} />
                    <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
