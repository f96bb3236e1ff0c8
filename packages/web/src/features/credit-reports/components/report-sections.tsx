import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import type { Factor, Recommendation } from '@nairalens/core/credit-reports/insights.ts';
import type { CreditReport, ReportAccount } from '@nairalens/core/credit-reports/types.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDate, formatNaira } from '@/lib/format.ts';
import { HistoryGrid } from './history-grid.tsx';

const CLASS_VARIANT: Record<ReportAccount['classification'], 'success' | 'warning' | 'destructive'> = {
  performing: 'success', watchlist: 'warning', substandard: 'destructive', doubtful: 'destructive', lost: 'destructive',
};
const label = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function SummaryTiles({ report }: { report: CreditReport }) {
  const s = report.summary;
  const tiles: [string, string][] = [
    ['Accounts', `${s.totalAccounts} (${s.openAccounts} open)`],
    ['Not performing', String(s.nonPerformingAccounts)],
    ['Outstanding', formatNaira(s.totalOutstanding, { whole: true })],
    ['Overdue', formatNaira(s.totalOverdue, { whole: true })],
  ];
  return (
    <div className="grid grid-cols-2 gap-3">
      {tiles.map(([k, v]) => (
        <div key={k} className="rounded-lg border bg-background p-3">
          <p className="text-xs text-muted-foreground">{k}</p>
          <p className="font-semibold tabular-nums">{v}</p>
        </div>
      ))}
    </div>
  );
}

export function Factors({ factors }: { factors: Factor[] }) {
  const groups: [Factor['effect'], string][] = [['hurts', 'What hurts your score'], ['helps', 'What helps your score']];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {groups.map(([effect, title]) => (
        <Card key={effect}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              {effect === 'hurts' ? <ArrowDownIcon className="size-4 text-destructive" aria-hidden /> : <ArrowUpIcon className="size-4 text-success" aria-hidden />}
              {title}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {factors.filter((f) => f.effect === effect).length === 0 && <p className="text-sm text-muted-foreground">Nothing here.</p>}
            {factors.filter((f) => f.effect === effect).map((f) => (
              <div key={`${f.kind}-${f.title}`} className="border-l-2 pl-3" style={{ borderColor: effect === 'hurts' ? 'var(--color-destructive)' : 'var(--color-success)' }}>
                <p className="font-medium">{f.title}</p>
                <p className="text-sm text-muted-foreground">{f.detail}</p>
                {(f.accounts.length > 0 || f.months.length > 0) && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {f.accounts.map((a) => `${a.lender}${a.accountNumber ? ` ${a.accountNumber}` : ''}`).join(', ')}
                    {f.months.length > 0 && ` · months: ${f.months.join(', ')}`}
                  </p>
                )}
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function Recommendations({ items }: { items: Recommendation[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">What to pay first</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3">
          {items.map((r, i) => (
            <li key={r.title} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">{i + 1}</span>
              <div>
                <p className="font-medium">{r.title}</p>
                <p className="text-sm text-muted-foreground">{r.detail}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export function Accounts({ accounts }: { accounts: ReportAccount[] }) {
  if (accounts.length === 0)
    return (
      <Card>
        <CardContent className="p-5 text-sm text-muted-foreground">The bureau holds no credit accounts for you (a "no hit" report). Lenders see a blank record, not a bad one.</CardContent>
      </Card>
    );
  return (
    <div className="grid gap-4">
      {accounts.map((a, i) => (
        <Card key={`${a.lender}-${a.accountNumber}-${i}`} data-testid="report-account">
          <CardContent className="grid gap-3 p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words">{a.lender}</p>
                <p className="text-sm text-muted-foreground">
                  {label(a.type)}
                  {a.accountNumber ? ` · ${a.accountNumber}` : ''}
                  {a.openedDate ? ` · opened ${formatDate(a.openedDate)}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Badge variant="outline">{label(a.status)}</Badge>
                <Badge variant={CLASS_VARIANT[a.classification]}>{label(a.classification)}</Badge>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              <div><dt className="text-muted-foreground">Limit</dt><dd className="tabular-nums">{a.creditLimit === null ? '—' : formatNaira(a.creditLimit, { whole: true })}</dd></div>
              <div><dt className="text-muted-foreground">Balance</dt><dd className="tabular-nums">{formatNaira(a.balance, { whole: true })}</dd></div>
              <div><dt className="text-muted-foreground">Overdue</dt><dd className={a.overdue > 0 ? 'font-semibold text-destructive tabular-nums' : 'tabular-nums'}>{formatNaira(a.overdue, { whole: true })}</dd></div>
              <div><dt className="text-muted-foreground">Days past due</dt><dd className="tabular-nums">{a.daysPastDue}</dd></div>
            </dl>
            <HistoryGrid history={a.history} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function Enquiries({ report }: { report: CreditReport }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Enquiries</CardTitle>
      </CardHeader>
      <CardContent>
        {report.enquiries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No lender has checked this report recently.</p>
        ) : (
          <ul className="divide-y">
            {report.enquiries.map((e, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-x-4 py-2 text-sm">
                <span className="font-medium">{e.institution}</span>
                <span className="text-muted-foreground">{[e.date ? formatDate(e.date) : null, e.reason].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
