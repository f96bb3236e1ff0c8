import { describe, expect, it } from 'vitest';
import { groupLines, mergeWords, splitWords, untangled, withoutOverprint } from './group-lines.ts';
import type { Segment } from './types.ts';

const seg = (text: string, x0: number, y: number, page = 1): Segment => ({ text, x0, x1: x0 + text.length * 4, y, h: 8, page });

describe('groupLines', () => {
  it('groups by baseline and sorts left to right', () => {
    const lines = groupLines([seg('B', 100, 50.5), seg('A', 10, 50), seg('C', 10, 70), seg('D', 10, 50, 2)]);
    expect(lines.map((l) => l.text)).toEqual(['A B', 'C', 'D']);
  });
  it('joins runs that touch (a ligature drawn as a glyph of its own) and keeps runs with any gap apart', () => {
    const run = (text: string, x0: number, x1: number): Segment => ({ text, x0, x1, y: 225, h: 7.5, page: 1 });
    const lines = groupLines([
      run('Net', 359.285, 372.45),
      run('fl', 372.45, 377.175),
      run('ix.Com', 377.175, 403.212),
      run('Card', 502.6, 518),
      run('payment', 520, 546),
    ]);
    expect(lines[0].segments.map((s) => s.text)).toEqual(['Netflix.Com', 'Card', 'payment']);
    expect(lines[0].segments[0].x1).toBeCloseTo(403.212);
  });
  it('splits a spreadsheet label that ran into its value\'s cell, once touching runs are joined', () => {
    const run = (text: string, x0: number, x1: number): Segment => ({ text, x0, x1, y: 98, h: 8, page: 1 });
    const lines = groupLines([run('Account Number', 55, 110), run('0124587390', 110, 156)]);
    expect(lines[0].segments.map((s) => s.text)).toEqual(['Account Number', '0124587390']);
  });
  it('reads text drawn twice at the same place (fake bold, a hidden copy) once', () => {
    const run = (text: string, x0: number, x1: number): Segment => ({ text, x0, x1, y: 156, h: 8, page: 1 });
    const kept = withoutOverprint([run('EMTL LEVY', 100, 142), run('EMTL LEVY', 100.45, 142.45), run('50.00', 401, 420), run('50.00', 401, 420)]);
    expect(kept.map((s) => s.text)).toEqual(['EMTL LEVY', '50.00']);
    // The same words side by side are two texts.
    expect(withoutOverprint([run('50.00', 300, 320), run('50.00', 401, 420)])).toHaveLength(2);
  });
  it('takes apart a run pdf.js joined from glyphs of two words drawn one after the other', () => {
    const run = (text: string, x0: number, x1: number): Segment => ({ text, x0, x1, y: 70, h: 8, page: 1 });
    const lines = groupLines([run('Nam', 70, 85.6), run('e O', 85.6, 100), run(':', 89.8, 92), run('LUWASEUN', 100, 143)]);
    expect(lines[0].segments.map((s) => s.text)).toEqual(['Name', ':', 'OLUWASEUN']);
    // A larger wordmark drawn across a line of body text takes nothing apart.
    const big = { ...run('NairaLens', 130, 190), h: 14 };
    expect(untangled([run('OKAFOR CHINEDU PAUL', 100, 200), big]).map((s) => s.text)).toEqual(['OKAFOR CHINEDU PAUL', 'NairaLens']);
    // Runs that do not overlap are left as they are.
    expect(untangled([run('NIP TRF', 100, 130), run('50.00', 200, 220)]).map((s) => s.text)).toEqual(['NIP TRF', '50.00']);
  });
  it('merges close OCR words and splits runs into words', () => {
    const merged = mergeWords([seg('POS', 0, 10), seg('PURCHASE', 16, 10), seg('1,000.00', 200, 10)]);
    expect(merged.map((s) => s.text)).toEqual(['POS PURCHASE', '1,000.00']);
    const words = splitWords({ text: 'Trans Date', x0: 0, x1: 100, y: 0, h: 8, page: 1 });
    expect(words.map((w) => w.text)).toEqual(['Trans', 'Date']);
    expect(words[1].x0).toBeCloseTo(60);
  });
});
