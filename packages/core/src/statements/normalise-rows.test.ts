import { describe, expect, it } from 'vitest';
import { readingDoubts } from './reading-doubts.ts';
import { normaliseRows } from './normalise-rows.ts';
import { settleUnreadDate } from './misread-dates.ts';
import { emptyRawRow } from './types.ts';

/** A scanned row of 2i March 2025 with the cells given and its balance as read. */
const scannedRow = (i: number, cells: { debit?: string; credit?: string }, balance: string) => ({
  ...emptyRawRow(1, i),
  date: `2${i}/03/2025`,
  description: 'X',
  ...cells,
  balance,
});

describe('normaliseRows', () => {
  it('reads values, DR/CR indicators and the brought-forward row', () => {
    const bf = { ...emptyRawRow(1, 0), date: '01/01/2025', description: 'Balance B/F', balance: '1,000.00' };
    const a = {
      ...emptyRawRow(1, 1),
      date: '13/01/2025',
      description: ' POS  X ',
      amount: '100.00',
      drcr: 'Debit',
      balance: '900.00',
    };
    const b = { ...emptyRawRow(1, 2), date: '14/01/2025', description: 'Y', credit: '50.00', balance: '950.00' };
    const r = normaliseRows([bf, a, b]);
    expect(r.openingBalanceRow).toBe(100000);
    expect(r.rows.map((x) => [x.date, x.description, x.amount, x.balance])).toEqual([
      ['2025-01-13', 'POS X', -10000, 90000],
      ['2025-01-14', 'Y', 5000, 95000],
    ]);
  });
  it('takes an Opening Balance line as the opening balance even when its figure sits under an amount heading (a scan)', () => {
    const ob = { ...emptyRawRow(1, 0), date: '01/07/2025', description: 'Opening Balance', credit: '41,820.15' };
    const a = {
      ...emptyRawRow(1, 1),
      date: '01/07/2025',
      description: 'NIP CR/SALARY',
      credit: '312,000.00',
      balance: '353,820.15',
    };
    const r = normaliseRows([ob, a], { ocr: true });
    expect(r.openingBalanceRow).toBe(4182015);
    expect(r.rows.map((x) => [x.description, x.amount, x.balance])).toEqual([['NIP CR/SALARY', 31200000, 35382015]]);
  });
  it('keeps a transaction whose narration mentions an opening balance', () => {
    const a = {
      ...emptyRawRow(1, 0),
      date: '01/07/2025',
      description: 'TRANSFER TO OPEN ACCOUNT OPENING BALANCE DEPOSIT FOR SAVINGS',
      debit: '5,000.00',
      balance: '1,000.00',
    };
    expect(normaliseRows([a]).rows).toHaveLength(1);
  });
  it('puts back a decimal point a scan lost, only where the running balance proves it', () => {
    const a = { ...emptyRawRow(1, 0), date: '14/07/2025', description: 'LEVY', debit: '50.00', balance: '264,760.40' };
    const b = {
      ...emptyRawRow(1, 1),
      date: '15/07/2025',
      description: 'KEDCO PREPAID',
      debit: '930000',
      balance: '255,460.40',
    };
    const c = {
      ...emptyRawRow(1, 2),
      date: '16/07/2025',
      description: 'TRANSFER',
      debit: '500000',
      balance: '5,000.00',
    };
    const ocr = normaliseRows([a, b, c], { ocr: true });
    expect(ocr.rows.map((x) => x.amount)).toEqual([-5000, -930000, -50000000]);
    // A text PDF prints what it means: no repair.
    expect(normaliseRows([a, b]).rows.map((x) => x.amount)).toEqual([-5000, -93000000]);
  });
  it('leaves out failed and pending attempts, and charges a fee printed beside the amount with it', () => {
    const a = { ...emptyRawRow(1, 0), date: '05/11/2025', description: 'Transfer to Bola', amount: '40,700.00', fee: '25.00', balance: '108,427.72' };
    const b = { ...emptyRawRow(1, 1), date: '05/11/2025', description: 'Transfer to Ada', amount: '9,000.00', balance: '108,427.72', status: 'Failed' };
    const c = { ...emptyRawRow(1, 2), date: '06/11/2025', description: 'Salary', amount: '+300,000.00', balance: '408,427.72', status: 'Successful' };
    const d = { ...emptyRawRow(1, 3), date: '06/11/2025', description: 'Airtime', amount: '-500.00', balance: '', status: 'PENDING' };
    const out = normaliseRows([a, b, c, d]);
    expect(out.rows.map((r) => [r.description, r.amount])).toEqual([
      ['Transfer to Bola', -4072500],
      ['Salary', 30000000],
    ]);
    expect(out.notMoved).toBe(2);
    // Their amounts by side, for a bank's printed total that counts every attempt (unsigned: a payment out).
    expect(out.notMovedTotals).toEqual({ in: 0, out: 900_000 + 50_000 });
  });
  it('tells a dated notice or a ₦0.00 check from a line it could not read', () => {
    const a = { ...emptyRawRow(1, 0), date: '01/05/2025', description: 'POS PURCHASE', debit: '1,000.00', balance: '9,000.00' };
    const notice = { ...emptyRawRow(1, 1), date: '02/05/2025', description: 'Interest rate changed to 4.20% p.a.', balance: '9,000.00' };
    const check = { ...emptyRawRow(1, 2), date: '03/05/2025', description: 'BVN VALIDATION', debit: '0.00', balance: '' };
    // A line whose balance moved but whose amount was not read: something was lost, said so.
    const unread = { ...emptyRawRow(1, 3), date: '04/05/2025', description: 'TRANSFER TO BOLA', balance: '7,000.00' };
    const out = normaliseRows([a, notice, check, unread]);
    expect([out.notices, out.skipped]).toEqual([2, 1]);
    // In a scan the same line may be one whose figure was not read: a reading doubt, never a notice.
    expect(normaliseRows([a, notice], { ocr: true }).notices).toBe(0);
  });
  it('charges a fee and the VAT on it, in columns of their own, with the amount (set 30\'s Zenith workbook)', () => {
    // FEE and VAT read as two fee cells of one row, joined: "25.00 1.88".
    const a = { ...emptyRawRow(1, 0), date: '01/09/2025', description: 'NIP TRF TO IBRAHIM EZE', debit: '41,358.24', fee: '25.00 1.88', balance: '588,803.32' };
    // Spaced thousands are one figure.
    const b = { ...emptyRawRow(1, 1), date: '02/09/2025', description: 'SWIFT TRANSFER', debit: '10,000.00', fee: '1 250.00', balance: '577,553.32' };
    expect(normaliseRows([a, b]).rows.map((r) => r.amount)).toEqual([-4138512, -1125000]);
    // A fee the balances show the amount already holds is printed for information.
    const c = { ...emptyRawRow(1, 2), date: '03/09/2025', description: 'NIP TRF TO ADA', debit: '5,026.88', fee: '25.00 1.88', balance: '572,526.44' };
    expect(normaliseRows([a, b, c]).rows.map((r) => r.amount)).toEqual([-4138512, -1125000, -502688]);
  });
  it('puts back a decimal point a scan read as a gap ("50 00"), where the running balance proves it', () => {
    const a = { ...emptyRawRow(1, 0), date: '28/11/2025', description: 'SALARY', credit: '297,000.00', balance: '299,257.50' };
    const b = { ...emptyRawRow(1, 1), date: '28/11/2025', description: 'ELECTRONIC MONEY TRANSFER LEVY', debit: '50 00', balance: '299,207.50' };
    const c = { ...emptyRawRow(1, 2), date: '28/11/2025', description: 'ATM WDL', debit: '20,000.00', balance: '279,207.50' };
    expect(normaliseRows([a, b, c], { ocr: true }).rows.map((x) => x.amount)).toEqual([29700000, -5000, -2000000]);
  });
  it('puts back a balance digit a scan misread only where both neighbours prove it', () => {
    const row = (i: number, debit: string, balance: string) => ({
      ...emptyRawRow(1, i),
      date: `1${i}/03/2025`,
      description: 'X',
      debit,
      balance,
    });
    const ob = { ...emptyRawRow(1, 0), date: '10/03/2025', description: 'Opening Balance', balance: '23,168.48' };
    // 18,078.48 read as 18,076.48: the row above and the row below both give 18,078.48.
    const read = [ob, row(1, '5,090.00', '18,076.48'), row(2, '5,000.00', '13,078.48')];
    const repaired = normaliseRows(read, { ocr: true });
    expect(repaired.rows.map((r) => r.balance)).toEqual([1807848, 1307848]);
    // The repair is reported (a reading doubt), never silent.
    expect(repaired.repaired).toEqual(['2025-03-11']);
    expect(normaliseRows(read).repaired).toEqual([]);
    // Not from a text PDF, and not when the next row does not agree (an altered figure is no misreading).
    expect(normaliseRows(read).rows.map((r) => r.balance)).toEqual([1807648, 1307848]);
    const unproven = [ob, row(1, '5,090.00', '18,076.48'), row(2, '5,000.00', '13,076.48')];
    expect(normaliseRows(unproven, { ocr: true }).rows.map((r) => r.balance)).toEqual([1807648, 1307648]);
  });

  it('puts back an amount and a balance misread on the same row when both sides prove them', () => {
    const row = (i: number, debit: string, balance: string) => ({
      ...emptyRawRow(1, i),
      date: `1${i}/04/2025`,
      description: 'X',
      debit,
      balance,
    });
    const ob = { ...emptyRawRow(1, 0), date: '10/04/2025', description: 'Opening Balance', balance: '323,167.37' };
    // 1,000.00 then 108.00 → 322,059.37, read "108.60" and "122,059.37"; the rows below confirm 322,059.37.
    const read = [
      ob,
      row(1, '1,000.00', '322,167.37'),
      row(2, '108.60', '122,059.37'),
      row(3, '703.00', '321,356.37'),
      row(4, '52.72', '321,303.65'),
    ];
    const repaired = normaliseRows(read, { ocr: true });
    expect(repaired.rows.map((r) => [r.amount, r.balance])).toEqual([
      [-100000, 32216737],
      [-10800, 32205937],
      [-70300, 32135637],
      [-5272, 32130365],
    ]);
    expect(repaired.repaired).toContain('2025-04-12');
    // Two digits off in the balance is no misreading of one figure: left as read.
    const far = [...read];
    far[2] = row(2, '108.60', '122,059.87');
    expect(normaliseRows(far, { ocr: true }).rows[1].balance).toBe(12205987);
  });

  it('drops a balance brought forward at the top of a later page quietly, and counts one that does not follow on', () => {
    const a = { ...emptyRawRow(1, 0), date: '2025-09-01', description: 'POS', debit: '100.00', balance: '900.00' };
    const bf = (balance: string) => ({ ...emptyRawRow(2, 1), description: 'BALANCE B/F', balance });
    const b = { ...emptyRawRow(2, 2), date: '2025-09-02', description: 'NIP', credit: '50.00', balance: '950.00' };
    expect(normaliseRows([a, bf('900.00'), b]).skipped).toBe(0);
    expect(normaliseRows([a, bf('800.00'), b]).skipped).toBe(1);
    expect(normaliseRows([a, bf('900.00'), b]).rows.map((r) => r.description)).toEqual(['POS', 'NIP']);
  });

  it('puts back an amount or a balance a photo misread where the running balance proves it on both sides', () => {
    const row = (i: number, cells: { debit?: string; credit?: string }, balance: string) => ({
      ...emptyRawRow(1, i),
      date: `1${i}/07/2025`,
      description: 'X',
      ...cells,
      balance,
    });
    // "+5,000.00" read as "45,000.00" (the sign as a digit); the rows above and below follow on.
    const first = row(0, { debit: '33,605.00' }, '38,685.50');
    const misread = [
      first,
      row(1, { debit: '3,000.00' }, '35,685.50'),
      row(2, { credit: '45,000.00' }, '40,685.50'),
      row(3, { debit: '2,200.00' }, '38,485.50'),
    ];
    expect(normaliseRows(misread, { ocr: true }).rows.map((r) => r.amount)).toEqual([
      -3360500, -300000, 500000, -220000,
    ]);
    // The same rows printed newest first.
    expect(normaliseRows(misread.slice().reverse(), { ocr: true }).rows.map((r) => r.amount)).toEqual([
      -220000, 500000, -300000, -3360500,
    ]);
    // A text PDF means what it prints; and when the row below does not follow on, nothing is proven.
    expect(normaliseRows(misread).rows[2].amount).toBe(4500000);
    const unproven = [first, misread[1], misread[2], row(3, { debit: '2,200.00' }, '38,400.50')];
    expect(normaliseRows(unproven, { ocr: true }).rows[2].amount).toBe(4500000);
    // Never a change of direction, never a figure unlike the one read.
    const other = [first, misread[1], row(2, { credit: '7,500.00' }, '40,685.50'), misread[3]];
    expect(normaliseRows(other, { ocr: true }).rows[2].amount).toBe(750000);
    // A balance that lost its first digit, or could not be read at all, between two rows that both prove it.
    const lost = [
      row(1, { debit: '50.00' }, '52,340.50'),
      row(2, { credit: '50.00' }, '2,390.50'),
      row(3, { debit: '32,500.00' }, '19,890.50'),
    ];
    expect(normaliseRows(lost, { ocr: true }).rows.map((r) => r.balance)).toEqual([5234050, 5239050, 1989050]);
    const unread = [lost[0], row(2, { credit: '50.00' }, 'illegible'), lost[2]];
    expect(normaliseRows(unread, { ocr: true }).rows.map((r) => r.balance)).toEqual([5234050, 5239050, 1989050]);
    // A speck, or the page's back showing through, read as a digit inside the figure: "2060.00" for "200.00".
    const speck = [
      first,
      misread[1],
      row(2, { debit: '2060.00' }, '35,485.50'),
      row(3, { debit: '50.00' }, '35,435.50'),
    ];
    expect(normaliseRows(speck, { ocr: true }).rows[2].amount).toBe(-20000);
    // Two digits apart is not a misreading the balances can settle.
    const twoApart = [first, misread[1], row(2, { debit: '20600.00' }, '35,485.50'), speck[3]];
    expect(normaliseRows(twoApart, { ocr: true }).rows[2].amount).toBe(-2060000);
  });

  it("puts back the last row's amount where the closing balance printed in the summary confirms its balance", () => {
    const row = (i: number, cells: { debit?: string; credit?: string }, balance: string) => ({
      ...emptyRawRow(1, i),
      date: `1${i}/09/2025`,
      description: 'X',
      ...cells,
      balance,
    });
    // "-₦2,000.00" read "-42,000.00" on the last row: nothing below it, but the summary prints its balance.
    const rows = [
      row(0, { debit: '3,000.00' }, '112,592.00'),
      row(1, { debit: '2,000.00' }, '110,592.00'),
      row(2, { debit: '42,000.00' }, '108,592.00'),
    ];
    expect(normaliseRows(rows, { ocr: true, closingBalance: 10859200 }).rows[2].amount).toBe(-200000);
    expect(normaliseRows(rows, { ocr: true, closingBalance: 10859300 }).rows[2].amount).toBe(-4200000);
    expect(normaliseRows(rows, { ocr: true }).rows[2].amount).toBe(-4200000);
  });

  it("puts back the last row's unreadable amount when its digits are exactly the difference of the balances", () => {
    const rows = [
      scannedRow(0, { debit: '1,000.00' }, '115,592.00'),
      scannedRow(1, { debit: '3,000.00' }, '112,592.00'),
      scannedRow(2, { debit: 'N5, 00000' }, '107,592.00'),
    ];
    expect(normaliseRows(rows, { ocr: true }).rows.map((r) => r.amount)).toEqual([-100000, -300000, -500000]);
    // Digits that are not the difference prove nothing: the row stays unread.
    const other = [rows[0], rows[1], scannedRow(2, { debit: 'N5, 00100' }, '107,592.00')];
    expect(normaliseRows(other, { ocr: true }).rows.map((r) => r.amount)).not.toContain(-500000);
  });

  it("reads the summary's closing balance as the last balance where its sign was read as a digit", () => {
    const row = (i: number, debit: string, balance: string) => ({
      ...emptyRawRow(1, i),
      date: `1${i}/10/2025`,
      description: 'X',
      debit,
      balance,
    });
    const rows = [row(0, '50.00', '19,535.50'), row(1, '15,144.00', '4,391.50')];
    expect(normaliseRows(rows, { ocr: true, closingBalance: 4439150 }).closingBalance).toBe(439150);
    expect(normaliseRows(rows, { ocr: true, closingBalance: 439150 }).closingBalance).toBeUndefined();
    expect(normaliseRows(rows, { closingBalance: 4439150 }).closingBalance).toBeUndefined();
    // The opening balance likewise, once the second row confirms the first row's balance.
    expect(normaliseRows(rows, { ocr: true, openingBalance: 81958550 }).openingBalance).toBe(1958550);
    expect(normaliseRows(rows, { ocr: true, openingBalance: 1958550 }).openingBalance).toBeUndefined();
  });

  it("puts back an unreadable balance with its amount one digit off, and the last row's balance from the closing balance", () => {
    const rows = [
      scannedRow(0, { debit: '0.75' }, '34,843.90'),
      scannedRow(1, { debit: '3,000.00' }, '© 29, 843. a0'),
      scannedRow(2, { credit: '186,500.00' }, '216,343.90'),
      scannedRow(3, { debit: '50.00' }, '216,293.90'),
      scannedRow(4, { debit: '20.00' }, 'ee 124'),
    ];
    const out = normaliseRows(rows, { ocr: true, closingBalance: 21627390 });
    expect(out.rows.map((r) => [r.amount, r.balance])).toEqual([
      [-75, 3484390],
      [-500000, 2984390],
      [18650000, 21634390],
      [-5000, 21629390],
      [-2000, 21627390],
    ]);
    // Without the closing balance the last balance stays unread.
    expect(normaliseRows(rows, { ocr: true }).rows[4].balance).toBeNull();
  });

  it('settles two unreadable amounts side by side from their digits, one digit too many each', () => {
    const rows = [
      scannedRow(0, { debit: '14,544.21' }, '201,749.69'),
      scannedRow(1, { debit: '30,872.00' }, '170,877.69'),
      scannedRow(2, { debit: '18,2238. 00' }, '152,639.69'),
      scannedRow(3, { debit: '3,000.003,' }, '149,639.69'),
      scannedRow(4, { debit: '5,000.00' }, '144,639.69'),
    ];
    expect(normaliseRows(rows, { ocr: true }).rows.map((r) => r.amount)).toEqual([
      -1454421, -3087200, -1823800, -300000, -500000,
    ]);
    // Without the row below to confirm the second balance, neither is put back (both are skipped).
    expect(normaliseRows(rows.slice(0, 4), { ocr: true }).rows).toHaveLength(2);
  });

  it('settles two neighbours whose currency signs were both read as digits, when exactly one choice spans them', () => {
    const row = (i: number, cells: { debit?: string; credit?: string }, balance: string) => ({
      ...emptyRawRow(1, i),
      date: `1${i}/09/2025`,
      description: 'X',
      ...cells,
      balance,
    });
    // "+₦3,446.50" read "+83,446.50" with its balance unreadable, then "+₦27,522.00" read "+827,522.00".
    const rows = [
      row(0, { debit: '1,000.00' }, '100,505.50'),
      row(1, { debit: '1,000.00' }, '99,505.50'),
      row(2, { credit: '83,446.50' }, 'illegible'),
      row(3, { credit: '827,522.00' }, '130,474.00'),
      row(4, { debit: '50.00' }, '130,424.00'),
    ];
    const out = normaliseRows(rows, { ocr: true });
    expect(out.rows.map((r) => [r.amount, r.balance])).toEqual([
      [-100000, 10050550],
      [-100000, 9950550],
      [344650, 10295200],
      [2752200, 13047400],
      [-5000, 13042400],
    ]);
    expect(out.repaired).toHaveLength(2);
  });
});

describe('a scan row whose date nothing settles', () => {
  const row = (i: number, date: string, debit: string, balance: string) => ({ ...emptyRawRow(1, i), date, description: 'LEVY', debit, balance });

  it('keeps its money on the day above, as a reading doubt, where its neighbours share a month', () => {
    // Set 18's Wema scan: "38/12/2025" between the 30th and the 31st (one digit from both).
    const rows = [row(0, '30/12/2025', '10.00', '990.00'), row(1, '38/12/2025', '50.00', '940.00'), row(2, '31/12/2025', '100.00', '840.00')];
    const r = normaliseRows(rows, { ocr: true, openingBalance: 100000 });
    expect(r.rows.map((x) => [x.date, x.amount])).toEqual([
      ['2025-12-30', -1000],
      ['2025-12-30', -5000],
      ['2025-12-31', -10000],
    ]);
    expect(r.skipped).toBe(0);
    // The person is told the date was not read, and which day it was put on.
    expect(r.redated).toEqual([{ index: 1, read: '38/12/2025', date: '2025-12-30', dayAbove: true }]);
    expect(readingDoubts(r, true).map((w) => w.message)).toContain(
      'A date the scan could not read ("38/12/2025") was taken as 2025-12-30, the day of the row above; check it against the paper.',
    );
    // A text file's dates are the bank's: such a row is skipped, and so is one between two months.
    expect(normaliseRows(rows).rows).toHaveLength(2);
    const months = [row(0, '30/11/2025', '10.00', '990.00'), row(1, '38/12/2025', '50.00', '940.00'), row(2, '31/12/2025', '100.00', '840.00')];
    expect(normaliseRows(months, { ocr: true, openingBalance: 100000 }).rows).toHaveLength(2);
  });
});

describe("a scan's last row with its date unread", () => {
  const row = (i: number, date: string, debit: string, balance: string) => ({ ...emptyRawRow(1, i), date, description: 'STAMP DUTY', debit, balance });

  it('is bounded by the printed period where the table ends, and kept on the day above within its month', () => {
    // Set 31's GTBank 7 pt scan: the last line's "30-Jun-2025" read "[spans", below a row of the 28th.
    const rows = [row(0, '27-Jun-2025', '10.00', '990.00'), row(1, '28-Jun-2025', '50.00', '940.00'), row(2, '[spans', '50.00', '890.00')];
    const june = { start: '2025-06-01', end: '2025-06-30' };
    const r = normaliseRows(rows, { ocr: true, openingBalance: 100000, printedPeriod: june });
    expect(r.rows.map((x) => [x.date, x.amount, x.balance])).toEqual([
      ['2025-06-27', -1000, 99000],
      ['2025-06-28', -5000, 94000],
      ['2025-06-28', -5000, 89000],
    ]);
    expect(r.redated).toEqual([{ index: 2, read: '[spans', date: '2025-06-28', dayAbove: true }]);
    // With no printed period, or a period that ends in another month, nothing bounds it: the line is skipped.
    expect(normaliseRows(rows, { ocr: true, openingBalance: 100000 }).skipped).toBe(1);
    expect(normaliseRows(rows, { ocr: true, openingBalance: 100000, printedPeriod: { start: '2025-06-01', end: '2025-07-31' } }).skipped).toBe(1);
  });
});

describe("a scan's first row with its day misread", () => {
  const row = (i: number, date: string, debit: string, balance: string) => ({ ...emptyRawRow(1, i), date, description: 'LAWMA WASTE BILL', debit, balance });

  it('is bounded by the printed period where the table starts, as a row above would bound it', () => {
    // Set 17's faded Stanbic scan: "91-08-2025" over the 2nd, on a statement printed from 1 August.
    const rows = [row(0, '91-08-2025', '10,000.00', '130,950.60'), row(1, '02-08-2025', '53.75', '130,896.85'), row(2, '03-08-2025', '26.88', '130,869.97')];
    const printedPeriod = { start: '2025-08-01', end: '2025-08-31' };
    expect(normaliseRows(rows, { ocr: true, openingBalance: 14095060, printedPeriod }).rows.map((x) => x.date)).toEqual(['2025-08-01', '2025-08-02', '2025-08-03']);
    // Without a printed period nothing bounds it: the row is not guessed.
    expect(normaliseRows(rows, { ocr: true, openingBalance: 14095060 }).rows).toHaveLength(2);
  });
});

describe('settleUnreadDate', () => {
  it('settles a misread date from the rows on both sides, never in a text file', () => {
    // Both sides on one day: that day, whatever was read.
    expect(settleUnreadDate('2025-04-66', '2025-04-06', '2025-04-06', true)).toBe('2025-04-06');
    expect(settleUnreadDate('225.0420', '2025-04-20', '2025-04-20', true)).toBe('2025-04-20');
    // Two days fit: the one whose month and day the digits still hold.
    expect(settleUnreadDate('E50405', '2025-04-05', '2025-04-06', true)).toBe('2025-04-05');
    expect(settleUnreadDate('06.04.2O25', '2025-04-05', '2025-04-07', true)).toBe('2025-04-06');
    // The day as the first digits (day-first formats).
    expect(settleUnreadDate('124ul-25', '2025-07-11', '2025-07-14', true)).toBe('2025-07-12');
    // A date read whole but for one digit of its day (set 18's Wema scan: "91/12/2025" between the 1st and the 2nd).
    expect(settleUnreadDate('91/12/2025', '2025-12-01', '2025-12-02', true)).toBe('2025-12-01');
    expect(settleUnreadDate('95/12/2025', '2025-12-02', '2025-12-08', true)).toBe('2025-12-05');
    expect(settleUnreadDate('91/12/2024', '2025-12-01', '2025-12-02', true)).toBeNull();
    // Nothing settles it: no digits, months apart, or a text file.
    expect(settleUnreadDate('Eiiz', '2025-04-05', '2025-04-05', true)).toBeNull();
    expect(settleUnreadDate('2025-04-66', '2025-04-30', '2025-05-01', true)).toBeNull();
    expect(settleUnreadDate('2025-04-66', '2025-04-06', '2025-04-06', false)).toBeNull();
  });
});
