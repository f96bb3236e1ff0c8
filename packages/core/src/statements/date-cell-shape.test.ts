import { describe, expect, it } from 'vitest';
import { DATE_CELL, DATE_IN_LINE, FULL_DATE } from './date-cell-shape.ts';

describe('date cell shape', () => {
  it('takes a whole word that a date column prints, and nothing around it', () => {
    for (const date of ['05-Sep-2025', '05/09/2025', '5.9.25', '12-DEC-25']) expect(DATE_CELL.test(date)).toBe(true);
    for (const word of ['05-Sep-2025,', 'Sep-2025', '1,250.00', '0803-123-4567', 'NIP/05/09']) expect(DATE_CELL.test(word)).toBe(false);
  });

  it('finds a date in a line whose separators were read as spaces or lost', () => {
    expect(DATE_IN_LINE.test('05 Sep 2025 POS PURCHASE 2,000.00')).toBe(true);
    expect(DATE_IN_LINE.test('05092025 TRANSFER')).toBe(true);
    expect(DATE_IN_LINE.test('TRANSFER TO ADA OKAFOR REF 55')).toBe(false);
  });

  it('asks a four-digit year where a date leads a word', () => {
    const leading = new RegExp(`^${FULL_DATE}`);
    expect(leading.exec('02/12/2025|02/12/2025')?.[0]).toBe('02/12/2025');
    expect(leading.test('02/12/25|02/12/25')).toBe(false);
  });
});
