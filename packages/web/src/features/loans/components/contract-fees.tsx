import { useState } from 'react';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { ContractFeeTerm, ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatNaira, plural } from '@/lib/format.ts';
import { NumberInput } from './number-input.tsx';

const TIMING = {
  upfront: 'deducted upfront',
  financed: 'added to the loan',
  per_instalment: 'with each instalment',
} as const;
const LATE_PERIOD = { day: 'a day', week: 'a week', month: 'a month', once: 'once' } as const;

/**
 * The contract's fees, late charge and cooling-off, and an editor for the fees: add, change or remove one. A fee
 * given as a percentage is priced on the loan amount by core (`correctTerms`), and the APR and total cost follow.
 */
export function ContractFees({
  terms,
  totalFees,
  onFeesChange,
}: {
  terms: ContractTerms;
  totalFees: number | null;
  onFeesChange: (fees: ContractFeeTerm[]) => void;
}) {
  const [editing, setEditing] = useState(false);
  const fees = terms.fees;
  const update = (i: number, patch: Partial<ContractFeeTerm>) =>
    onFeesChange(fees.map((f, j) => (j === i ? { ...f, ...patch } : f)));

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle>Fees &amp; Insurance</CardTitle>
        <Button variant="ghost" size="sm" onClick={() => setEditing((e) => !e)} data-testid="edit-fees">
          <PencilIcon /> {editing ? 'Done' : 'Edit fees'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {fees.length === 0 && !editing ? (
          <p className="text-muted-foreground">
            {terms.feesDisclosed ? 'No fees charged.' : 'No fees found in the document.'}
          </p>
        ) : editing ? (
          <ul className="space-y-3" data-testid="fee-editor">
            {fees.map((f, i) => (
              <li key={i} className="grid grid-cols-2 gap-2 rounded-md border p-2">
                <div className="col-span-2 flex items-center gap-2">
                  <Input
                    aria-label={`Fee ${i + 1} name`}
                    value={f.label}
                    onChange={(e) => update(i, { label: e.target.value.slice(0, 100) })}
                    className="min-w-0 flex-1"
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${f.label || `fee ${i + 1}`}`}
                    onClick={() => onFeesChange(fees.filter((_, j) => j !== i))}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`fee-${i}-percent`} className="text-xs text-muted-foreground">
                    % of the loan
                  </Label>
                  <NumberInput
                    id={`fee-${i}-percent`}
                    aria-label={`Fee ${i + 1} percent of the loan`}
                    placeholder="—"
                    value={f.percent}
                    onChange={(n) =>
                      update(i, { percent: n === null ? null : Math.min(100, n), amount: n === null ? f.amount : null })
                    }
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`fee-${i}-amount`} className="text-xs text-muted-foreground">
                    Amount (₦)
                  </Label>
                  <NumberInput
                    id={`fee-${i}-amount`}
                    aria-label={`Fee ${i + 1} amount in naira`}
                    placeholder="—"
                    value={f.amount === null ? null : f.amount / 100}
                    onChange={(n) => update(i, { amount: n === null ? null : Math.round(n * 100), percent: null })}
                  />
                </div>
                <select
                  aria-label={`Fee ${i + 1} timing`}
                  className="col-span-2 h-10 min-w-0 rounded-md border border-input bg-background px-2 text-sm"
                  value={f.timing}
                  onChange={(e) => update(i, { timing: e.target.value as ContractFeeTerm['timing'] })}
                >
                  {Object.entries(TIMING).map(([k, v]) => (
                    <option key={k} value={k}>
                      {v}
                    </option>
                  ))}
                </select>
              </li>
            ))}
            <li>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  onFeesChange([
                    ...fees,
                    { kind: 'other', label: 'Other fee', percent: null, amount: 0, timing: 'upfront' },
                  ])
                }
              >
                <PlusIcon /> Add a fee
              </Button>
            </li>
          </ul>
        ) : (
          <ul className="space-y-2" data-testid="fee-list">
            {fees.map((f, i) => (
              <li key={i} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">
                  {f.label}
                  <span className="block text-xs text-muted-foreground">
                    {f.percent !== null ? `${f.percent}% of the loan · ` : ''}
                    {TIMING[f.timing]}
                  </span>
                </span>
                <span className="font-medium tabular-nums">{f.amount === null ? '—' : formatNaira(f.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {totalFees !== null && totalFees > 0 && (
          <p className="flex justify-between border-t pt-2 font-medium">
            <span>Total fees</span>
            <span className="tabular-nums" data-testid="contract-fees-total">
              {formatNaira(totalFees)}
            </span>
          </p>
        )}
        <p className="text-muted-foreground">
          Late payment:{' '}
          {terms.lateCharge
            ? `${terms.lateCharge.percent !== null ? `${terms.lateCharge.percent}% of the overdue amount` : formatNaira(terms.lateCharge.amount ?? 0)} ${LATE_PERIOD[terms.lateCharge.period]}`
            : 'not stated'}
        </p>
        <p className="text-muted-foreground">
          Cooling-off: {terms.coolingOffDays === null ? 'not stated' : plural(terms.coolingOffDays, 'day')}
        </p>
      </CardContent>
    </Card>
  );
}
