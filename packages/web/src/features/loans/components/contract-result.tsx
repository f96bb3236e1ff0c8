import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2Icon, DownloadIcon, SaveIcon, XCircleIcon } from 'lucide-react';
import { analyseContract, correctTerms } from '@nairalens/core/loans/analyse-contract.ts';
import { calculatorStartFromContract } from '@nairalens/core/loans/calculator.ts';
import type { ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatNaira } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { contractReportUrl, useCorrectContract, type LoanContract } from '../api/contracts.ts';
import { useSaveScenario } from '../api/scenarios.ts';
import { formatRate, RATE_PERIOD_LABELS } from '../lib/format.ts';
import { Affordability } from './affordability.tsx';
import { ContractFees } from './contract-fees.tsx';
import { ContractCorrections } from './contract-corrections.tsx';
import { InterestTypeBadge, VerdictBadge } from './verdict-badges.tsx';

type Edits = Partial<ContractTerms>;

/** The analysed contract: verdict, figures, fields to correct (recomputed instantly), checklist and actions. */
export function ContractResult({ contract }: { contract: LoanContract }) {
  const [edits, setEdits] = useState<Edits>({});
  const [income, setIncome] = useState<number | null>(contract.monthlyIncome);
  const correct = useCorrectContract(contract.id);
  const saveScenario = useSaveScenario();
  const pending = useRef<{ corrections: Edits; monthlyIncome?: number | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const extracted = contract.extracted as ContractTerms;
  const terms = useMemo(
    () => correctTerms(extracted, { ...contract.corrections, ...edits }),
    [extracted, contract.corrections, edits],
  );
  const a = useMemo(() => analyseContract(terms, { monthlyIncome: income }), [terms, income]);

  const flush = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const body = pending.current;
    pending.current = null;
    if (body) await correct.mutateAsync(body).catch((err) => toast.error('Error', { description: errorMessage(err) }));
  };
  const queue = (patch: { corrections?: Edits; monthlyIncome?: number | null }) => {
    pending.current = {
      corrections: { ...(pending.current?.corrections ?? {}), ...(patch.corrections ?? {}) },
      ...(patch.monthlyIncome !== undefined
        ? { monthlyIncome: patch.monthlyIncome }
        : pending.current && 'monthlyIncome' in pending.current
          ? { monthlyIncome: pending.current.monthlyIncome }
          : {}),
    };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), 700);
  };
  // Save what is still waiting when the person leaves the page.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => void flushRef.current(), []);

  const set = (patch: Edits) => {
    setEdits((e) => ({ ...e, ...patch }));
    queue({ corrections: patch });
  };
  const missing = new Set(a.missing as string[]);

  return (
    <div className="space-y-6" data-testid="contract-result">
      <Card>
        <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{contract.fileName}</p>
            <h2 className="text-2xl font-bold break-words" data-testid="lender-name">
              {terms.lender || 'Lender not found'}
            </h2>
            {contract.source === 'ocr' && (
              <p className="text-xs text-muted-foreground">Read from an image — check the figures below.</p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <VerdictBadge verdict={a.verdict} />
            <InterestTypeBadge type={a.interestType} />
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Loan Summary</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Item label="Loan amount" value={terms.principal === null ? null : formatNaira(terms.principal)} />
              <Item
                label="Stated rate"
                value={
                  terms.ratePercent === null
                    ? null
                    : `${terms.ratePercent}% ${RATE_PERIOD_LABELS[terms.ratePeriod ?? 'year']}`
                }
              />
              <Item
                label="Tenor"
                value={
                  terms.tenorMonths === null ? null : `${terms.tenorMonths} month${terms.tenorMonths === 1 ? '' : 's'}`
                }
              />
              <Item
                label="Monthly payment"
                value={a.monthlyPayment === null ? null : formatNaira(a.monthlyPayment)}
                testId="contract-payment"
              />
              <Item
                label="Total repayment"
                value={a.totalRepayment === null ? null : formatNaira(a.totalRepayment)}
                testId="contract-total"
              />
              <Item
                label="Total cost of credit"
                value={a.totalCostOfCredit === null ? null : formatNaira(a.totalCostOfCredit)}
                testId="contract-cost"
              />
              <Item
                label="Effective APR"
                value={a.apr === null ? null : formatRate(a.apr)}
                testId="contract-apr"
                strong
              />
              <Item label="EAR" value={a.ear === null ? null : formatRate(a.ear)} testId="contract-ear" />
              <Item label="You receive" value={a.amountReceived === null ? null : formatNaira(a.amountReceived)} />
            </dl>
          </CardContent>
        </Card>
        <ContractFees terms={terms} totalFees={a.totalFees} onFeesChange={(fees) => set({ fees })} />
        <Card>
          <CardHeader>
            <CardTitle>Affordability</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Affordability dti={a.dti} band={a.dtiBand} />
            <div className="space-y-1">
              <Label htmlFor="contract-income">Monthly income (₦)</Label>
              <Input
                id="contract-income"
                inputMode="decimal"
                defaultValue={income === null ? '' : String(income / 100)}
                placeholder="e.g. 300000"
                onChange={(e) => {
                  const n = Number.parseFloat(e.target.value.replace(/,/g, ''));
                  const kobo = Number.isFinite(n) && n > 0 ? Math.round(n * 100) : null;
                  setIncome(kobo);
                  queue({ monthlyIncome: kobo });
                }}
              />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recommendation</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <p className="font-medium" data-testid="recommendation">
              {a.recommendation}
            </p>
            <ul className="space-y-1.5">
              {a.reasons.map((r) => (
                <li
                  key={r.code}
                  className={cn(
                    'rounded-md px-2 py-1',
                    r.severity === 'avoid'
                      ? 'bg-red-500/10'
                      : r.severity === 'adjust'
                        ? 'bg-orange-500/10'
                        : 'text-muted-foreground',
                  )}
                >
                  {r.text}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <ContractCorrections terms={terms} missing={missing} onChange={set} />
        <Card>
          <CardHeader>
            <CardTitle>Disclosure checklist</CardTitle>
            <CardDescription>
              What the FCCPC's 2025 lending regulations require a lender to tell you before you sign.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm" data-testid="disclosure-checklist">
              {a.checklist.map((c) => (
                <li key={c.key} className="flex items-center gap-2" data-disclosed={c.disclosed}>
                  {c.disclosed ? (
                    <CheckCircle2Icon className="size-4 text-success" aria-label="disclosed" />
                  ) : (
                    <XCircleIcon className="size-4 text-destructive" aria-label="missing" />
                  )}
                  {c.label}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          onClick={async () => {
            await flush();
            saveScenario.mutate(
              {
                kind: 'contract',
                name: `${terms.lender ?? 'Loan contract'} — ${formatNaira(terms.principal ?? 0, { whole: true })}`,
                input: { corrections: { ...contract.corrections, ...edits }, monthlyIncome: income },
                contractId: contract.id,
              },
              {
                onSuccess: () =>
                  toast.success('Saved to Scenarios', {
                    description: 'Find it under Saved scenarios on the Loan Calculator.',
                  }),
                onError: (err) => toast.error('Error', { description: errorMessage(err) }),
              },
            );
          }}
          disabled={saveScenario.isPending}
        >
          <SaveIcon /> Save to Scenarios
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            await flush();
            const link = document.createElement('a');
            link.href = contractReportUrl(contract.id);
            link.download = '';
            document.body.appendChild(link);
            link.click();
            link.remove();
          }}
        >
          <DownloadIcon /> Export PDF Report
        </Button>
        <Button variant="link" asChild>
          <Link to={calculatorLink(calculatorStartFromContract(a))} data-testid="try-scenarios">
            Try Different Scenarios
          </Link>
        </Button>
      </div>
    </div>
  );
}

function Item({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string | null;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('tabular-nums', strong ? 'text-lg font-bold' : 'font-medium')} data-testid={testId}>
        {value ?? (
          <Badge variant="warning" data-missing="true">
            Missing
          </Badge>
        )}
      </dd>
    </div>
  );
}

/** The calculator opened on this contract's own amount, annual rate, term, basis and fees (when they are known). */
function calculatorLink(start: ReturnType<typeof calculatorStartFromContract>): string {
  if (!start) return '/app/loan';
  const q = new URLSearchParams({
    amount: String(start.amount),
    rate: String(start.rate),
    term: String(start.termMonths),
    basis: start.basis,
    fees: String(start.fees / 100),
  });
  return `/app/loan?${q.toString()}`;
}
