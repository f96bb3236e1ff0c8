import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AlertTriangleIcon, BanknoteIcon, HeartPulseIcon, LandmarkIcon, LightbulbIcon, PiggyBankIcon, ReceiptIcon, ScaleIcon, TrendingDownIcon, WalletIcon } from 'lucide-react';
import type { AnalysisSummary, DtiBand } from '@nairalens/core/contract.ts';
import { formatHealthScore, formatScore, healthComponentLabel } from '@nairalens/core/analysis/health-score-format.ts';
import { formatMonthLabel } from '@nairalens/core/text/month-label.ts';
import { categorySlices } from '@nairalens/core/analysis/category-slices.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { formatNaira, plural } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import type { ChargesAudit, MonthPoint } from '../api/analysis.ts';

/** Nine distinct slice colours; with more than nine categories the ninth slot is grey "Other categories". */
export const CHART_COLOURS = ['#0f766e', '#f59e0b', '#6366f1', '#ef4444', '#0ea5e9', '#84cc16', '#a855f7', '#f97316', '#ec4899'];
const OTHER_COLOUR = '#94a3b8';

type Slice = { name: string; value: number; percentage: number; count: number; colour: string };

/** The chart's slices and its legend from one list (core's `categorySlices`), each slice its own colour. */
export function spendingSlices(categories: AnalysisSummary['categories']): Slice[] {
  return categorySlices(categories, CHART_COLOURS.length).map((c, i) => ({
    name: c.label,
    value: c.amount / 100,
    percentage: c.percentage,
    count: c.count,
    colour: c.other ? OTHER_COLOUR : CHART_COLOURS[i]!,
  }));
}

const BAND: Record<DtiBand, { label: string; className: string; bar: string }> = {
  excellent: { label: 'Excellent', className: 'bg-success/15 text-success', bar: 'bg-success' },
  good: { label: 'Good', className: 'bg-success/15 text-success', bar: 'bg-success' },
  fair: { label: 'Fair', className: 'bg-warning/20 text-warning-foreground dark:text-warning', bar: 'bg-warning' },
  caution: { label: 'Caution', className: 'bg-warning/20 text-warning-foreground dark:text-warning', bar: 'bg-warning' },
  danger: { label: 'Danger', className: 'bg-destructive/15 text-destructive', bar: 'bg-destructive' },
};

const money = (k: number) => formatNaira(k, { whole: true });

function Figure({ title, value, hint, icon, testId, children }: { title: string; value: string; hint: ReactNode; icon: ReactNode; testId: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-5">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          {title}
          <span className="text-primary">{icon}</span>
        </div>
        <p className="text-2xl font-bold tracking-tight tabular-nums" data-testid={testId}>
          {value}
        </p>
        <div className="text-sm text-muted-foreground">{hint}</div>
        {children}
      </CardContent>
    </Card>
  );
}

// Reversals and refunds are left out of the figures above them; the card says how much, so nothing looks lost.
const Returned = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <p className="text-xs text-muted-foreground" data-testid={testId}>
    {children}
  </p>
);

export function SummaryCards({ summary }: { summary: AnalysisSummary }) {
  const band = BAND[summary.dtiBand];
  const back = summary.moneyReturned;
  return (
    <section aria-label="Monthly figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Figure title="Monthly Income" value={money(summary.monthlyIncome)} hint={`${money(summary.totalIncome)} over ${plural(summary.months, 'month')}`} icon={<BanknoteIcon className="size-5" />} testId="monthly-income">
        {back && back.incomeReturned > 0 && <Returned testId="income-returned">{money(back.incomeReturned)} you sent back is not counted</Returned>}
        {back?.incomePassedOn ? <Returned testId="income-passed-on">{money(back.incomePassedOn)} you passed on for someone else is not counted</Returned> : null}
      </Figure>
      <Figure title="Monthly Expenses" value={money(summary.monthlyExpenses)} hint={`${money(summary.totalExpenses)} over ${plural(summary.months, 'month')}`} icon={<WalletIcon className="size-5" />} testId="monthly-expenses">
        {back && back.spendingReturned > 0 && <Returned testId="spending-returned">{money(back.spendingReturned)} that came back (reversals, refunds) is not counted</Returned>}
      </Figure>
      <Figure
        title="Monthly Savings"
        value={money(summary.monthlySavings)}
        hint={
          <span>
            Savings rate <span className={cn('font-medium', summary.savingsRate < 0 ? 'text-destructive' : 'text-success')} data-testid="savings-rate">{summary.savingsRate}%</span>
          </span>
        }
        icon={<PiggyBankIcon className="size-5" />}
        testId="monthly-savings"
      />
      <Figure
        title="Debt-to-Income"
        value={`${summary.dti}%`}
        hint={
          <span>
            {money(summary.monthlyDebtRepayments)}/month in repayments · <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', band.className)}>{band.label}</span>
          </span>
        }
        icon={<ScaleIcon className="size-5" />}
        testId="dti"
      >
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(100, summary.dti)} aria-label="Debt-to-income">
          <div className={cn('h-full rounded-full', band.bar)} style={{ width: `${Math.min(100, summary.dti)}%` }} />
        </div>
      </Figure>
    </section>
  );
}

export function SpendingBreakdown({ summary }: { summary: AnalysisSummary }) {
  const data = spendingSlices(summary.categories);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Spending Breakdown</CardTitle>
        <CardDescription>Where {money(summary.totalExpenses)} went, by category</CardDescription>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No spending found in this statement.</p>
        ) : (
          <div className="grid items-center gap-4 md:grid-cols-[12rem_1fr]">
            <div className="h-48">
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="95%" paddingAngle={1} stroke="none" isAnimationActive={false}>
                    {data.map((c) => (
                      <Cell key={c.name} fill={c.colour} />
                    ))}
                  </Pie>
                  <Tooltip formatter={(v) => formatNaira(Math.round(Number(v) * 100), { whole: true })} />
                </PieChart>
              </ResponsiveContainer>
            </div>
            <ul className="grid gap-2 text-sm" data-testid="categories">
              {data.map((c) => (
                <li key={c.name} className="grid grid-cols-[auto_1fr_auto] items-center gap-2" data-colour={c.colour}>
                  <span className="size-2.5 rounded-full" style={{ background: c.colour }} aria-hidden />
                  <span className="truncate">{c.name}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {formatNaira(Math.round(c.value * 100), { whole: true })} · {c.percentage}%
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const componentLabel = healthComponentLabel;
const formatMonth = formatMonthLabel;

export function HealthScore({ summary }: { summary: AnalysisSummary }) {
  // A score on figures in doubt is shown in the plain text colour: green would vouch for a copy we cannot vouch for.
  const tone = summary.healthNote
    ? 'text-foreground'
    : summary.healthScore >= 7 ? 'text-success' : summary.healthScore >= 4 ? 'text-warning-foreground dark:text-warning' : 'text-destructive';
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HeartPulseIcon className="size-5 text-primary" aria-hidden /> Financial Health Score
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className={cn('text-4xl font-bold tabular-nums', tone)} data-testid="health-score">
          {formatScore(summary.healthScore)}
          <span className="text-lg font-medium text-muted-foreground"> / 10</span>
        </p>
        {summary.healthNote && (
          <Alert variant="warning" data-testid="health-note">
            <AlertTriangleIcon />
            <AlertDescription>{summary.healthNote}</AlertDescription>
          </Alert>
        )}
        <ul className="grid gap-3">
          {summary.healthComponents.map((c) => (
            <li key={c.name} className="grid gap-1 text-sm">
              <div className="flex justify-between gap-2">
                <span className="font-medium">{componentLabel(c.name)}</span>
                <span className="tabular-nums text-muted-foreground">
                  {formatHealthScore(c.score)} · {Math.round(c.weight * 100)}%
                </span>
              </div>
              <Progress value={c.score * 10} aria-label={componentLabel(c.name)} />
              <p className="text-xs text-muted-foreground">{c.detail}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function Recommendations({ items }: { items: string[] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LightbulbIcon className="size-5 text-primary" aria-hidden /> Recommendations
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing urgent: keep doing what you are doing.</p>
        ) : (
          <ol className="grid gap-3 text-sm">
            {items.map((r, i) => (
              <li key={i} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">{i + 1}</span>
                <span>{r}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function LoanEligibilityPanel({ summary }: { summary: AnalysisSummary }) {
  const le = summary.loanEligibility;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LandmarkIcon className="size-5 text-primary" aria-hidden /> Loan Eligibility
        </CardTitle>
        <CardDescription>An estimate from this statement</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <Badge variant={le.eligible ? 'success' : 'warning'}>{le.eligible ? 'Likely eligible' : 'No estimate'}</Badge>
        {le.eligible ? (
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-muted-foreground">Maximum</dt>
              <dd className="font-semibold tabular-nums">{money(le.maxAmount)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Recommended</dt>
              <dd className="font-semibold tabular-nums">{money(le.recommendedAmount)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Interest (APR)</dt>
              <dd className="font-semibold">
                {le.interestRateRange[0]}–{le.interestRateRange[1]}%
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Term</dt>
              <dd className="font-semibold">{plural(le.termMonths, 'month')}</dd>
            </div>
          </dl>
        ) : null}
        {/* The reason is shown either way: why there is no estimate (and what would change it), or what capped it. */}
        {le.reason || !le.eligible ? <p data-testid="eligibility-reason">{le.reason ?? 'Your current income and repayments leave no room for a new loan.'}</p> : null}
        <p className="rounded-md bg-muted p-3 text-xs text-muted-foreground">
          Disclaimer: NairaLens is a coach, not a lender. This estimate is informational only, is not an offer of credit, and lenders decide with their own checks.
        </p>
      </CardContent>
    </Card>
  );
}

export function MonthlyTrend({ months, trend }: { months: MonthPoint[]; trend: AnalysisSummary['spendingTrend'] }) {
  const data = months.map((m) => ({ month: formatMonth(m.month), Income: m.income / 100, Expenses: m.expenses / 100 }));
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Monthly Trend</CardTitle>
        <CardDescription>
          Income and expenses by month · spending is <span className="font-medium">{trend}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
            <XAxis dataKey="month" tick={{ fontSize: 12 }} className="text-muted-foreground" />
            <YAxis tick={{ fontSize: 12 }} width={56} tickFormatter={(v) => `₦${Intl.NumberFormat('en-NG', { notation: 'compact' }).format(Number(v))}`} />
            <Tooltip formatter={(v) => formatNaira(Math.round(Number(v) * 100), { whole: true })} />
            <Legend />
            <Bar dataKey="Income" fill="#0f766e" radius={[4, 4, 0, 0]} />
            <Bar dataKey="Expenses" fill="#f59e0b" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

export function ChargesAuditCard({ charges }: { charges: ChargesAudit }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ReceiptIcon className="size-5 text-primary" aria-hidden /> Bank Charges Audit
        </CardTitle>
        <CardDescription>{charges.lines.length ? `${formatNaira(charges.total)} in charges and levies` : 'No bank charges found'}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {charges.lines.map((l) => (
          <div key={l.type} className="flex justify-between gap-2">
            <span>
              {l.label} <span className="text-muted-foreground">×{l.count}</span>
            </span>
            <span className="tabular-nums">{formatNaira(l.total)}</span>
          </div>
        ))}
        {charges.overcharged > 0 && (
          <Alert variant="warning">
            <TrendingDownIcon />
            <AlertTitle>Possibly overcharged {formatNaira(charges.overcharged)}</AlertTitle>
            <AlertDescription>
              <ul className="grid gap-1">
                {charges.flags.slice(0, 5).map((f, i) => (
                  <li key={i}>
                    {f.date}: {f.reason}
                  </li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

export { StatementChecks } from './statement-checks.tsx';
