import type { DtiBand, Kobo } from '../contract.ts';
import { formatNairaWhole } from '../money/kobo.ts';
import { missingContractFields, type ContractTerms, type RequiredContractField } from './contract-terms.ts';
import { costOfLoan, flatToEffectiveMonthly, quotedMonthlyRateOf, type LoanCost, type LoanOffer } from './cost.ts';
import { dtiBand, dtiBandLabel, postLoanDti } from './dti.ts';
import { periodicIrr } from './solve.ts';
import { aprOfMonthly, earOfApr } from './rates.ts';

/**
 * The verdict on a loan contract: its real cost, its affordability and what the lender disclosed.
 *
 * Documented thresholds (percent):
 * - Effective APR (fees included): ≤ 40 proceed — the range of Nigerian bank personal loans (about 18–35% a year
 *   with the CBN policy rate at 26.5%); above 40 adjust; above 80 avoid (three times the policy rate: loan-app
 *   territory, 2.5–30% a month).
 * - Post-loan DTI (this instalment plus existing debt repayments over monthly income), docs/product-rules.md bands:
 *   Excellent/Good (≤ 40) proceed; Fair/Caution (≤ 60) adjust; Danger (> 60) avoid.
 * - Fees (upfront, financed and per-instalment) above 5% of the principal: adjust.
 * - Late charges of 1% a day or more: adjust.
 * - FCCPC 2025 disclosure: a missing interest rate, APR/total cost or fee disclosure: adjust. A missing schedule or
 *   cooling-off term is reported in the checklist.
 * - A printed APR more than 2 points below the computed one: adjust (the lender understates the cost).
 */
export const VERDICT_THRESHOLDS = {
  aprProceedMax: 40,
  aprAvoidAbove: 80,
  dtiProceedMax: 40,
  dtiAvoidAbove: 60,
  feesAdjustAbovePercent: 5,
  lateChargeDailyAdjustPercent: 1,
  printedAprTolerance: 2,
} as const;

export type Verdict = 'proceed' | 'adjust' | 'avoid' | 'incomplete';
export type InterestType = 'reducing' | 'flat' | 'mixed';

export interface VerdictReason {
  severity: 'ok' | 'info' | 'adjust' | 'avoid';
  code: string;
  text: string;
}

export interface DisclosureItem {
  key: 'rate' | 'apr_or_total_cost' | 'fees' | 'schedule' | 'cooling_off';
  label: string;
  disclosed: boolean;
}

export interface ContractAnalysisOptions {
  /** Kobo a month; from the latest statement analysis or typed by the person. */
  monthlyIncome?: Kobo | null;
  existingMonthlyDebt?: Kobo | null;
}

export interface ContractAnalysis {
  terms: ContractTerms;
  missing: RequiredContractField[];
  interestType: InterestType | null;
  /** The offer the figures were computed on (null when a required figure is missing). */
  offer: LoanOffer | null;
  cost: LoanCost | null;
  monthlyPayment: Kobo | null;
  totalRepayment: Kobo | null;
  totalCostOfCredit: Kobo | null;
  totalFees: Kobo | null;
  amountReceived: Kobo | null;
  /** Percent. */
  statedAnnualRate: number | null;
  effectiveMonthlyRate: number | null;
  apr: number | null;
  ear: number | null;
  /** True when the APR was computed from the printed schedule rather than from the stated rate. */
  aprFromPrintedSchedule: boolean;
  dti: number | null;
  dtiBand: DtiBand | null;
  verdict: Verdict;
  reasons: VerdictReason[];
  recommendation: string;
  checklist: DisclosureItem[];
}

const pct = (x: number, digits = 1): string => `${x.toFixed(digits)}%`;

export function analyseContract(terms: ContractTerms, options: ContractAnalysisOptions = {}): ContractAnalysis {
  const missing = missingContractFields(terms);
  const checklist = disclosureChecklist(terms);
  const interestType: InterestType | null = terms.basis;
  const reasons: VerdictReason[] = [];

  const computable =
    terms.principal !== null && terms.ratePercent !== null && terms.tenorMonths !== null && terms.tenorMonths > 0;
  if (!computable) {
    return {
      terms,
      missing,
      interestType,
      offer: null,
      cost: null,
      monthlyPayment: null,
      totalRepayment: null,
      totalCostOfCredit: null,
      totalFees: null,
      amountReceived: null,
      statedAnnualRate: null,
      effectiveMonthlyRate: null,
      apr: null,
      ear: null,
      aprFromPrintedSchedule: false,
      dti: null,
      dtiBand: null,
      verdict: 'incomplete',
      reasons: [
        {
          severity: 'info',
          code: 'missing_terms',
          text: 'We could not find the loan amount, interest rate or tenor in this document; enter them to see the real cost.',
        },
      ],
      recommendation: 'Fill in the missing figures to get a verdict.',
      checklist,
    };
  }

  // An unstated basis is costed as flat (the dearer reading) and flagged.
  const basis = terms.basis === 'reducing' ? 'reducing' : 'flat';
  const offer: LoanOffer = {
    principal: terms.principal as number,
    ratePercent: terms.ratePercent as number,
    ratePeriod: terms.ratePeriod ?? 'year',
    basis,
    termMonths: terms.tenorMonths as number,
    tenorDays: terms.tenorDays,
    fees: terms.fees
      .filter((f) => f.amount !== null && f.amount > 0)
      .map((f) => ({ kind: f.kind, label: f.label, amount: f.amount as number, timing: f.timing })),
  };
  const cost = costOfLoan(offer);

  // When the lender printed a full schedule, what the borrower will actually pay is that schedule.
  let effectiveMonthlyRate = cost.effectiveMonthlyRate;
  let aprFromPrintedSchedule = false;
  const printed = terms.schedule;
  if (printed && printed.length > 0) {
    const perInstalment = offer.fees.filter((f) => f.timing === 'per_instalment').reduce((s, f) => s + f.amount, 0);
    const payments = printed.map((r) => r.amount + perInstalment);
    const sumPrinted = payments.reduce((s, p) => s + p, 0);
    if (Math.abs(sumPrinted - cost.totalRepayment) > Math.max(100, cost.totalRepayment * 0.005)) {
      const r = periodicIrr(cost.amountReceived, payments);
      if (r !== null) {
        effectiveMonthlyRate = r;
        aprFromPrintedSchedule = true;
        reasons.push({
          severity: 'adjust',
          code: 'schedule_mismatch',
          text: `The printed repayment schedule (${formatNairaWhole(sumPrinted)} in total) does not match the stated rate (${formatNairaWhole(cost.totalRepayment)}); we used the printed schedule. Ask the lender which is right.`,
        });
      }
    }
  }
  const apr = effectiveMonthlyRate === null ? null : aprOfMonthly(effectiveMonthlyRate);
  const ear = apr === null ? null : earOfApr(apr);
  const statedMonthly = quotedMonthlyRateOf(offer);
  const statedAnnualRate = statedMonthly * 12 * 100;

  // --- cost ---
  if (apr !== null) {
    const aprPct = apr * 100;
    if (aprPct > VERDICT_THRESHOLDS.aprAvoidAbove) {
      reasons.push({
        severity: 'avoid',
        code: 'apr_very_high',
        text: `The real cost is an APR of ${pct(aprPct)} with fees — above ${VERDICT_THRESHOLDS.aprAvoidAbove}%, loan-app territory and far above bank loans.`,
      });
    } else if (aprPct > VERDICT_THRESHOLDS.aprProceedMax) {
      reasons.push({
        severity: 'adjust',
        code: 'apr_high',
        text: `The real cost is an APR of ${pct(aprPct)} with fees — above the ${VERDICT_THRESHOLDS.aprProceedMax}% of typical bank personal loans. Compare other offers.`,
      });
    } else {
      reasons.push({
        severity: 'ok',
        code: 'apr_ok',
        text: `The real cost, an APR of ${pct(aprPct)} with fees, is in line with bank loans.`,
      });
    }
  }
  if (basis === 'flat' && terms.basis === 'flat' && offer.termMonths > 1) {
    const eff = flatToEffectiveMonthly(statedMonthly, offer.termMonths);
    if (eff !== null) {
      reasons.push({
        severity: 'info',
        code: 'flat_rate',
        text: `Interest is charged flat on the original amount: ${pct(statedMonthly * 100, 2)} a month flat is really ${pct(eff * 100, 2)} a month on a reducing balance.`,
      });
    }
  }
  if (terms.basis === null && offer.termMonths > 1) {
    reasons.push({
      severity: 'adjust',
      code: 'basis_unstated',
      text: 'The contract does not say whether interest is flat or on a reducing balance; we assumed flat (the dearer). Ask the lender.',
    });
  } else if (terms.basis === 'mixed') {
    reasons.push({
      severity: 'adjust',
      code: 'basis_ambiguous',
      text: 'The contract describes interest both as flat and as on a reducing balance; we costed it as flat. Ask the lender to confirm in writing.',
    });
  }
  const feePercent = (cost.totalFees / offer.principal) * 100;
  if (feePercent > VERDICT_THRESHOLDS.feesAdjustAbovePercent) {
    reasons.push({
      severity: 'adjust',
      code: 'fees_high',
      text: `Fees add ${formatNairaWhole(cost.totalFees)} (${pct(feePercent)} of the loan) — above ${VERDICT_THRESHOLDS.feesAdjustAbovePercent}%. Ask for them to be reduced or waived.`,
    });
  }
  const upfront = offer.fees.filter((f) => f.timing === 'upfront').reduce((s, f) => s + f.amount, 0);
  if (upfront > 0) {
    reasons.push({
      severity: 'info',
      code: 'fees_upfront',
      text: `${formatNairaWhole(upfront)} is deducted before you receive the money: you get ${formatNairaWhole(cost.amountReceived)} but repay on ${formatNairaWhole(offer.principal)}.`,
    });
  }
  const late = terms.lateCharge;
  if (
    late?.period === 'day' &&
    late.percent !== null &&
    late.percent >= VERDICT_THRESHOLDS.lateChargeDailyAdjustPercent
  ) {
    reasons.push({
      severity: 'adjust',
      code: 'late_charge_harsh',
      text: `Late payment costs ${pct(late.percent)} of the overdue amount every day (over ${Math.round(late.percent * 30)}% a month). Only borrow if you are sure of every due date.`,
    });
  }
  if (
    terms.printedApr !== null &&
    apr !== null &&
    apr * 100 - terms.printedApr > VERDICT_THRESHOLDS.printedAprTolerance
  ) {
    reasons.push({
      severity: 'adjust',
      code: 'apr_understated',
      text: `The contract prints an APR of ${pct(terms.printedApr)}, but with its fees the real APR is ${pct(apr * 100)}.`,
    });
  }

  // --- affordability ---
  const income = options.monthlyIncome ?? null;
  const dti = income ? postLoanDti(cost.payment, income, options.existingMonthlyDebt ?? 0) : null;
  const band = dti === null ? null : dtiBand(dti);
  if (dti === null) {
    reasons.push({
      severity: 'info',
      code: 'no_income',
      text: 'Add your monthly income (or analyse a statement) to check whether you can afford the repayments.',
    });
  } else if (dti > VERDICT_THRESHOLDS.dtiAvoidAbove) {
    reasons.push({
      severity: 'avoid',
      code: 'dti_danger',
      text: `Repayments would take ${pct(dti)} of your income (${dtiBandLabel(band as DtiBand)}) — above ${VERDICT_THRESHOLDS.dtiAvoidAbove}%.`,
    });
  } else if (dti > VERDICT_THRESHOLDS.dtiProceedMax) {
    reasons.push({
      severity: 'adjust',
      code: 'dti_stretch',
      text: `Repayments would take ${pct(dti)} of your income (${dtiBandLabel(band as DtiBand)}) — above ${VERDICT_THRESHOLDS.dtiProceedMax}%. Borrow less or over a longer tenor.`,
    });
  } else {
    reasons.push({
      severity: 'ok',
      code: 'dti_ok',
      text: `Repayments would take ${pct(dti)} of your income (${dtiBandLabel(band as DtiBand)}).`,
    });
  }

  // --- disclosure (FCCPC 2025) ---
  // A label inside a sentence: lower-case first letter, acronyms kept ("APR or total cost…", not "apr or…").
  const inSentence = (label: string) =>
    /^[A-Z]{2,}\b/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  const undisclosed = checklist.filter((c) => !c.disclosed);
  const serious = undisclosed.filter((c) => c.key === 'rate' || c.key === 'apr_or_total_cost' || c.key === 'fees');
  if (serious.length) {
    reasons.push({
      severity: 'adjust',
      code: 'disclosure_missing',
      text: `The contract does not disclose ${serious.map((c) => inSentence(c.label)).join(', ')}, which the FCCPC's 2025 lending regulations require before you sign.`,
    });
  }
  const minor = undisclosed.filter((c) => !serious.includes(c));
  if (minor.length) {
    reasons.push({
      severity: 'info',
      code: 'disclosure_incomplete',
      text: `Not stated in the document: ${minor.map((c) => c.label.toLowerCase()).join(', ')}.`,
    });
  }

  const verdict: Verdict = reasons.some((r) => r.severity === 'avoid')
    ? 'avoid'
    : reasons.some((r) => r.severity === 'adjust')
      ? 'adjust'
      : 'proceed';

  return {
    terms,
    missing,
    interestType,
    offer,
    cost,
    monthlyPayment: cost.payment,
    totalRepayment: cost.totalRepayment,
    totalCostOfCredit: cost.totalCostOfCredit,
    totalFees: cost.totalFees,
    amountReceived: cost.amountReceived,
    statedAnnualRate,
    effectiveMonthlyRate,
    apr,
    ear,
    aprFromPrintedSchedule,
    dti,
    dtiBand: band,
    verdict,
    reasons,
    recommendation: recommendationFor(verdict, reasons),
    checklist,
  };
}

function recommendationFor(verdict: Verdict, reasons: VerdictReason[]): string {
  const first = (sev: VerdictReason['severity']): string | undefined => reasons.find((r) => r.severity === sev)?.text;
  switch (verdict) {
    case 'proceed':
      return 'This loan looks fairly priced and affordable. Read the full contract, keep a copy, and set reminders for each due date.';
    case 'adjust':
      return `Negotiate before you sign: ${first('adjust') ?? ''} A smaller amount, a longer tenor or lower fees would improve it.`
        .replace(/\s+/g, ' ')
        .trim();
    case 'avoid':
      return `We advise against this loan: ${first('avoid') ?? ''} Look for a bank, cooperative or salary-advance offer instead.`
        .replace(/\s+/g, ' ')
        .trim();
    default:
      return 'Fill in the missing figures to get a verdict.';
  }
}

/** The FCCPC 2025 disclosure checklist: rate, APR or total cost, fees, repayment schedule, cooling-off. */
export function disclosureChecklist(terms: ContractTerms): DisclosureItem[] {
  return [
    { key: 'rate', label: 'Interest rate', disclosed: terms.ratePercent !== null },
    {
      key: 'apr_or_total_cost',
      label: 'APR or total cost of the loan',
      disclosed: terms.printedApr !== null || terms.printedTotalRepayment !== null || terms.printedTotalCost !== null,
    },
    { key: 'fees', label: 'Fees and charges', disclosed: terms.feesDisclosed || terms.fees.length > 0 },
    {
      key: 'schedule',
      label: 'Repayment schedule',
      disclosed: (terms.schedule?.length ?? 0) > 0 || terms.printedInstalment !== null,
    },
    { key: 'cooling_off', label: 'Cooling-off period', disclosed: terms.coolingOffDays !== null },
  ];
}

/**
 * Applies a person's corrections to extracted terms (any field they typed overrides what was read). A fee quoted as a
 * percentage of the loan follows the loan amount: it is recomputed when the amount was missing, when the person typed
 * or changed the loan amount, and when they edited the fees — so a typed-in principal never leaves "2% fee: —".
 */
export function correctTerms(terms: ContractTerms, corrections: Partial<ContractTerms>): ContractTerms {
  const out: ContractTerms = { ...terms };
  for (const [k, v] of Object.entries(corrections) as [keyof ContractTerms, unknown][]) {
    if (v !== undefined) (out as unknown as Record<string, unknown>)[k] = v;
  }
  const principal = out.principal;
  const refresh = corrections.principal !== undefined || corrections.fees !== undefined;
  out.fees = out.fees.map((f) =>
    f.percent !== null && (f.amount === null || refresh)
      ? { ...f, amount: principal === null ? null : Math.round((principal * f.percent) / 100) }
      : f,
  );
  if (corrections.fees !== undefined && corrections.fees.length > 0) out.feesDisclosed = true;
  return out;
}
