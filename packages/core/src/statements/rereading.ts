import { StatementError, type ParsedStatement } from '../contract.ts';

/**
 * How a document is read again after a first reading fails its checks (parse-statement.ts): a scanned PDF's images
 * drawn smoothly, a refused scan or photo read a second way (OcrDocument.secondReading), or a scan image under a
 * text layer read from the image.
 */
export interface Rereading {
  smoothImages: boolean;
  secondReading: boolean;
  imageOverText: boolean;
}

export const FIRST_READING: Rereading = { smoothImages: false, secondReading: false, imageOverText: false };

/**
 * The second reading of a refused scan or photo stands only when it is read and holds at least the rows the refused
 * one read: a reading that agrees with itself because it lost half the page's rows is no better than a refusal, and
 * the refusal says what to do. With `balancesRead` (a page whose first reading found no row at all) it stands only
 * where a balance was read on half its rows at least: with no balance beside them nothing checks its figures, and
 * set 39's page copied from a bound file read 11 of its 21 rows so, one of them right.
 */
export async function secondReadingOr(
  refusal: StatementError,
  rowsRead: number,
  read: () => Promise<ParsedStatement>,
  { balancesRead = false }: { balancesRead?: boolean } = {},
): Promise<ParsedStatement> {
  try {
    const parsed = await read();
    const checked = !balancesRead || parsed.transactions.filter((t) => t.balance !== null).length * 2 >= parsed.transactions.length;
    if (parsed.transactions.length >= rowsRead && checked) return parsed;
  } catch (e) {
    if (!(e instanceof StatementError)) throw e;
  }
  throw refusal;
}

/**
 * A first reading that stands but does not reconcile, read again the second way: the second stands only where it
 * reconciles and holds at least the rows the first read; otherwise the first, with its warnings, is what was read.
 */
export async function reconciledSecondReadingOr(first: ParsedStatement, read: () => Promise<ParsedStatement>): Promise<ParsedStatement> {
  try {
    const second = await read();
    if (second.statement.reconciled && second.transactions.length >= first.transactions.length) return second;
  } catch (e) {
    if (!(e instanceof StatementError)) throw e;
  }
  return first;
}
