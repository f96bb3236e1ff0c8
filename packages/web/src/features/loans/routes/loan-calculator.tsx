import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FileSearchIcon, FileTextIcon, UploadIcon } from 'lucide-react';
import {
  calculateLoan,
  CALCULATOR_LIMITS,
  clampCalculatorValue,
  parseRateInput,
} from '@nairalens/core/loans/calculator.ts';
import { calculatorInputFrom, type CalculatorInput } from '@nairalens/core/api/loan-scenario.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { formatNaira, plural } from '@/lib/format.ts';
import { useLoanContext } from '../api/loan-context.ts';
import type { Scenario } from '@nairalens/core/api/loan-contract.ts';
import { Affordability } from '../components/affordability.tsx';
import { DEFAULT_OFFERS, OfferComparison, type OfferInput } from '../components/offer-comparison.tsx';
import { LoanTypeSelect } from '../components/loan-type-select.tsx';
import { RangeField } from '../components/range-field.tsx';
import { SavedScenarios } from '../components/saved-scenarios.tsx';
import { ScheduleView } from '../components/schedule.tsx';
import { formatRate } from '../lib/format.ts';
import { startFromParams } from '../lib/start-params.ts';
import { Figure } from '../components/figure.tsx';
import { IncomePrefillNote } from '../components/income-prefill-note.tsx';

const L = CALCULATOR_LIMITS;
const nairaWhole = (n: number) => formatNaira(Math.round(n * 100), { whole: true });

/** /app/loan: the calculator of docs/product-rules.md, offer comparison and saved scenarios. */
export default function LoanCalculatorPage() {
  const navigate = useNavigate();
  const context = useLoanContext();
  // "Try Different Scenarios" on a contract opens /app/loan?amount=…&rate=…&term=…&basis=…&fees=… (its own terms).
  const [params] = useSearchParams();
  const start = useMemo(() => startFromParams(params), [params]);
  // The inputs have no submit: each change is brought inside its range by core's clamp as it is made, and the figures
  // follow the watched values. Saved scenarios load through the same rule (calculatorInputSchema).
  const form = useForm<CalculatorInput>({
    defaultValues: {
      loanType: '',
      amount: start.amount ?? L.amount.default,
      rate: start.rate ?? L.rate.default,
      term: start.term ?? L.term.default,
      income: L.income.default,
      basis: start.basis ?? 'reducing',
      fees: start.fees ?? 0,
    },
  });
  const { loanType, amount, rate, term, income, basis, fees } = form.watch();
  const set = form.setValue;
  const [offers, setOffers] = useState<OfferInput[]>(DEFAULT_OFFERS);
  const [incomeFromAnalysis, setIncomeFromAnalysis] = useState(false);
  const prefilled = useRef(false);
  const existingDebt = context.data?.existingMonthlyDebt ?? 0;

  // Income prefilled once from the latest statement analysis, when there is one.
  useEffect(() => {
    const monthly = context.data?.monthlyIncome;
    if (prefilled.current || monthly === undefined) return;
    prefilled.current = true;
    if (monthly && monthly > 0) {
      set('income', Math.min(L.income.max, Math.round(monthly / 100)));
      setIncomeFromAnalysis(true);
    }
  }, [context.data?.monthlyIncome, set]);

  const result = useMemo(
    () =>
      calculateLoan({
        amount: Math.round(amount * 100),
        ratePercent: rate,
        termMonths: term,
        monthlyIncome: Math.round(income * 100),
        basis,
        existingMonthlyDebt: existingDebt,
        fees: Math.round(fees * 100),
      }),
    [amount, rate, term, income, basis, existingDebt, fees],
  );

  const current = () => ({ ...form.getValues(), offers });
  const load = (s: Scenario) => {
    if (s.kind === 'contract' && s.contractId) {
      navigate(`/app/loan/upload?contract=${s.contractId}`);
      return;
    }
    // A scenario saved without fees had none: they go back to 0 rather than staying at what was typed.
    const saved = calculatorInputFrom(s.input);
    form.reset({ ...form.getValues(), ...saved, fees: saved.fees ?? 0 });
    if (Array.isArray(s.input.offers)) setOffers(s.input.offers.slice(0, 3) as OfferInput[]);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Loan Calculator"
        description="Work out your repayments, the true cost of a loan and how it fits your income."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/app/upload">
                <UploadIcon /> Analyse a statement
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/app/credit-reports/new">
                <FileTextIcon /> Check your credit report
              </Link>
            </Button>
            <Button asChild>
              <Link to="/app/loan/upload">
                <FileSearchIcon /> Analyze Loan Offer
              </Link>
            </Button>
          </>
        }
      />
      <Tabs defaultValue="calculator">
        <TabsList>
          <TabsTrigger value="calculator">Calculator</TabsTrigger>
          <TabsTrigger value="compare">Compare offers</TabsTrigger>
        </TabsList>
        <TabsContent value="calculator" className="mt-4 space-y-6">
          <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
            <Card>
              <CardHeader>
                <CardTitle>Your loan</CardTitle>
                <CardDescription>Pick a loan type for a suggested rate, or enter your own.</CardDescription>
              </CardHeader>
              <CardContent className="space-y-6">
                <LoanTypeSelect
                  value={loanType}
                  onPick={(id, suggestedRate) => {
                    set('loanType', id);
                    if (suggestedRate !== null) set('rate', suggestedRate);
                  }}
                />
                <RangeField
                  id="loan-amount"
                  label="Loan amount"
                  value={amount}
                  {...L.amount}
                  clamp={(n) => clampCalculatorValue('amount', n)}
                  onChange={(v) => set('amount', v)}
                  format={nairaWhole}
                  suffix="₦"
                />
                <RangeField
                  id="interest-rate"
                  label="Interest rate (APR)"
                  value={rate}
                  {...L.rate}
                  onChange={(v) => set('rate', Math.round(v * 100) / 100)}
                  clamp={(n) => clampCalculatorValue('rate', n)}
                  parse={parseRateInput}
                  format={(v) => `${v.toFixed(1)}%`}
                  suffix="%"
                />
                <RangeField
                  id="loan-term"
                  label="Loan term"
                  value={term}
                  {...L.term}
                  clamp={(n) => clampCalculatorValue('term', n)}
                  onChange={(v) => set('term', Math.round(v))}
                  format={(v) => plural(v, 'month')}
                  suffix="mo"
                />
                <RangeField
                  id="monthly-income"
                  label="Monthly income"
                  value={income}
                  {...L.income}
                  clamp={(n) => clampCalculatorValue('income', n)}
                  onChange={(v) => {
                    set('income', v);
                    // The note describes the prefilled figure only; once the person changes it, it is theirs.
                    setIncomeFromAnalysis(false);
                  }}
                  format={nairaWhole}
                  suffix="₦"
                />
                {incomeFromAnalysis && context.data && (
                  <IncomePrefillNote months={context.data.incomeMonths} caveat={context.data.incomeCaveat} />
                )}
                <div className="space-y-2">
                  <Label htmlFor="loan-fees">Fees paid upfront (₦)</Label>
                  <Input
                    id="loan-fees"
                    inputMode="decimal"
                    value={fees === 0 ? '' : String(fees)}
                    placeholder="0"
                    onChange={(e) => {
                      const n = Number.parseFloat(e.target.value.replace(/,/g, ''));
                      set('fees', Number.isFinite(n) && n > 0 ? Math.min(n, amount) : 0);
                    }}
                  />
                  <p className="text-xs text-muted-foreground">
                    Management, processing or insurance fees. They are counted in the APR.
                  </p>
                </div>
                <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
                  <div>
                    <Label htmlFor="flat-rate">Flat rate</Label>
                    <p className="text-xs text-muted-foreground">
                      Interest on the original amount every month, as many lenders quote it.
                    </p>
                  </div>
                  <Switch
                    id="flat-rate"
                    checked={basis === 'flat'}
                    onCheckedChange={(c) => set('basis', c ? 'flat' : 'reducing')}
                  />
                </div>
              </CardContent>
            </Card>
            <div className="space-y-6">
              <Card>
                <CardHeader>
                  <CardTitle>Repayments</CardTitle>
                  <CardDescription>
                    {basis === 'flat'
                      ? 'Flat rate: interest on the original amount.'
                      : 'Reducing balance: interest on what you still owe.'}
                  </CardDescription>
                </CardHeader>
                <CardContent className="grid grid-cols-2 gap-4">
                  <Figure label="Monthly payment" value={formatNaira(result.payment)} testId="monthly-payment" big />
                  <Figure label="Total payment" value={formatNaira(result.totalPayment)} testId="total-payment" />
                  <Figure label="Total interest" value={formatNaira(result.totalInterest)} testId="total-interest" />
                  {result.totalFees > 0 && (
                    <Figure
                      label="Total cost (interest + fees)"
                      value={formatNaira(result.totalCost)}
                      testId="total-cost"
                    />
                  )}
                  <Figure
                    label="APR"
                    value={formatRate(result.effectiveApr)}
                    testId="apr"
                    hint={
                      basis === 'flat'
                        ? `Quoted ${formatRate(result.nominalApr)} flat`
                        : result.totalFees > 0
                          ? 'With fees'
                          : 'Nominal annual rate'
                    }
                  />
                  <Figure label="EAR" value={formatRate(result.ear)} testId="ear" hint="With monthly compounding" />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Affordability</CardTitle>
                </CardHeader>
                <CardContent>
                  <Affordability
                    dti={result.dti}
                    band={result.dtiBand}
                    existingMonthlyDebt={context.data?.analysisId ? existingDebt : null}
                  />
                </CardContent>
              </Card>
            </div>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Amortisation schedule</CardTitle>
            </CardHeader>
            <CardContent>
              <ScheduleView schedule={result.schedule} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="compare" className="mt-4">
          <OfferComparison offers={offers} onChange={setOffers} />
        </TabsContent>
      </Tabs>
      <SavedScenarios current={current} onLoad={load} />
    </div>
  );
}
