import { describe, expect, it } from 'vitest';
import { settleMisreadYears } from './misread-years.ts';

describe('settleMisreadYears', () => {
  it("puts back the year of a photo's last row read a year late", () => {
    const dates = ['2025-08-01', '2025-08-02', '2025-08-30', '2026-08-31'];
    const { dates: out, redated } = settleMisreadYears(dates);
    expect(out).toEqual(['2025-08-01', '2025-08-02', '2025-08-30', '2025-08-31']);
    expect(redated).toEqual([{ index: 3, read: '2026-08-31', date: '2025-08-31' }]);
  });

  it('puts back a year in the middle of a newest-first table, between its neighbours', () => {
    const dates = ['2025-03-20', '2025-03-12', '2035-03-10', '2025-03-02'];
    expect(settleMisreadYears(dates).dates[2]).toBe('2025-03-10');
  });

  it('leaves a date alone when its year differs in more than one digit (another statement, not a misreading)', () => {
    const dates = ['2019-08-01', '2025-08-02', '2025-08-03', '2025-08-04'];
    expect(settleMisreadYears(dates).redated).toEqual([]);
  });

  it('leaves a year that falls within the other rows, and a statement spanning two years', () => {
    expect(settleMisreadYears(['2024-12-30', '2025-01-02', '2025-01-05']).redated).toEqual([]);
    expect(settleMisreadYears(['2024-06-01', '2024-12-01', '2025-05-30']).redated).toEqual([]);
  });

  it('leaves a far date that the neighbours\' year would put out of order', () => {
    const dates = ['2025-08-01', '2025-08-10', '2026-08-02', '2025-08-20'];
    expect(settleMisreadYears(dates).redated).toEqual([]);
  });

  it('needs at least two other dated rows, and skips unread dates', () => {
    expect(settleMisreadYears(['2025-08-01', '2026-08-02']).redated).toEqual([]);
    const { dates } = settleMisreadYears(['2025-08-01', null, '2025-08-05', '2026-08-06']);
    expect(dates).toEqual(['2025-08-01', null, '2025-08-05', '2025-08-06']);
  });
});
