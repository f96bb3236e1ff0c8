/**
 * Two rows in a row that do not add up, put back together where the balances around them prove both (a scan's
 * misread figures side by side; one-row repairs are `ocr-misread-figures.ts`'s).
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { balanceBefore, balanceConfirmed, follows, misreadOf, oneDigitApart, printedSo, settledBefore } from './ocr-misread-figures.ts';

/** Every figure one digit from `kobo` (same length, same sign, no leading zero). */
function oneDigitVariants(kobo: Kobo): Kobo[] {
  const digits = String(Math.abs(kobo));
  const out: Kobo[] = [];
  for (let k = 0; k < digits.length; k++) {
    for (const d of '0123456789') {
      if (d === digits[k] || (k === 0 && d === '0')) continue;
      out.push(Math.sign(kobo) * Number(digits.slice(0, k) + d + digits.slice(k + 1)));
    }
  }
  return out;
}

/**
 * Three figures misread in two rows in a row: row `i`'s amount and balance and the next row's amount (a 150-dpi
 * scan's `4,552.00 … 1,315,150.82 … 2,455.00` for 8,552.00, 1,319,150.82 and 2,495.00). The balance before the
 * rows is settled and the balance after them confirmed, so the two amounts must add to their difference; they are
 * put back only when exactly one way of changing one digit of each of the three figures makes both rows add up (the
 * balance may be read right, the next amount read without its point). A figure read surely is never changed.
 */
export function restoreMisreadRun(rows: ValueRow[], opening: Kobo | null, closing: Kobo | null): string[] {
  const repaired: string[] = [];
  for (let i = 0; i + 1 < rows.length; i++) {
    const [row, next] = [rows[i], rows[i + 1]];
    const before = balanceBefore(rows, i, opening);
    if (before === null || row.balance === null || next.balance === null) continue;
    if (follows(rows, i, opening) || follows(rows, i + 1, opening)) continue;
    const settled = settledBefore(rows, i, opening);
    const confirmed = balanceConfirmed(rows, i + 1, opening, closing);
    if (!settled || !confirmed) continue;
    // The balance between read right, and each amount the step it makes with a digit misread, or the naira sign
    // printed in every cell read as a digit before it (`4,100.00` and `210,000.00` for ₦100.00 and ₦10,000.00). One
    // of them at least a digit longer or shorter than its step: two figures each one digit off could as well be
    // three, the balance between among them (below).
    const [wantRow, wantNext] = [row.balance - before, next.balance - row.balance];
    const stepOf = (r: ValueRow, wanted: Kobo) => wanted !== 0 && Math.sign(wanted) === Math.sign(r.amount) && misreadOf(r.amount, wanted) && !printedSo(r, wanted);
    const lengthOff = (r: ValueRow, wanted: Kobo) => String(Math.abs(r.amount)).length !== String(Math.abs(wanted)).length;
    if (stepOf(row, wantRow) && stepOf(next, wantNext) && (lengthOff(row, wantRow) || lengthOff(next, wantNext))) {
      row.misreadAs ??= row.amount;
      next.misreadAs ??= next.amount;
      [row.amount, next.amount] = [wantRow, wantNext];
      repaired.push(row.date, next.date);
      continue;
    }
    if (row.readSurely || next.readSurely) continue;
    // The balance between may be read right (then two amounts were misread), and the next amount may have lost its
    // point as well (UBA's screens: `26.00` and `183` for 25.00 and 1.88 between balances read right).
    const nextFits = (amount: Kobo) =>
      oneDigitApart(amount, next.amount) || (next.amount % 100 === 0 && (amount === next.amount / 100 || oneDigitApart(amount, next.amount / 100)));
    // The row's own amount may be read right, its balance and the next amount misread (UBA's screens: `118,630.15`
    // and `80,750.00` for 118,530.15 and 60,750.00 beside `59,050.00` read right).
    const fits = [row.amount, ...oneDigitVariants(row.amount)].filter((amount) => {
      const balance = before + amount;
      const nextAmount = next.balance! - balance;
      return (balance === row.balance || oneDigitApart(balance, row.balance!)) && Math.sign(nextAmount) === Math.sign(next.amount) && nextFits(nextAmount);
    });
    if (fits.length !== 1) continue;
    row.misreadAs ??= row.amount;
    next.misreadAs ??= next.amount;
    row.amount = fits[0];
    row.balance = before + fits[0];
    next.amount = next.balance - row.balance;
    repaired.push(row.date, next.date);
  }
  return repaired;
}
