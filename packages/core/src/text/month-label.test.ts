import { describe, expect, it } from 'vitest';
import { formatMonthLabel } from './month-label.ts';

describe('formatMonthLabel', () => {
  it('writes every month as Intl en-US does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const year of [1999, 2025, 2026])
      for (let m = 1; m <= 12; m++) {
        const month = `${year}-${String(m).padStart(2, '0')}`;
        expect(formatMonthLabel(month)).toBe(intl.format(new Date(`${month}-01T00:00:00Z`)));
      }
    expect(formatMonthLabel('2025-09')).toBe('Sep 2025');
  });
  it('returns anything that is not a month as given', () => {
    for (const text of ['2025-13', '2025-00', '2025-1', 'Q3 2025', '']) expect(formatMonthLabel(text)).toBe(text);
  });
});
