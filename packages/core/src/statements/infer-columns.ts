import { looksLikeAmount } from './parse-amount.ts';
import { looksLikeDate } from './parse-date.ts';
import type { ColumnRole } from './types.ts';

/**
 * The generic fallback: infers column roles from the data when the header is unknown.
 * `columns[i]` holds the values of column i (one per data row). Dates first, the balance is the rightmost
 * well-filled money column, the description the wordiest text column; debit/credit order is settled later by
 * reconciliation. `isAmount` tells a figure (a scan's reading allows its misread separators, see
 * table-blocks.ts).
 */
export function inferColumnRoles(
  columns: readonly (readonly string[])[],
  isAmount: (text: string) => boolean = looksLikeAmount,
): ColumnRole[] {
  const roles: ColumnRole[] = columns.map(() => 'ignore');
  const stats = columns.map((vals) => {
    const nonEmpty = vals.filter((v) => v.trim() !== '');
    const dates = nonEmpty.filter((v) => looksLikeDate(v)).length;
    const amounts = nonEmpty.filter((v) => isAmount(v)).length;
    const drcr = nonEmpty.filter((v) => /^(dr|cr|d|c|debit|credit)$/i.test(v.trim())).length;
    const avgLen = nonEmpty.reduce((s, v) => s + v.length, 0) / Math.max(1, nonEmpty.length);
    const letters = nonEmpty.filter((v) => /[a-z]{3}/i.test(v)).length;
    return { n: vals.length, filled: nonEmpty.length, dates, amounts, drcr, avgLen, letters };
  });
  let dateSeen = false;
  stats.forEach((s, i) => {
    if (s.filled > 0 && s.dates >= 0.8 * s.filled && s.filled >= 0.8 * s.n) {
      roles[i] = dateSeen ? 'valueDate' : 'date';
      dateSeen = true;
    }
  });
  const money = stats
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => roles[i] === 'ignore' && s.filled > 0 && s.amounts >= 0.8 * s.filled);
  if (money.length > 0) {
    const full = money.filter(({ s }) => s.filled >= 0.9 * s.n);
    const bal = (full.length > 0 ? full : money)[(full.length > 0 ? full : money).length - 1];
    roles[bal.i] = 'balance';
    const rest = money.filter((m) => m.i !== bal.i);
    if (rest.length === 1) roles[rest[0].i] = 'amount';
    else if (rest.length >= 2) {
      roles[rest[0].i] = 'debit';
      roles[rest[1].i] = 'credit';
    }
  }
  stats.forEach((s, i) => {
    if (roles[i] === 'ignore' && s.filled > 0 && s.drcr >= 0.9 * s.filled) roles[i] = 'drcr';
  });
  let best = -1;
  stats.forEach((s, i) => {
    if (roles[i] !== 'ignore' || s.letters === 0) return;
    if (best < 0 || s.avgLen * s.letters > stats[best].avgLen * stats[best].letters) best = i;
  });
  if (best >= 0) roles[best] = 'description';
  return roles;
}
