import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatNairaFigure } from './format-decimal.ts';

const intl = (min: number, max: number) => new Intl.NumberFormat('en-NG', { minimumFractionDigits: min, maximumFractionDigits: max });
const currency = (digits: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('formatDecimal writes what Intl en-NG writes', () => {
  it.each([
    [1234.5, 0, 2, '1,234.5'],
    [1.005, 2, 2, '1.01'],
    [-1.005, 2, 2, '-1.01'],
    [-0.04, 0, 1, '-0'],
    [-0, 2, 2, '-0.00'],
    [999.995, 2, 2, '1,000.00'],
    [2.25, 0, 1, '2.3'],
    [1e21, 0, 2, '1,000,000,000,000,000,000,000'],
    [1e-7, 0, 2, '0'],
    [NaN, 0, 2, 'NaN'],
    [-Infinity, 0, 2, '-∞'],
  ])('%d (%i-%i digits) → %s', (n, min, max, text) => {
    expect(formatDecimal(n, min, max)).toBe(text);
    expect(formatDecimal(n, min, max)).toBe(intl(min, max).format(n));
  });
  const digits = fc.constantFrom<[number, number]>([0, 0], [0, 1], [0, 2], [2, 2], [1, 1]);
  const numbers = fc.oneof(
    fc.double({ noNaN: true, min: -1e16, max: 1e16 }),
    fc.integer({ min: -1e12, max: 1e12 }).map((k) => k / 100),
    fc.integer({ min: -1e6, max: 1e6 }).map((k) => k / 1000),
    fc.integer({ min: -1e4, max: 1e4 }).map((k) => k / 8),
  );
  it('on any number and precision', () => {
    fc.assert(
      fc.property(numbers, digits, (n, [min, max]) => formatDecimal(n, min, max) === intl(min, max).format(n)),
      { numRuns: 5_000 },
    );
  });
  it('and its naira figure is Intl’s NGN currency format', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(0, 2), (n, d) => formatNairaFigure(n, d) === currency(d).format(n)),
      { numRuns: 5_000 },
    );
  });
});
