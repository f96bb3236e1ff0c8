/**
 * Monthly statements of one account merged into one file (a person joins three months for a loan application):
 * each month prints its own heading, summary box and opening balance, so the table reader sees a new section at
 * each, as it does for a second account. A section continues the main account when it names no other account
 * number and opens exactly where the account stood at the end of the rows before it; its rows join the main rows
 * and its summary extends the main one (closing balance, period end, printed totals summed). A second account (First
 * Bank's savings section, OPay's OWealth under the wallet's number) opens elsewhere and stays apart.
 */
import type { Kobo } from '../contract.ts';
import { normaliseRows } from './normalise-rows.ts';
import { readStatementInfo, type HeaderInfo } from './read-statement-info.ts';
import { reconcileBalances } from './reconcile-balances.ts';
import type { RawRow, TableRead, TableSection } from './types.ts';

/** Where the rows leave the account: the balance after the last booked row (null when the rows cannot tell). */
function closingOf(rows: readonly RawRow[], info: HeaderInfo, ocr: boolean): Kobo | null {
  const norm = normaliseRows(rows, { ocr, openingBalance: info.openingBalance, closingBalance: info.closingBalance });
  if (norm.rows.length === 0) return null;
  return reconcileBalances(norm.rows, {
    openingBalance: norm.openingBalance ?? info.openingBalance,
    closingBalance: null,
    openingBalanceRow: norm.openingBalanceRow,
  }).closingBalance;
}

const sum = (a: Kobo | null, b: Kobo | null): Kobo | null => (a === null || b === null ? null : a + b);

/**
 * The table with the sections that continue its main account joined to it, and the header info of the whole:
 * opening and period start of the first month, closing and period end of the last, printed totals summed (null
 * when a month prints none).
 */
export function joinContinuedSections(
  table: TableRead,
  header: HeaderInfo,
  ocr: boolean,
): { table: TableRead; header: HeaderInfo; months: number } {
  const others = table.otherSections ?? [];
  if (others.length === 0) return { table, header, months: 1 };
  let rows = table.rows;
  let info = header;
  let months = 1;
  const apart: TableSection[] = [];
  for (const section of others) {
    const own = readStatementInfo(section.headerText, [], section.closingRow ?? null, { ocr });
    const sameNumber = own.accountNumber === null || own.accountNumber === info.accountNumber;
    const closing = apart.length === 0 ? closingOf(rows, { ...info, closingBalance: null }, ocr) : null;
    if (sameNumber && closing !== null && own.openingBalance !== null && own.openingBalance === closing && section.rows.length > 0) {
      rows = [...rows, ...section.rows];
      info = {
        ...info,
        closingBalance: own.closingBalance,
        periodEnd: own.periodEnd ?? info.periodEnd,
        totalCredits: sum(info.totalCredits, own.totalCredits),
        totalDebits: sum(info.totalDebits, own.totalDebits),
      };
      months++;
    } else apart.push(section);
  }
  if (months === 1) return { table, header, months };
  const joined: TableRead = { ...table, rows };
  if (apart.length > 0) joined.otherSections = apart;
  else delete joined.otherSections;
  return { table: joined, header: info, months };
}
