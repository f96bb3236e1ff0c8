import { AlertTriangleIcon, CheckCircle2Icon, ScanSearchIcon, ShieldAlertIcon } from 'lucide-react';
import type { StatementInfo } from '@nairalens/core/contract.ts';
import { formatMoneyOf } from '@nairalens/core/money/kobo.ts';
import { reconciliationSentence, WARNING_KIND_TITLES, warningsByKind } from '@nairalens/core/statements/warning-kinds.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';

function List({ items }: { items: string[] }) {
  return (
    <ul className="mt-1 list-disc pl-4 break-words">
      {items.map((w, i) => (
        <li key={i}>{w}</li>
      ))}
    </ul>
  );
}

/**
 * The statement's checks. A possible alteration (the numbers do not add up) and a reading doubt (a scan that could
 * not be read clearly) are different findings and look different: red with a shield, blue with a magnifier.
 */
export function StatementChecks({ statement }: { statement: StatementInfo }) {
  const byKind = warningsByKind(statement);
  const ok = statement.reconciled && statement.warnings.length === 0;
  const others = statement.otherAccounts ?? [];
  return (
    <div className="grid gap-3" data-testid="statement-checks">
      <Alert variant={ok ? 'success' : byKind.alteration.length > 0 ? 'destructive' : 'warning'}>
        {ok ? <CheckCircle2Icon /> : <AlertTriangleIcon />}
        <AlertTitle>{ok ? 'Statement checks passed' : 'Statement checks'}</AlertTitle>
        <AlertDescription>
          <p>{reconciliationSentence(statement)}</p>
          {(statement.notes ?? []).map((n, i) => (
            <p key={i} className="text-muted-foreground">{n}</p>
          ))}
          {others.map((o) => (
            <p key={o.name}>
              This file also holds your {o.name} account ({o.rowCount} transactions, {o.openingBalance === null ? '—' : formatMoneyOf(o.openingBalance, o.currency)} to {o.closingBalance === null ? '—' : formatMoneyOf(o.closingBalance, o.currency)}); it is reported apart and not counted in these figures.
            </p>
          ))}
        </AlertDescription>
      </Alert>
      {byKind.alteration.length > 0 && (
        <Alert variant="destructive" data-testid="warnings-alteration">
          <ShieldAlertIcon />
          <AlertTitle>{WARNING_KIND_TITLES.alteration}</AlertTitle>
          <AlertDescription>
            <List items={byKind.alteration} />
          </AlertDescription>
        </Alert>
      )}
      {byKind.reading.length > 0 && (
        <Alert variant="info" data-testid="warnings-reading">
          <ScanSearchIcon />
          <AlertTitle>{WARNING_KIND_TITLES.reading}</AlertTitle>
          <AlertDescription>
            <List items={byKind.reading} />
          </AlertDescription>
        </Alert>
      )}
      {byKind.other.length > 0 && (
        <Alert variant="warning" data-testid="warnings-other">
          <AlertTriangleIcon />
          <AlertTitle>{WARNING_KIND_TITLES.other}</AlertTitle>
          <AlertDescription>
            <List items={byKind.other} />
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
