import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import type { ClientCreditReport } from '../api/types.ts';

/**
 * The client's credit reports over time, newest first. Credit reports are read into the owner's account under the
 * client's profile, so only the owner opens the full report; members see the score and date here.
 */
export function ClientCreditReports({ reports, canOpen }: { reports: ClientCreditReport[]; canOpen: boolean }) {
  const sorted = [...reports].sort((a, b) =>
    (b.reportDate ?? b.createdAt.slice(0, 10)).localeCompare(a.reportDate ?? a.createdAt.slice(0, 10)),
  );
  return (
    <Card data-testid="client-credit-reports">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Credit reports</CardTitle>
        {canOpen && (
          <Link className="text-sm text-primary underline-offset-4 hover:underline" to="/app/credit-reports/new">
            Add a credit report
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No credit reports yet.
            {canOpen && ' Upload one and choose this client as the profile.'}
          </p>
        ) : (
          <ul className="divide-y">
            {sorted.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                data-testid="client-credit-report"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {canOpen ? (
                      <Link className="underline-offset-4 hover:underline" to={`/app/credit-reports/${r.id}`}>
                        {r.title}
                      </Link>
                    ) : (
                      r.title
                    )}
                  </p>
                  <p className="text-muted-foreground">
                    {r.reportDate ? `Report date ${formatDate(r.reportDate)}` : `Added ${formatDate(r.createdAt)}`}
                    {r.accounts !== null && ` · ${r.accounts} ${r.accounts === 1 ? 'account' : 'accounts'}`}
                  </p>
                  {r.status === 'failed' && r.failureMessage && <p className="text-destructive">{r.failureMessage}</p>}
                </div>
                {r.status === 'completed' ? (
                  r.score !== null ? (
                    <span className="font-semibold" data-testid="credit-score">
                      {r.score}
                      {r.scoreLabel && <span className="font-normal text-muted-foreground"> · {r.scoreLabel}</span>}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">No score</span>
                  )
                ) : (
                  <Badge variant={r.status === 'failed' ? 'destructive' : 'secondary'}>
                    {r.status === 'failed' ? 'Failed' : 'Reading…'}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
