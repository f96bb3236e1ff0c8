import type { ReactNode } from 'react';
import type { ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import type { RatePeriod } from '@nairalens/core/loans/rates.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/utils.ts';
import { NumberInput } from './number-input.tsx';

/** The contract's key figures as editable fields, those the document did not state marked "Not found". */
export function ContractCorrections({
  terms,
  missing,
  onChange: set,
}: {
  terms: ContractTerms;
  missing: Set<string>;
  onChange: (patch: Partial<ContractTerms>) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Check and correct the figures</CardTitle>
        <CardDescription>
          Anything we could not find is marked. Change a figure and everything above updates at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3">
        <Field label="Lender" id="fix-lender" missing={missing.has('lender')} className="col-span-2">
          <Input id="fix-lender" value={terms.lender ?? ''} onChange={(e) => set({ lender: e.target.value || null })} />
        </Field>
        <Field label="Loan amount (₦)" id="fix-principal" missing={missing.has('principal')}>
          <NumberInput
            id="fix-principal"
            value={terms.principal === null ? null : terms.principal / 100}
            onChange={(n) => set({ principal: n === null ? null : Math.round(n * 100) })}
          />
        </Field>
        <Field label="Interest rate (%)" id="fix-rate" missing={missing.has('ratePercent')}>
          <NumberInput id="fix-rate" value={terms.ratePercent} onChange={(n) => set({ ratePercent: n })} />
        </Field>
        <Field label="Rate per" id="fix-period" missing={missing.has('ratePeriod')}>
          <select
            id="fix-period"
            className="h-10 w-full rounded-md border border-input bg-background px-2 text-sm"
            value={terms.ratePeriod ?? ''}
            onChange={(e) => set({ ratePeriod: (e.target.value || null) as RatePeriod | null })}
          >
            <option value="">Not found</option>
            <option value="day">day</option>
            <option value="month">month</option>
            <option value="year">year</option>
            <option value="term">whole loan</option>
          </select>
        </Field>
        <Field label="Interest type" id="fix-basis" missing={missing.has('basis')}>
          <select
            id="fix-basis"
            className="h-10 w-full rounded-md border border-input bg-background px-2 text-sm"
            value={terms.basis ?? ''}
            onChange={(e) => set({ basis: (e.target.value || null) as ContractTerms['basis'] })}
          >
            <option value="">Not found</option>
            <option value="reducing">Reducing Balance</option>
            <option value="flat">Flat Rate</option>
            <option value="mixed">Mixed/Ambiguous</option>
          </select>
        </Field>
        <Field label="Tenor (months)" id="fix-tenor" missing={missing.has('tenorMonths')}>
          <NumberInput
            id="fix-tenor"
            value={terms.tenorMonths}
            onChange={(n) => set({ tenorMonths: n === null || n < 1 ? null : Math.round(n), tenorDays: null })}
          />
        </Field>
      </CardContent>
    </Card>
  );
}

function Field({
  label,
  id,
  missing,
  className,
  children,
}: {
  label: string;
  id: string;
  missing: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1', className)} data-missing={missing}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {missing && <Badge variant="warning">Not found</Badge>}
      </div>
      <div className={cn(missing && 'rounded-md ring-2 ring-warning/60')}>{children}</div>
    </div>
  );
}
