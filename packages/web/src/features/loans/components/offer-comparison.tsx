import { PlusIcon, TrophyIcon, XIcon } from 'lucide-react';
import { compareOffers, MAX_COMPARED_OFFERS } from '@nairalens/core/loans/compare.ts';
import type { LoanOffer } from '@nairalens/core/loans/cost.ts';
import type { RatePeriod } from '@nairalens/core/loans/rates.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatNaira } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { formatRate } from '../lib/format.ts';

/** One offer as typed: naira and percent, the way lenders quote them. */
export type OfferInput = {
  name: string;
  amount: number;
  ratePercent: number;
  ratePeriod: RatePeriod;
  basis: 'flat' | 'reducing';
  termMonths: number;
  fee: number;
  feeUnit: 'percent' | 'naira';
};

export const DEFAULT_OFFERS: OfferInput[] = [
  {
    name: 'Offer A',
    amount: 500_000,
    ratePercent: 4,
    ratePeriod: 'month',
    basis: 'flat',
    termMonths: 12,
    fee: 2,
    feeUnit: 'percent',
  },
  {
    name: 'Offer B',
    amount: 500_000,
    ratePercent: 30,
    ratePeriod: 'year',
    basis: 'reducing',
    termMonths: 12,
    fee: 1,
    feeUnit: 'percent',
  },
];

export function toLoanOffer(o: OfferInput): LoanOffer {
  const principal = Math.round((Number.isFinite(o.amount) ? o.amount : 0) * 100);
  const fee =
    Number.isFinite(o.fee) && o.fee > 0
      ? o.feeUnit === 'percent'
        ? Math.round((principal * o.fee) / 100)
        : Math.round(o.fee * 100)
      : 0;
  return {
    principal,
    ratePercent: Number.isFinite(o.ratePercent) ? o.ratePercent : 0,
    ratePeriod: o.ratePeriod,
    basis: o.basis,
    termMonths: Math.max(0, Math.floor(o.termMonths || 0)),
    fees: fee > 0 ? [{ kind: 'processing', label: 'Fees', amount: fee, timing: 'upfront' }] : [],
  };
}

const num = (v: string): number => {
  const n = Number.parseFloat(v);
  return Number.isFinite(n) ? n : 0;
};

const selectCls = 'h-10 w-full rounded-md border border-input bg-background px-2 text-sm';

/** Up to three offers side by side → monthly payment, total cost and effective APR; the cheapest highlighted. */
export function OfferComparison({
  offers,
  onChange,
}: {
  offers: OfferInput[];
  onChange: (offers: OfferInput[]) => void;
}) {
  const result = compareOffers(offers.map(toLoanOffer));
  const update = (i: number, patch: Partial<OfferInput>) =>
    onChange(offers.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div>
          <CardTitle>Compare offers</CardTitle>
          <CardDescription>
            Up to three offers side by side, fees included. The cheapest is the one with the lowest effective APR.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={offers.length >= MAX_COMPARED_OFFERS}
          onClick={() =>
            onChange([...offers, { ...DEFAULT_OFFERS[1], name: `Offer ${String.fromCharCode(65 + offers.length)}` }])
          }
        >
          <PlusIcon /> Add offer
        </Button>
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 md:grid-cols-3" data-testid="offer-comparison">
          {offers.map((o, i) => {
            const r = result.offers[i];
            const cheapest = result.cheapestIndex === i && offers.length > 1;
            return (
              <div
                key={i}
                data-testid={`offer-${i}`}
                data-cheapest={cheapest}
                className={cn('space-y-3 rounded-lg border p-4', cheapest && 'border-success ring-2 ring-success/40')}
              >
                <div className="flex items-center justify-between gap-2">
                  <Input
                    aria-label={`Offer ${i + 1} name`}
                    value={o.name}
                    onChange={(e) => update(i, { name: e.target.value })}
                    className="h-8 font-medium"
                  />
                  {offers.length > 1 && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove offer ${i + 1}`}
                      onClick={() => onChange(offers.filter((_, j) => j !== i))}
                    >
                      <XIcon />
                    </Button>
                  )}
                </div>
                {cheapest && (
                  <Badge variant="success" data-testid="cheapest-badge">
                    <TrophyIcon /> Cheapest
                  </Badge>
                )}
                <div className="grid grid-cols-2 gap-2">
                  <div className="col-span-2 space-y-1">
                    <Label htmlFor={`offer-${i}-amount`}>Amount (₦)</Label>
                    <Input
                      id={`offer-${i}-amount`}
                      inputMode="decimal"
                      value={o.amount}
                      onChange={(e) => update(i, { amount: num(e.target.value) })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`offer-${i}-rate`}>Rate (%)</Label>
                    <Input
                      id={`offer-${i}-rate`}
                      inputMode="decimal"
                      value={o.ratePercent}
                      onChange={(e) => update(i, { ratePercent: num(e.target.value) })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`offer-${i}-period`}>Per</Label>
                    <select
                      id={`offer-${i}-period`}
                      className={selectCls}
                      value={o.ratePeriod}
                      onChange={(e) => update(i, { ratePeriod: e.target.value as RatePeriod })}
                    >
                      <option value="year">year</option>
                      <option value="month">month</option>
                      <option value="day">day</option>
                      <option value="term">whole loan</option>
                    </select>
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`offer-${i}-basis`}>Basis</Label>
                    <select
                      id={`offer-${i}-basis`}
                      className={selectCls}
                      value={o.basis}
                      onChange={(e) => update(i, { basis: e.target.value as 'flat' | 'reducing' })}
                    >
                      <option value="reducing">Reducing balance</option>
                      <option value="flat">Flat</option>
                    </select>
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`offer-${i}-term`}>Term (months)</Label>
                    <Input
                      id={`offer-${i}-term`}
                      inputMode="numeric"
                      value={o.termMonths}
                      onChange={(e) => update(i, { termMonths: Math.round(num(e.target.value)) })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`offer-${i}-fee`}>Fees</Label>
                    <Input
                      id={`offer-${i}-fee`}
                      inputMode="decimal"
                      value={o.fee}
                      onChange={(e) => update(i, { fee: num(e.target.value) })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`offer-${i}-fee-unit`}>Fees in</Label>
                    <select
                      id={`offer-${i}-fee-unit`}
                      className={selectCls}
                      value={o.feeUnit}
                      onChange={(e) => update(i, { feeUnit: e.target.value as 'percent' | 'naira' })}
                    >
                      <option value="percent">% of amount</option>
                      <option value="naira">₦</option>
                    </select>
                  </div>
                </div>
                <dl className="space-y-1 border-t pt-3 text-sm">
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Monthly payment</dt>
                    <dd className="font-medium tabular-nums" data-testid={`offer-${i}-payment`}>
                      {formatNaira(r.monthlyPayment)}
                    </dd>
                  </div>
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Total cost</dt>
                    <dd className="font-medium tabular-nums" data-testid={`offer-${i}-total-cost`}>
                      {formatNaira(r.totalCost)}
                    </dd>
                  </div>
                  <div className="flex justify-between">
                    <dt className="text-muted-foreground">Effective APR</dt>
                    <dd className="font-semibold tabular-nums" data-testid={`offer-${i}-apr`}>
                      {formatRate(r.effectiveApr)}
                    </dd>
                  </div>
                </dl>
              </div>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}
