/**
 * Figures of a scanned row that OCR could not read cleanly, put back only where the running balance proves them:
 * an amount cell that is no amount ("$0.00" for "50.00"), a debit and a credit both read on a row that has one
 * (a "0.00" read as "0.60"), a balance whose decimal point was lost ("25227533" for "252,275.33"), and with it an
 * amount that lost its point too. Every figure put back is returned, to be said as a reading doubt.
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { balanceConfirmed, follows, misreadOf, oneDigitApart } from './ocr-misread-figures.ts';
import { balanceEndingUnread } from './ocr-unread-balance-end.ts';
import { restoreRuns } from './ocr-unread-runs.ts';

/** What was doubtful about a row as it was read. */
export interface RowDoubt {
  /** The amount cell held something, but no amount: the row's amount is the running balance's, of this sign (0: either). */
  unreadAmount?: -1 | 0 | 1;
  /** Both a debit and a credit were read: the amount is one of these (the debit negative). */
  eitherAmount?: readonly Kobo[];
  /** The balance was read as bare digits: its decimal point may be lost. */
  balanceLostPoint?: boolean;
  /** The amount was read as bare digits: its decimal point may be lost. */
  amountLostPoint?: boolean;
  /** The amount cell starts with a digit: a currency sign may have been read as that digit. */
  markAsDigit?: boolean;
  /** The digits of an amount cell that held no amount ("18,2238. 00", "3,000.003,"). */
  unreadDigits?: string;
}

/**
 * Walks the rows oldest first. A balance that lost its point is put back when the row below follows from a
 * hundredth of it. An amount is put back when the balance before the row is settled (that row follows from the one
 * above it, or it is the opening balance), the row's own balance is confirmed by the row below (the last row's by the
 * printed closing balance), and the difference
 * of the two is what the doubt allows: any figure of the sign printed for an unreadable cell, one of the two figures
 * read in both columns, or a hundredth of the figure read. A doubt settled is taken out of `doubts`; what is left
 * may be settled by a later pass, once other repairs have settled its neighbours. Returns the dates of the rows
 * whose figures were put back.
 */
export function restoreFromRunningBalance(
  rows: ValueRow[],
  opening: Kobo | null,
  doubts: Map<ValueRow, RowDoubt>,
  closing: Kobo | null = null,
): string[] {
  const repaired: string[] = [];
  for (let i = 0; i + 1 < rows.length; i++) {
    const row = rows[i];
    if (!doubts.get(row)?.balanceLostPoint || row.balance === null || row.balance % 100 !== 0) continue;
    const next = rows[i + 1];
    const point = row.balance / 100;
    if (!follows(rows, i + 1, opening) && next.balance !== null && point + next.amount === next.balance) {
      row.balance = point;
      repaired.push(row.date);
      doubts.set(row, { ...doubts.get(row), balanceLostPoint: false });
    }
  }
  repaired.push(...restoreMarkAsDigit(rows, opening, doubts));
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const doubt = doubts.get(row);
    if (!doubt || !(doubt.unreadAmount !== undefined || doubt.eitherAmount || doubt.amountLostPoint)) continue;
    const proven = (() => {
      if (follows(rows, i, opening) && doubt.unreadAmount === undefined) return false;
      const before = i === 0 ? opening : rows[i - 1].balance;
      const settled = i === 0 || follows(rows, i - 1, opening);
      if (before === null || row.balance === null || !settled) return false;
      // The last row's balance is confirmed by the closing balance the summary prints, every other by the row below.
      // Without that, the digits read in the last row's unreadable amount cell, exactly the difference of the two
      // balances ("-N5, 00000" for 5,000.00, its point lost), confirm it.
      const last = i + 1 >= rows.length;
      const confirmed = balanceConfirmed(rows, i, opening, closing);
      const digitsAgree =
        last && doubt.unreadAmount !== undefined && doubt.unreadDigits === String(Math.abs(row.balance - before));
      // An unreadable amount on a row whose balance was misread by a digit as well ("258,814 15" for 259,814.15):
      // the row below, its figures read and its balance confirmed by the row after it, proves the balance.
      const balance =
        confirmed || digitsAgree
          ? row.balance
          : doubt.unreadAmount !== undefined
            ? balanceEndingUnread(rows, i, before, opening, closing, doubts)
            : lastLostPoint(row, before, last, closing, doubt);
      if (balance === null) return false;
      const wanted = balance - before;
      if (wanted === 0) return false;
      const allowed =
        (doubt.unreadAmount !== undefined && (doubt.unreadAmount === 0 || Math.sign(wanted) === doubt.unreadAmount)) ||
        (doubt.eitherAmount?.includes(wanted) ?? false) ||
        (doubt.amountLostPoint === true &&
          row.amount % 100 === 0 &&
          (wanted === row.amount / 100 || keptOnlyKobo(row.amount, wanted) || koboOneDigitOff(row.amount / 100, wanted) || misreadOf(row.amount / 100, wanted)));
      if (allowed) {
        row.amount = wanted;
        row.balance = balance;
      }
      return allowed;
    })();
    if (proven) {
      repaired.push(row.date);
      doubts.set(row, { balanceLostPoint: doubt.balanceLostPoint });
    }
  }
  repaired.push(...restorePairs(rows, opening, doubts));
  repaired.push(...restoreRuns(rows, opening, doubts, closing));
  return repaired;
}

/**
 * The last row's balance when nothing below confirms it (no closing balance printed) and its amount lost its point
 * ("188" for 1.88): the balance read is one digit from what the amount with its point gives, where the amount as read
 * would give a balance far from it (Zenith's screens: 261,951.86 read for 361,951.86, under 361,953.74). Two
 * misreadings in one row, but the seven digits that agree leave no other reading.
 */
function lastLostPoint(row: ValueRow, before: Kobo, last: boolean, closing: Kobo | null, doubt: RowDoubt): Kobo | null {
  if (!last || closing !== null || !doubt.amountLostPoint || row.amount % 100 !== 0 || row.balance === null) return null;
  const proven = before + row.amount / 100;
  return oneDigitApart(proven, row.balance) && !oneDigitApart(before + row.amount, row.balance) ? proven : null;
}

/**
 * A figure whose point was read as a gap and one digit of its kobo misread too ("200 60" for 200.00, the kobo's 0
 * read as a 6): the same naira, of the same sign, and kobo one digit apart.
 */
function koboOneDigitOff(read: Kobo, wanted: Kobo): boolean {
  if (Math.sign(read) !== Math.sign(wanted) || Math.trunc(read / 100) !== Math.trunc(wanted / 100)) return false;
  const [a, b] = [String(Math.abs(read) % 100).padStart(2, '0'), String(Math.abs(wanted) % 100).padStart(2, '0')];
  return (a[0] === b[0]) !== (a[1] === b[1]);
}

/**
 * A small amount read as its kobo alone: the narrow "1." of a fee of 1.88 in 6.5 pt print lost, and "88" read as
 * 88.00. Two digits read, the figure the balances prove is under ₦100, of the same sign, and its kobo are those digits.
 */
function keptOnlyKobo(read: Kobo, wanted: Kobo): boolean {
  const digits = Math.abs(read) / 100;
  return Math.sign(read) === Math.sign(wanted) && digits >= 10 && digits < 100 && Math.abs(wanted) < 10000 && Math.abs(wanted) % 100 === digits;
}

/** The figure without its first digit, of the same sign: what was printed if that digit was a currency sign. */
const withoutFirstDigit = (k: Kobo): Kobo => Math.sign(k) * Number(String(Math.abs(k)).slice(1));

/**
 * An amount whose currency sign was read as its first digit ("+880,042.00" for "+₦80,042.00"): the balance before
 * the row is settled, the figure without its first digit takes it exactly to the balance printed on the row, and
 * the row below follows from that balance, as read, with its own balance's sign read as a digit the same way
 * ("884,180.00" for "₦84,180.00", put back too) or with its own amount's (settled in its turn). Read as printed, the two misreadings agree with each other and
 * not with the row's balance, so the repairs that trust two neighbours would otherwise take the wrong side. A figure
 * read surely is left as printed: a sign read as a digit is read unsurely, and a digit put before a figure on the
 * document ("110,350.00" for 10,350.00, set 35) is an alteration (`alteredFigure`).
 */
function restoreMarkAsDigit(rows: ValueRow[], opening: Kobo | null, doubts: Map<ValueRow, RowDoubt>): string[] {
  const repaired: string[] = [];
  for (let i = 0; i + 1 < rows.length; i++) {
    const [row, next] = [rows[i], rows[i + 1]];
    const doubt = doubts.get(row);
    if (!doubt?.markAsDigit || row.readSurely || row.balance === null || next.balance === null || follows(rows, i, opening)) continue;
    const before = i === 0 ? opening : rows[i - 1].balance;
    const settled = i === 0 || follows(rows, i - 1, opening);
    const rest = withoutFirstDigit(row.amount);
    if (before === null || !settled || rest === 0 || before + rest !== row.balance) continue;
    const nextBalance = row.balance + next.amount;
    const signLost = withoutFirstDigit(next.balance) === nextBalance;
    // The row below may be one of these too (two credits "+₦448.00", "+₦80,042.00" read "+8448.00", "+880,042.00").
    const nextMark = doubts.get(next)?.markAsDigit && row.balance + withoutFirstDigit(next.amount) === next.balance;
    if (next.balance !== nextBalance && !signLost && !nextMark) continue;
    row.amount = rest;
    if (signLost) next.balance = nextBalance;
    repaired.push(row.date);
    doubts.set(row, { ...doubt, markAsDigit: false });
  }
  return repaired;
}

/** The amounts a doubtful row may hold: the one read, and those its doubt allows. */
function amountsOf(row: ValueRow, doubt: RowDoubt | undefined): Kobo[] {
  const out = new Set<Kobo>([row.amount, ...(doubt?.eitherAmount ?? [])]);
  if (doubt?.amountLostPoint && row.amount % 100 === 0) out.add(row.amount / 100);
  // An unreadable cell may be its figure with one digit too many (a digit read twice, a speck read as one): the
  // figures it gives with one digit taken out, kobo last, of the sign its column gives.
  if (doubt?.unreadAmount !== undefined && doubt.unreadDigits && doubt.unreadDigits.length >= 4) {
    const d = doubt.unreadDigits;
    const signs = doubt.unreadAmount === 0 ? [-1, 1] : [doubt.unreadAmount];
    for (let i = 0; i < d.length; i++) for (const sign of signs) out.add(sign * Number(d.slice(0, i) + d.slice(i + 1)));
  }
  if (doubt?.markAsDigit) {
    const rest = Number(String(Math.abs(row.amount)).slice(1));
    if (rest > 0) out.add(Math.sign(row.amount) * rest);
  }
  return [...out];
}

/** The balance printed looks like the one computed: as long, or as long once its lost point is put back. */
function sameShape(printed: Kobo | null, computed: Kobo, lostPoint: boolean): boolean {
  if (printed === null) return true;
  const digits = (k: Kobo) => String(Math.abs(k)).length;
  // A balance whose currency sign was read as a digit ("855,122.00" for "₦55,122.00") has the figure after it.
  const signAsDigit = String(Math.abs(printed)).slice(1) === String(Math.abs(computed));
  return digits(printed) === digits(computed) || signAsDigit || (lostPoint && digits(printed) - 2 === digits(computed));
}

/**
 * Two doubtful rows side by side, neither provable alone because each needs the other's balance ("5375" and a
 * balance that lost its point, then "4.03" with "0.60" read in the credit column): the balance before them is
 * settled, the balance after them is confirmed by the row below, and exactly one choice of the amounts each doubt
 * allows spans the two. The first row's balance is then the one the choice gives, if the one printed has its shape.
 */
function restorePairs(rows: ValueRow[], opening: Kobo | null, doubts: Map<ValueRow, RowDoubt>): string[] {
  const repaired: string[] = [];
  for (let i = 0; i + 2 < rows.length; i++) {
    const [a, b] = [rows[i], rows[i + 1]];
    const [da, db] = [doubts.get(a), doubts.get(b)];
    if (!da || !db || follows(rows, i, opening) || follows(rows, i + 1, opening)) continue;
    const before = i === 0 ? opening : rows[i - 1].balance;
    const settled = i === 0 || follows(rows, i - 1, opening);
    if (before === null || !settled || b.balance === null || !follows(rows, i + 2, opening)) continue;
    const choices = amountsOf(a, da).flatMap((x) =>
      amountsOf(b, db)
        .filter((y) => x !== 0 && y !== 0 && before + x + y === b.balance)
        .map((y) => [x, y] as const),
    );
    if (choices.length !== 1) continue;
    const [x, y] = choices[0];
    if (!sameShape(a.balance, before + x, da.balanceLostPoint === true)) continue;
    a.amount = x;
    a.balance = before + x;
    b.amount = y;
    repaired.push(a.date, b.date);
    doubts.delete(a);
    doubts.delete(b);
  }
  return repaired;
}
