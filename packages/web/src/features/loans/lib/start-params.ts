import { clampCalculatorValue } from '@nairalens/core/loans/calculator.ts';

/** The contract's terms passed in the address by "Try Different Scenarios", each kept only when it is a number. */
export function startFromParams(params: URLSearchParams): {
  amount?: number;
  rate?: number;
  term?: number;
  basis?: 'reducing' | 'flat';
  fees?: number;
} {
  const num = (key: string, field?: 'amount' | 'rate' | 'term') => {
    const raw = params.get(key);
    const n = raw === null ? Number.NaN : Number(raw);
    if (!Number.isFinite(n)) return undefined;
    return field ? clampCalculatorValue(field, n).value : Math.max(0, n);
  };
  const basis = params.get('basis');
  return {
    amount: num('amount', 'amount'),
    rate: num('rate', 'rate'),
    term: num('term', 'term'),
    basis: basis === 'flat' || basis === 'reducing' ? basis : undefined,
    fees: num('fees'),
  };
}
