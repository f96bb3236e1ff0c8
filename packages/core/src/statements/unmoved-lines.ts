import type { Kobo } from '../contract.ts';
import { formatNaira } from '../money/kobo.ts';
import type { ValueRow } from './normalise-rows.ts';
import type { HeaderInfo } from './read-statement-info.ts';
import { reconcileBalances, type ReconcileResult } from './reconcile-balances.ts';

type Stated = Parameters<typeof reconcileBalances>[1];

/** Words of a line that moved no money: an attempt that did not go through, a hold, a cheque not yet cleared, a total. */
const SAYS_UNMOVED =
  /\b(?:pending|declined|failed|failure|unsuccessful|rejected|cancell?ed|lien|hold|pre-?auth|uncleared|clearing|unpaid|total)\b/i;

/**
 * Lines a statement prints among its transactions that moved no money: a lien placed or released, a hold on funds
 * for a card's pre-authorisation, a cheque lodged but still in clearing, a cheque returned unpaid before it was paid,
 * a month's total, a pending or declined card payment. The bank prints an amount, but the balance does not move: the
 * line's balance is the one before it (or it prints none), and the next balance follows from the one before the line.
 * Counted, such lines invent income and spending, and a genuine statement is told its numbers do not add up.
 *
 * Tried only where the rows do not reconcile, and kept only where the rows without those lines disagree with their
 * balances on at least one row fewer for each line set aside: a debit and its reversal printed in the other order (a
 * reversal whose balance is the one before the pair) reconcile as a pair already, and a figure changed after printing
 * moves the balance, so neither is set aside.
 */
export function setAsideUnmovedLines(
  input: readonly ValueRow[],
  stated: Stated,
  rec: ReconcileResult,
  ocr = false,
): { rec: ReconcileResult; unmoved: ValueRow[] } {
  const none = { rec, unmoved: [] };
  if (rec.reconciled || rec.rows.every((r) => r.balance === null)) return none;
  // A scan's balances may be misread, or put back from the rows around them: there a line must also say it moved no
  // money (a dim photo's misread balances had made a real ₦5,000 top-up look unmoved).
  const unmoved = unmovedCandidates(rec.rows, rec.openingBalance, rec.closingBalance).filter(
    (r) => !ocr || SAYS_UNMOVED.test(r.description),
  );
  if (unmoved.length === 0) return none;
  const aside = new Set(unmoved.map((r) => r.sourceIndex));
  const kept = input.filter((r) => !aside.has(r.sourceIndex));
  if (kept.length !== input.length - unmoved.length) return none;
  const again = reconcileBalances(kept, stated);
  const disagreeing = (r: ReconcileResult) => (r.reconciled ? 0 : (r.unreconciledCount ?? r.unreconciled?.length ?? 0));
  if (disagreeing(again) + unmoved.length > disagreeing(rec)) return none;
  return { rec: again, unmoved };
}

/**
 * Rows (oldest first) whose amount the balance does not show: the balance is the one before the row, or the row
 * prints none and the next balance follows from the one before it without the row's amount (and not with it).
 */
function unmovedCandidates(rows: readonly ValueRow[], opening: Kobo | null, closing: Kobo | null): ValueRow[] {
  const out: ValueRow[] = [];
  let prev = opening;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    // The next row that moved the balance (a hold and its release may follow one another, both unchanged).
    let j = i + 1;
    while (j < rows.length && rows[j].balance === prev && rows[j].amount !== 0) j++;
    const next = rows[j];
    const followsFrom = (before: Kobo): boolean =>
      next ? next.balance !== null && before + next.amount === next.balance : closing === null || closing === before;
    if (prev !== null && r.amount !== 0) {
      const unchanged = r.balance === prev && followsFrom(prev);
      const unprinted = r.balance === null && next !== undefined && followsFrom(prev) && !followsFrom(prev + r.amount);
      if (unchanged || unprinted) {
        out.push(r);
        continue;
      }
    }
    prev = r.balance ?? (prev === null ? null : prev + r.amount);
  }
  return out;
}

/**
 * What the person is told: the lines left out, named by the first of them, and a printed total that counts them.
 */
export function unmovedNotes(
  unmoved: readonly ValueRow[],
  countedSides: readonly ('in' | 'out')[],
  header: Pick<HeaderInfo, 'totalCredits' | 'totalDebits'>,
): string[] {
  const notes: string[] = [];
  const n = unmoved.length;
  if (n > 0) {
    const first = unmoved[0].description.length > 60 ? `${unmoved[0].description.slice(0, 57)}…` : unmoved[0].description;
    notes.push(
      `${n} line${n > 1 ? 's' : ''} printed among the transactions moved no money (the balance beside ${n > 1 ? 'them' : 'it'} did not change; the first: ${unmoved[0].date}, “${first}”), so ${n > 1 ? 'they were' : 'it was'} left out: a hold or lien, a cheque still in clearing, a total or a declined payment.`,
    );
  }
  for (const side of countedSides) {
    const printed = side === 'in' ? header.totalCredits : header.totalDebits;
    if (printed !== null)
      notes.push(`The printed total of money ${side} (${formatNaira(printed)}) also counts the lines that moved no money.`);
  }
  return notes;
}
