import { describe, expect, it } from 'vitest';
import type { RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { cropGrey, doubtfulWords, REREAD_BELOW, rereadWord, withRereads } from './ocr-reread.ts';

const word = (text: string, confidence: number, x0: number, y0 = 100, width = 80, height = 20): RecognisedWord => ({
  text,
  confidence,
  x0,
  y0,
  x1: x0 + width,
  y1: y0 + height,
});
const page = (lines: RecognisedWord[][]): RecognisedPage => ({ lines, confidence: 70, width: 1000, height: 1000 });

describe('doubtful words', () => {
  it('picks words less sure than the bar, of two characters or more, with a margin around each', () => {
    const p = page([
      [word('Recerved', 17, 100), word('from', 92, 200), word('PRI', 19, 400), word('|', 5, 500), word('-', 20, 520)],
    ]);
    const doubtful = doubtfulWords(p, 1000, 1000);
    expect(doubtful.map((d) => d.word.text)).toEqual(['Recerved', 'PRI']);
    // 40% of the height above and below, 15% at the sides.
    expect(doubtful[0].crop).toEqual({ x0: 97, y0: 92, x1: 183, y1: 128 });
    expect(doubtfulWords(page([[word('Received', REREAD_BELOW, 100)]]), 1000, 1000)).toEqual([]);
  });

  it("cuts a box that swallowed the row rule down to its line's print before adding the margins", () => {
    // '02' read '0c' in a box 76 px tall; the line's sure words are 30 px tall from y = 766 (some take in the rule).
    const line = [
      word('0c', 48, 161, 766, 65, 76),
      word('PMT', 95, 526, 766, 75, 30),
      word('BILL', 87, 433, 767, 78, 52),
    ];
    const [d] = doubtfulWords(page([line]), 1000, 1000);
    expect(d.crop).toEqual({ x0: 156, y0: 755, x1: 231, y1: 809 });
    // A box no taller than the print keeps its own height; a line with no sure word gives no print to cut to.
    expect(doubtfulWords(page([[word('0c', 48, 161, 766, 65, 34), line[1]]]), 1000, 1000)[0].crop.y1).toBe(814);
    expect(doubtfulWords(page([[line[0]]]), 1000, 1000)[0].crop.y1).toBe(872);
  });

  it('keeps each crop inside the page', () => {
    const [d] = doubtfulWords(page([[word('Edge', 10, 0, 0, 50, 20)]]), 60, 25);
    expect(d.crop).toEqual({ x0: 0, y0: 0, x1: 53, y1: 25 });
  });
});

describe('cropping the grey page', () => {
  it('cuts out exactly the pixels of the box', () => {
    const grey = Uint8Array.from({ length: 6 * 4 }, (_, i) => i);
    const crop = cropGrey({ grey, width: 6, height: 4 }, { x0: 2, y0: 1, x1: 5, y1: 3 });
    expect(crop.width).toBe(3);
    expect(crop.height).toBe(2);
    expect([...crop.grey]).toEqual([8, 9, 10, 14, 15, 16]);
  });
});

describe('a second reading', () => {
  const [doubt] = doubtfulWords(page([[word('Ebm', 40, 300, 100, 60, 20)]]), 1000, 1000);
  const again = (words: RecognisedWord[]): RecognisedPage => ({ lines: [words], confidence: 0, width: 80, height: 36 });

  it('replaces the first when it is surer and fills the same box, placed back on the page', () => {
    const w = rereadWord(
      doubt,
      again([{ ...word('Etim', 95, 4, 8, 58, 20), symbols: [{ text: 'E', x0: 4, y0: 8, x1: 16, y1: 28 }] }]),
    );
    expect(w).toMatchObject({ text: 'Etim', confidence: 95, x0: 301, x1: 359, y0: 100, y1: 120 });
    expect(w?.symbols?.[0]).toEqual({ text: 'E', x0: 301, y0: 100, x1: 313, y1: 120 });
  });

  it('keeps the first when the second is not surer by ten points', () => {
    expect(rereadWord(doubt, again([word('Etim', 49, 4, 8, 58, 20)]))).toBeNull();
  });

  it('keeps the first when the second found several words (a neighbour came into the crop) or none', () => {
    expect(rereadWord(doubt, again([word('to', 90, 0, 8, 10, 20), word('Etim', 95, 14, 8, 50, 20)]))).toBeNull();
    expect(rereadWord(doubt, again([]))).toBeNull();
  });

  it('keeps the first when the second covers only part of its box', () => {
    expect(rereadWord(doubt, again([word('Et', 95, 4, 8, 30, 20)]))).toBeNull();
  });

  it('puts the second readings in place, leaving every other word as read', () => {
    const p = page([[word('Send', 96, 100), word('Ebm', 40, 300, 100, 60, 20)], [word('Faded', 0, 100, 200)]]);
    const [ebm] = doubtfulWords(p, 1000, 1000);
    const out = withRereads(p, new Map([[ebm, word('Etim', 95, 301, 100, 58, 20)]]));
    expect(out.lines.map((l) => l.map((w) => w.text))).toEqual([['Send', 'Etim'], ['Faded']]);
    expect(p.lines[0][1].text).toBe('Ebm');
    expect(withRereads(p, new Map())).toBe(p);
  });
});
