import type { Kobo } from '../contract.ts';
import type { FeeKind, FeeTiming } from './cost.ts';
import type { RatePeriod } from './rates.ts';

/** What a loan contract says, as read from its text. Every field is null (or empty) when the document is silent. */

export type ContractBasis = 'flat' | 'reducing' | 'mixed';

export interface ContractFeeTerm {
  kind: FeeKind;
  /** The label as printed ("Management Fee"). */
  label: string;
  /** Percentage of the principal when quoted as one. */
  percent: number | null;
  /** Kobo: printed naira amount, else percent × principal; null when neither can be known. */
  amount: Kobo | null;
  timing: FeeTiming;
}

export type LateChargePeriod = 'day' | 'week' | 'month' | 'once';

export interface LateChargeTerm {
  /** Percent of the overdue amount. */
  percent: number | null;
  amount: Kobo | null;
  period: LateChargePeriod;
}

export interface PrintedInstalment {
  period: number;
  dueDate: string | null;
  amount: Kobo;
}

export interface ContractTerms {
  lender: string | null;
  principal: Kobo | null;
  /** The interest rate as printed, in percent. */
  ratePercent: number | null;
  ratePeriod: RatePeriod | null;
  basis: ContractBasis | null;
  tenorMonths: number | null;
  /** Set when the tenor is printed in days (or weeks). */
  tenorDays: number | null;
  fees: ContractFeeTerm[];
  /** True when the document discloses its fees, including an explicit "no fees". */
  feesDisclosed: boolean;
  lateCharge: LateChargeTerm | null;
  coolingOffDays: number | null;
  schedule: PrintedInstalment[] | null;
  printedInstalment: Kobo | null;
  printedTotalRepayment: Kobo | null;
  printedTotalCost: Kobo | null;
  /** APR as printed, percent. */
  printedApr: number | null;
}

/** Fields the user must have to compute anything; shown as missing and editable when not found. */
export const REQUIRED_CONTRACT_FIELDS = [
  'lender',
  'principal',
  'ratePercent',
  'ratePeriod',
  'basis',
  'tenorMonths',
] as const;
export type RequiredContractField = (typeof REQUIRED_CONTRACT_FIELDS)[number];

export function emptyContractTerms(): ContractTerms {
  return {
    lender: null,
    principal: null,
    ratePercent: null,
    ratePeriod: null,
    basis: null,
    tenorMonths: null,
    tenorDays: null,
    fees: [],
    feesDisclosed: false,
    lateCharge: null,
    coolingOffDays: null,
    schedule: null,
    printedInstalment: null,
    printedTotalRepayment: null,
    printedTotalCost: null,
    printedApr: null,
  };
}

export function missingContractFields(terms: ContractTerms): RequiredContractField[] {
  return REQUIRED_CONTRACT_FIELDS.filter((f) => terms[f] === null || terms[f] === '');
}
