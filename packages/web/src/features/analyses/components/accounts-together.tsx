import { toast } from 'sonner';
import { ArrowRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate, formatNaira } from '@/lib/format.ts';
import { useCorrectOwnTransfer, usePersonHistory } from '../api/analyses.ts';

/**
 * All of the person's accounts combined: totals after overlaps and own transfers, a per-account breakdown, and the
 * transfers we matched between their accounts, each with why and a way to say "that was not mine".
 */
export function AccountsTogether({ profileId }: { profileId: string | null }) {
  const history = usePersonHistory(profileId);
  const correct = useCorrectOwnTransfer();
  const h = history.data;
  if (!h || h.accounts.length < 2) return null;
  const perAccount = new Map<string, { label: string; income: number; expenses: number }>();
  for (const m of h.months)
    for (const a of m.accounts) {
      const x = perAccount.get(a.account) ?? { label: a.label, income: 0, expenses: 0 };
      x.income += a.income;
      x.expenses += a.expenses;
      perAccount.set(a.account, x);
    }
  const labelOf = new Map(h.accounts.map((a) => [a.account, a.label]));
  return (
    <Card className="mb-6" data-testid="accounts-together">
      <CardHeader>
        <CardTitle>All your accounts together</CardTitle>
        <CardDescription>
          {h.accounts.length} accounts, {h.months.length} months. Money you moved between your own accounts (
          {formatNaira(h.totals.ownTransfersRemoved)}) counts neither as income nor as spending.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-3 sm:grid-cols-2">
          <p>
            Income: <span className="font-semibold" data-testid="combined-income">{formatNaira(h.totals.income)}</span>
          </p>
          <p>
            Spending: <span className="font-semibold" data-testid="combined-expenses">{formatNaira(h.totals.expenses)}</span>
          </p>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead className="text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">Account</th>
                <th className="py-1 pr-3 text-right font-medium">Income</th>
                <th className="py-1 text-right font-medium">Spending</th>
              </tr>
            </thead>
            <tbody>
              {[...perAccount.values()].map((a) => (
                <tr key={a.label} className="border-t">
                  <td className="py-1 pr-3">{a.label}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatNaira(a.income)}</td>
                  <td className="py-1 text-right tabular-nums">{formatNaira(a.expenses)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {h.ownTransfers.length > 0 && (
          <div className="grid gap-2">
            <p className="font-medium">Transfers between your accounts</p>
            <ul className="grid gap-2">
              {h.ownTransfers.map((p) => (
                <li key={p.id} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-1.5 font-medium">
                      {formatNaira(p.amount)} · {labelOf.get(p.from.account)} <ArrowRightIcon className="size-3.5" aria-hidden />{' '}
                      {labelOf.get(p.to.account)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatDate(p.from.date)} · {p.reasons.join(', ')}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={correct.isPending}
                    onClick={() =>
                      correct.mutate(
                        { id: p.id, ownTransfer: false },
                        {
                          onSuccess: () =>
                            toast.success('It counts as income and spending again', {
                              action: { label: 'Undo', onClick: () => correct.mutate({ id: p.id, ownTransfer: true }) },
                            }),
                          onError: (e) => toast.error(errorMessage(e)),
                        },
                      )
                    }
                  >
                    Not my transfer
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
