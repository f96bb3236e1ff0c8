import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { pageSigns, wideDigitAsNaira } from './naira-sign-width.ts';

/** A word read from characters of the given widths, set side by side. */
function word(chars: [string, number][]): RecognisedWord {
  let x = 0;
  const symbols = chars.map(([text, w]) => ({ text, x0: x, x1: (x += w), y0: 0, y1: 40 }));
  return { text: chars.map((c) => c[0]).join(''), confidence: 90, x0: 0, y0: 0, x1: x, y1: 40, symbols };
}

describe('a naira sign read as a digit', () => {
  it('is told by its width: wider than the figure’s digits (held-out screenshots’ own boxes)', () => {
    // "-₦4,000.00" read "-84,000.00": the 8 is 66 px where the digits are 45.
    expect(wideDigitAsNaira(word([['-', 25], ['8', 66], ['4', 51], [',', 14], ['0', 45], ['0', 46], ['0', 45], ['.', 14], ['0', 45], ['0', 46]])).text).toBe('-₦4,000.00');
    // "+₦85.56" read "+#885.56": a sliver of the sign read "#", the rest a wide 8.
    expect(wideDigitAsNaira(word([['+', 48], ['#', 28], ['8', 65], ['8', 46], ['5', 46], ['.', 14], ['5', 46], ['6', 46]])).text).toBe('+₦85.56');
    // Set 22's Kuda screens: a sliver of the sign read "%" or "}", the rest a wide 4 ("-%46,900.00" for -₦6,900.00).
    expect(wideDigitAsNaira(word([['-', 23], ['%', 20], ['4', 61], ['6', 42], [',', 12], ['9', 41], ['0', 41], ['0', 41], ['.', 12], ['0', 41], ['0', 41]])).text).toBe('-₦6,900.00');
    expect(wideDigitAsNaira(word([['-', 23], ['}', 18], ['4', 61], ['1', 43], [',', 13], ['5', 43], ['0', 42], ['0', 42], ['.', 13], ['0', 42], ['0', 44]])).text).toBe('-₦1,500.00');
  });
  it('is a mark as wide as a digit followed by a sliver of its last stroke read as a narrow digit (set 16, Kuda)', () => {
    // "-₦6,450.00" read "-§86,450.00": the § is the whole sign (38 px), the 8 a sliver of 14 beside digits of 33.
    const sliver = word([['-', 18], ['§', 38], ['8', 14], ['6', 33], [',', 14], ['4', 34], ['5', 31], ['0', 34], ['.', 12], ['0', 33], ['0', 33]]);
    expect(wideDigitAsNaira(sliver).text).toBe('-₦6,450.00');
    // A narrow 1 after the sign is a digit; so is a narrow digit after a mark narrower than a digit (a speck).
    const one = word([['-', 18], ['§', 38], ['1', 14], ['6', 33], [',', 14], ['4', 34], ['5', 31], ['0', 34], ['.', 12], ['0', 33], ['0', 33]]);
    expect(wideDigitAsNaira(one).text).toBe('-§16,450.00');
    const speck = word([['-', 18], ['%', 9], ['8', 14], ['6', 33], [',', 14], ['4', 34], ['5', 31], ['0', 34], ['.', 12], ['0', 33], ['0', 33]]);
    expect(wideDigitAsNaira(speck).text).toBe('-%86,450.00');
  });
  it('leaves figures whose digits are all as wide, a full sign before a wide box, and numbers without kobo', () => {
    const plain = word([['-', 25], ['8', 45], ['4', 46], [',', 14], ['0', 45], ['0', 46], ['0', 45], ['.', 14], ['0', 45], ['0', 46]]);
    expect(wideDigitAsNaira(plain).text).toBe('-84,000.00');
    // "-N48,750.00": the N is the sign; the 4's box took in its neighbours.
    const boxed = word([['-', 21], ['N', 40], ['4', 135], ['8', 34], [',', 12], ['7', 37], ['5', 37], ['0', 37], ['.', 11], ['0', 37], ['0', 37]]);
    expect(wideDigitAsNaira(boxed).text).toBe('-N48,750.00');
    // A photo's blur joins the sign and the first digit in one box twice a digit's width: the digit is real.
    expect(wideDigitAsNaira(word([['-', 10], ['1', 33], ['0', 15], ['8', 15], [',', 5], ['5', 14], ['9', 16], ['2', 14], ['.', 5], ['0', 16], ['0', 16]])).text).toBe('-108,592.00');
    // A figure without a sign (a scan's balance, a blurred wide 3) keeps its digits: the running balance settles it.
    expect(wideDigitAsNaira(word([['3', 22], ['2', 15], ['2', 15], [',', 5], ['1', 8], ['6', 15], ['7', 15], ['.', 5], ['3', 15], ['7', 15]])).text).toBe('322,167.37');
    // After a "Bal:" label, the sign's box may take in the space after it too: "Bal: 483,878.02" for ₦83,878.02.
    const bal: RecognisedWord = { text: 'Bal:', confidence: 90, x0: 0, y0: 0, x1: 40, y1: 40 };
    expect(wideDigitAsNaira(word([['4', 77], ['8', 31], ['3', 31], [',', 8], ['8', 31], ['7', 30], ['8', 31], ['.', 8], ['0', 32], ['2', 31]]), bal).text).toBe('₦83,878.02');
    // The sign read as a word of its own: "- 82,000.00" for "- ₦2,000.00".
    const minus: RecognisedWord = { text: '-', confidence: 90, x0: 0, y0: 0, x1: 10, y1: 40 };
    expect(wideDigitAsNaira(word([['8', 60], ['2', 42], [',', 12], ['0', 42], ['0', 42], ['0', 42], ['.', 12], ['0', 42], ['0', 42]]), minus).text).toBe('₦2,000.00');
    // A wide first digit followed by no figure of its own ("0,000.00", ",000.00") is a digit: set 36's FCMB photo,
    // a paper statement's "-40,000.00" whose 4 a hand's shadow widened.
    expect(wideDigitAsNaira(word([['-', 25], ['4', 66], ['0', 45], [',', 14], ['0', 45], ['0', 46], ['0', 45], ['.', 14], ['0', 45], ['0', 46]])).text).toBe('-40,000.00');
    expect(wideDigitAsNaira(word([['-', 25], ['4', 66], [',', 14], ['0', 45], ['0', 46], ['0', 45], ['.', 14], ['0', 45], ['0', 46]])).text).toBe('-4,000.00');
    // A terminal ID in a narration.
    expect(wideDigitAsNaira(word([['6', 60], ['6', 40], ['1', 40], ['4', 40], ['6', 40], ['6', 40]])).text).toBe('661466');
  });

  it('on a photo of a screen, is as wide as the N the page reads for the sign elsewhere (set 16, Kuda)', () => {
    const signed = (n: number) => word([['-', 18], ['N', n], ['4', 32], ['2', 27], [',', 11], ['9', 30], ['5', 28], ['0', 31], ['.', 10], ['0', 31], ['0', 30]]);
    const page = [signed(34), signed(37), signed(38), signed(39)];
    expect(pageSigns(page)).toEqual({ naira: 38, minus: 18, plus: null });
    const signs = pageSigns(page);
    // "+₦40,000.00" read "+840,000.00": an 8 of 35 px beside digits of 32 (1.09 times, under 1.35) and N's of 38.
    const misread = word([['+', 34], ['8', 35], ['4', 32], ['0', 32], [',', 11], ['0', 31], ['0', 31], ['0', 32], ['.', 10], ['0', 31], ['0', 31]]);
    expect(wideDigitAsNaira(misread).text).toBe('+840,000.00');
    expect(wideDigitAsNaira(misread, undefined, signs).text).toBe('+₦40,000.00');
    // A real first digit is as wide as the others, far narrower than the page's N: kept.
    const real = word([['-', 18], ['8', 30], ['4', 31], [',', 11], ['8', 29], ['5', 28], ['0', 30], ['.', 10], ['0', 31], ['0', 31]]);
    expect(wideDigitAsNaira(real, undefined, signs).text).toBe('-84,850.00');
    // Too few signs read as N to measure the page by.
    expect(pageSigns(page.slice(0, 2))).toBeNull();
  });

  it('with the minus before it, read as one digit as wide as both on a page of signed figures (set 22, Kuda screens)', () => {
    const signs = { naira: 62, minus: 24, plus: 43 };
    // "-₦71,000.00" read "871,000.00": an 8 of 88 px, where the page's minus and N are 24 + 62 and a plus 43 + 62.
    const unsigned = (first: number) => word([['8', first], ['7', 41], ['1', 43], [',', 15], ['0', 42], ['0', 42], ['0', 42], ['.', 13], ['0', 42], ['0', 44]]);
    expect(wideDigitAsNaira(unsigned(88), undefined, signs).text).toBe('-₦71,000.00');
    expect(wideDigitAsNaira(unsigned(104), undefined, signs).text).toBe('+₦71,000.00');
    // A box wider than either pair, one as wide as a digit, or a page with no sign measured: the figure stays.
    expect(wideDigitAsNaira(unsigned(125), undefined, signs).text).toBe('871,000.00');
    expect(wideDigitAsNaira(unsigned(42), undefined, signs).text).toBe('871,000.00');
    expect(wideDigitAsNaira(unsigned(88)).text).toBe('871,000.00');
  });
});

