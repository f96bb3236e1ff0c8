import { describe, expect, it } from 'vitest';
import { CALCULATOR_LIMITS } from '../loans/calculator.ts';
import { calculatorInputFrom, calculatorInputSchema } from './loan-scenario.ts';

const saved = {
  loanType: 'auto',
  amount: 2_500_000,
  rate: 15,
  term: 24,
  income: 400_000,
  basis: 'flat',
  fees: 25_000,
  offers: [],
};

describe('calculator inputs (the loan calculator and its saved scenarios)', () => {
  it('takes a whole saved calculator scenario as it was saved', () => {
    const { offers: _offers, ...inputs } = saved;
    expect(calculatorInputFrom(saved)).toEqual(inputs);
    expect(calculatorInputSchema.safeParse(inputs).success).toBe(true);
  });

  it('keeps the slider ranges: a value outside one is left out, the other fields still load', () => {
    const input = calculatorInputFrom({ ...saved, amount: CALCULATOR_LIMITS.amount.max + 1, term: 12.5 });
    expect(input.amount).toBeUndefined();
    expect(input.term).toBeUndefined();
    expect(input.rate).toBe(15);
    expect(input.basis).toBe('flat');
  });

  it('refuses an unknown loan type, a negative fee and a basis it does not know', () => {
    expect(calculatorInputFrom({ loanType: 'yacht', fees: -1, basis: 'compound' })).toEqual({});
    expect(calculatorInputFrom({ loanType: '' })).toEqual({ loanType: '' });
  });
});
