import { describe, expect, it } from 'vitest';
import { normaliseRows } from './normalise-rows.ts';
import { emptyRawRow } from './types.ts';

/** A scan's debits as read (date, debit cell, balance cell), in the order given. */
const page = (cells: [string, string, string][]) =>
  cells.map(([date, debit, balance], i) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i + 1}`, debit, balance }));

describe('balances a scan could not read, filled in from the balances around them', () => {
  // Set 10's GTBank WhatsApp photo, 19 November: a transfer, its charge and the VAT on it (0.75, read "07s"); the
  // transfer's and the charge's balances unreadable.
  const november = (vat: string) =>
    page([
      ['18/11/2025', '10,000.00', '9,868.25'],
      ['19/11/2025', '3,500.00', '6,368.25'],
      ['19/11/2025', '4,100.00', ''],
      ['19/11/2025', '10.00', ''],
      ['19/11/2025', vat, '2,257.50'],
    ]);

  it('fills two unread balances in a row when the amounts reach the balance printed after them', () => {
    const r = normaliseRows(november('0.75'), { ocr: true, openingBalance: 1986825 });
    expect(r.rows.map((x) => [x.amount, x.balance])).toEqual([
      [-1000000, 986825],
      [-350000, 636825],
      [-410000, 226825],
      [-1000, 225825],
      [-75, 225750],
    ]);
  });

  it('takes the one amount whose point was lost (a 5 read as an s) when only that makes them reach it', () => {
    const r = normaliseRows(november('07s'), { ocr: true, openingBalance: 1986825 });
    expect(r.rows.map((x) => x.amount)).toEqual([-1000000, -350000, -410000, -1000, -75]);
    expect(r.rows[3].balance).toBe(225825);
  });

  it('fills nothing when the amounts do not reach the balance after them, or the balance before them is not settled', () => {
    const short = normaliseRows(november('5.00'), { ocr: true, openingBalance: 1986825 });
    expect(short.rows.map((x) => x.balance)).toEqual([986825, 636825, null, null, 225750]);
    // The row above the run does not follow from the one above it (3,000.00 read for 3,500.00): nothing proves
    // where the run starts.
    const unsettled = normaliseRows(
      november('0.75').map((r, i) => (i === 1 ? { ...r, debit: '3,000.00' } : r)),
      { ocr: true, openingBalance: 1986825 },
    );
    expect(unsettled.rows[2].balance).toBeNull();
  });

  it('fills nothing when two choices of lost points reach the balance', () => {
    // 10 and 10 read as bare digits, and 10.10 moved: either of them could be the 0.10.
    const r = normaliseRows(
      page([
        ['01/11/2025', '1,000.00', '5,000.00'],
        ['02/11/2025', '10', ''],
        ['03/11/2025', '10', '4,989.90'],
      ]),
      { ocr: true, openingBalance: 600000 },
    );
    expect(r.rows.map((x) => x.balance)).toEqual([500000, null, 498990]);
  });
});

describe('a point lost on a table printed newest first', () => {
  it('is put back from the balance of the row below, the one before it in time', () => {
    // Set 10's GTBank photo, newest first: VAT of 13.18 read "13 18" above the fee's balance.
    const r = normaliseRows(
      page([
        ['30/11/2025', '13 18', '338,308.62'],
        ['30/11/2025', '60.00', '338,321.80'],
        ['29/11/2025', '50.00', '338,381.80'],
      ]),
      { ocr: true },
    );
    expect(r.rows[0].amount).toBe(-1318);
  });
});

describe('a misread balance beside an unreadable one', () => {
  it('is filled with it, and the date the scan could not read is settled from its digits', () => {
    // Set 15's Sterling photo, 16-20 August: 121,675.12 read "121, 875. 12", the next balance and date unreadable.
    const r = normaliseRows(
      page([
        ['16/08/2025', '', '143,475.12'],
        ['16/08/2025', '21,800.00', '121, 875. 12'],
        ['170820251710812025.', '5,000.00', '116, 675 2'],
        ['20/08/2025', '2,000.00', '114,675.12'],
      ]).map((row, i) => (i === 0 ? { ...row, credit: '3,350.00' } : row)),
      { ocr: true, openingBalance: 14012512 },
    );
    expect(r.rows.map((x) => [x.date, x.amount, x.balance])).toEqual([
      ['2025-08-16', 335000, 14347512],
      ['2025-08-16', -2180000, 12167512],
      ['2025-08-17', -500000, 11667512],
      ['2025-08-20', -200000, 11467512],
    ]);
  });

  it('is no reason to change the amount beside the unreadable balance', () => {
    // Read without the fill: the old rule took 5,200.00 for the 5,000.00 printed, trusting the misread 121,875.12.
    const r = normaliseRows(
      page([
        ['16/08/2025', '21,800.00', '121, 875. 12'],
        ['17/08/2025', '5,000.00', ''],
        ['20/08/2025', '2,000.00', '114,675.12'],
        ['20/08/2025', '5,000.00', '109,675.12'],
      ]),
      { ocr: true, openingBalance: 14347512 },
    );
    expect(r.rows.map((x) => x.amount)).toEqual([-2180000, -500000, -200000, -500000]);
    expect(r.rows[1].balance).toBe(11667512);
  });
});

