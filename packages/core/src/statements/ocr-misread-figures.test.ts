import { describe, expect, it } from 'vitest';
import { normaliseRows, type ValueRow } from './normalise-rows.ts';
import { leadingDigitsLost, restoreMisreadRun } from './ocr-misread-figures.ts';
import { emptyRawRow, type RawRow } from './types.ts';

/** A scan's debits, oldest first (date, debit, balance), read below the sure bar (a 150-dpi page). */
const debits = (cells: [string, string, string][]): RawRow[] =>
  cells.map(([date, debit, balance], i) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i + 1}`, debit, balance, confidence: { debit: 84 } }));

/** A row as read, its figures in kobo. */
const row = (date: string, amount: number, balance: number): ValueRow => ({ date, description: '', amount, signKnown: true, balance, fromColumns: true, page: 1, sourceIndex: 0 });

describe('three figures misread in two rows in a row', () => {
  // Set 17's First Bank scan, rows 28-31: 8,552.00 read 4,552.00, its balance 1,319,150.82 read 1,315,150.82, and
  // the next debit 2,495.00 read 2,455.00.
  const run = (first: string, balance: string, second: string, conf = 84) =>
    debits([
      ['10/09/2025', '47,500.00', '1,327,702.82'],
      ['15/09/2025', first, balance],
      ['19/09/2025', second, '1,316,655.82'],
      ['20/09/2025', '4,360.00', '1,312,295.82'],
    ]).map((r, i) => (i === 1 ? { ...r, confidence: { debit: conf } } : r));

  it('puts them back when exactly one digit of each makes both rows add up', () => {
    const r = normaliseRows(run('4,552.00', '1,315,150.82', '2,455.00'), { ocr: true, openingBalance: 137520282 });
    expect(r.rows.map((x) => [x.amount, x.balance])).toEqual([
      [-4750000, 132770282],
      [-855200, 131915082],
      [-249500, 131665582],
      [-436000, 131229582],
    ]);
    expect(r.repaired).toEqual(['2025-09-15', '2025-09-19']);
  });

  it('puts back two amounts misread between balances read right, the second without its point', () => {
    // Set 22's UBA screens: a charge of 25.00 read `26.00`, the VAT of 1.88 on it read `183`.
    const r = normaliseRows(
      debits([
        ['11/06/2025', '21,800.00', '56,876.40'],
        ['11/06/2025', '26.00', '56,851.40'],
        ['11/06/2025', '183', '56,849.52'],
        ['13/06/2025', '29,550.00', '27,299.52'],
      ]),
      { ocr: true, openingBalance: 7_867_640 },
    );
    expect(r.rows.map((x) => x.amount)).toEqual([-2_180_000, -2_500, -188, -2_955_000]);
  });

  it("puts back a balance and the next amount misread beside the row's own amount read right", () => {
    // Set 22's UBA screens: 59,050.00 read right, its balance 118,530.15 read `118,630.15` and the next debit
    // 60,750.00 read `80,750.00`; the row below confirms the balance after them.
    const rows = [row('2025-06-03', -500_000, 17_758_015), row('2025-06-05', -5_905_000, 11_863_015), row('2025-06-08', -8_075_000, 5_778_015), row('2025-06-08', -5_000, 5_773_015)];
    expect(restoreMisreadRun(rows, 18_258_015, null)).toEqual(['2025-06-05', '2025-06-08']);
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([
      [-500_000, 17_758_015],
      [-5_905_000, 11_853_015],
      [-6_075_000, 5_778_015],
      [-5_000, 5_773_015],
    ]);
  });

  it('changes nothing when the balance after them is not confirmed, or a figure was read surely', () => {
    const unconfirmed = normaliseRows(run('4,552.00', '1,315,150.82', '2,455.00').slice(0, 3), { ocr: true, openingBalance: 137520282 });
    expect(unconfirmed.rows[1].amount).toBe(-455200);
    const sure = normaliseRows(run('4,552.00', '1,315,150.82', '2,455.00', 96), { ocr: true, openingBalance: 137520282 });
    expect(sure.rows[1].amount).toBe(-455200);
  });

  it('changes nothing when more than one way of changing a digit of each makes the rows add up', () => {
    // 50,000.00, then 1,000.00 to 48,500.00 and 1,000.00 to 47,000.00: 1,100.00 + 1,900.00, 1,200.00 + 1,800.00 …
    // each change one digit of each figure and add to the 3,000.00 that left.
    const rows = [row('2025-09-10', -100000, 5000000), row('2025-09-11', -100000, 4850000), row('2025-09-12', -100000, 4700000), row('2025-09-13', -50000, 4650000)];
    expect(restoreMisreadRun(rows, 5100000, null)).toEqual([]);
    expect(rows.map((r) => r.amount)).toEqual([-100000, -100000, -100000, -50000]);
  });
});

describe('two amounts in a row with the naira sign read as a digit', () => {
  // Set 42's FCMB scan prints ₦ in every cell: ₦100.00 and ₦10,000.00 read `4,100.00` and `210,000.00`, the balance
  // between them (204,854.00) read right.
  const read = (second: string) =>
    debits([
      ['02/07/2025', '5,000.00', '204,954.00'],
      ['03/07/2025', '4,100.00', '204,854.00'],
      ['04/07/2025', second, '194,854.00'],
      ['05/07/2025', '1,000.00', '193,854.00'],
    ]);

  it('puts both back when the balance between them gives each its step', () => {
    const r = normaliseRows(read('210,000.00'), { ocr: true, openingBalance: 20995400 });
    expect(r.rows.map((x) => x.amount)).toEqual([-500000, -10000, -1000000, -100000]);
    expect(r.repaired).toEqual(['2025-07-03', '2025-07-04']);
  });

  it('leaves them when one step is more than a digit from its figure', () => {
    const r = normaliseRows(read('230,000.00'), { ocr: true, openingBalance: 20995400 });
    expect(r.rows[2].amount).toBe(-23000000);
  });
});

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
