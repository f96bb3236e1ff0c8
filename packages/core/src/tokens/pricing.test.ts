import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUNDLES, PLANS, netAfterPaystackFee, paystackFee, processingFee, productQuote, quote } from './pricing.ts';

describe('bundles and plans (docs/product-rules.md)', () => {
  it('prices bundles and plans in kobo', () => {
    expect(BUNDLES.map((b) => [b.tokens, b.priceKobo])).toEqual([
      [1, 75_000],
      [10, 700_000],
      [25, 1_625_000],
    ]);
    expect(PLANS.map((p) => [p.name, p.priceKobo, p.monthlyTokens, p.dailyTokens])).toEqual([
      ['Pro Lite', 1_200_000, 20, 3],
      ['Pro Plus', 1_800_000, 30, 5],
      ['Business', 4_500_000, 70, 0],
    ]);
    expect(PLANS[0].badge).toBe('Most Popular');
  });
});

describe('paystackFee (1.5% + ₦100, ₦100 waived under ₦2,500, capped at ₦2,000)', () => {
  it('matches the published schedule', () => {
    expect(paystackFee(100_000)).toBe(1_500); // ₦1,000 → ₦15
    expect(paystackFee(249_999)).toBe(3_750); // just under ₦2,500: no flat fee
    expect(paystackFee(250_000)).toBe(13_750); // ₦2,500 → ₦37.50 + ₦100
    expect(paystackFee(10_000_000)).toBe(160_000); // ₦100,000 → ₦1,600
    expect(paystackFee(50_000_000)).toBe(200_000); // capped
  });
});

describe('processingFee: the person pays price + fee and we keep the price', () => {
  it('known values', () => {
    expect(quote(75_000)).toEqual({ priceKobo: 75_000, feeKobo: 1_143, totalKobo: 76_143 }); // ₦750 → ₦11.43
    expect(processingFee(700_000)).toBe(20_813); // ₦7,000 → ₦208.13
    expect(processingFee(20_000_000)).toBe(200_000); // ₦200,000 → capped ₦2,000
    expect(processingFee(0)).toBe(0);
  });

  it('covers the price and is the smallest fee that does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (price) => {
        const fee = processingFee(price);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(200_000);
        expect(netAfterPaystackFee(price + fee)).toBeGreaterThanOrEqual(price);
        if (fee > 0) {
          // No smaller total leaves us whole (checked exhaustively in the ±200 kobo neighbourhood and on the
          // other side of the ₦2,500 waiver line).
          let smaller = false;
          for (let g = Math.max(price, price + fee - 200); g < price + fee; g++) {
            if (netAfterPaystackFee(g) >= price) smaller = true;
          }
          expect(smaller).toBe(false);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('is exhaustively minimal around the ₦2,500 waiver line', () => {
    const failures: number[] = [];
    for (let price = 240_000; price <= 252_000; price += 7) {
      const fee = processingFee(price);
      for (let g = price; g < price + fee; g++) if (netAfterPaystackFee(g) >= price) failures.push(price);
      if (netAfterPaystackFee(price + fee) < price) failures.push(price);
    }
    expect(failures).toEqual([]);
  });

  it('quotes every product with its fee', () => {
    const q = productQuote({ kind: 'plan', id: 'pro_lite' });
    expect(q.priceKobo).toBe(1_200_000);
    expect(q.totalKobo).toBe(q.priceKobo + q.feeKobo);
    expect(q.recurring).toBe(true);
    expect(q.dailyTokens).toBe(3);
    expect(productQuote({ kind: 'bundle', id: 'tokens_25' }).tokens).toBe(25);
    expect(() => productQuote({ kind: 'bundle', id: 'nope' as 'tokens_1' })).toThrow(RangeError);
  });
});
