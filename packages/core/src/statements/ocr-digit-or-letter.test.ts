import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { lookAlikesByWidth, lookAlikeWidths } from './ocr-digit-or-letter.ts';

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

/** A page whose figures' digits are `digit` wide, and whose words' O and I are `oh` and `eye` wide. */
function page(digit: number, oh: number, eye: number): RecognisedWord[] {
  const figure = (t: string) =>
    spelled(
      t,
      [...t].map((c) => (c === ',' || c === '.' ? 4 : digit)),
    );
  const word = (t: string) =>
    spelled(
      t,
      [...t].map((c) => (c === 'O' ? oh : c === 'I' ? eye : 13)),
    );
  return [
    ...['1,500.00', '2,010.00', '300.10', '11,100.00'].map(figure),
    ...['TO', 'POS', 'FROM', 'COMMISSION', 'BILLS', 'IBADAN', 'NIP', 'VIA'].map(word),
  ];
}

describe('lookAlikesByWidth', () => {
  it("tells a reference's O from its 0 by width, as the page's figures and words measure them", () => {
    // Set 35's GTBank scan, Liberation Sans Narrow at 250 dpi: its figures' zeros 11 px, its words' O 15 px.
    const pairs = lookAlikeWidths(page(11, 15, 11));
    expect(pairs).toEqual({ digitWidth: 11, letterWidth: 15 });
    // "0UZWOS2502" read "0UZW0S2502": the fifth character is as wide as an O.
    expect(lookAlikesByWidth(spelled('0UZW0S2502', [11, 13, 13, 20, 15, 12, 11, 11, 11, 11]), pairs).text).toBe(
      '0UZWOS2502',
    );
    // "OYESJ20Q5O" read with a 0 last; an O read where a digit's width says 0.
    expect(lookAlikesByWidth(spelled('OYESJ20Q50', [16, 13, 12, 12, 10, 11, 11, 16, 10, 15]), pairs).text).toBe(
      'OYESJ20Q5O',
    );
    expect(
      lookAlikesByWidth(spelled('ZOUGPVZ2GXX2', [13, 11, 13, 14, 12, 13, 13, 11, 14, 13, 13, 11]), pairs).text,
    ).toBe('Z0UGPVZ2GXX2');
  });

  it('leaves 1 and I as read, however they differ in width', () => {
    // Set 35's Access scan, DejaVu Sans Condensed at 200 dpi: its figures' ones 13 px, its words' I 4 px. A serif
    // scan's references print bare 1s as narrow as an I, so width does not tell them.
    const pairs = lookAlikeWidths(page(13, 17, 4));
    expect(pairs).toEqual({ digitWidth: 13, letterWidth: 17 });
    expect(lookAlikesByWidth(spelled('112IG1DZTBXS', [4, 4, 14, 4, 20, 13, 19, 17, 16, 16, 17, 16]), pairs).text).toBe(
      '112IG1DZTBXS',
    );
  });

  it('changes nothing in a monospaced face, in words, in figures, or where a box took in more than its character', () => {
    expect(lookAlikeWidths(page(16, 16, 16))).toBeNull();
    const pairs = lookAlikeWidths(page(11, 15, 11));
    expect(lookAlikesByWidth(spelled('TO', [13, 11]), pairs).text).toBe('TO');
    expect(lookAlikesByWidth(spelled('10,500.00', [11, 15, 4, 11, 15, 11, 4, 11, 11]), pairs).text).toBe('10,500.00');
    // A word read at half confidence: its boxes are too uneven to measure.
    expect(lookAlikesByWidth(spelled('2A371600', [21, 26, 34, 16, 21, 17, 17, 25], 50), pairs).text).toBe('2A371600');
    // "2MPT4304": a box 68 px wide beside characters of 18.
    const wide = { digitWidth: 19, letterWidth: 44 };
    expect(lookAlikesByWidth(spelled('2MPT4304', [17, 23, 20, 19, 18, 18, 68, 18]), wide).text).toBe('2MPT4304');
  });
});
