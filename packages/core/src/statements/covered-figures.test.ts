import { describe, expect, it } from 'vitest';
import { coveredFiguresWarning, withoutCoveredFigures } from './covered-figures.ts';
import { groupLines } from './group-lines.ts';
import type { Segment } from './types.ts';

let order = 0;
const run = (text: string, x0: number, x1: number, y = 100, extra: Partial<Segment> = {}): Segment => ({ text, x0, x1, y, h: 8, page: 1, drawn: order++, ...extra });

describe('withoutCoveredFigures', () => {
  it('reads the figure drawn on top of another at the same place, and remembers the one underneath', () => {
    // An online editor: the debit 21,090.22 under a white box, 6,090.22 typed over it half a point lower.
    const line = [run('28-Oct-2026', 58, 100), run('21,090.22', 285.1, 320.6, 183.9), run('672,790.22', 387, 427), run('6,090.22', 286.6, 321.2, 184.5, { h: 8.9 })];
    const kept = withoutCoveredFigures(line);
    expect(kept.map((s) => s.text)).toEqual(['28-Oct-2026', '672,790.22', '6,090.22']);
    expect(kept.find((s) => s.text === '6,090.22')?.covers).toBe('21,090.22');
  });

  it('keeps whichever was drawn later, wherever it comes in the list', () => {
    const top = run('612,500.00', 457, 497);
    const under = { ...run('412,500.00', 451.5, 497.2), drawn: -1 };
    expect(withoutCoveredFigures([top, under]).map((s) => [s.text, s.covers])).toEqual([['612,500.00', '412,500.00']]);
  });

  it('leaves figures side by side, an exact repeat (fake bold), words over figures and OCR words alone', () => {
    const apart = [run('5,000.00', 300, 330), run('7,000.00', 340, 370)];
    expect(withoutCoveredFigures(apart)).toEqual(apart);
    const bold = [run('5,000.00', 300, 330), run('5,000.00', 300.4, 330.4)];
    expect(withoutCoveredFigures(bold).every((s) => s.covers === undefined)).toBe(true);
    const watermark = [run('5,000.00', 300, 330), run('CONFIDENTIAL', 280, 360)];
    expect(withoutCoveredFigures(watermark)).toHaveLength(2);
    const ocr = [run('5,000.00', 300, 330, 100, { conf: 90, drawn: undefined }), run('5,800.00', 301, 331, 100, { conf: 80, drawn: undefined })];
    expect(withoutCoveredFigures(ocr)).toHaveLength(2);
  });

  it('leaves a much smaller figure over a larger one alone (a footnote mark, a page number)', () => {
    const line = [run('12,000.00', 300, 340), run('1.00', 330, 334, 100, { h: 4 })];
    expect(withoutCoveredFigures(line)).toHaveLength(2);
  });
});

describe('coveredFiguresWarning', () => {
  it('names each figure, the one underneath and where it sits, through the line reader', () => {
    const lines = groupLines([run('Total Credits', 40, 90, 50), run('1,556,000.00', 200, 250, 50), run('1,756,000.00', 200, 250, 50.4), run('28-Aug-26', 48, 80, 300), run('412,500.00', 451.5, 497.2, 300), run('612,500.00', 457.2, 497.2, 300)]);
    expect(lines.map((l) => l.text)).toEqual(['Total Credits 1,756,000.00', '28-Aug-26 612,500.00']);
    expect(coveredFiguresWarning(lines)).toBe(
      '2 figures are printed over another figure at the same place, the one underneath still in the file: 1,756,000.00 over 1,556,000.00 (page 1, “Total Credits”); 612,500.00 over 412,500.00 (page 1, “28-Aug-26”). A figure may have been typed over the original.',
    );
  });

  it('says nothing of a page with no figure drawn over another', () => {
    expect(coveredFiguresWarning(groupLines([run('28-Aug-26', 48, 80), run('412,500.00', 451, 497)]))).toBeNull();
  });
});
