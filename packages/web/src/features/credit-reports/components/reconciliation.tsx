import { useState } from 'react';
import { toast } from 'sonner';
import { DownloadIcon, ScaleIcon } from 'lucide-react';
import type { CreditReport } from '@nairalens/core/credit-reports/types.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { errorMessage } from '@/lib/api.ts';
import { downloadFile, useConfirmDisputes, type CreditReportDetail } from '../api/credit-reports.ts';

/** The report checked against the person's statements, and the dispute they confirm. */
export function Reconciliation({ detail, report }: { detail: CreditReportDetail; report: CreditReport }) {
  const rec = detail.reconciliation;
  const saved = detail.disputes ?? [];
  const [picked, setPicked] = useState<Set<string>>(() => new Set(saved.map((d) => d.findingId)));
  const confirm = useConfirmDisputes(detail.id);
  const toggle = (id: string) => setPicked((p) => { const n = new Set(p); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const findings = rec?.findings ?? [];
  const accounts = report.accounts.map((a) => ({ id: `unrecognised:${a.lender}:${a.accountNumber ?? ''}`, a }));
  const save = async () => {
    try {
      await confirm.mutateAsync({
        findingIds: findings.filter((f) => picked.has(f.id)).map((f) => f.id),
        unrecognised: accounts.filter((x) => picked.has(x.id)).map((x) => ({ lender: x.a.lender, accountNumber: x.a.accountNumber })),
      });
      toast.success('Saved. Your dispute letter is ready.');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ScaleIcon className="size-4" aria-hidden /> Checked against your statements
        </CardTitle>
        <CardDescription>
          {rec?.coverage ? `Your analysed statements cover ${rec.coverage.from} to ${rec.coverage.to} (${rec.repayments} loan repayments found).` : 'Analyse a bank statement covering the same months to check this report against it.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {rec?.coverage && findings.length === 0 && <p className="text-sm text-muted-foreground">The report agrees with your statements.</p>}
        {findings.map((f) => (
          <label key={f.id} className="flex gap-3 rounded-lg border p-3" data-testid="finding">
            {f.disputable && <Checkbox checked={picked.has(f.id)} onCheckedChange={() => toggle(f.id)} aria-label={`Dispute ${f.lender}`} />}
            <span className="min-w-0">
              <span className="block text-sm font-medium">{f.lender}</span>
              <span className="block text-sm text-muted-foreground">{f.detail}</span>
              {f.evidence.length > 0 && <span className="mt-1 block text-xs text-muted-foreground break-words">{f.evidence.join(' · ')}</span>}
            </span>
          </label>
        ))}
        {accounts.length > 0 && (
          <details className="rounded-lg border p-3">
            <summary className="cursor-pointer text-sm font-medium">An account you do not recognise?</summary>
            <div className="mt-3 grid gap-2">
              {accounts.map(({ id, a }) => (
                <label key={id} className="flex items-center gap-3 text-sm">
                  <Checkbox checked={picked.has(id)} onCheckedChange={() => toggle(id)} aria-label={`I do not recognise ${a.lender}`} />
                  <span className="break-words">{a.lender} {a.accountNumber ?? ''}</span>
                </label>
              ))}
            </div>
          </details>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void save()} disabled={confirm.isPending || picked.size === 0}>
            Confirm {picked.size || ''} to dispute
          </Button>
          {saved.length > 0 && (
            <Button variant="outline" onClick={() => downloadFile(`/api/credit-reports/${detail.id}/dispute-letter.pdf`, `dispute-${report.bureau}.pdf`).catch((e) => toast.error(errorMessage(e)))}>
              <DownloadIcon aria-hidden /> Dispute letter (PDF)
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">Under the Credit Reporting Act 2017 you may dispute wrong entries with the bureau. Filing a dispute does not change your score.</p>
      </CardContent>
    </Card>
  );
}
