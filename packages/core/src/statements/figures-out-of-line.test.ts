import { describe, expect, it } from 'vitest';
import { figuresOutOfLine, figuresOutOfLineWarning } from './figures-out-of-line.ts';
import type { Line, Segment } from './types.ts';

const H = 8;
/** A transaction line: its date at the left, a figure whose right edge is `x1` (about 4.45 points a character). */
function row(y: number, figure: string, x1: number, extra: Partial<Segment> = {}): Line {
  const seg = (text: string, x0: number, end: number): Segment => ({ text, x0, x1: end, y, h: H, page: 1, ...extra });
  const segments = [seg('19/03/2025', 40, 80), seg('NIP TRANSFER', 100, 160), seg(figure, x1 - 4.45 * figure.length, x1)];
  return { page: 1, y, h: H, segments, text: segments.map((s) => s.text).join(' ') };
}
// Zenith's balances, right-aligned at 568: six and seven digits end together.
const column = ['795,594.00', '822,667.00', '1,055,477.49', '1,060,087.49', '983,771.49', '1,400,467.74'].map((f, i) => row(100 + 15 * i, f, 568));

describe('figures out of line in a right-aligned column', () => {
  it('finds a figure made longer in an editor that kept its left edge', () => {
    // 943,450.74 made 1,243,450.74: the text box starts where it did, so it ends two characters further right.
    const edited = row(200, '1,243,450.74', 568 + 2 * 4.45);
    expect(figuresOutOfLine([...column, edited])).toEqual([{ page: 1, text: '1,243,450.74', line: '19/03/2025' }]);
    expect(figuresOutOfLineWarning([...column, edited])).toBe(
      "A figure does not line up with the other figures of its column, as a bank's generator sets them: 1,243,450.74 (page 1, “19/03/2025”). A figure may have been typed over the original.",
    );
  });

  it("leaves the figures of a table of uncleared cheques under its title: they keep that table's columns", () => {
    const title: Line = { page: 1, y: 300, h: H, segments: [{ text: 'UNCLEARED EFFECTS / CHEQUES IN CLEARING', x0: 40, x1: 240, y: 300, h: H, page: 1 }], text: 'UNCLEARED EFFECTS / CHEQUES IN CLEARING' };
    const cheque = row(320, '1,250,000.00', 568 + 2 * 4.45);
    expect(figuresOutOfLine([...column, title, cheque])).toEqual([]);
    // Without the title, the same figure is out of line.
    expect(figuresOutOfLine([...column, cheque])).toHaveLength(1);
  });

  it('leaves a figure whose edge is only estimated a point off (a run split from a longer text item)', () => {
    expect(figuresOutOfLine([...column, row(200, '597,803.22', 569.1)])).toEqual([]);
  });

  it('finds nothing in a left-aligned column, where only figures of one width end together', () => {
    const left = ['795,594.00', '822,667.00', '1,055,477.49', '983,771.49', '1,400,467.74', '760,001.00'].map((f, i) => row(100 + 15 * i, f, 530 + 4.45 * f.length));
    expect(figuresOutOfLine(left)).toEqual([]);
  });

  it('reads no column from fewer than five figures, nor from lines without a date, nor from a scan', () => {
    expect(figuresOutOfLine([...column.slice(0, 4), row(200, '1,243,450.74', 577)])).toEqual([]);
    const summary: Line = { ...row(30, '1,514,460.00', 565), segments: [{ text: 'Closing Balance', x0: 430, x1: 500, y: 30, h: H, page: 1 }, { text: '1,514,460.00', x0: 518, x1: 565, y: 30, h: H, page: 1 }] };
    expect(figuresOutOfLine([...column, summary])).toEqual([]);
    const scanned = column.map((l) => ({ ...l, segments: l.segments.map((s) => ({ ...s, conf: 90 })) }));
    expect(figuresOutOfLine([...scanned, row(200, '1,243,450.74', 577, { conf: 90 })])).toEqual([]);
  });
});
