import { describe, expect, it } from 'vitest';
import { normaliseRows, type ValueRow } from './normalise-rows.ts';
import { restoreMisreadRun } from './ocr-misread-two-rows.ts';
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
