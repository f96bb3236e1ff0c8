import type { Kobo } from '../contract.ts';
import { MESSAGES } from './messages.ts';

/** "1 November 2025" for "2025-11-01". */
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`;
};

/**
 * Why no transaction was found. A statement that prints its period and the same opening and closing balance, and
 * has no line we could not read, is a real statement of a quiet period ("No transactions for the selected period"):
 * the person is told so, not that the file may not be a statement.
 */
export function emptyStatementMessage(header: { periodStart: string | null; periodEnd: string | null; openingBalance: Kobo | null; closingBalance: Kobo | null }, skipped: number): string {
  const { periodStart, periodEnd, openingBalance, closingBalance } = header;
  const quiet = periodStart && periodEnd && openingBalance !== null && openingBalance === closingBalance && skipped === 0;
  return quiet ? MESSAGES.NO_TRANSACTIONS_IN_PERIOD(longDate(periodStart), longDate(periodEnd)) : MESSAGES.NO_TRANSACTIONS;
}
