import { describe, expect, it } from 'vitest';
import { formulaEvaluator, type FormulaCell } from './sheet-formulas.ts';

/** A sheet from rows of cells: a number, text, or a formula starting with "=". */
function sheet(rows: (number | string | null)[][]) {
  return formulaEvaluator((r, c) => {
    const v = rows[r]?.[c];
    if (v === null || v === undefined) return undefined;
    return (typeof v === 'string' && v.startsWith('=') ? { formula: v.slice(1) } : { value: v }) satisfies FormulaCell;
  });
}

describe('formulas saved without their results', () => {
  it('evaluates a running balance of cell references, oldest first', () => {
    // A: debit, B: credit, C: balance.
    const s = sheet([
      [null, null, 50000],
      [2000, null, '=C1-A2+B2'],
      [null, 10000.5, '=C2-A3+B3'],
      [53.75, null, '=$C$3-A4+B4'],
    ]);
    expect(s.valueAt(1, 2)).toBe(48000);
    expect(s.valueAt(3, 2)).toBeCloseTo(57946.75, 10);
  });
  it('evaluates brackets, * and /, SUM over cells and ranges', () => {
    const s = sheet([[1, 2, 3], ['=SUM(A1:C1)*2', '=(A1+B1)/4', '=SUM(A1,C1,A2)-10']]);
    expect(s.valueAt(1, 0)).toBe(12);
    expect(s.valueAt(1, 1)).toBe(0.75);
    expect(s.valueAt(1, 2)).toBe(6);
  });
  it('gives nothing for what it does not evaluate: text, other sheets, other functions, cycles, division by zero', () => {
    const s = sheet([['NGN', '=A1+1', '=Summary!B2', '=ROUND(1.2,0)', '=E1+1', '=D1', '=1/0']]);
    expect(s.valueAt(0, 1)).toBeNull();
    expect(s.valueAt(0, 2)).toBeNull();
    expect(s.valueAt(0, 3)).toBeNull();
    expect(s.valueAt(0, 4)).toBeNull();
    expect(s.valueAt(0, 6)).toBeNull();
  });
});
