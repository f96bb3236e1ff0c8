import { Link } from 'react-router';
import { ChevronRightIcon, FileTextIcon, FileUpIcon, SparklesIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { StatusBadge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, plural } from '@/lib/format.ts';
import type { RecentAnalysis } from '@nairalens/core/api/dashboard.ts';

export const RECENT_LIMIT = 5;

export function RecentAnalyses({
  items,
  loading,
  uploadTo,
}: {
  items: RecentAnalysis[];
  loading: boolean;
  uploadTo: string;
}) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <div>
          <CardTitle>Recent Analyses</CardTitle>
          <CardDescription>Your latest statement analyses</CardDescription>
        </div>
        {items.length > 0 && (
          <Button asChild variant="ghost" size="sm">
            <Link to="/app/analyses">
              View all <ChevronRightIcon />
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {loading ? (
          <ul className="grid gap-3" aria-label="Loading recent analyses">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="flex items-center gap-3 rounded-lg border p-3">
                <Skeleton className="size-10 rounded-lg" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-10 text-center">
            <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <FileTextIcon className="size-6" aria-hidden />
            </div>
            <p className="mt-4 font-medium">No analyses yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Upload a bank statement to see your income, spending, savings and debt-to-income in under 60 seconds.
            </p>
            <div className="mt-6 flex flex-col gap-2 sm:flex-row">
              <Button asChild>
                <Link to={uploadTo}>
                  <FileUpIcon /> Upload Statement
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/pricing">
                  <SparklesIcon /> Explore Demo
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          <ul className="grid gap-2">
            {items.slice(0, RECENT_LIMIT).map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/40 sm:flex-nowrap"
              >
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                  <FileTextIcon className="size-5" aria-hidden />
                </div>
                {/* A 12rem basis makes the badge and button wrap below on phones instead of squeezing the name. */}
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate text-sm font-medium" title={a.fileName || 'Uploaded Statement'}>
                    {a.fileName || 'Uploaded Statement'}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(a.createdAt)} · {plural(a.tokensCost, 'token')}
                  </p>
                </div>
                <StatusBadge status={a.status} />
                <Button asChild variant="ghost" size="sm" className="ml-auto sm:ml-0">
                  <Link to={`/app/analysis/${a.id}`} aria-label={`View ${a.fileName || 'Uploaded Statement'}`}>
                    View <ChevronRightIcon />
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
