import { describe, expect, it } from 'vitest';
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { shadedBands, shadedHeadingBands, withShadedHeadings } from './shaded-headings.ts';

const W = 400;
const H = 400;
/** A page of paper (246) with rows `from`-`to` shaded `shade` across `share` of the width, print inside. */
function page(bands: { from: number; to: number; shade: number; share?: number }[]): GreyImage {
  const grey = new Uint8Array(W * H).fill(246);
  for (const { from, to, shade, share = 0.9 } of bands)
    for (let y = from; y < to; y++) for (let x = 20; x < 20 + share * W; x++) grey[y * W + x] = x % 17 < 2 ? 40 : shade;
  return { grey, width: W, height: H };
}
const word = (text: string, x0: number, y0: number, confidence = 90): RecognisedWord => ({ text, confidence, x0, y0, x1: x0 + 8 * text.length, y1: y0 + 12 });
const read = (...lines: RecognisedWord[][]): RecognisedPage => ({ lines, confidence: 80, width: W, height: H });

describe('heading rows shaded grey', () => {
  it('finds a light grey band as tall as a line or two, with a little paper around it', () => {
    expect(shadedBands(page([{ from: 100, to: 120, shade: 210 }]))).toEqual([{ x0: 0, y0: 95, x1: W, y1: 125 }]);
  });

  it('takes no band too short, too tall (a photo shadow), too dark (a dark title bar) or too narrow', () => {
    expect(shadedBands(page([{ from: 100, to: 108, shade: 210 }]))).toEqual([]);
    expect(shadedBands(page([{ from: 100, to: 160, shade: 210 }]))).toEqual([]);
    expect(shadedBands(page([{ from: 100, to: 120, shade: 90 }]))).toEqual([]);
    expect(shadedBands(page([{ from: 100, to: 120, shade: 210, share: 0.3 }]))).toEqual([]);
  });

  it('reads again only a band whose first reading holds a column heading', () => {
    const img = page([{ from: 100, to: 120, shade: 210 }, { from: 200, to: 220, shade: 210 }]);
    const first = read([word('Debit', 250, 104), word('Balance', 330, 104)], [word('TOTAL', 30, 204)]);
    expect(shadedHeadingBands(first, img)).toEqual([{ x0: 0, y0: 95, x1: W, y1: 125 }]);
  });

  it('adds the second reading where it reads more headings, keeping first words it does not cover', () => {
    const band = { x0: 0, y0: 95, x1: W, y1: 125 };
    const first = read([word('nme', 20, 104, 30), word('Debit', 250, 104), word('Balance', 330, 104)], [word('14-Nov-2025', 20, 150)]);
    // The crop's words, in the crop's own pixels (its top is row 95 of the page).
    const second = read([word('Transaction', 20, 9), word('Date', 120, 9), word('Description', 160, 9, 40), word('Debit', 250, 9)]);
    const merged = withShadedHeadings(first, new Map([[band, second]]));
    expect(merged.lines.map((l) => l.map((w) => `${w.text}@${w.y0}`))).toEqual([['14-Nov-2025@150'], ['Transaction@104', 'Date@104', 'Debit@104', 'Balance@104']]);
    // A second reading with no more headings than the first leaves the page as it was.
    expect(withShadedHeadings(first, new Map([[band, read([word('Debit', 250, 9), word('Balance', 330, 9)])]]))).toBe(first);
  });
});
