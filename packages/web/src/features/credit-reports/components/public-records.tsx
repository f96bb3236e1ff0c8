import type { CreditReport } from '@nairalens/core/credit-reports/types.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDate, formatNaira } from '@/lib/format.ts';

type Row = { key: string; title: string; detail: (string | null)[]; amount: number | null };

/**
 * Guarantors, dishonoured cheques and judgements as the bureau lists them. Reports read before these lists existed
 * carry none, so each list defaults to empty.
 */
export function PublicRecords({ report }: { report: CreditReport }) {
  const groups: { title: string; empty: string; rows: Row[] }[] = [
    {
      title: 'Guarantors',
      empty: 'No guarantor is listed on this report.',
      rows: (report.guarantors ?? []).map((g, i) => ({
        key: `g${i}`,
        title: g.name,
        detail: [g.institution, g.accountNumber ? `facility ${g.accountNumber}` : null],
        amount: g.amount,
      })),
    },
    {
      title: 'Dishonoured cheques',
      empty: 'No dishonoured cheque is listed on this report.',
      rows: (report.dishonouredCheques ?? []).map((c, i) => ({
        key: `c${i}`,
        title: c.institution ?? 'Cheque',
        detail: [c.date ? formatDate(c.date) : null, c.chequeNumber ? `cheque ${c.chequeNumber}` : null],
        amount: c.amount,
      })),
    },
    {
      title: 'Judgements',
      empty: 'No judgement or court case is listed on this report.',
      rows: (report.judgements ?? []).map((j, i) => ({
        key: `j${i}`,
        title: j.plaintiff ?? 'Judgement',
        detail: [j.caseNumber ? `suit ${j.caseNumber}` : null, j.date ? formatDate(j.date) : null],
        amount: j.amount,
      })),
    },
  ];
  return (
    <Card data-testid="public-records">
      <CardHeader>
        <CardTitle className="text-base">Guarantors, cheques and judgements</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-3">
        {groups.map((g) => (
          <section key={g.title} className="grid content-start gap-2">
            <h3 className="text-sm font-medium">
              {g.title} <span className="text-muted-foreground tabular-nums">({g.rows.length})</span>
            </h3>
            {g.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">{g.empty}</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {g.rows.map((r) => (
                  <li key={r.key} className="grid gap-0.5 p-2 text-sm">
                    <span className="flex flex-wrap justify-between gap-x-3">
                      <span className="font-medium break-words">{r.title}</span>
                      {r.amount !== null && <span className="tabular-nums">{formatNaira(r.amount)}</span>}
                    </span>
                    <span className="text-muted-foreground break-words">{r.detail.filter(Boolean).join(' · ')}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
