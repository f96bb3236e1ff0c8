import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { zeroAndOWidths, zerosAndOsByWidth } from './ocr-zero-or-o.ts';

/** A word whose characters are `widths[i]` wide, side by side. */
function spelled(text: string, widths: number[], confidence = 90): RecognisedWord {
  let x = 100;
  const symbols = [...text].map((ch, i) => {
    const s = { text: ch, x0: x, x1: x + widths[i], y0: 500, y1: 525 };
    x += widths[i] + 2;
    return s;
  });
  return { text, confidence, x0: 100, x1: x, y0: 500, y1: 525, symbols };
}

// A page in a narrow sans at 250 dpi (set 35's GTBank scan): its figures' zeros 11 px, its words' O 15 px.
const page = [
  ...['1,500.00', '2,050.00', '300.00'].map((t) =>
    spelled(
      t,
      [...t].map((c) => (c === ',' || c === '.' ? 4 : 11)),
    ),
  ),
  ...['TO', 'POS', 'FROM', 'COMMISSION'].map((t) =>
    spelled(
      t,
      [...t].map((c) => (c === 'O' ? 15 : 13)),
    ),
  ),
];

describe('zerosAndOsByWidth', () => {
  it("tells a reference's O from its 0 by width, as the page's figures and words measure them", () => {
    const widths = zeroAndOWidths(page);
    expect(widths).toEqual({ zero: 11, oh: 15 });
    // "0UZWOS2502" read "0UZW0S2502": the fifth character is as wide as an O.
    expect(zerosAndOsByWidth(spelled('0UZW0S2502', [11, 13, 13, 20, 15, 12, 11, 11, 11, 11]), widths).text).toBe(
      '0UZWOS2502',
    );
    // "OYESJ20Q5O" read with a 0 last, and an O read where a digit's width says 0.
    expect(zerosAndOsByWidth(spelled('OYESJ20Q50', [16, 13, 12, 12, 10, 11, 11, 16, 10, 15]), widths).text).toBe(
      'OYESJ20Q5O',
    );
    expect(
      zerosAndOsByWidth(spelled('ZOUGPVZ2GXX2', [13, 11, 13, 14, 12, 13, 13, 11, 14, 13, 13, 11]), widths).text,
    ).toBe('Z0UGPVZ2GXX2');
  });

  it('changes nothing in a monospaced face, in words, in figures, or where a box took in more than its character', () => {
    const mono = [
      ...['1,500.00', '2,050.00', '300.00'].map((t) =>
        spelled(
          t,
          [...t].map(() => 16),
        ),
      ),
      ...['TO', 'POS', 'FROM', 'COMMISSION'].map((t) =>
        spelled(
          t,
          [...t].map(() => 16),
        ),
      ),
    ];
    expect(zeroAndOWidths(mono)).toBeNull();
    const widths = { zero: 11, oh: 15 };
    expect(zerosAndOsByWidth(spelled('TO', [13, 11]), widths).text).toBe('TO');
    expect(zerosAndOsByWidth(spelled('10,500.00', [11, 15, 4, 11, 15, 11, 4, 11, 11]), widths).text).toBe('10,500.00');
    // A word read at half confidence: its boxes are too uneven to measure.
    expect(
      zerosAndOsByWidth(spelled('2A371600', [21, 26, 34, 16, 21, 17, 17, 25], 50), { zero: 17, oh: 23 }).text,
    ).toBe('2A371600');
    // "2MPT4304": a box 68 px wide beside characters of 18.
    expect(zerosAndOsByWidth(spelled('2MPT4304', [17, 23, 20, 19, 18, 18, 68, 18]), { zero: 19, oh: 44 }).text).toBe(
      '2MPT4304',
    );
  });
});
