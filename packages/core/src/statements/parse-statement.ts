import type { BankId, OtherAccount, ParsedStatement, StatementInfo, StatementWarning } from '../contract.ts';
import { joinCounterparty } from './clean-text.ts';
import { StatementError } from '../contract.ts';
import { matchKnownLayout } from './column-dictionary.ts';
import { detectBank } from './detect-bank.ts';
import { MESSAGES } from './messages.ts';
import { emptyStatementMessage, movedMoney, printsTransactions } from './empty-statement.ts';
import { yearUpTo } from './relative-days.ts';
import { bankName, withoutWordmark } from './bank-name.ts';
import { SAVINGS_APPS, savingsAppAccountId, savingsWalletNote } from './savings-wallet.ts';
import { normaliseRows, type ValueRow } from './normalise-rows.ts';
import { joinContinuedSections } from './join-continued-sections.ts';
import { readStatementInfo, type HeaderInfo } from './read-statement-info.ts';
import { reconcileBalances, type ReconcileResult } from './reconcile-balances.ts';
import { setAsideUnmovedLines, unmovedNotes } from './unmoved-lines.ts';
import { countsUnmoved } from './check-printed-totals.ts';
import { totalOnSide } from './printed-totals-figures.ts';
import { readOtherAccount } from './read-other-account.ts';
import { ADD_UP, alteredFigures, numbersWarnings } from './numbers-warnings.ts';
import { unreliableReading } from './reading-reliability.ts';
import { formatNaira } from '../money/kobo.ts';
import { witnessedNarrations, type NarrationRow } from './witnessed-narrations.ts';
import { FIRST_READING, reconciledSecondReadingOr, secondReadingOr, type Rereading } from './rereading.ts';
import { isTransactionReceipt } from './transaction-receipt.ts';
import { otherDocument } from './other-document.ts';
import { readingDoubts, unreadBalances } from './reading-doubts.ts';
import type { TableRead } from './types.ts';
import {
  extract,
  imageUnderText,
  NeedsOcr,
  ocrAtHand,
  pdfModule,
  type Extracted,
  type ParseStatementOptions,
} from './extract-document.ts';

export { detectFormat } from './detect-format.ts';
export type { DetectedFormat } from './detect-format.ts';

export { NeedsOcr, type ParseStatementOptions } from './extract-document.ts';

/** True when the PDF cannot be opened without a password. */
export async function pdfNeedsPassword(bytes: Uint8Array): Promise<boolean> {
  return (await pdfModule()).pdfNeedsPassword(bytes);
}

/** Checks a password without reading the statement: 'ok', 'required' (none given) or 'incorrect'. */
export async function checkPdfPassword(
  bytes: Uint8Array,
  password: string | undefined,
): Promise<'ok' | 'required' | 'incorrect'> {
  return (await pdfModule()).checkPdfPassword(bytes, password);
}
export type { OcrEngine } from '../documents/ocr-engine.ts';

export const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Reads a bank statement: bytes in, rows out. The format comes from the content; the password is used in memory
 * only. Throws `StatementError` (PASSWORD_REQUIRED, PASSWORD_INCORRECT, UNSUPPORTED_FORMAT, UNREADABLE,
 * NO_TRANSACTIONS, TOO_LARGE).
 */
export async function parseStatement(bytes: Uint8Array, options: ParseStatementOptions = {}): Promise<ParsedStatement> {
  return parseOnce(bytes, options, FIRST_READING);
}

/** `witnesses`: the rows of each reading refused before this one, as witnesses of its narrations (witnessed-narrations.ts). */
async function parseOnce(
  bytes: Uint8Array,
  options: ParseStatementOptions,
  reading: Rereading,
  witnesses: readonly (readonly NarrationRow[])[] = [],
): Promise<ParsedStatement> {
  if (bytes.length > MAX_BYTES) throw new StatementError('TOO_LARGE', MESSAGES.TOO_LARGE);
  if (bytes.length === 0) throw new StatementError('UNREADABLE', MESSAGES.EMPTY);
  let ex: Extracted;
  try {
    ex = await extract(bytes, options, reading);
  } catch (e) {
    if (e instanceof StatementError || e instanceof NeedsOcr) throw e;
    throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_TEXT);
  }
  // Months of one account merged into one file are one account (join-continued-sections.ts).
  const { table, header } = joinContinuedSections(
    ex.table,
    readStatementInfo(ex.table.headerText, ex.table.allText, ex.table.closingRow ?? null, { ocr: ex.ocr }),
    ex.ocr,
  );
  // With no period printed, dates without a year take the year up to the upload day (an app's history).
  const printedPeriod =
    header.periodStart && header.periodEnd ? { start: header.periodStart, end: header.periodEnd } : undefined;
  const period = printedPeriod ?? yearUpTo(options.today);
  const norm = normaliseRows(table.rows, {
    ocr: ex.ocr,
    openingBalance: header.openingBalance,
    closingBalance: header.closingBalance,
    ...(period ? { period } : {}),
    ...(printedPeriod ? { printedPeriod } : {}),
    printedTotals: { in: header.totalCredits, out: header.totalDebits },
  });
  // A credit report or a loan offer is read on its own page (other-document.ts); a payment's receipt is no statement
  // either (transaction-receipt.ts). Both are told before anything is read from them as a statement.
  const other = otherDocument(table.allText);
  if (other)
    throw new StatementError(
      'NO_TRANSACTIONS',
      other === 'credit-report' ? MESSAGES.CREDIT_REPORT : MESSAGES.LOAN_CONTRACT,
    );
  if (isTransactionReceipt(table.allText, norm.rows, ex.pages ?? 1))
    throw new StatementError('NO_TRANSACTIONS', MESSAGES.RECEIPT);
  if (norm.rows.length === 0) {
    const empty = new StatementError(
      'NO_TRANSACTIONS',
      emptyStatementMessage(header, norm.skipped, ex.ocr && !ex.printedText, table.allText),
    );
    // A scan or photo whose balances moved, or that prints a table, but whose table read no row is read a second way too
    // (a motion-blurred photo's lines split); still empty, the person is told the picture could not be read.
    if (ex.ocr && (movedMoney(header) || printsTransactions(table.allText)) && !reading.secondReading) {
      return secondReadingOr(
        empty,
        1,
        () => parseOnce(bytes, options, { ...reading, secondReading: true }, witnesses),
        { balancesRead: true },
      );
    }
    throw empty;
  }
  const stated = {
    openingBalance: norm.openingBalance ?? header.openingBalance,
    closingBalance: norm.closingBalance ?? header.closingBalance,
    openingBalanceRow: norm.openingBalanceRow,
  };
  // Holds, liens, cheques in clearing, totals and declined payments printed among the rows moved no money.
  const { rec, unmoved } = setAsideUnmovedLines(norm.rows, stated, reconcileBalances(norm.rows, stated), ex.ocr);
  const unmovedTotals = {
    in: norm.notMovedTotals.in + totalOnSide(unmoved, 'in'),
    out: norm.notMovedTotals.out + totalOnSide(unmoved, 'out'),
  };
  // A scan read so poorly that most rows disagree with their printed balances gives no figures, only what to do.
  // A figure read surely and one digit from what the balances prove was printed so: an alteration to show, not a misreading.
  const altered = ex.ocr ? alteredFigures(rec, header.closingBalance) : [];
  const misread = (rec.unreconciled ?? []).filter((u) => !altered.includes(u));
  const disagreeing = { count: rec.unreconciledCount ?? 0, rows: misread.map((u) => u.row) };
  const unreliable = ex.ocr
    ? unreliableReading(
        rec.rows,
        disagreeing,
        table,
        { opening: rec.openingBalance, closing: rec.closingBalance },
        reading.secondReading,
        {
          in: header.totalCredits,
          out: header.totalDebits,
        },
      )
    : null;
  // A PDF that prints its own text, which OCR read no better than its text did, is a layout we could not read, not a
  // blurred picture: the person is told no transactions were found, never to take a sharper photo.
  if (unreliable && ex.printedText)
    throw new StatementError('NO_TRANSACTIONS', emptyStatementMessage(header, norm.skipped, false, table.allText));
  // A scanned PDF is read once more with its images enlarged smoothly (OcrDocument.smoothImages): a page squeezed
  // to 100 dpi reads its digits in blocks wrong. Only when refused: the rules are measured on the usual drawing.
  if (unreliable && ex.format === 'scanned-pdf' && !reading.smoothImages)
    return parseOnce(bytes, options, { ...reading, smoothImages: true }, [...witnesses, rec.rows]);
  if (unreliable) {
    const { money, totals } = unreliable;
    const refusal = new StatementError(
      'UNREADABLE',
      totals
        ? MESSAGES.MISREAD_TOTALS(
            formatNaira(totals.rowsIn),
            formatNaira(totals.rowsOut),
            formatNaira(totals.printedIn),
            formatNaira(totals.printedOut),
          )
        : money
          ? MESSAGES.MISREAD_MONEY(formatNaira(money.misread), formatNaira(money.read))
          : MESSAGES.UNRELIABLE_SCAN(unreliable.agree, unreliable.rows),
    );
    // Still refused, it is read a second way (OcrDocument.secondReading): a blurred photo of low resolution loses
    // its figures' points and commas to the local threshold that evens out shadows.
    if (reading.secondReading) throw refusal;
    return secondReadingOr(refusal, unreliable.rows, () =>
      parseOnce(bytes, options, { ...reading, secondReading: true }, [...witnesses, rec.rows]),
    );
  }
  // A phone scanning app's PDF lays its own reading over the photo as invisible text; where that text does not add up,
  // the photo is what the person sees, and it is read instead (searchable-scan.ts).
  if (
    ex.format === 'pdf' &&
    !rec.reconciled &&
    ocrAtHand(options) &&
    !reading.imageOverText &&
    (await imageUnderText(bytes, options.password))
  ) {
    if (!options.ocr) throw new NeedsOcr();
    return parseOnce(bytes, options, { ...reading, imageOverText: true });
  }
  const rows = witnesses.reduce<ValueRow[]>((standing, refused) => witnessedNarrations(standing, refused), rec.rows);
  const layout = matchKnownLayout(table.headers);
  const narrations = rows.map((r) => r.description);
  const bank: BankId | null = detectBank(table.headerText, options.fileName, layout?.bank ?? null, narrations);
  if (!ex.ocr && notAStatement(table, header, bank, rec))
    throw new StatementError('NO_TRANSACTIONS', MESSAGES.NOT_A_STATEMENT);
  const dates = rec.rows.map((r) => r.date).sort();
  const details: StatementWarning[] = [
    ...table.warnings.map((message) => ({ kind: 'other' as const, message })),
    ...numbersWarnings(rec, header, ex.ocr, altered, ex.figureConfidences, unmovedTotals),
    ...ex.extraWarnings,
  ];
  const notes = [...rec.notes];
  if (norm.notMoved > 0) {
    const n = norm.notMoved;
    notes.push(
      `${n} failed or pending attempt${n > 1 ? 's' : ''} printed in the list moved no money and ${n > 1 ? 'were' : 'was'} left out.`,
    );
  }
  if (norm.notices > 0) {
    const n = norm.notices;
    notes.push(
      `${n} dated line${n > 1 ? 's' : ''} in the table carr${n > 1 ? 'y' : 'ies'} no amount and did not change the balance (a notice, a ₦0.00 check, a balance carried forward or a page's footer), so ${n > 1 ? 'they are' : 'it is'} not counted as ${n > 1 ? 'transactions' : 'a transaction'}.`,
    );
  }
  notes.push(...unmovedNotes(unmoved, countsUnmoved(rec.rows, header, unmovedTotals), header));
  if (bank && SAVINGS_APPS.has(bank)) notes.push(savingsWalletNote(bankName(bank)));
  details.push(...readingDoubts(norm, ex.ocr, ex.ocrConfidence), ...unreadBalances(rec.rows, ex.ocr));
  const otherAccounts = (table.otherSections ?? [])
    .map((s) => readOtherAccount(s, ex.ocr))
    .filter((a): a is OtherAccount => a !== null);
  const reconciled = rec.reconciled && !details.some((d) => d.kind === 'alteration' && ADD_UP.test(d.message));
  const statement: StatementInfo = {
    bank,
    accountName: withoutWordmark(header.accountName, bank),
    accountNumber: header.accountNumber ?? (bank && SAVINGS_APPS.has(bank) ? savingsAppAccountId(table.headerText) : null),
    currency: header.currency ?? 'NGN',
    periodStart: header.periodStart ?? dates[0],
    periodEnd: header.periodEnd ?? dates[dates.length - 1],
    openingBalance: rec.openingBalance,
    closingBalance: rec.closingBalance,
    pages: ex.pages,
    reconciled,
    warnings: details.map((d) => d.message),
    warningDetails: details,
    ...(notes.length > 0 ? { notes } : {}),
    ...(otherAccounts.length > 0 ? { otherAccounts } : {}),
  };
  const parsed: ParsedStatement = {
    statement,
    transactions: rows.map((r) => ({
      date: r.date,
      description: joinCounterparty(r.counterparty, r.description),
      amount: r.amount,
      balance: r.balance,
      ...(r.counterparty ? { counterparty: r.counterparty } : {}),
      ...(r.printedDescription ? { printedDescription: r.printedDescription } : {}),
    })),
    meta: {
      format: ex.format,
      layout: layout?.id ?? (table.headers.length > 0 ? 'generic' : 'inferred'),
      ...(ex.ocrConfidence !== undefined ? { ocrConfidence: ex.ocrConfidence } : {}),
    },
  };
  // A scan read whole but for a line it skipped, whose rows then miss its printed balances, is read the second way too
  // (set 38's photocopy lost its last row's date); an altered copy's figure is no misreading to read again.
  if (ex.ocr && !reading.secondReading && !reconciled && norm.skipped > 0 && altered.length === 0) {
    return reconciledSecondReadingOr(parsed, () =>
      parseOnce(bytes, options, { ...reading, secondReading: true }, [...witnesses, rec.rows]),
    );
  }
  return parsed;
}

/**
 * A spreadsheet or file of dates and amounts that is no statement (a household budget, an expense list): no heading a
 * statement prints was recognised, it names no bank, no account holder and no account number, and its "balances" do
 * not follow its rows on most of them. A statement without headings whose balances add up, or one that names its bank
 * or account, is read as before.
 */
function notAStatement(table: TableRead, header: HeaderInfo, bank: BankId | null, rec: ReconcileResult): boolean {
  if (table.headers.length > 0 || bank !== null || header.accountNumber !== null || header.accountName !== null)
    return false;
  return (rec.unreconciledCount ?? 0) * 2 >= rec.rows.length;
}
