import { describe, expect, it } from 'vitest';
import { maskedCardRepairs } from './ocr-card-masks.ts';

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
