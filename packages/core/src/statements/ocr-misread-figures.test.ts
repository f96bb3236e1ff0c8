import { describe, expect, it } from 'vitest';
import { normaliseRows } from './normalise-rows.ts';
import { leadingDigitsLost } from './ocr-misread-figures.ts';
import { emptyRawRow, type RawRow } from './types.ts';

/** A scan's debits, oldest first (date, debit, balance), read below the sure bar (a 150-dpi page). */
const debits = (cells: [string, string, string][]): RawRow[] =>
  cells.map(([date, debit, balance], i) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i + 1}`, debit, balance, confidence: { debit: 84 } }));


describe('a balance both neighbours prove', () => {
  it('is put back whatever was read in its cell, a figure made longer by a rule or a shadow too', () => {
    // Set 18's Access photo: 33,859.30 read "5,055,530.00".
    const r = normaliseRows(
      debits([
        ['03/11/2025', '1,000.00', '35,859.30'],
        ['04/11/2025', '2,000.00', '5,055,530.00'],
        ['05/11/2025', '500.00', '33,359.30'],
      ]),
      { ocr: true, openingBalance: 3685930 },
    );
    expect(r.rows.map((x) => x.balance)).toEqual([3585930, 3385930, 3335930]);
    expect(r.repaired).toEqual(['2025-11-04']);
  });
});

describe('a run of balances each misread by a digit', () => {
  // Set 23's fax: 320,702.62, 298,552.62 and 298,525.74 read 320,762.62, 298,562.62 and 208,525.74.
  const rows = (third: string) =>
    debits([
      ['30/10/2025', '1,000.00', '320,708.24'],
      ['31/10/2025', '5.62', '320,762.62'],
      ['01/11/2025', '22,150.00', '298,562.62'],
      ['01/11/2025', '26.88', third],
      ['02/11/2025', '500.00', '298,025.74'],
    ]);

  it('puts each back when the amounts carry the settled balance to the one the next row starts from', () => {
    const r = normaliseRows(rows('208,525.74'), { ocr: true, openingBalance: 32170824 });
    expect(r.rows.map((x) => x.balance)).toEqual([32070824, 32070262, 29855262, 29852574, 29802574]);
    expect(r.repaired).toEqual(['2025-10-31', '2025-11-01', '2025-11-01']);
  });

  it('gives a balance left unread between misread ones', () => {
    // Set 42's Moniepoint scan: 219,019.12 read `219,018.12`, the next balance unread, 194,509.61 read `184,509.61`.
    const r = normaliseRows(rows('208,525.74').map((x, i) => (i === 2 ? { ...x, balance: '' } : x)), { ocr: true, openingBalance: 32170824 });
    expect(r.rows.map((x) => x.balance)).toEqual([32070824, 32070262, 29855262, 29852574, 29802574]);
  });

  it('allows one balance of the run two digits off; leaves two such, or one three digits off', () => {
    // 208,555.74: two digits from 298,525.74, among balances one digit off (UBA's screens: `37,306.76` for 37,395.76
    // under `26,295.76` for 26,245.76), the amounts as read reaching the next row's balance exactly.
    expect(normaliseRows(rows('208,555.74'), { ocr: true, openingBalance: 32170824 }).rows.map((x) => x.balance)).toEqual([
      32070824, 32070262, 29855262, 29852574, 29802574,
    ]);
    const twoSuch = rows('208,555.74').map((x, i) => (i === 2 ? { ...x, balance: '298,562.12' } : x));
    expect(normaliseRows(twoSuch, { ocr: true, openingBalance: 32170824 }).repaired).toEqual([]);
    expect(normaliseRows(rows('208,155.74'), { ocr: true, openingBalance: 32170824 }).repaired).toEqual([]);
  });

  it('at the foot, reaches the closing balance the printed totals prove, and puts a misread closing balance back', () => {
    // 477,000.11 and 476,994.49 read 477,600.11 and 476,894.49; the summary's closing balance read 476,994.45.
    const foot = debits([
      ['29/11/2025', '120.00', '477,075.11'],
      ['30/11/2025', '75.00', '477,600.11'],
      ['30/11/2025', '5.62', '476,894.49'],
    ]);
    const options = { ocr: true, openingBalance: 47719511, closingBalance: 47699445 };
    const r = normaliseRows(foot, { ...options, printedTotals: { in: 0, out: 20062 } });
    expect(r.rows.map((x) => x.balance)).toEqual([47707511, 47700011, 47699449]);
    expect(r.closingBalance).toBe(47699449);
    // Without the totals nothing proves the foot: the closing balance was misread too.
    expect(normaliseRows(foot, options).rows.map((x) => x.balance)).toEqual([47707511, 47760011, 47689449]);
  });
});

describe('an amount whose first digits were lost', () => {
  // Set 31's GTBank 7 pt scan: 107,300.00 read "07,300.00" (its 1 melted into the cell's edge), read surely.
  const rows = (amount: string) =>
    debits([
      ['03/05/2025', '24.00', '186,346.15'],
      ['07/05/2025', amount, '79,046.15'],
      ['07/05/2025', '50.00', '78,996.15'],
    ]).map((r, i) => (i === 1 ? { ...r, confidence: { debit: 95 } } : r));

  it('is put back where the balances on both sides prove the figure its digits end', () => {
    const r = normaliseRows(rows('07,300.00'), { ocr: true, openingBalance: 18637015 });
    expect(r.rows.map((x) => x.amount)).toEqual([-2400, -10730000, -5000]);
    expect(r.repaired).toEqual(['2025-05-07']);
  });

  it('is left as read where the digits read do not end the proven figure, or more than two were lost', () => {
    expect(normaliseRows(rows('08,300.00'), { ocr: true, openingBalance: 18637015 }).rows[1].amount).toBe(-830000);
    const threeLost = debits([
      ['03/05/2025', '24.00', '1,186,346.15'],
      ['07/05/2025', '7,300.00', '79,046.15'],
      ['07/05/2025', '50.00', '78,996.15'],
    ]);
    expect(normaliseRows(threeLost, { ocr: true, openingBalance: 118637015 }).rows[1].amount).toBe(-730000);
  });
});

describe('what else the balances on both sides may prove of an amount', () => {
  it('a figure under a naira read with its first digit lost ("0.75" for 10.75)', () => {
    expect(leadingDigitsLost(75, 1075)).toBe(true);
    expect(leadingDigitsLost(75, 10075)).toBe(false);
    expect(leadingDigitsLost(7500, 17500)).toBe(false);
  });

  it('puts such a figure back between two settled balances', () => {
    // Set 28's OPay scan: 10.75 read "0.75", read surely.
    const r = normaliseRows(
      debits([
        ['01/08/2025', '100.00', '140,850.60'],
        ['02/08/2025', '0.75', '140,839.85'],
        ['03/08/2025', '26.88', '140,812.97'],
      ]).map((x, i) => (i === 1 ? { ...x, confidence: { debit: 96 } } : x)),
      { ocr: true, openingBalance: 14095060 },
    );
    expect(r.rows.map((x) => x.amount)).toEqual([-10000, -1075, -2688]);
  });
});
