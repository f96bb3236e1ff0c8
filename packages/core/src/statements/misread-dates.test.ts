import { describe, expect, it } from 'vitest';
import { settleMisreadDates, withYearOf } from './misread-dates.ts';
import { normaliseRows } from './normalise-rows.ts';
import { emptyRawRow } from './types.ts';

describe('settleMisreadDates', () => {
  it('puts back a month outside the printed period, one digit from its neighbours\' month, between them', () => {
    // A First Bank page photographed off a laptop, newest first: 11/09/2025 read 11/08/2025.
    const dates = ['2025-09-28', '2025-09-14', '2025-08-11', '2025-09-10'];
    const period = { start: '2025-09-10', end: '2025-09-30' };
    expect(settleMisreadDates(dates, period).redated).toEqual([{ index: 2, read: '2025-08-11', date: '2025-09-11' }]);
    // With no period printed, a row a month away may be the bank's: left as read.
    expect(settleMisreadDates(dates).redated).toEqual([]);
    // Inside the printed period, nothing is changed; out of it, only what lands inside it and in order.
    expect(settleMisreadDates(['2025-09-10', '2025-09-12', '2025-09-20'], period).redated).toEqual([]);
    expect(settleMisreadDates(['2025-09-28', '2025-09-14', '2025-08-20', '2025-09-10'], period).redated).toEqual([]);
  });

  it('puts back a day out of print order through the one look-alike digit that fits between its neighbours', () => {
    // Set 18's Wema scan: 10/12/2025 read 16/12/2025 between the 9th and the 11th (a 1 would fit too, but a 6 is
    // no misread 1), and 20/12/2025 read 26/12/2025 between the 19th and the 23rd.
    const dates = ['2025-12-08', '2025-12-09', '2025-12-16', '2025-12-11', '2025-12-11', '2025-12-19', '2025-12-26', '2025-12-23'];
    expect(settleMisreadDates(dates, { start: '2025-12-01', end: '2025-12-31' }).redated).toEqual([
      { index: 2, read: '2025-12-16', date: '2025-12-10' },
      { index: 6, read: '2025-12-26', date: '2025-12-20' },
    ]);
    // Newest first too; a 0 between the 28th and the 29th may be an 8 or a 9: left as read.
    expect(settleMisreadDates(['2025-10-30', '2025-10-29', '2025-10-20', '2025-10-28', '2025-10-26']).redated).toEqual([]);
    expect(settleMisreadDates(['2025-12-23', '2025-12-26', '2025-12-19']).dates[1]).toBe('2025-12-20');
  });

  it('leaves two rows out of step side by side: either may be the one misread', () => {
    // 16 (a 10?) or 11 (a 17?): nothing tells which.
    const dates = ['2025-12-08', '2025-12-09', '2025-12-16', '2025-12-11', '2025-12-19', '2025-12-20'];
    expect(settleMisreadDates(dates).redated).toEqual([]);
  });

  it('leaves a day whose only fault is a misread neighbour: put back, it would leave that neighbour out of order', () => {
    // Set 40's Kuda photo: 27/10 read right, 29/10 read "20/10" under it. The 27 breaks the order only beside the 20;
    // as a 21 (a 7 read for a 1) it would sit between the 24th and the 20th, and the 20 would still break the order.
    const dates = ['2025-10-22', '2025-10-24', '2025-10-27', '2025-10-20', '2025-10-29'];
    expect(settleMisreadDates(dates, { start: '2025-10-01', end: '2025-10-31' }).redated).toEqual([]);
  });

  it('takes the one of two rows out of step whose day put back leaves the dates around them in order', () => {
    // Set 22's Zenith screens, newest first: 29/10 read 20/10 above a 29th; 20 → 29 keeps 29, 29, 29, 28 in order,
    // where 29 → 20 would leave 20 above the 28th.
    const dates = ['2025-10-30', '2025-10-29', '2025-10-20', '2025-10-29', '2025-10-28'];
    expect(settleMisreadDates(dates).redated).toEqual([{ index: 2, read: '2025-10-20', date: '2025-10-29' }]);
  });

  it('reads a cell that is no date through the one digit misread by its shape that makes a date of the period', () => {
    const october = { start: '2025-10-01', end: '2025-10-31' };
    const cells = ['30/10/2025', '29/10/2025', '29/16/2025', '28/10/2025'];
    const parse = (cell: string) => {
      const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
      const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : null;
      return iso && !Number.isNaN(Date.parse(iso)) && Number(m![2]) <= 12 ? iso : null;
    };
    const read = cells.map(parse);
    const { dates, redated } = settleMisreadDates(read, october, { cells, parse });
    expect(dates[2]).toBe('2025-10-29');
    expect(redated).toEqual([{ index: 2, read: '29/16/2025', date: '2025-10-29' }]);
    // Without a printed period nothing bounds it; a cell two such digits off is left unread.
    expect(settleMisreadDates(read, undefined, { cells, parse }).dates[2]).toBeNull();
    const twoOff = ['30/10/2025', '29/10/2025', '29/66/2025', '28/10/2025'];
    expect(settleMisreadDates(twoOff.map(parse), october, { cells: twoOff, parse }).dates[2]).toBeNull();
  });

  it("puts back the year of a photo's last row read a year late", () => {
    const dates = ['2025-08-01', '2025-08-02', '2025-08-30', '2026-08-31'];
    const { dates: out, redated } = settleMisreadDates(dates);
    expect(out).toEqual(['2025-08-01', '2025-08-02', '2025-08-30', '2025-08-31']);
    expect(redated).toEqual([{ index: 3, read: '2026-08-31', date: '2025-08-31' }]);
  });

  it('puts back a year in the middle of a newest-first table, between its neighbours', () => {
    const dates = ['2025-03-20', '2025-03-12', '2035-03-10', '2025-03-02'];
    expect(settleMisreadDates(dates).dates[2]).toBe('2025-03-10');
  });

  it('leaves a date alone when its year differs in more than one digit (another statement, not a misreading)', () => {
    const dates = ['2019-08-01', '2025-08-02', '2025-08-03', '2025-08-04'];
    expect(settleMisreadDates(dates).redated).toEqual([]);
  });

  it('leaves a year that falls within the other rows, and a statement spanning two years', () => {
    expect(settleMisreadDates(['2024-12-30', '2025-01-02', '2025-01-05']).redated).toEqual([]);
    expect(settleMisreadDates(['2024-06-01', '2024-12-01', '2025-05-30']).redated).toEqual([]);
  });

  it('leaves a far date that the neighbours\' year would put out of order', () => {
    const dates = ['2025-08-01', '2025-08-10', '2026-08-02', '2025-08-20'];
    expect(settleMisreadDates(dates).redated).toEqual([]);
  });

  it('needs at least two other dated rows, and skips unread dates', () => {
    expect(settleMisreadDates(['2025-08-01', '2026-08-02']).redated).toEqual([]);
    const { dates } = settleMisreadDates(['2025-08-01', null, '2025-08-05', '2026-08-06']);
    expect(dates).toEqual(['2025-08-01', null, '2025-08-05', '2025-08-06']);
  });

  it("puts back a month that breaks the print order inside the printed period, one digit from its neighbours' month", () => {
    // Set 17's First Bank scan: "05/08/2025" printed between 4 and 9 September, for 05/09/2025.
    const period = { start: '2025-07-01', end: '2025-09-30' };
    const { dates, redated } = settleMisreadDates(['2025-09-01', '2025-09-04', '2025-08-05', '2025-09-09'], period);
    expect(dates[2]).toBe('2025-09-05');
    expect(redated).toEqual([{ index: 2, read: '2025-08-05', date: '2025-09-05' }]);
  });

  it('leaves a row of another month printed between two months, or whose neighbours differ in month', () => {
    const period = { start: '2025-07-01', end: '2025-09-30' };
    // A back-dated row whose day would not fall between its neighbours in their month.
    expect(settleMisreadDates(['2025-09-01', '2025-09-04', '2025-08-25', '2025-09-09'], period).redated).toEqual([]);
    // The month turns at this row: August rows, then September.
    expect(settleMisreadDates(['2025-08-28', '2025-08-30', '2025-09-01', '2025-09-03'], period).redated).toEqual([]);
    expect(settleMisreadDates(['2025-07-28', '2025-08-30', '2025-09-05', '2025-09-09'], period).redated).toEqual([]);
  });
});

describe("a date whose year's last digit was not read", () => {
  it('takes the year of the row above when the digits read agree with it', () => {
    expect(withYearOf('Nov 01, 202%', '2025-11-02')).toBe('Nov 01, 2025');
    expect(withYearOf('Nov 01, 201%', '2025-11-02')).toBe('Nov 01, 201%');
    expect(withYearOf('Nov 01, 2025', '2025-11-02')).toBe('Nov 01, 2025');
    // Its last digit lost altogether ("31/07/202").
    expect(withYearOf('31/07/202', '2025-07-27')).toBe('31/07/2025');
    expect(withYearOf('31/07/201', '2025-07-27')).toBe('31/07/201');
  });

  it("keeps a photo's row whose date was read as digits only, where the row below read its year short (set 16's lamp-lit Stanbic page)", () => {
    // "29/07/2025" read "2000712025", the next rows "31/07/202": the row's figures are read and the balances prove
    // it, so it is kept on the day above (a reading doubt) rather than lost with its ₦35,923.00.
    const row = (i: number, date: string, debit: string, credit: string, balance: string) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i}`, debit, credit, balance });
    const raw = [row(0, '27/07/2025', '20.00', '', '503,723.00'), row(1, '2000712025', '35,923.00', '', '467,800.00'), row(2, '31/07/202', '', '20,950.00', '488,750.00')];
    const r = normaliseRows(raw, { ocr: true, openingBalance: 50_374_300 });
    expect(r.rows.map((x) => [x.date, x.amount])).toEqual([
      ['2025-07-27', -2000],
      ['2025-07-27', -3_592_300],
      ['2025-07-31', 2_095_000],
    ]);
    expect(r.skipped).toBe(0);
  });

  it("keeps a photo's row that would otherwise be lost with its money (set 17's OPay photo, newest first)", () => {
    const row = (i: number, date: string, debit: string, balance: string) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i}`, debit, balance });
    const raw = [row(0, 'Nov 03, 2025', '1,000.00', '6,750.00'), row(1, 'Nov 02, 2025', '2,583.00', '7,750.00'), row(2, 'Nov 01, 202%', '15,000.00', '10,333.00'), row(3, 'Nov 01, 2025', '500.00', '25,333.00')];
    const r = normaliseRows(raw, { ocr: true });
    expect(r.rows.map((x) => [x.date, x.amount])).toContainEqual(['2025-11-01', -1500000]);
    expect(r.skipped).toBe(0);
  });
});
