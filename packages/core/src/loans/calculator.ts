import type { DtiBand, Kobo } from '../contract.ts';
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
}

export interface CalculatorResult {
  payment: Kobo;
  totalPayment: Kobo;
  totalInterest: Kobo;
  schedule: LoanSchedule;
  /** The nominal rate entered (fraction a year). */
  nominalApr: number;
  /** Effective APR (12 × the effective monthly rate). Equals the nominal APR on a reducing balance. */
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
        fees: [],
      })
    : null;
  const effectiveApr = cost?.apr ?? 0;
  const dti = postLoanDti(payment, input.monthlyIncome, input.existingMonthlyDebt ?? 0);
  return {
    payment,
    totalPayment,
    totalInterest: totalPayment - (valid ? input.amount : 0),
    schedule,
    nominalApr: valid ? input.ratePercent / 100 : 0,
    effectiveApr,
    ear: earOfApr(effectiveApr),
    dti,
    dtiBand: dti === null ? null : dtiBand(dti),
    ticks: affordabilityTicks(dti ?? 0),
  };
}
