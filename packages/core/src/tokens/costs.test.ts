import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLEAN_EXPORT_COST, contractTokenCost, statementCost, statementSizeMetrics, statementTokenCost } from './costs.ts';

describe('statementTokenCost (docs/product-rules.md)', () => {
  it('follows the table at its edges', () => {
    const cases: Array<[number, number]> = [
      [0, 1],
      [1, 1],
      [50_000, 1],
      [500_000, 1], // 10 pages
      [500_001, 2], // 11 pages, 5,000 lines
      [1_250_000, 2], // 25 pages
      [1_250_001, 3],
      [2_500_000, 3], // 50 pages
      [2_500_001, 5],
      [5_000_000, 5], // 100 pages
      [5_000_001, 8],
      [10 * 1024 * 1024, 8],
    ];
    for (const [size, tokens] of cases) expect(statementTokenCost(size), `size ${size}`).toBe(tokens);
  });

  it('computes pages rounded up and lines rounded down', () => {
    expect(statementSizeMetrics(50_001)).toEqual({ pages: 2, lines: 500 });
    expect(statementSizeMetrics(99)).toEqual({ pages: 1, lines: 0 });
  });

  it('is monotonic in size and always a tier', () => {
    fc.assert(
      fc.property(fc.nat(20_000_000), fc.nat(20_000_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(statementTokenCost(lo)).toBeLessThanOrEqual(statementTokenCost(hi));
        expect([1, 2, 3, 5, 8]).toContain(statementTokenCost(a));
      }),
    );
  });

  it('rejects impossible sizes', () => {
    expect(() => statementTokenCost(-1)).toThrow(RangeError);
    expect(() => statementTokenCost(1.5)).toThrow(RangeError);
    expect(() => statementTokenCost(Number.NaN)).toThrow(RangeError);
  });
});

describe('contractTokenCost (docs/product-rules.md)', () => {
  it('counts blocks of 100 KB rounded up', () => {
    const kb100 = 102_400;
    expect(contractTokenCost(0)).toBe(1);
    expect(contractTokenCost(10 * kb100)).toBe(1);
    expect(contractTokenCost(10 * kb100 + 1)).toBe(2);
    expect(contractTokenCost(25 * kb100)).toBe(2);
    expect(contractTokenCost(25 * kb100 + 1)).toBe(3);
    expect(contractTokenCost(50 * kb100)).toBe(3);
    expect(contractTokenCost(50 * kb100 + 1)).toBe(5);
    expect(contractTokenCost(100 * kb100)).toBe(5);
    expect(contractTokenCost(100 * kb100 + 1)).toBe(8);
    expect(contractTokenCost(10 * 1024 * 1024)).toBe(8);
  });

  it('a clean export costs 2', () => {
    expect(CLEAN_EXPORT_COST).toBe(2);
  });
});

describe('statementCost: real pages and rows (docs/product-rules.md)', () => {
  it('prices pages and rows on the same table, a missing figure deciding nothing', () => {
    expect(statementCost({ pages: 1, lines: null })).toBe(1);
    expect(statementCost({ pages: 13, lines: null })).toBe(2);
    expect(statementCost({ pages: 26, lines: null })).toBe(3);
    expect(statementCost({ pages: 101, lines: null })).toBe(8);
    expect(statementCost({ pages: null, lines: 500 })).toBe(1);
    expect(statementCost({ pages: null, lines: 501 })).toBe(2);
    expect(statementCost({ pages: null, lines: 5_001 })).toBe(8);
    // Either figure within a tier is enough, as in the cost table.
    expect(statementCost({ pages: 30, lines: 400 })).toBe(1);
    expect(statementCost({ pages: null, lines: null })).toBe(1);
  });

  it('agrees with the size formula when given its estimate, and refuses impossible counts', () => {
    fc.assert(
      fc.property(fc.nat(20_000_000), (size) => {
        expect(statementCost(statementSizeMetrics(size))).toBe(statementTokenCost(size));
      }),
    );
    expect(() => statementCost({ pages: -1, lines: null })).toThrow(RangeError);
    expect(() => statementCost({ pages: null, lines: 1.5 })).toThrow(RangeError);
  });
});
