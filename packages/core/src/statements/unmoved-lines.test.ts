import { describe, expect, it } from 'vitest';
import type { ValueRow } from './normalise-rows.ts';
import { reconcileBalances } from './reconcile-balances.ts';
import { setAsideUnmovedLines, unmovedNotes } from './unmoved-lines.ts';

let n = 0;
const row = (date: string, description: string, amount: number, balance: number | null): ValueRow => ({
  date, description, amount, balance, signKnown: true, fromColumns: true, page: 1, sourceIndex: n++,
});
const stated = { openingBalance: 100_000, closingBalance: null, openingBalanceRow: null };
const read = (rows: ValueRow[], s = stated) => setAsideUnmovedLines(rows, s, reconcileBalances(rows, s));

describe('setAsideUnmovedLines', () => {
  it('sets aside a hold and its release printed one after the other, the balance unchanged beside both', () => {
    const rows = [
      row('2025-08-10', 'POS PURCHASE', -20_000, 80_000),
      row('2025-08-11', 'HOLD ON FUNDS - POS PRE-AUTH', -50_000, 80_000),
      row('2025-08-13', 'HOLD RELEASED - POS PRE-AUTH', 50_000, 80_000),
      row('2025-08-13', 'POS PURCHASE HOTEL', -45_000, 35_000),
    ];
    const { rec, unmoved } = read(rows);
    expect(rec.reconciled).toBe(true);
    expect(rec.rows.map((r) => r.description)).toEqual(['POS PURCHASE', 'POS PURCHASE HOTEL']);
    expect(unmoved.map((r) => r.description)).toEqual(['HOLD ON FUNDS - POS PRE-AUTH', 'HOLD RELEASED - POS PRE-AUTH']);
  });

  it('sets aside a declined payment printed with no balance when the next balance follows without it', () => {
    const rows = [
      row('2025-04-01', 'SALARY', 50_000, 150_000),
      row('2025-04-02', 'DECLINED POS CHICKEN REPUBLIC', -14_500, null),
      row('2025-04-03', 'POS SHOPRITE', -10_000, 140_000),
    ];
    const { rec, unmoved } = read(rows);
    expect(rec.reconciled).toBe(true);
    expect(unmoved.map((r) => r.description)).toEqual(['DECLINED POS CHICKEN REPUBLIC']);
  });

  it('keeps a line with no balance whose amount the next balance shows, and a changed figure', () => {
    // A statement that prints the balance only at the day's end: the first row's money is in the second's balance.
    const daily = [row('2025-04-02', 'POS', -14_500, null), row('2025-04-02', 'POS', -10_000, 75_500)];
    expect(read(daily).unmoved).toEqual([]);
    // An altered debit (the balance moved by 36,100; the figure says 86,100) is no unmoved line.
    const altered = [row('2025-09-01', 'POS', -86_100, 63_900), row('2025-09-02', 'ATM', -10_000, 53_900)];
    const r = read(altered);
    expect(r.unmoved).toEqual([]);
    expect(r.rec.reconciled).toBe(false);
  });

  it("in a scan, sets a line aside only where it says it moved no money (its balances may be misread)", () => {
    const rows = [
      row('2025-04-01', 'SALARY', 50_000, 150_000),
      row('2025-04-02', 'SPECTRANET TOPUP', -5_000, 150_000),
      row('2025-04-03', 'POS SHOPRITE', -10_000, 140_000),
      row('2025-04-04', 'PENDING POS AUTH GAME', -9_000, null),
      row('2025-04-05', 'ATM WDL', -1_000, 139_000),
    ];
    expect(read(rows).unmoved.map((r) => r.description)).toEqual(['SPECTRANET TOPUP', 'PENDING POS AUTH GAME']);
    const scan = setAsideUnmovedLines(rows, stated, reconcileBalances(rows, stated), true);
    expect(scan.unmoved.map((r) => r.description)).toEqual(['PENDING POS AUTH GAME']);
  });

  it('leaves a debit and its reversal printed in the other order alone: they reconcile as a pair', () => {
    // Booked: debit 5,000 then its reversal at the same time; printed reversal first, its balance the one before.
    const rows = [
      row('2025-10-01', 'SALARY', 20_000, 120_000),
      { ...row('2025-10-02', 'REVERSAL TRF', 5_000, 120_000), time: '10:00' },
      { ...row('2025-10-02', 'TRF TO ADA', -5_000, 115_000), time: '10:00' },
      row('2025-10-03', 'POS', -1_000, 119_000),
    ];
    const plain = reconcileBalances(rows, stated);
    const { rec, unmoved } = setAsideUnmovedLines(rows, stated, plain);
    expect(unmoved).toEqual([]);
    expect(rec).toBe(plain);
  });

  it('says what was left out, and a printed total that counts it', () => {
    const lien = row('2025-08-05', 'LIEN PLACED - LOAN REPAYMENT RESERVE', -187_500_00, 1_000_00);
    const notes = unmovedNotes([lien], ['out'], { totalCredits: null, totalDebits: 990_960_64 });
    expect(notes[0]).toMatch(/^1 line printed among the transactions moved no money .*2025-08-05, “LIEN PLACED - LOAN REPAYMENT RESERVE”/);
    expect(notes[1]).toBe('The printed total of money out (₦990,960.64) also counts the lines that moved no money.');
  });
});
