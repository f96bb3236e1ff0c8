import type { DtiBand, Kobo } from '../contract.ts';
import { formatNairaWhole } from '../money/kobo.ts';
import { plural } from '../text/plural.ts';
import { loanSchedule, type InterestBasis, type LoanSchedule } from './amortisation.ts';
import { costOfLoan } from './cost.ts';
import { affordabilityTicks, dtiBand, postLoanDti } from './dti.ts';
import { earOfApr } from './rates.ts';

/** Calculator controls, ranges, steps and defaults (docs/product-rules.md). Amounts in naira as the sliders show them. */
export const CALCULATOR_LIMITS = {
  amount: { min: 100_000, max: 500_000_000, step: 50_000, default: 1_000_000 },
  rate: { min: 0, max: 120, step: 0.1, default: 15 },
  term: { min: 1, max: 120, step: 1, default: 12 },
  income: { min: 50_000, max: 5_000_000, step: 25_000, default: 300_000 },
} as const;

export const LOAN_TYPES = [
  { id: 'personal', label: 'Personal', suggestedRate: 18 },
  { id: 'auto', label: 'Auto', suggestedRate: 15 },
  { id: 'mortgage', label: 'Mortgage', suggestedRate: 12 },
  { id: 'business', label: 'Business', suggestedRate: 20 },
  { id: 'student', label: 'Student', suggestedRate: 8 },
  { id: 'sme', label: 'SME', suggestedRate: 22 },
  { id: 'microfinance', label: 'Microfinance', suggestedRate: 25 },
  { id: 'asset_finance', label: 'Asset Finance', suggestedRate: 16 },
] as const;
export type LoanTypeId = (typeof LOAN_TYPES)[number]['id'];

export type CalculatorField = keyof typeof CALCULATOR_LIMITS;

const LIMIT_TEXT: Record<CalculatorField, { name: string; show: (v: number) => string }> = {
  amount: { name: 'The loan amount', show: (v) => formatNairaWhole(v * 100) },
  rate: { name: 'The interest rate', show: (v) => `${v}%` },
  term: { name: 'The loan term', show: (v) => plural(v, 'month') },
  income: { name: 'Monthly income', show: (v) => formatNairaWhole(v * 100) },
};

/**
 * A typed calculator value brought inside its slider's range, so the box, the slider and the figures always agree;
 * the message says what was changed ("The loan term is at least 1 month; we used 1 month."). Not-a-number counts as
 * 0, as the rate box's rule says, and is then raised to the minimum like any other low value.
 */
export function clampCalculatorValue(field: CalculatorField, typed: number): { value: number; message: string | null } {
  const { min, max } = CALCULATOR_LIMITS[field];
  const { name, show } = LIMIT_TEXT[field];
  const n = Number.isFinite(typed) ? typed : 0;
  const whole = field === 'term' ? Math.round(n) : n;
  if (whole < min) return { value: min, message: `${name} is at least ${show(min)}; we used ${show(min)}.` };
  if (whole > max) return { value: max, message: `${name} is at most ${show(max)}; we used ${show(max)}.` };
  return { value: whole, message: null };
}

/** "Non-numeric treated as 0" (docs/product-rules.md): parses the rate input box. */
export function parseRateInput(text: string): number {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : 0;
}

export interface CalculatorInput {
  /** Kobo. */
  amount: Kobo;
  /** Annual rate in percent: APR for a reducing-balance loan, the flat rate per year for a flat loan. */
  ratePercent: number;
  termMonths: number;
  /** Kobo a month. */
  monthlyIncome: Kobo;
  basis: InterestBasis;
  /** Kobo a month of debt repayments already being made (from the latest analysis), default 0. */
  existingMonthlyDebt?: Kobo;
  /** Kobo of fees paid when the loan is made (deducted upfront), default 0; they raise the effective APR. */
  fees?: Kobo;
}

export interface CalculatorResult {
  payment: Kobo;
  totalPayment: Kobo;
  totalInterest: Kobo;
  schedule: LoanSchedule;
  /** The nominal rate entered (fraction a year). */
  nominalApr: number;
  /** Kobo: the fees entered, and interest + fees. */
  totalFees: Kobo;
  totalCost: Kobo;
  /** Effective APR (12 × the effective monthly rate, fees included). Equals the nominal APR on a reducing balance without fees. */
  effectiveApr: number;
  /** EAR = (1 + APR/12)^12 − 1 on the effective APR. */
  ear: number;
  dti: number | null;
  dtiBand: DtiBand | null;
  ticks: ReturnType<typeof affordabilityTicks>;
}

/**
 * The calculator (docs/product-rules.md, loan maths): monthly rate = APR/12, standard amortisation; total payment = payment ×
 * term; total interest = total − principal; post-loan DTI = payment / monthly income. As §5 requires, the payment
 * is zero when the amount, the rate or the term is not positive.
 */
export function calculateLoan(input: CalculatorInput): CalculatorResult {
  const valid = input.amount > 0 && input.ratePercent > 0 && input.termMonths > 0;
  const rate = valid ? input.ratePercent / 100 / 12 : 0;
  const schedule = valid
    ? loanSchedule(input.amount, rate, input.termMonths, input.basis)
    : loanSchedule(0, 0, 0, input.basis);
  const payment = schedule.payment;
  const totalPayment = schedule.totalPayment;
  const cost = valid
    ? costOfLoan({
        principal: input.amount,
        ratePercent: input.ratePercent,
        ratePeriod: 'year',
        basis: input.basis,
        termMonths: input.termMonths,
        fees: (input.fees ?? 0) > 0 ? [{ kind: 'other', amount: input.fees as number, timing: 'upfront' }] : [],
      })
    : null;
  const effectiveApr = cost?.apr ?? 0;
  const dti = postLoanDti(payment, input.monthlyIncome, input.existingMonthlyDebt ?? 0);
  return {
    payment,
    totalPayment,
    totalInterest: totalPayment - (valid ? input.amount : 0),
    totalFees: valid ? Math.max(0, input.fees ?? 0) : 0,
    totalCost: totalPayment - (valid ? input.amount : 0) + (valid ? Math.max(0, input.fees ?? 0) : 0),
    schedule,
    nominalApr: valid ? input.ratePercent / 100 : 0,
    effectiveApr,
    ear: earOfApr(effectiveApr),
    dti,
    dtiBand: dti === null ? null : dtiBand(dti),
    ticks: affordabilityTicks(dti ?? 0),
  };
}

/** The calculator's controls for a contract's own terms, so "Try Different Scenarios" starts from the contract. */
export interface CalculatorStart {
  /** Naira, as the slider shows it. */
  amount: number;
  /** Percent a year (flat per year for a flat loan). */
  rate: number;
  termMonths: number;
  basis: InterestBasis;
  /** Kobo: every fee of the contract, treated by the calculator as paid upfront. */
  fees: Kobo;
}

export function calculatorStartFromContract(a: {
  offer: { principal: Kobo; basis: InterestBasis; termMonths: number } | null;
  statedAnnualRate: number | null;
  totalFees: Kobo | null;
}): CalculatorStart | null {
  if (!a.offer || a.statedAnnualRate === null) return null;
  return {
    amount: a.offer.principal / 100,
    rate: Math.round(a.statedAnnualRate * 100) / 100,
    termMonths: a.offer.termMonths,
    basis: a.offer.basis,
    fees: a.totalFees ?? 0,
  };
}
