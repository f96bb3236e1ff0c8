import { describe, expect, it } from 'vitest';
import { normaliseRows } from './normalise-rows.ts';
import { closingByPrintedTotals } from './printed-totals-figures.ts';
import { reconcileBalances } from './reconcile-balances.ts';
import { numbersWarnings } from './numbers-warnings.ts';
import { emptyRawRow, type RawRow } from './types.ts';

/** A scan's debits, oldest first (date, debit, balance), read below the sure bar (a 150-dpi page). */
const debits = (cells: [string, string, string][]): RawRow[] =>
  cells.map(([date, debit, balance], i) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i + 1}`, debit, balance, confidence: { debit: 84 } }));

// Set 17's First Bank scan, rows 13-15: 3,430.00 left the account.
const OPENING = 73398782;
const page = (debit: string) =>
  debits([
    ['12/08/2025', '1,802.00', '732,185.82'],
    ['13/08/2025', debit, '728,755.82'],
    ['14/08/2025', '100.00', '728,655.82'],
  ]);
const header = (totalDebits: number) => ({
  accountName: null,
  accountNumber: null,
  periodStart: null,
  periodEnd: null,
  openingBalance: OPENING,
  closingBalance: null,
  currency: null,
  totalCredits: null,
  totalDebits,
});
const stated = { openingBalance: OPENING, closingBalance: null, openingBalanceRow: null };

describe('a figure the printed total counts as read', () => {
  it('puts a one-digit misreading back when the printed total agrees with the balances', () => {
    // 1,802.00 + 3,430.00 + 100.00: the total printed is the true one, and the scan read 3,434.00.
    const r = normaliseRows(page('3,434.00'), { ocr: true, openingBalance: OPENING, printedTotals: { in: null, out: 533200 } });
    expect(r.rows[1]).toMatchObject({ amount: -343000, misreadAs: -343400 });
    expect(r.repaired).toEqual(['2025-08-13']);
    const rec = reconcileBalances(r.rows, stated);
    expect(rec.reconciled).toBe(true);
    expect(numbersWarnings(rec, header(533200), true)).toEqual([]);
  });

  it('keeps the figure as printed, and calls it changed with the total, when the printed total counts the figure as read', () => {
    // The altered copy: the debit raised to 3,434.00 and the total of money out with it, to 5,336.00.
    const r = normaliseRows(page('3,434.00'), { ocr: true, openingBalance: OPENING, printedTotals: { in: null, out: 533600 } });
    expect(r.rows[1]).toMatchObject({ amount: -343400, printedWithTotal: true });
    expect(r.repaired).toEqual([]);
    const rec = reconcileBalances(r.rows, stated);
    const w = numbersWarnings(rec, header(533600), true);
    expect(w.map((x) => x.kind)).toEqual(['alteration']);
    expect(w[0].message).toMatch(
      /^Row 2 .*does not reconcile: .* The printed total of money out counts the figure as printed, yet the balances on both sides show ₦3,430\.00 left the account: the figure and the total may have been changed together\.$/,
    );
  });

  it('leaves a total that differs by anything else a reading doubt, and the figure put back', () => {
    const r = normaliseRows(page('3,434.00'), { ocr: true, openingBalance: OPENING, printedTotals: { in: null, out: 543600 } });
    expect(r.rows[1].amount).toBe(-343000);
    const w = numbersWarnings(reconcileBalances(r.rows, stated), header(543600), true);
    expect(w.map((x) => x.kind)).toEqual(['reading']);
  });
});

describe('a misread amount the printed total witnesses', () => {
  // Set 17's GTBank desk photo, its last rows: 1,657.00 read 1,667.00 and its balance 641,213.25 read 641,213.26 on
  // the row and in the summary; the printed total of money out is the true one.
  const last = (debit: string, conf = 84) =>
    debits([
      ['26/09/2025', '2,000.00', '642,870.25'],
      ['28/09/2025', debit, '641,213.26'],
    ]).map((r, i) => (i === 1 ? { ...r, confidence: { debit: conf } } : r));

  it('puts the amount back, and the balance and the closing balance misread the same way', () => {
    const r = normaliseRows(last('1,667.00'), { ocr: true, openingBalance: 64487025, closingBalance: 64121326, printedTotals: { in: null, out: 365700 } });
    expect(r.rows.map((x) => [x.amount, x.balance])).toEqual([
      [-200000, 64287025],
      [-165700, 64121325],
    ]);
    expect(r.closingBalance).toBe(64121325);
    expect(r.repaired).toEqual(['2025-09-28']);
  });

  it('changes nothing when the total differs by something no one digit gives, or the figure was read surely', () => {
    const off = normaliseRows(last('1,667.00'), { ocr: true, openingBalance: 64487025, closingBalance: 64121326, printedTotals: { in: null, out: 375700 } });
    expect(off.rows[1].amount).toBe(-166700);
    const sure = normaliseRows(last('1,667.00', 96), { ocr: true, openingBalance: 64487025, closingBalance: 64121326, printedTotals: { in: null, out: 365700 } });
    expect(sure.rows[1].amount).toBe(-166700);
  });
});

describe('the closing balance the printed totals prove', () => {
  const rows = [{ amount: 500000 }, { amount: -12000 }, { amount: -62 }];
  it('is the opening balance plus money in less money out when the rows add up to both totals', () => {
    expect(closingByPrintedTotals(rows, 100000, { in: 500000, out: 12062 })).toBe(587938);
  });
  it('is unknown when a total disagrees, one is not printed, or there is no opening balance', () => {
    expect(closingByPrintedTotals(rows, 100000, { in: 500000, out: 12000 })).toBeNull();
    expect(closingByPrintedTotals(rows, 100000, { in: 500000, out: null })).toBeNull();
    expect(closingByPrintedTotals(rows, null, { in: 500000, out: 12062 })).toBeNull();
    expect(closingByPrintedTotals(rows, 100000, undefined)).toBeNull();
  });
});
