import type { Kobo } from '../contract.ts';
import { MESSAGES } from './messages.ts';
import { formatNaira } from '../money/kobo.ts';
import { DATE_IN_LINE } from './date-cell-shape.ts';

interface EmptyHeader {
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: Kobo | null;
  closingBalance: Kobo | null;
  totalCredits?: Kobo | null;
  totalDebits?: Kobo | null;
}

/** "1 November 2025" for "2025-11-01". */
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`;
};

/**
 * Why no transaction was found. A statement that prints its period and the same opening and closing balance, and
 * has no line we could not read, is a real statement of a quiet period ("No transactions for the selected period"):
 * the person is told so, not that the file may not be a statement. A scan or photo whose opening and closing
 * balances differ had transactions that were not read: the person is told the picture could not be read and how to
 * take a better one, not that it may not be a statement.
 */
export function emptyStatementMessage(
  header: EmptyHeader,
  skipped: number,
  ocr = false,
  text: readonly string[] = [],
): string {
  const { periodStart, periodEnd, openingBalance, closingBalance } = header;
  if (ocr && (movedMoney(header) || printsTransactions(text))) return MESSAGES.UNREAD_SCAN_TABLE(provenBalances(header));
  const quiet = periodStart && periodEnd && openingBalance !== null && openingBalance === closingBalance && skipped === 0;
  return quiet ? MESSAGES.NO_TRANSACTIONS_IN_PERIOD(longDate(periodStart), longDate(periodEnd)) : MESSAGES.NO_TRANSACTIONS;
}

/** The statement's printed opening and closing balances differ: money moved in its period, so it has transactions. */
export function movedMoney(header: { openingBalance: Kobo | null; closingBalance: Kobo | null }): boolean {
  return header.openingBalance !== null && header.closingBalance !== null && header.openingBalance !== header.closingBalance;
}

/**
 * The opening and closing balances, as the person would read them, where the printed totals prove them (opening +
 * credits − debits = closing): a blurred photo's "530,273.90" read "530,273.98" is not named back to the person.
 */
function provenBalances({ openingBalance, closingBalance, totalCredits, totalDebits }: EmptyHeader): { opening: string; closing: string } | null {
  if (openingBalance === null || closingBalance === null || totalCredits == null || totalDebits == null) return null;
  if (openingBalance + totalCredits - totalDebits !== closingBalance) return null;
  return { opening: formatNaira(openingBalance), closing: formatNaira(closingBalance) };
}

const MONEY = /\d{1,3}(?:,\d{3})*\.\d{2}\b/;

/**
 * A picture whose text prints a table of transactions, though no row of it was read: five lines or more with a sum of
 * money and five with a date. A page copied from a bound file bends its lines, so a row's date, narration and figures
 * are read on lines apart, and its summary's balances apart from their labels (set 39's Union copy): the person is
 * told the picture could not be read, not that the file may not be a statement.
 */
export function printsTransactions(text: readonly string[]): boolean {
  return text.filter((l) => MONEY.test(l)).length >= 5 && text.filter((l) => DATE_IN_LINE.test(l)).length >= 5;
}
