import { describe, expect, it } from 'vitest';
import { wordsOf } from './run-words.ts';
import type { Segment } from './types.ts';

const run = (text: string, x0: number, x1: number, wordSpans?: Segment['wordSpans']): Segment => ({
  text,
  x0,
  x1,
  y: 10,
  h: 30,
  page: 1,
  ...(wordSpans ? { wordSpans } : {}),
});

describe('wordsOf', () => {
  it("places an OCR run's words where the engine found them, not where letter widths guess", () => {
    // Two dates and a narration merged across narrow column gaps: the dates end at 300 and 550.
    const text = '25/03/2025 25/03/2025 ELECTRONIC MONEY TRANSFER LEVY';
    const spans = [
      [0, 0.2],
      [0.25, 0.45],
      [0.5, 0.7],
      [0.72, 0.8],
      [0.82, 0.95],
      [0.96, 1],
    ] as const;
    expect(wordsOf(run(text, 100, 1100, spans)).map((w) => Math.round(w.x1))).toEqual([300, 550, 800, 900, 1050, 1100]);
    // Estimated from letter widths, the long capital words push the second date's end well left of 550.
    expect(wordsOf(run(text, 100, 1100))[1].x1).toBeLessThan(500);
  });

  it('keeps a figure printed with spaces between its thousands as one word, in print only', () => {
    expect(wordsOf(run('NIP TRF TO 113 500.00', 100, 310)).map((w) => w.text)).toEqual(['NIP', 'TRF', 'TO', '113 500.00']);
    expect(wordsOf(run('N1 386 500.00', 100, 165)).map((w) => w.text)).toEqual(['N1 386 500.00']);
    // Numbers of a narration that are no figure stay apart.
    expect(wordsOf(run('AIRTIME 500 08056841352', 100, 215)).map((w) => w.text)).toEqual(['AIRTIME', '500', '08056841352']);
    // A scan's gap may be a lost point or a misread: the OCR repairs read it.
    expect(wordsOf({ ...run('113 500.00', 100, 150), conf: 90 }).map((w) => w.text)).toEqual(['113', '500.00']);
  });

  it('estimates the positions when the words no longer match the boxes (a repair joined two)', () => {
    const words = wordsOf(
      run('Jul 31, 2025', 100, 280, [
        [0, 0.2],
        [0.3, 0.4],
        [0.45, 0.6],
        [0.7, 1],
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(['Jul', '31,', '2025']);
    expect(words[0].x0).toBe(100);
    expect(words[2].x1).toBeCloseTo(280);
  });
});
