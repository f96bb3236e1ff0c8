import { describe, expect, it } from 'vitest';
import { dateAmong, excelSerialToIso, inferDateFormat, isYearlessDate, looksLikeDate, parseDate, parseDateWith } from './parse-date.ts';

describe('dates printed without a year', () => {
  it('take the year of the period that holds them, across New Year too', () => {
    const period = { start: '2024-12-01', end: '2025-11-30' };
    expect(['Dec 1', '1 Nov', 'Feb 29', 'Nov 3rd'].map((d) => looksLikeDate(d))).toEqual([true, true, true, true]);
    expect(isYearlessDate('Nov 3')).toBe(true);
    expect(isYearlessDate('Nov 3, 2025')).toBe(false);
    expect(parseDateWith({ order: 'dmy', period }, 'Dec 1')).toBe('2024-12-01');
    expect(parseDateWith({ order: 'dmy', period }, 'Nov 30')).toBe('2025-11-30');
    // Without a period, or outside it, no date.
    expect(parseDateWith({ order: 'dmy' }, 'Dec 1')).toBeNull();
    expect(parseDateWith({ order: 'dmy', period: { start: '2025-10-01', end: '2025-10-31' } }, 'Nov 3')).toBeNull();
    expect(looksLikeDate('Nov 2025')).toBe(false);
  });

  it('read a printout\'s "03-Jan" as day and month; "Aug-25" stays a month and its year', () => {
    // Set 34's UBA statement: every row dated "01-Jan", the year only in "Period: 01-Jan-2025 to 30-Jun-2025".
    const period = { start: '2025-01-01', end: '2025-06-30' };
    expect(isYearlessDate('03-Jan')).toBe(true);
    expect(parseDateWith({ order: 'dmy', period }, '03-Jan')).toBe('2025-01-03');
    expect(parseDateWith({ order: 'dmy', period }, '28-FEB')).toBe('2025-02-28');
    expect(isYearlessDate('Aug-25')).toBe(false);
  });
});

describe('parseDate', () => {
  it.each([
    ['03-Jan-2025', '2025-01-03'],
    ['02-AUG-25', '2025-08-02'],
    ['03/01/2025', '2025-01-03'],
    ['2025-01-03', '2025-01-03'],
    ['3rd Jan 2025', '2025-01-03'],
    ['21st March 2025', '2025-03-21'],
    ['2025 Mar 04 13:22:10', '2025-03-04'],
    ['04/03/25 13:22:10', '2025-03-04'],
    ['2025-03-04 09:01:02', '2025-03-04'],
    ['Jan 3, 2025', '2025-01-03'],
    ['45660', '2025-01-03'],
    // A core-banking printout's compact date (set 23), and an a2ps date whose hyphens are minus signs.
    ['20250901', '2025-09-01'],
    ['03\u221210\u22122025', '2025-10-03'],
  ])('%s → %s', (input, iso) => {
    expect(parseDate(input)).toBe(iso);
  });
  it('rejects impossible dates and text', () => {
    expect(parseDate('31/02/2025')).toBeNull();
    expect(parseDate('NIP TRANSFER')).toBeNull();
    expect(looksLikeDate('Page 1 of 3')).toBe(false);
    // Eight digits are a date only this century, with a real month and day: a reference or a terminal number is not.
    expect(looksLikeDate('19990901')).toBe(false);
    expect(looksLikeDate('20251399')).toBe(false);
    expect(looksLikeDate('12345678')).toBe(false);
  });
  it('infers month-first order from the whole column, never per row', () => {
    const col = ['01/02/2025 10:00', '01/13/2025 11:00', '02/01/2025 09:00'];
    const f = inferDateFormat(col);
    expect(f.order).toBe('mdy');
    expect(col.map((v) => parseDateWith(f, v))).toEqual(['2025-01-02', '2025-01-13', '2025-02-01']);
  });
  it('defaults to day-first when the column cannot tell', () => {
    expect(inferDateFormat(['01/02/2025', '03/04/2025']).order).toBe('dmy');
  });
  it('Excel serials', () => {
    expect(excelSerialToIso(45658)).toBe('2025-01-01');
  });
  it('takes the printed date of a cell before a five-digit speck that reads as a serial', () => {
    expect(dateAmong(['31008', 'Nov 01, 2025'])).toBe('Nov 01, 2025');
    expect(dateAmong(['x', '45658'])).toBe('45658');
    expect(dateAmong(['abc'])).toBeUndefined();
  });
});
