import { describe, expect, it } from 'vitest';
import {
  calculateLoan,
  calculatorStartFromContract,
  CALCULATOR_LIMITS,
  clampCalculatorValue,
  LOAN_TYPES,
  parseRateInput,
} from './calculator.ts';
import { analyseContract } from './analyse-contract.ts';
import { emptyContractTerms } from './contract-terms.ts';
import { compareOffers } from './compare.ts';
import { affordabilityTicks, dtiBand, postLoanDti } from './dti.ts';

const NAIRA = 100;

describe('DTI', () => {
  it.each([
    [0, 'excellent'],
    [30, 'excellent'],
    [30.01, 'good'],
    [40, 'good'],
    [50, 'fair'],
    [60, 'caution'],
    [60.1, 'danger'],
  ])('%d%% → %s', (dti, band) => expect(dtiBand(dti)).toBe(band));

  it('ticks accumulate', () => {
    expect(affordabilityTicks(25).map((t) => t.ticked)).toEqual([true, true, true]);
    expect(affordabilityTicks(35).map((t) => t.ticked)).toEqual([false, true, true]);
    expect(affordabilityTicks(45).map((t) => t.ticked)).toEqual([false, false, true]);
    expect(affordabilityTicks(70).map((t) => t.ticked)).toEqual([false, false, false]);
  });

  it('post-loan DTI', () => {
    expect(postLoanDti(9_000_000, 30_000_000)).toBeCloseTo(30, 10);
    expect(postLoanDti(9_000_000, 30_000_000, 3_000_000)).toBeCloseTo(40, 10);
    expect(postLoanDti(1, 0)).toBeNull();
  });
});

describe('calculator (docs/product-rules.md)', () => {
  it('defaults: ₦1,000,000 at 15% for 12 months with ₦300,000 income', () => {
    const d = CALCULATOR_LIMITS;
    const r = calculateLoan({
      amount: d.amount.default * NAIRA,
      ratePercent: d.rate.default,
      termMonths: d.term.default,
      monthlyIncome: d.income.default * NAIRA,
      basis: 'reducing',
    });
    expect(r.payment).toBe(9_025_831);
    expect(r.totalPayment - r.payment * 12).toBeLessThanOrEqual(12);
    expect(r.totalInterest).toBe(r.totalPayment - 100_000_000);
    expect(r.dti as number).toBeCloseTo(30.09, 2);
    expect(r.dtiBand).toBe('good');
    expect(r.effectiveApr).toBeCloseTo(0.15, 6);
    expect(r.ear).toBeCloseTo(0.16075, 5);
  });

  it('payment is zero when amount, rate or term is not positive; non-numeric rate is 0', () => {
    const base = {
      amount: 100_000_000,
      ratePercent: 15,
      termMonths: 12,
      monthlyIncome: 30_000_000,
      basis: 'reducing' as const,
    };
    expect(calculateLoan({ ...base, ratePercent: 0 }).payment).toBe(0);
    expect(calculateLoan({ ...base, amount: 0 }).payment).toBe(0);
    expect(calculateLoan({ ...base, termMonths: 0 }).payment).toBe(0);
    expect(parseRateInput('abc')).toBe(0);
    expect(parseRateInput('12.5')).toBe(12.5);
  });

  it('flat switch costs more than reducing at the same quoted rate', () => {
    const base = { amount: 100_000_000, ratePercent: 24, termMonths: 12, monthlyIncome: 30_000_000 };
    const flat = calculateLoan({ ...base, basis: 'flat' });
    const reducing = calculateLoan({ ...base, basis: 'reducing' });
    expect(flat.totalInterest).toBe(24_000_000);
    expect(flat.effectiveApr).toBeGreaterThan(reducing.effectiveApr);
  });

  it('has the suggested rates of §9', () => {
    expect(Object.fromEntries(LOAN_TYPES.map((t) => [t.label, t.suggestedRate]))).toEqual({
      Personal: 18,
      Auto: 15,
      Mortgage: 12,
      Business: 20,
      Student: 8,
      SME: 22,
      Microfinance: 25,
      'Asset Finance': 16,
    });
  });
});

describe('offer comparison', () => {
  it('compares three offers and finds the cheapest by effective APR', () => {
    const base = { principal: 50_000_000, termMonths: 12, fees: [] };
    const result = compareOffers([
      { ...base, ratePercent: 3, ratePeriod: 'month', basis: 'flat' },
      {
        ...base,
        ratePercent: 30,
        ratePeriod: 'year',
        basis: 'reducing',
        fees: [{ kind: 'processing', amount: 1_000_000, timing: 'upfront' }],
      },
      { ...base, ratePercent: 28, ratePeriod: 'year', basis: 'reducing' },
    ]);
    expect(result.offers).toHaveLength(3);
    expect(result.cheapestIndex).toBe(2);
    expect(result.lowestTotalCostIndex).toBe(2);
    expect(result.offers[0].effectiveApr as number).toBeGreaterThan(0.6);
    expect(() =>
      compareOffers(
        [base, base, base, base].map((b) => ({
          ...b,
          ratePercent: 1,
          ratePeriod: 'month' as const,
          basis: 'flat' as const,
        })),
      ),
    ).toThrow();
  });
});

describe('calculator values are kept inside the slider ranges (issue 20)', () => {
  it('raises a too-small amount and a 0-month term to the minimum, with a message', () => {
    expect(clampCalculatorValue('amount', 10_000)).toEqual({
      value: 100_000,
      message: 'The loan amount is at least ₦100,000; we used ₦100,000.',
    });
    expect(clampCalculatorValue('term', 0)).toEqual({
      value: 1,
      message: 'The loan term is at least 1 month; we used 1 month.',
    });
    expect(clampCalculatorValue('term', Number.NaN).value).toBe(1);
    expect(clampCalculatorValue('rate', 500).message).toBe('The interest rate is at most 120%; we used 120%.');
    expect(clampCalculatorValue('income', 250_000)).toEqual({ value: 250_000, message: null });
  });

  it('a clamped ₦10,000 / 0-month entry is never priced as a free loan', () => {
    const amount = clampCalculatorValue('amount', 10_000).value;
    const term = clampCalculatorValue('term', 0).value;
    const r = calculateLoan({
      amount: amount * 100,
      ratePercent: 15,
      termMonths: term,
      monthlyIncome: 30_000_000,
      basis: 'reducing',
    });
    expect(r.payment).toBeGreaterThan(amount * 100);
    expect(r.effectiveApr).toBeCloseTo(0.15, 6);
  });
});

describe('the calculator from a contract (issue 20)', () => {
  it("starts from the contract's amount, annual rate, term, basis and fees, and prices the fees into the APR", () => {
    const terms = {
      ...emptyContractTerms(),
      principal: 30_000_000,
      ratePercent: 2.5,
      ratePeriod: 'month' as const,
      basis: 'flat' as const,
      tenorMonths: 6,
      fees: [
        { kind: 'management' as const, label: 'Management', percent: 1, amount: 300_000, timing: 'upfront' as const },
      ],
    };
    const a = analyseContract(terms);
    const start = calculatorStartFromContract(a)!;
    expect(start).toEqual({ amount: 300_000, rate: 30, termMonths: 6, basis: 'flat', fees: 300_000 });
    const r = calculateLoan({
      amount: start.amount * 100,
      ratePercent: start.rate,
      termMonths: start.termMonths,
      monthlyIncome: 0,
      basis: start.basis,
      fees: start.fees,
    });
    // Same instalment and same APR as the contract analysis.
    expect(r.payment).toBe(a.monthlyPayment);
    expect(r.effectiveApr).toBeCloseTo(a.apr!, 6);
    expect(r.totalCost).toBe(a.totalCostOfCredit);
    expect(calculatorStartFromContract(analyseContract(emptyContractTerms()))).toBeNull();
  });
});
