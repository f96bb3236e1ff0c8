/**
 * Amounts and balances OCR misread by a digit (or a sign read as a digit, a digit lost or one too many), put back only
 * where the running balance proves them: the figures around the row agree on the one figure it must be.
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';

/** The two figures (or digit strings: a year, a month) are as long and differ in one digit (a scan's 8 read as 6). */
export function oneDigitApart(a: Kobo | string, b: Kobo | string): boolean {
  return digitsApart(a, b) === 1;
}

/** How many digits two figures (or digit strings) of the same length differ in; Infinity when their lengths differ. */
function digitsApart(a: Kobo | string, b: Kobo | string): number {
  const [x, y] = [String(a), String(b)];
  if (x.length !== y.length) return Infinity;
  let diff = 0;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) diff++;
  return diff;
}

/** `longer` is `shorter` with one digit more, anywhere in it. */
function oneDigitMore(longer: string, shorter: string): boolean {
  if (longer.length !== shorter.length + 1) return false;
  for (let i = 0; i < longer.length; i++) if (longer.slice(0, i) + longer.slice(i + 1) === shorter) return true;
  return false;
}

/**
 * The figure read is the true one with one digit misread, or with one digit too many or too few: a sign or a
 * currency mark read as a digit ("45,000.00" for "+5,000.00"), a first digit lost ("2,390.50" for "52,390.50"), a
 * speck or the show-through of the page's back read as a digit inside it ("2060.00" for "200.00").
 */
export function misreadOf(read: Kobo, truth: Kobo): boolean {
  const x = String(Math.abs(read));
  const y = String(Math.abs(truth));
  if (x.length === y.length) return oneDigitApart(read, truth);
  return oneDigitMore(x, y) || oneDigitMore(y, x);
}

/**
 * The figure read is the true one with its first two digits lost ("07,300.00" for "107,300.00": the 1 of a small
 * print melted into the cell's edge): every digit read, kobo included, ends the proven figure. One digit lost is
 * `misreadOf`'s; this is for amounts only, where the balances on both sides prove the figure (`restoreMisreadAmounts`).
 */
export function leadingDigitsLost(read: Kobo, truth: Kobo): boolean {
  // As printed: a figure under ₦1 keeps its 0 before the point ("0.75" for 10.75 lost its 1).
  const x = String(Math.abs(read)).padStart(3, '0');
  const y = String(Math.abs(truth));
  const lost = y.length - x.length;
  return y.endsWith(x) && (lost === 1 ? x !== String(Math.abs(read)) : lost === 2 && x.length >= 5);
}

/**
 * A figure read surely with one digit other than the balances prove, or with a digit before it, was printed so: an
 * alteration, never put back (a lost digit, or an extra one inside the figure, is a mark or a speck, and is put back
 * however sure the read).
 */
export const printedSo = (row: ValueRow, wanted: Kobo): boolean =>
  row.readSurely === true && (String(Math.abs(row.amount)).length === String(Math.abs(wanted)).length || digitPutBefore(row.amount, wanted));

/**
 * The figure read is the one the balances prove with a digit put before it ("110,350.00" where the balance moved by
 * 10,350.00): read surely, it is a figure raised on the document, not a sign or a speck read as a digit.
 */
const digitPutBefore = (read: Kobo, wanted: Kobo): boolean => {
  const [x, y] = [String(Math.abs(read)), String(Math.abs(wanted))];
  return x.length === y.length + 1 && x.slice(1) === y;
};

/**
 * A scan's row `i` that does not add up because its figure, read surely, is one digit from what the balances on both
 * sides prove (`70,892.00` where the balance moved by 20,892.00), or that figure with a digit put before it
 * (`110,350.00` where it moved by 10,350.00): the figure was changed on the document, not
 * misread. Both sides must prove it: the balance before the row follows from the row above (or is the opening
 * balance), and the row's own balance is confirmed by the row below (on the last row, by the printed closing
 * balance); else the row's balance may be the misread figure.
 */
export function alteredFigure(rows: readonly ValueRow[], i: number, opening: Kobo | null, closing: Kobo | null): boolean {
  const row = rows[i];
  const before = balanceBefore(rows, i, opening);
  if (!row || row.balance === null || before === null || row.followsSkipped) return false;
  const settled = settledBefore(rows, i, opening);
  const confirmed = balanceConfirmed(rows, i, opening, closing);
  const wanted = row.balance - before;
  return (
    settled &&
    confirmed &&
    wanted !== 0 &&
    Math.sign(wanted) === Math.sign(row.amount) &&
    (oneDigitApart(row.amount, wanted) || (row.readSurely === true && digitPutBefore(row.amount, wanted))) &&
    (row.readSurely === true || row.printedWithTotal === true)
  );
}

/** The balance before row `i` (the opening balance before the first). */
export const balanceBefore = (rows: readonly ValueRow[], i: number, opening: Kobo | null): Kobo | null =>
  i === 0 ? opening : rows[i - 1].balance;

/** Row `i` follows from the balance before it and its amount. */
export const follows = (rows: readonly ValueRow[], i: number, opening: Kobo | null): boolean => {
  const before = balanceBefore(rows, i, opening);
  return before !== null && rows[i].balance !== null && before + rows[i].amount === rows[i].balance;
};

/** Row `i`'s balance is confirmed: the row below follows from it, or, on the last row, the summary prints it as closing. */
export const balanceConfirmed = (rows: readonly ValueRow[], i: number, opening: Kobo | null, closing: Kobo | null): boolean =>
  i + 1 < rows.length ? follows(rows, i + 1, opening) : closing !== null && rows[i].balance === closing;

/** The balance before row `i` is settled: the row above follows from its own predecessor (or `i` is the first row). */
export const settledBefore = (rows: readonly ValueRow[], i: number, opening: Kobo | null): boolean => i === 0 || follows(rows, i - 1, opening);

/**
 * Puts back an amount OCR misread, only where the running balance proves it on both sides: the balance before the
 * row follows from the row above it, the row's own balance is confirmed by the row below, and the difference of the
 * two is the figure read with one digit misread or a sign read as a digit, or with its first two digits lost (never a
 * change of direction).
 */
export function restoreMisreadAmounts(rows: ValueRow[], opening: Kobo | null, closing: Kobo | null): string[] {
  const repaired: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const before = balanceBefore(rows, i, opening);
    if (before === null || row.balance === null || follows(rows, i, opening)) continue;
    const wanted = row.balance - before;
    if (wanted === 0 || Math.sign(wanted) !== Math.sign(row.amount)) continue;
    // The balance before is settled by the row above it (or is the opening balance); the row's own balance is
    // confirmed by the row below, or, on the last row, by the closing balance printed in the summary.
    const settled = settledBefore(rows, i, opening);
    const confirmed = balanceConfirmed(rows, i, opening, closing);
    if (settled && confirmed && (misreadOf(row.amount, wanted) || leadingDigitsLost(row.amount, wanted)) && !printedSo(row, wanted)) {
      row.misreadAs ??= row.amount;
      row.amount = wanted;
      repaired.push(row.date);
    }
  }
  return repaired;
}

/**
 * Puts back a balance OCR misread or could not read, only where both neighbours prove it: the previous balance plus
 * the amount and the next balance less its amount give the same figure, as long as the one read or one digit away
 * from it (one digit more or less), or the row's balance was unreadable.
 */
export function restoreMisreadBalances(rows: ValueRow[], opening: Kobo | null, closing: Kobo | null): string[] {
  const repaired: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const before = balanceBefore(rows, i, opening);
    const next = rows[i + 1];
    // What the row's balance must be, from below: the next row's balance less its amount, or on the last row the
    // closing balance the summary prints.
    const fromBelow = next ? (next.balance === null ? null : next.balance - next.amount) : closing;
    if (before === null || fromBelow === null) continue;
    const fromAbove = before + row.amount;
    // The rows above and below proving the same balance outweigh whatever was read in its cell: a digit or two, or
    // a figure a photo's rule or shadow made longer ("5,055,530.00" for 33,859.30). Only a scan's balances are
    // put back (the caller reads text files as printed), and each is said as a reading doubt.
    if (fromAbove !== row.balance && fromAbove === fromBelow) {
      row.balance = fromAbove;
      repaired.push(row.date);
      continue;
    }
    // An unreadable balance and an amount misread by one digit on the same row: the row below (its own balance
    // confirmed by the row after it) gives the balance, and the amount is the difference if it is one digit off.
    // A balance misread by one digit too ("122,059.37" for "322,059.37" beside "108.60" for "108.00"), when the
    // balance before the row is settled by the row above: two figures each one digit from what both sides prove.
    const nextConfirmed = next && (i + 2 < rows.length ? follows(rows, i + 2, opening) : closing === next.balance);
    const wanted = fromBelow - before;
    const settled = settledBefore(rows, i, opening);
    if (
      // The balance before the row must not be in doubt itself: a misread balance above an unreadable one is the
      // likelier single slip than the amount (see ocr-unread-balances.ts). The first row's, with no opening
      // balance printed, nothing contradicts.
      (row.balance === null ? settled || (i === 1 && opening === null) : settled && misreadOf(row.balance, fromBelow)) &&
      next &&
      nextConfirmed &&
      wanted !== 0 &&
      Math.sign(wanted) === Math.sign(row.amount) &&
      misreadOf(row.amount, wanted)
    ) {
      // An amount read surely keeps its figure; only its unreadable balance is put back, and the row then shows
      // that the figure printed is not what moved the balance.
      if (!printedSo(row, wanted)) {
        row.misreadAs ??= row.amount;
        row.amount = wanted;
      } else if (row.balance !== null) continue;
      row.balance = fromBelow;
      repaired.push(row.date);
    }
  }
  return repaired;
}

/** A run of misread balances is at most this long: longer, the amounts alone would be carrying too much. */
const MAX_BALANCE_RUN = 4;

/**
 * Balances of two to four rows in a row each misread by a digit (a fax's `320,762.62` for 320,702.62, then
 * `298,562.62` and `208,525.74`), put back where the rows around them prove it: the balance before the run is
 * settled by the row above, the amounts as read carry it to the balance the row after the run starts from, and each
 * balance in between is one digit from what they give. At the foot the run must reach the printed closing balance,
 * or `byTotals`, the closing balance the printed totals prove (`closingByPrintedTotals`); a closing balance misread by
 * a digit itself is then put back too. One misread balance is `restoreMisreadBalances`'s.
 */
export function restoreMisreadBalanceRuns(
  rows: ValueRow[],
  opening: Kobo | null,
  closing: Kobo | null,
  byTotals: Kobo | null,
): { dates: string[]; closing?: Kobo } {
  const dates: string[] = [];
  let closingRead: Kobo | undefined;
  for (let i = 0; i + 1 < rows.length; i++) {
    const before = balanceBefore(rows, i, opening);
    if (before === null || follows(rows, i, opening) || !settledBefore(rows, i, opening)) continue;
    for (let j = i + 1; j < Math.min(rows.length, i + MAX_BALANCE_RUN); j++) {
      const next = rows[j + 1];
      const run = rows.slice(i, j + 1);
      const balances: Kobo[] = [];
      run.reduce((b, r) => (balances.push(b + r.amount), b + r.amount), before);
      const reached = balances.at(-1)!;
      const target = next ? (next.balance === null ? null : next.balance - next.amount) : reached === closing || reached === byTotals ? reached : null;
      if (target === null && next) break;
      if (reached !== target) continue;
      // Each balance one digit off; one of them may be two digits off (UBA's screens: `37,306.76` for 37,395.76, under
      // `26,295.76` for 26,245.76), the amounts as read reaching the row below exactly.
      const misread = run.map((r, k) => r.balance !== null && r.balance !== balances[k] && misreadOf(r.balance, balances[k]));
      const twoOff = run.filter((r, k) => !misread[k] && r.balance !== null && digitsApart(r.balance, balances[k]) === 2).length;
      // A balance left unread between misread ones (a scan's `219,018.12`, nothing, `184,509.61`) is given too.
      const unread = run.filter((r) => r.balance === null).length;
      if (twoOff > 1 || unread === run.length || misread.filter((m) => !m).length !== twoOff + unread) break;
      run.forEach((r, k) => (r.balance = balances[k]));
      dates.push(...run.map((r) => r.date));
      if (!next && closing !== null && closing !== reached && misreadOf(closing, reached)) closingRead = reached;
      i = j;
      break;
    }
  }
  return { dates, ...(closingRead !== undefined ? { closing: closingRead } : {}) };
}
