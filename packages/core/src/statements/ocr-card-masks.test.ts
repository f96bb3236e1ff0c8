import { describe, expect, it } from 'vitest';
import { maskedCardRepairs, maskedStarRepairs } from './ocr-card-masks.ts';

describe('maskedCardRepairs', () => {
  it("puts back the stars of a masked card number, as the page's other card numbers print them", () => {
    const cells = ['WEB PURCHASE BOLT.EU TALLINN EE CARD 5399****5709', 'WEB PURCHASE KONGA.COM LAGOS CARD 53990537'];
    expect(maskedCardRepairs(cells).get('53990537')).toBe('5399****0537');
  });

  it('leaves digits alone on a page with no masked card, or whose first digits differ', () => {
    expect(maskedCardRepairs(['POS 53990537 LAGOS']).size).toBe(0);
    expect(maskedCardRepairs(['CARD 5399****5709', 'REF 41870537']).size).toBe(0);
    expect(maskedCardRepairs(['CARD 539983****5709', 'REF 5399830537123']).size).toBe(0);
  });
});

describe('a masked account number whose stars were read as other signs', () => {
  it("puts the stars back where the page prints its masks surely, in one shape (set 40's OPay screenshot)", () => {
    const cells = ['Transfer to Blessing Akintola | First Bank | 470****522', 'Sterling Bank | 564%+++617', 'Union Bank | 373****581', '(Kuda) 86"***0303'];
    const repairs = maskedStarRepairs(cells);
    expect(repairs.get('564%+++617')).toBe('564****617');
    // Another shape than the page's masks (two digits before the stars, four after): left as read.
    expect(repairs.has('86"***0303')).toBe(false);
  });
  it('needs two masks read surely, all of one shape, and only star-like signs between digits', () => {
    expect(maskedStarRepairs(['470****522', '564%+++617']).size).toBe(0);
    expect(maskedStarRepairs(['470****522', '86****0303', '564%+++617']).size).toBe(0);
    expect(maskedStarRepairs(['470****522', '373****581', '564a+++617', '5641234617', '564%+++61']).size).toBe(0);
  });
});
