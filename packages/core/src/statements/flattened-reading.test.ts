import { describe, expect, it } from 'vitest';
import type { RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { datedLines, flattenedReadsBetter, rowLines, worthFlattening } from './flattened-reading.ts';

const word = (text: string, x0: number, y: number): RecognisedWord => ({
  text,
  confidence: 92,
  x0,
  x1: x0 + 14 * text.length,
  y0: y - 24,
  y1: y,
});
const page = (lines: RecognisedWord[][]): RecognisedPage => ({ lines, confidence: 90, width: 2000, height: 2600 });

/** Rows of a table read whole: date, narration, amount and balance on one line, 50 px apart. */
function whole(n: number): RecognisedPage {
  return page(
    Array.from({ length: n }, (_, i) => [
      word(`${String(i + 1).padStart(2, '0')}/08/2025`, 100, 600 + 50 * i),
      word('POS', 300, 600 + 50 * i),
      word('PURCHASE', 360, 600 + 50 * i),
      word('2,000.00', 1300, 600 + 50 * i),
      word('295,427.93', 1700, 600 + 50 * i),
    ]),
  );
}

/** The same rows read from a page seen at an angle: each row's figures drifted half a row below its date. */
function drifted(n: number): RecognisedPage {
  return page(
    Array.from({ length: n }, (_, i) => [
      [word(`${String(i + 1).padStart(2, '0')}/08/2025`, 100, 600 + 60 * i), word('POS', 300, 600 + 60 * i)],
      [word('2,000.00', 1300, 630 + 60 * i), word('295,427.93', 1700, 630 + 60 * i)],
    ]).flat(),
  );
}

describe('flattened-reading', () => {
  it('counts the lines that hold a date and an amount', () => {
    expect(rowLines(whole(12))).toBe(12);
    expect(rowLines(drifted(12))).toBe(0);
    // An app card prints its date and amount on lines of their own in both readings: nothing to tell them apart.
    expect(
      rowLines(
        page([
          [word('Transfer', 100, 300)],
          [word('+₦4,000.00', 1200, 300 + 40)],
          [word('Nov', 100, 400), word('19,', 170, 400)],
        ]),
      ),
    ).toBe(0);
  });

  it('keeps the flattened reading only when it holds clearly more rows', () => {
    expect(flattenedReadsBetter(whole(22), drifted(22))).toBe(true);
    expect(flattenedReadsBetter(whole(22), whole(22))).toBe(false);
    // One row more is chance (a misread date), not a rescued table.
    expect(flattenedReadsBetter(whole(21), whole(20))).toBe(false);
    expect(flattenedReadsBetter(whole(20), whole(21))).toBe(false);
    expect(flattenedReadsBetter(whole(30), whole(27))).toBe(true);
  });

  it('counts a date read together with the narration after it', () => {
    const line = [
      word('02-Aug-2025 TRANSFER TO', 100, 600),
      word('29,250.00', 1300, 600),
      word('24,870.30', 1700, 600),
    ];
    expect(datedLines(page([line, [word('ACCESS BANK', 300, 650)]]))).toEqual({ dated: 1, whole: 1 });
  });

  it('reads flattened only a photo whose dated lines lost their amounts', () => {
    expect(worthFlattening(whole(20))).toBe(false);
    expect(worthFlattening(drifted(20))).toBe(true);
    // Too few dated lines to judge (an app list, a page read as noise): worth the second reading.
    expect(worthFlattening(whole(3))).toBe(true);
  });
});
