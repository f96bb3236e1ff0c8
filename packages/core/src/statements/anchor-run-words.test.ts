import { describe, expect, it } from 'vitest';
import { anchoredWords } from './anchor-run-words.ts';
import { cellsOfLine, type Column, type ColumnBoundaries } from './column-cells.ts';
import type { Segment } from './types.ts';

const run = (text: string, x0: number, x1: number, extra: Partial<Segment> = {}): Segment => ({
  text,
  x0,
  x1,
  y: 10,
  h: 10,
  page: 1,
  ...extra,
});

// A spreadsheet printed by LibreOffice Calc: the reference and the narration written as one run, the narration's first
// word at the "Narrative" heading (185.5), 4.6 pt after the reference ends, where letter widths place it 9-13 pt left.
const columns: Column[] = [
  { role: 'date', x0: 25.9, x1: 77.6 },
  { role: 'reference', x0: 95.1, x1: 142.5 },
  { role: 'description', x0: 185.5, x1: 230.1 },
  { role: 'valueDate', x0: 494.1, x1: 545.4 },
];

describe('anchoredWords', () => {
  it("starts a text column's cell with the run's word that begins at its heading", () => {
    for (const [text, x1, first] of [
      ['FBN0301106304960 ATM CASH WDL FCMB SURULERE', 325.0, 'ATM'],
      ['FBN0316814888100 ELECTRONIC MONEY TRANSFER LEVY', 342.4, 'ELECTRONIC'],
      ['FBN0316951995874 NIP FRM OLAMIDE OMOLARA IDOWU UBA TILES', 384.6, 'NIP'],
    ] as const) {
      const words = anchoredWords(run(text, 95.1, x1), columns);
      const at = words.findIndex((w) => w.text === first);
      expect(words[at].x0).toBe(185.5);
      expect(words[at - 1].x1).toBeLessThan(185.5);
      expect(words.map((w) => w.text).join(' ')).toBe(text);
    }
  });

  it('reads the reference and the whole narration into their cells, though no white space parts the two columns', () => {
    // The rows' words fill the gap between the two headings: each line is parted where the narration's cell starts.
    const boundaries: ColumnBoundaries = [87.8, 164, 493.1];
    boundaries.byLine = new Set([1]);
    const segments = [
      run('01-MAR-2025', 25.9, 82.4),
      run('FBN0301106304960 ATM CASH WDL FCMB SURULERE', 95.1, 325.0),
      run('01-MAR-2025', 494.1, 550.6),
    ];
    const cells = cellsOfLine({ page: 1, y: 10, h: 10, segments, text: '' }, columns, boundaries);
    expect(cells.get('reference')).toEqual(['FBN0301106304960']);
    expect(cells.get('description')).toEqual(['ATM CASH WDL FCMB SURULERE']);
    // With a free stretch between the columns, too.
    const spaced = cellsOfLine({ page: 1, y: 10, h: 10, segments, text: '' }, columns, [87.8, 183.2, 493.1]);
    expect(spaced.get('description')).toEqual(['ATM CASH WDL FCMB SURULERE']);
  });

  it('leaves a run alone when no split makes its two parts alike, and OCR runs and figure headings always', () => {
    // A heading inside the run's first word ("TRANSFER" ends near 176): a split after it would make the letters of
    // one part 40% wider than the other's, so the words keep their estimated places.
    const cut = run('TRANSFER FROM ADAEZE OKONKWO', 140, 260);
    expect(anchoredWords(cut, [{ role: 'description', x0: 170 }])).toEqual(anchoredWords(cut, []));
    const ocr = run('FBN0301106304960 ATM CASH WDL FCMB SURULERE', 95.1, 325.0, { conf: 90 });
    expect(anchoredWords(ocr, columns)).toEqual(anchoredWords(ocr, []));
    const figures = run('TRANSFER 5,000.00', 140, 260);
    expect(anchoredWords(figures, [{ role: 'debit', x0: 200 }])).toEqual(anchoredWords(figures, []));
  });
});
