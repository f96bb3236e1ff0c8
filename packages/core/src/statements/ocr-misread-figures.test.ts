import { describe, expect, it } from 'vitest';
import { normaliseRows, type ValueRow } from './normalise-rows.ts';
import { restoreMisreadRun } from './ocr-misread-figures.ts';
import { emptyRawRow, type RawRow } from './types.ts';

/** A scan's debits, oldest first (date, debit, balance), read below the sure bar (a 150-dpi page). */
const debits = (cells: [string, string, string][]): RawRow[] =>
  cells.map(([date, debit, balance], i) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i + 1}`, debit, balance, confidence: { debit: 84 } }));

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

  it('changes nothing when the balance after them is not confirmed, or a figure was read surely', () => {
    const unconfirmed = normaliseRows(run('4,552.00', '1,315,150.82', '2,455.00').slice(0, 3), { ocr: true, openingBalance: 137520282 });
    expect(unconfirmed.rows[1].amount).toBe(-455200);
    const sure = normaliseRows(run('4,552.00', '1,315,150.82', '2,455.00', 96), { ocr: true, openingBalance: 137520282 });
    expect(sure.rows[1].amount).toBe(-455200);
  });

  it('changes nothing when more than one way of changing a digit of each makes the rows add up', () => {
    // 50,000.00, then 1,000.00 to 48,500.00 and 1,000.00 to 47,000.00: 1,100.00 + 1,900.00, 1,200.00 + 1,800.00 …
    // each change one digit of each figure and add to the 3,000.00 that left.
    const row = (date: string, amount: number, balance: number): ValueRow => ({ date, description: '', amount, signKnown: true, balance, fromColumns: true, page: 1, sourceIndex: 0 });
    const rows = [row('2025-09-10', -100000, 5000000), row('2025-09-11', -100000, 4850000), row('2025-09-12', -100000, 4700000), row('2025-09-13', -50000, 4650000)];
    expect(restoreMisreadRun(rows, 5100000, null)).toEqual([]);
    expect(rows.map((r) => r.amount)).toEqual([-100000, -100000, -100000, -50000]);
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
