import { describe, expect, it } from 'vitest';
import { normaliseRows, type ValueRow } from './normalise-rows.ts';
import { restoreRunClosedByAmount } from './ocr-run-closed-by-amount.ts';
import { emptyRawRow, type RawRow } from './types.ts';

/** A screen's rows, oldest first (date, debit or credit, balance), its figures read below the sure bar. */
const scanRows = (cells: [string, string, string, string][], confidence = 84): RawRow[] =>
  cells.map(([date, debit, credit, balance], i) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i + 1}`, debit, credit, balance, confidence: { debit: confidence, credit: confidence } }));

// Set 22's GTBank screens: 231,545.50 read 231,645.50, 231,495.50 read 231,485.50, and the debit of 69,500.00 that
// takes the balance to 161,995.50 read 68,500.00.
const gtbank = (debit = '68,500.00', confidence = 84) =>
  scanRows(
    [
      ['04/07/2025', '46,000.00', '', '141,345.50'],
      ['04/07/2025', '', '90,200.00', '231,645.50'],
      ['04/07/2025', '50.00', '', '231,485.50'],
      ['05/07/2025', debit, '', '161,995.50'],
      ['05/07/2025', '50.00', '', '161,945.50'],
    ],
    confidence,
  );

describe('balances misread in a row, closed by a misread amount', () => {
  it('puts back the balances and the amount when the rows on both sides prove them', () => {
    const r = normaliseRows(gtbank(), { ocr: true, openingBalance: 18734550 });
    expect(r.rows.map((x) => [x.amount, x.balance])).toEqual([
      [-4600000, 14134550],
      [9020000, 23154550],
      [-5000, 23149550],
      [-6950000, 16199550],
      [-5000, 16194550],
    ]);
    expect(r.rows[3].misreadAs).toBe(-6850000);
  });

  it("starts a run below a row whose amount could not be read, and that row's amount is then proven", () => {
    // Set 25's compressed Fidelity scan, oldest first: 500.00 read `$00.00`; 427,351.30 and 427,326.30 read
    // 427,361.30 and 427,328.30; the VAT of 1.88 read 1.68 on the row whose balance the row below confirms.
    const read = scanRows([
      ['22/10/2025', '58,960.50', '', '450,751.30'],
      ['23/10/2025', '$00.00', '', '450,251.30'],
      ['23/10/2025', '22,900.00', '', '427,361.30'],
      ['23/10/2025', '25.00', '', '427,328.30'],
      ['23/10/2025', '1.68', '', '427,324.42'],
      ['24/10/2025', '', '8,268.00', '435,592.42'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 50_971_180 });
    expect(r.rows.map((x) => [x.amount, x.balance])).toEqual([
      [-5_896_050, 45_075_130],
      [-50_000, 45_025_130],
      [-2_290_000, 42_735_130],
      [-2_500, 42_732_630],
      [-188, 42_732_442],
      [826_800, 43_559_242],
    ]);
    expect(r.skipped).toBe(0);
    // With the balance above the unread row not settled, nothing is taken as read: the line is skipped.
    const unsettled = normaliseRows(read.map((x, i) => (i === 0 ? { ...x, balance: '450,700.30' } : x)), { ocr: true, openingBalance: 50_971_180 });
    expect(unsettled.skipped).toBe(1);
  });

  it('takes the first row as read when the screens print no opening balance', () => {
    const r = normaliseRows(gtbank(), { ocr: true });
    expect(r.rows.map((x) => x.balance)).toEqual([14134550, 23154550, 23149550, 16199550, 16194550]);
  });

  it('keeps an amount read surely, or one more than a digit from what the balances prove', () => {
    const sure = normaliseRows(gtbank('68,500.00', 96), { ocr: true, openingBalance: 18734550 });
    expect(sure.rows[3].amount).toBe(-6850000);
    const far = normaliseRows(gtbank('67,400.00'), { ocr: true, openingBalance: 18734550 });
    expect(far.rows[3].amount).toBe(-6740000);
    expect(far.rows[1].balance).toBe(23164550);
  });

  it('changes nothing when the row after the amount does not confirm its balance', () => {
    const row = (date: string, amount: number, balance: number): ValueRow => ({ date, description: '', amount, signKnown: true, balance, fromColumns: true, page: 1, sourceIndex: 0 });
    const rows = [row('2025-07-04', -4600000, 14134550), row('2025-07-04', 9020000, 23164550), row('2025-07-04', -5000, 23148550), row('2025-07-05', -6850000, 16199550), row('2025-07-05', -5000, 16190000)];
    expect(restoreRunClosedByAmount(rows, 18734550, null)).toEqual([]);
    expect(rows.map((r) => r.balance)).toEqual([14134550, 23164550, 23148550, 16199550, 16190000]);
  });

  it('keeps a balance the row below follows from as read: the amount above it is the figure in doubt', () => {
    // A credit of 10,800.00 read "+90,800.00": read as a run, 15,588.20 would be 95,588.20 misread and the next
    // debit of 1,956.00 a misread 81,956.00.
    const row = (date: string, amount: number, balance: number): ValueRow => ({ date, description: '', amount, signKnown: true, balance, fromColumns: true, page: 1, sourceIndex: 0 });
    const rows = [row('2025-10-17', 9080000, 1558820), row('2025-10-20', -195600, 1363220), row('2025-10-22', -100000, 1263220)];
    expect(restoreRunClosedByAmount(rows, 478820, null)).toEqual([]);
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([[9080000, 1558820], [-195600, 1363220], [-100000, 1263220]]);
  });

  it('closes the run with an amount read without its point', () => {
    // Set 22's Zenith screens: 395,600.75 read 305,600.75, 395,575.75 read 395,575.76, then VAT of 1.88 read "188".
    const row = (date: string, amount: number, balance: number): ValueRow => ({ date, description: '', amount, signKnown: true, balance, fromColumns: true, page: 1, sourceIndex: 0 });
    const rows = [row('2025-10-08', -2100000, 40345075), row('2025-10-13', -785000, 30560075), row('2025-10-13', -2500, 39557576), row('2025-10-13', -18800, 39557387), row('2025-10-14', -10705000, 28852387)];
    expect(restoreRunClosedByAmount(rows, 42445075, null)).toEqual(['2025-10-13', '2025-10-13', '2025-10-13']);
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([[-2100000, 40345075], [-785000, 39560075], [-2500, 39557575], [-188, 39557387], [-10705000, 28852387]]);
  });
});
