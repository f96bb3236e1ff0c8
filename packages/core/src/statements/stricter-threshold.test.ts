import { describe, expect, it } from 'vitest';
import type { RecognisedPage } from '../documents/ocr-engine.ts';
import { readsClearlyBetter, wantsStricterThreshold } from './stricter-threshold.ts';

/** A page of `words` words of which `sure` were read at 95% and the rest at 40%, with the page's mean confidence. */
function page(confidence: number, sure: number, words = sure + 100): RecognisedPage {
  const word = (c: number) => ({ text: 'WORD', confidence: c, x0: 0, y0: 0, x1: 10, y1: 10 });
  return {
    lines: [[...Array.from({ length: sure }, () => word(95)), ...Array.from({ length: words - sure }, () => word(40))]],
    confidence,
    width: 100,
    height: 100,
  };
}

describe('stricter threshold', () => {
  it('reads again only a page read unsure', () => {
    expect(wantsStricterThreshold(page(71, 205))).toBe(true);
    expect(wantsStricterThreshold(page(88, 233))).toBe(false);
  });

  it('keeps the stricter reading only when it is clearly better', () => {
    // The WhatsApp photo: 71% → 87%, 205 → 244 sure words.
    expect(readsClearlyBetter(page(87, 244), page(71, 205))).toBe(true);
    // A landscape photo of small print: more sure words, but it lost its rows (75% from 67%, 224 from 205).
    expect(readsClearlyBetter(page(75, 224), page(67, 205))).toBe(false);
    // More confident, fewer sure words.
    expect(readsClearlyBetter(page(85, 150), page(73, 173))).toBe(false);
  });
});
