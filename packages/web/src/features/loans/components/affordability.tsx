import { CheckIcon, MinusIcon } from 'lucide-react';
import type { DtiBand } from '@nairalens/core/contract.ts';
import { affordabilityTicks, dtiBandLabel } from '@nairalens/core/loans/dti.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { formatNaira } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';

const BAND_VARIANT: Record<DtiBand, 'success' | 'default' | 'warning' | 'destructive'> = {
  excellent: 'success',
  good: 'success',
  fair: 'warning',
  caution: 'warning',
  danger: 'destructive',
};

export function DtiBandBadge({ band }: { band: DtiBand }) {
  return (
    <Badge variant={BAND_VARIANT[band]} data-testid="dti-band">
      {dtiBandLabel(band)}
    </Badge>
  );
}

/** Post-loan DTI, its band and the accumulating ticks of docs/product-rules.md (Excellent ≤ 30, Good ≤ 40, Fair ≤ 50). */
export function Affordability({
  dti,
  band,
  existingMonthlyDebt,
}: {
  dti: number | null;
  band: DtiBand | null;
  /**
   * Kobo a month of repayments already found in the person's own statements and counted in the DTI; null when no
   * statement was analysed; left out where it does not apply.
   */
  existingMonthlyDebt?: number | null;
}) {
  if (dti === null || band === null) {
    return (
      <p className="text-sm text-muted-foreground">Add your monthly income to see how this loan fits your budget.</p>
    );
  }
  const ticks = affordabilityTicks(dti);
  const width = Math.min(100, dti);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Debt-to-income after this loan</p>
          <p className="text-2xl font-semibold" data-testid="post-loan-dti">
            {dti.toFixed(1)}%
          </p>
        </div>
        <DtiBandBadge band={band} />
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className={cn('h-full rounded-full', dti <= 40 ? 'bg-success' : dti <= 60 ? 'bg-warning' : 'bg-destructive')}
          style={{ width: `${width}%` }}
        />
      </div>
      {existingMonthlyDebt !== undefined && (
        <p className="text-xs text-muted-foreground" data-testid="dti-includes">
          {existingMonthlyDebt === null
            ? 'Only this loan is counted: analyse a statement of your own to include the loans you already repay.'
            : existingMonthlyDebt > 0
              ? `Includes the ${formatNaira(existingMonthlyDebt)} a month of loan repayments found in your statements.`
              : 'No other loan repayments were found in your statements; only this loan is counted.'}
        </p>
      )}
      <ul className="grid grid-cols-3 gap-2 text-sm" aria-label="Affordability bands">
        {ticks.map((t) => (
          <li
            key={t.band}
            data-ticked={t.ticked}
            className={cn(
              'flex items-center gap-1.5 rounded-md border px-2 py-1.5',
              t.ticked ? 'border-success/40 bg-success/10' : 'text-muted-foreground',
            )}
          >
            {t.ticked ? (
              <CheckIcon className="size-4 text-success" aria-label="met" />
            ) : (
              <MinusIcon className="size-4" aria-label="not met" />
            )}
            {t.label} ≤ {t.upTo}%
          </li>
        ))}
      </ul>
    </div>
  );
}
