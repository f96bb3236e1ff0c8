import { describe, expect, it } from 'vitest';
import type { ValueRow } from './normalise-rows.ts';
import { DATE_ORDER_NOTE, reconcileBalances } from './reconcile-balances.ts';

const row = (date: string, amount: number, balance: number, signKnown = true, fromColumns = false): ValueRow => ({
  date, description: 'x', amount, balance, signKnown, fromColumns, page: 1, sourceIndex: 0,
});
const none = { openingBalance: null, closingBalance: null, openingBalanceRow: null };

describe('reconcileBalances', () => {
  it('checks an app list with no running balance against its opening and closing balances', () => {
    const bare = (date: string, amount: number): ValueRow => ({ ...row(date, amount, 0), balance: null });
    const rows = [bare('2025-10-03', -100), bare('2025-10-01', 500)];
    const ok = reconcileBalances(rows, { openingBalance: 1000, closingBalance: 1400, openingBalanceRow: null });
    expect([ok.reconciled, ok.warnings, ok.reversed, ok.rows.map((r) => r.date)]).toEqual([true, [], true, ['2025-10-01', '2025-10-03']]);
    const off = reconcileBalances(rows, { openingBalance: 1000, closingBalance: 1900, openingBalanceRow: null });
    expect(off.reconciled).toBe(false);
    expect(off.warnings[0]).toMatch(/do not reconcile/);
    // Without both balances nothing can be checked, but the rows still come oldest first (an app's history).
    const unchecked = reconcileBalances(rows, none);
    expect(unchecked.warnings[0]).toMatch(/no running balance/);
    expect(unchecked.rows.map((r) => r.date)).toEqual(['2025-10-01', '2025-10-03']);
  });
  it('accepts rows that agree', () => {
    const r = reconcileBalances([row('2025-01-01', -100, 900), row('2025-01-02', 500, 1400)], none);
    expect(r.reconciled).toBe(true);
    expect(r.openingBalance).toBe(1000);
  });
  it('puts newest-first rows in order', () => {
    const r = reconcileBalances([row('2025-01-03', 500, 1400), row('2025-01-02', -100, 900), row('2025-01-01', -100, 1000)], none);
    expect(r.reversed).toBe(true);
    expect(r.rows.map((x) => x.balance)).toEqual([1000, 900, 1400]);
    expect(r.reconciled).toBe(true);
  });
  it('settles unsigned amounts from the balance', () => {
    const r = reconcileBalances([row('2025-01-01', 100, 1000), row('2025-01-02', 100, 900, false), row('2025-01-03', 50, 950, false)], none);
    expect(r.rows.map((x) => x.amount)).toEqual([100, -100, 50]);
    expect(r.reconciled).toBe(true);
  });
  it('reads an overdrawn balance printed without its minus sign when the rows on both sides prove it', () => {
    const opening = { ...none, openingBalance: 10_635_825 };
    // 106,358.25 − 136,300.00 printed "29,941.75"; the next credit of 3,694.50 prints "26,247.25".
    const r = reconcileBalances([row('2025-05-08', -13_630_000, 2_994_175), row('2025-05-09', 369_450, 2_624_725), row('2025-05-10', 10_717_000, 8_092_275)], opening);
    expect(r.rows.map((x) => x.balance)).toEqual([-2_994_175, -2_624_725, 8_092_275]);
    expect(r.reconciled).toBe(true);
    expect(r.notes.join(' ')).toMatch(/2 balances were printed without a minus sign/);
    // A changed figure that happens to give the negative, with nothing after it agreeing, stays a failure.
    const lone = reconcileBalances([row('2025-05-08', -13_630_000, 2_994_175), row('2025-05-09', 369_450, 5_000_000)], opening);
    expect(lone.reconciled).toBe(false);
    expect(lone.rows[0].balance).toBe(2_994_175);
  });
  it('swaps debit/credit columns read the wrong way', () => {
    const r = reconcileBalances([row('2025-01-01', 100, 900, true, true), row('2025-01-02', -200, 1100, true, true)], none);
    expect(r.rows.map((x) => x.amount)).toEqual([-100, 200]);
  });
  it('reports a break', () => {
    const r = reconcileBalances([row('2025-01-01', -100, 900), row('2025-01-02', 500, 1500)], none);
    expect(r.reconciled).toBe(false);
    expect(r.warnings[0]).toMatch(/does not reconcile/);
  });
  it('checks the stated closing balance', () => {
    const r = reconcileBalances([row('2025-01-01', -100, 900)], { ...none, closingBalance: 1000 });
    expect(r.reconciled).toBe(false);
  });
});

describe('reconciliation a genuine statement passes', () => {
  it('accepts a same-second pair printed in the other order, and only then', () => {
    // Booked: credit +1,000.00 then stamp duty -50.00; printed: the duty first (balance after both).
    const fee = { ...row('2025-03-01', -5000, 195000), time: '06:12:40' };
    const credit = { ...row('2025-03-01', 100000, 200000), time: '06:12:40' };
    const after = [row('2025-03-02', -1000, 194000), row('2025-03-03', -1000, 193000), row('2025-03-04', 2000, 195000)];
    const ok = reconcileBalances([fee, credit, ...after], { ...none, openingBalance: 100000 });
    expect(ok.reconciled).toBe(true);
    expect(ok.warnings).toEqual([]);
    const otherTime = reconcileBalances([fee, { ...credit, time: '06:12:41' }, ...after], { ...none, openingBalance: 100000 });
    expect(otherTime.reconciled).toBe(false);
  });
  it('accepts a transfer printed below its charge and VAT, and a statement full of such moments stays oldest first', () => {
    // Booked: transfer -40,000.00, charge -10.00, VAT -0.75; printed VAT, charge, transfer (each with its own balance).
    const at = (date: string, time: string, amount: number, balance: number) => ({ ...row(date, amount, balance), time });
    const moment = (date: string, before: number) => [
      at(date, '12:34:05', -75, before - 4001075),
      at(date, '12:34:05', -1000, before - 4001000),
      at(date, '12:34:05', -4000000, before - 4000000),
    ];
    const rows = [...moment('2025-08-05', 20000000), ...moment('2025-08-06', 15998925), ...moment('2025-08-07', 11997850)];
    const ok = reconcileBalances(rows, { ...none, openingBalance: 20000000 });
    expect(ok.reversed).toBe(false);
    expect(ok.reconciled).toBe(true);
    expect(ok.warnings).toEqual([]);
    // The same moment with an amount changed chains in no order.
    const altered = rows.map((r, i) => (i === 4 ? { ...r, amount: -2000 } : r));
    expect(reconcileBalances(altered, { ...none, openingBalance: 20000000 }).reconciled).toBe(false);
  });
  it('notes a 1-kobo rounding without warning', () => {
    const res = reconcileBalances([row('2025-04-04', -188, 27287973), row('2025-04-05', -400, 27287573)], { ...none, openingBalance: 27288160 });
    expect(res.reconciled).toBe(true);
    expect(res.warnings).toEqual([]);
    expect(res.notes[0]).toMatch(/1 kobo/);
  });
});

describe('rows printed in value-date order, the balance in posting order', () => {
  // A cheque posted on the 16th, valued on the 11th, printed among the rows of the 11th with the balance it left.
  const printed = [
    row('2026-03-10', -100_000, 900_000),
    row('2026-03-16', 500_000, 1_250_000),
    row('2026-03-13', -50_000, 850_000),
    row('2026-03-15', -100_000, 750_000),
    row('2026-03-17', -20_000, 1_230_000),
  ];
  const stated = { openingBalance: 1_000_000, closingBalance: 1_230_000, openingBalanceRow: null };

  it('reconciles in date order, keeps the rows as printed and says so', () => {
    const r = reconcileBalances(printed, stated);
    expect(r.reconciled).toBe(true);
    expect(r.warnings).toEqual([]);
    expect(r.rows.map((x) => x.date)).toEqual(printed.map((x) => x.date));
    expect(r.notes).toContain(DATE_ORDER_NOTE);
  });

  it('still reports a changed figure, which adds up in no order', () => {
    const changed = printed.map((x, i) => (i === 2 ? { ...x, amount: -30_000 } : x));
    const r = reconcileBalances(changed, stated);
    expect(r.reconciled).toBe(false);
    expect(r.notes).not.toContain(DATE_ORDER_NOTE);
  });
});
