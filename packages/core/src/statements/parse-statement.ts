import type {
  BankId,
  OtherAccount,
  ParsedStatement,
  StatementInfo,
  StatementWarning,
} from '../contract.ts';
import { joinCounterparty } from './clean-text.ts';
import { StatementError } from '../contract.ts';
import { matchKnownLayout } from './column-dictionary.ts';
import { detectBank } from './detect-bank.ts';
import { detectFormat } from './detect-format.ts';
import { groupLines } from './group-lines.ts';
import { MESSAGES } from './messages.ts';
import { emptyStatementMessage } from './empty-statement.ts';
import { withRelativeDays, yearUpTo } from './relative-days.ts';
import { bankName } from './bank-name.ts';
import { SAVINGS_APPS, savingsWalletNote } from './savings-wallet.ts';
import { normaliseRows } from './normalise-rows.ts';
import type { OcrEngine } from '../documents/ocr-engine.ts';
import type { OcrPage } from './ocr-words.ts';
import { readGridTable } from './read-grid-table.ts';
import { joinMonthSheets } from './join-month-sheets.ts';
import { readTableOrCards } from './read-card-list.ts';
import { joinContinuedSections } from './join-continued-sections.ts';
import { readStatementInfo, type HeaderInfo } from './read-statement-info.ts';
import { reconcileBalances, type ReconcileResult } from './reconcile-balances.ts';
import { pdfTamperSignals } from './tamper-signals.ts';
import { coveredFiguresWarning } from './covered-figures.ts';
import { figuresOutOfLineWarning } from './figures-out-of-line.ts';
import { checkPages } from './check-pages.ts';
import { inPrintedOrder } from './page-order.ts';
import { twoUpAsPages } from './two-up-pages.ts';
import { readOtherAccount } from './read-other-account.ts';
import { ADD_UP, numbersWarnings } from './numbers-warnings.ts';
import { alteredFigure } from './ocr-misread-figures.ts';
import { withDecimalPoints } from './decimal-comma.ts';
import { unreliableReading } from './reading-reliability.ts';
import { formatNaira } from '../money/kobo.ts';
import { FIRST_READING, secondReadingOr, type Rereading } from './rereading.ts';
import { isTransactionReceipt } from './transaction-receipt.ts';
import { dropScreenOverlaps } from './screen-overlaps.ts';
import { readingDoubts, unreadBalances } from './reading-doubts.ts';
import type { Line, TableRead } from './types.ts';

export { detectFormat } from './detect-format.ts';
export type { DetectedFormat } from './detect-format.ts';

// pdf.js, the OCR engine and the spreadsheet reader are loaded when a file needs them: a small CSV or text PDF
// should not pay for modules it never uses (the command line starts in a fraction of a second).
const pdfModule = () => import('./pdf-text-items.ts');
const ocrModule = () => import('./ocr-words.ts');

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

export interface ParseStatementOptions {
  password?: string;
  /** Only used as a hint for bank detection; the format always comes from the content. */
  fileName?: string;
  /** Text recognition for scans and photos; without it such files are refused as UNREADABLE. */
  ocr?: OcrEngine;
  /**
   * Throw `NeedsOcr` instead of starting text recognition, so that the caller can run a scan under its own time and
   * memory limits (the command line reads text documents in its own process and scans in a worker thread).
   */
  deferOcr?: boolean;
  /**
   * The day the document was uploaded (YYYY-MM-DD): it dates an app's "Today" and "Yesterday" and gives a year to
   * dates printed without one when the document prints no period (relative-days.ts). Core reads no clock.
   */
  today?: string;
}

/** Thrown when `deferOcr` is set and the file is a scan or a photo: read it again with OCR where limits apply. */
export class NeedsOcr extends Error {
  constructor() {
    super('This file needs text recognition.');
    this.name = 'NeedsOcr';
  }
}

type Format = ParsedStatement['meta']['format'];

interface Extracted {
  table: TableRead;
  format: Format;
  pages: number | null;
  /** Signs read off the file itself, each with its kind (see `fileSigns`). */
  extraWarnings: StatementWarning[];
  ocrConfidence?: number;
  ocr: boolean;
}


function tableFromOcr(pages: OcrPage[], today?: string): { table: TableRead; confidence: number; lines: readonly Line[] } {
  const lines = inPrintedOrder(pages.flatMap((p) => p.lines));
  const read = readTableOrCards(withRelativeDays(lines, today));
  // Screenshots scrolled and joined one a page repeat rows where they overlap (screen-overlaps.ts).
  const table = pages.length > 1 ? { ...read, rows: dropScreenOverlaps(read.rows) } : read;
  const confs = pages.map((p) => p.confidence);
  const confidence = confs.length ? Math.round((confs.reduce((a, b) => a + b, 0) / confs.length) * 10) / 10 : 0;
  return { table, confidence, lines };
}

/**
 * Whether a page's text is placed word by word, as an OCR layer is (and some report writers): only then is the
 * page's drawing looked at for a searchable scan, which costs about 50 ms a file (see searchable-scan.ts).
 */
function wordByWord(segments: readonly { text: string }[]): boolean {
  return segments.length >= 20 && segments.filter((s) => !s.text.includes(' ')).length >= 0.8 * segments.length;
}

/** Whether OCR can be had for this reading: here (options.ocr) or in the background job (deferOcr). */
const ocrAtHand = (options: ParseStatementOptions): boolean => options.ocr !== undefined || options.deferOcr === true;

/**
 * Whether a text PDF's first page is a scan image under invisible text. It opens the file again: it is asked only of
 * a text PDF that does not add up, where keeping the first opening alive for it would cost every other file.
 */
async function imageUnderText(bytes: Uint8Array, password: string | undefined): Promise<boolean> {
  const { openPdf } = await pdfModule();
  const { pdf, close } = await openPdf(bytes, password);
  try {
    return await import('./searchable-scan.ts').then((m) => m.isSearchableScan(pdf));
  } finally {
    await close();
  }
}

async function extractPdf(bytes: Uint8Array, options: ParseStatementOptions, { smoothImages, secondReading, imageOverText }: Rereading): Promise<Extracted> {
  const { openPdf, pdfMetadata, pdfTextItems } = await pdfModule();
  const { pdf, close } = await openPdf(bytes, options.password);
  try {
    const sheets = await pdfTextItems(pdf);
    // Two pages printed to a sheet are read as the two pages they are (the page count stays the file's).
    const pages = twoUpAsPages(sheets);
    const meta = await pdfMetadata(pdf);
    // A file's editing history alone proves nothing about its numbers: it is one of the other checks.
    const extraWarnings: StatementWarning[] = pdfTamperSignals(meta).map((message) => ({ kind: 'other', message }));
    const segments = pages.flatMap((p) => p.segments);
    const textChars = segments.reduce((n, s) => n + s.text.length, 0);
    // A searchable scan's hidden text is the scanner's rough reading: where OCR is at hand, the image is read instead.
    const hiddenText =
      imageOverText ||
      (ocrAtHand(options) && wordByWord(pages[0]?.segments ?? []) && (await import('./searchable-scan.ts').then((m) => m.isSearchableScan(pdf))));
    if ((textChars >= 40 * Math.max(1, Math.min(pages.length, 3)) || !options.ocr) && !hiddenText) {
      const lines = inPrintedOrder(groupLines(segments));
      const table = readTableOrCards(withRelativeDays(lines, options.today));
      if (table.rows.length > 0 || !options.ocr) {
        extraWarnings.push(...pageAlterations(lines, pages.length));
        const covered = coveredFiguresWarning(lines);
        // A figure typed over another is a changed figure.
        if (covered) extraWarnings.push({ kind: 'alteration', message: covered });
        // A figure made longer in an editor sticks out of its right-aligned column.
        const outOfLine = figuresOutOfLineWarning(lines);
        if (outOfLine) extraWarnings.push({ kind: 'alteration', message: outOfLine });
        if (textChars === 0 && !options.ocr) throw new StatementError('UNREADABLE', MESSAGES.OCR_NOT_CONFIGURED);
        return { table, format: 'pdf', pages: sheets.length, extraWarnings, ocr: false };
      }
    }
    // A scan: render each page and read it with OCR.
    if (options.deferOcr) throw new NeedsOcr();
    const { readByOcr } = await ocrModule();
    const scan = { kind: 'pdf', bytes, password: options.password, pageCount: pdf.numPages, sparse: true, smoothImages, secondReading } as const;
    const ocrPages = await readByOcr(scan, options.ocr!);
    const { table, confidence, lines } = tableFromOcr(ocrPages, options.today);
    extraWarnings.push(...pageAlterations(lines, sheets.length));
    return { table, format: 'scanned-pdf', pages: sheets.length, extraWarnings, ocrConfidence: confidence, ocr: true };
  } finally {
    await close();
  }
}

async function extract(bytes: Uint8Array, options: ParseStatementOptions, reading: Rereading): Promise<Extracted> {
  const format = detectFormat(bytes);
  switch (format) {
    case 'pdf':
      return extractPdf(bytes, options, reading);
    case 'png':
    case 'jpeg':
    case 'webp': {
      if (!options.ocr) throw new StatementError('UNREADABLE', MESSAGES.OCR_NOT_CONFIGURED);
      if (options.deferOcr) throw new NeedsOcr();
      const { readByOcr } = await ocrModule();
      const ocrPages = await readByOcr({ kind: 'images', images: [bytes], sparse: true, secondReading: reading.secondReading }, options.ocr);
      const { table, confidence } = tableFromOcr(ocrPages, options.today);
      return { table, format: 'image', pages: 1, extraWarnings: [], ocrConfidence: confidence, ocr: true };
    }
    case 'csv': {
      const { readCsv } = await import('./read-csv.ts');
      const grid = withDecimalPoints(readCsv(bytes));
      return { table: readGridTable(grid), format: 'csv', pages: null, extraWarnings: [], ocr: false };
    }
    case 'xls':
    case 'xlsx': {
      const { readSpreadsheet } = await import('./read-spreadsheet.ts');
      const { openSheet } = await import('./protected-sheet.ts');
      const { opened, format: sheetFormat } = await openSheet(bytes, format, options.password);
      const sheets = readSpreadsheet(opened, sheetFormat);
      const tables = sheets.map((s) => readGridTable(withDecimalPoints(s.grid)));
      const joined = joinMonthSheets(tables);
      if (joined) return { table: joined, format, pages: null, extraWarnings: [], ocr: false };
      const best = tables.reduce<TableRead | null>((b, t) => (!b || t.rows.length > b.rows.length ? t : b), null);
      if (!best) throw new StatementError('NO_TRANSACTIONS', MESSAGES.NO_TRANSACTIONS);
      // The other sheets are the statement's cover (a "Summary" sheet before the transactions holds the name,
      // account number and totals): their text is read as if printed above the table, after its own title.
      const cover = tables.filter((t) => t !== best).flatMap((t) => t.allText.filter((x) => x !== '').slice(0, 40));
      // After the table's own title, which names the bank first where it prints one.
      const table = cover.length ? { ...best, headerText: [...best.headerText, ...cover], allText: [...best.allText, ...cover] } : best;
      return { table, format, pages: null, extraWarnings: [], ocr: false };
    }
    default:
      throw new StatementError('UNSUPPORTED_FORMAT', MESSAGES.UNSUPPORTED_FORMAT);
  }
}

/**
 * Reads a bank statement: bytes in, rows out. The format comes from the content; the password is used in memory
 * only. Throws `StatementError` (PASSWORD_REQUIRED, PASSWORD_INCORRECT, UNSUPPORTED_FORMAT, UNREADABLE,
 * NO_TRANSACTIONS, TOO_LARGE).
 */
export async function parseStatement(bytes: Uint8Array, options: ParseStatementOptions = {}): Promise<ParsedStatement> {
  return parseOnce(bytes, options, FIRST_READING);
}

async function parseOnce(bytes: Uint8Array, options: ParseStatementOptions, reading: Rereading): Promise<ParsedStatement> {
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
  const printedPeriod = header.periodStart && header.periodEnd ? { start: header.periodStart, end: header.periodEnd } : undefined;
  const period = printedPeriod ?? yearUpTo(options.today);
  const norm = normaliseRows(table.rows, {
    ocr: ex.ocr,
    openingBalance: header.openingBalance,
    closingBalance: header.closingBalance,
    ...(period ? { period } : {}),
    ...(printedPeriod ? { printedPeriod } : {}),
    printedTotals: { in: header.totalCredits, out: header.totalDebits },
  });
  // A payment's receipt is told before anything is read from it as a statement (transaction-receipt.ts).
  if (isTransactionReceipt(table.allText, norm.rows, ex.pages ?? 1)) throw new StatementError('NO_TRANSACTIONS', MESSAGES.RECEIPT);
  if (norm.rows.length === 0) throw new StatementError('NO_TRANSACTIONS', emptyStatementMessage(header, norm.skipped));
  const rec = reconcileBalances(norm.rows, {
    openingBalance: norm.openingBalance ?? header.openingBalance,
    closingBalance: norm.closingBalance ?? header.closingBalance,
    openingBalanceRow: norm.openingBalanceRow,
  });
  // A scan read so poorly that most rows disagree with their printed balances gives no figures, only what to do.
  // A figure read surely and one digit from what the balances prove was printed so: an alteration to show, not a misreading.
  const misread = (rec.unreconciled ?? []).filter((u) => !alteredFigure(rec.rows, rec.rows.indexOf(u.row), rec.openingBalance, header.closingBalance));
  const disagreeing = { count: rec.unreconciledCount ?? 0, rows: misread.map((u) => u.row) };
  const unreliable = ex.ocr ? unreliableReading(rec.rows, disagreeing, table, { opening: rec.openingBalance, closing: rec.closingBalance }) : null;
  // A scanned PDF is read once more with its images enlarged smoothly (OcrDocument.smoothImages): a page squeezed
  // to 100 dpi reads its digits in blocks wrong. Only when refused: the rules are measured on the usual drawing.
  if (unreliable && ex.format === 'scanned-pdf' && !reading.smoothImages) return parseOnce(bytes, options, { ...reading, smoothImages: true });
  if (unreliable) {
    const { money } = unreliable;
    const refusal = new StatementError(
      'UNREADABLE',
      money ? MESSAGES.MISREAD_MONEY(formatNaira(money.misread), formatNaira(money.read)) : MESSAGES.UNRELIABLE_SCAN(unreliable.agree, unreliable.rows),
    );
    // Still refused, it is read a second way (OcrDocument.secondReading): a blurred photo of low resolution loses
    // its figures' points and commas to the local threshold that evens out shadows.
    if (reading.secondReading) throw refusal;
    return secondReadingOr(refusal, unreliable.rows, () => parseOnce(bytes, options, { ...reading, secondReading: true }));
  }
  // A phone scanning app's PDF lays its own reading over the photo as invisible text; where that text does not add up,
  // the photo is what the person sees, and it is read instead (searchable-scan.ts).
  if (ex.format === 'pdf' && !rec.reconciled && ocrAtHand(options) && !reading.imageOverText && (await imageUnderText(bytes, options.password))) {
    if (!options.ocr) throw new NeedsOcr();
    return parseOnce(bytes, options, { ...reading, imageOverText: true });
  }
  const layout = matchKnownLayout(table.headers);
  const narrations = rec.rows.map((r) => r.description);
  const bank: BankId | null = detectBank(table.headerText, options.fileName, layout?.bank ?? null, narrations);
  if (!ex.ocr && notAStatement(table, header, bank, rec)) throw new StatementError('NO_TRANSACTIONS', MESSAGES.NOT_A_STATEMENT);
  const dates = rec.rows.map((r) => r.date).sort();
  const details: StatementWarning[] = [
    ...table.warnings.map((message) => ({ kind: 'other' as const, message })),
    ...numbersWarnings(rec, header, ex.ocr),
    ...ex.extraWarnings,
  ];
  const notes = [...rec.notes];
  if (norm.notMoved > 0) {
    const n = norm.notMoved;
    notes.push(`${n} failed or pending attempt${n > 1 ? 's' : ''} printed in the list moved no money and ${n > 1 ? 'were' : 'was'} left out.`);
  }
  if (bank && SAVINGS_APPS.has(bank)) notes.push(savingsWalletNote(bankName(bank)));
  details.push(...readingDoubts(norm, ex.ocr, ex.ocrConfidence), ...unreadBalances(rec.rows, ex.ocr));
  const otherAccounts = (table.otherSections ?? []).map((s) => readOtherAccount(s, ex.ocr)).filter((a): a is OtherAccount => a !== null);
  const reconciled = rec.reconciled && !details.some((d) => d.kind === 'alteration' && ADD_UP.test(d.message));
  const statement: StatementInfo = {
    bank,
    accountName: header.accountName,
    accountNumber: header.accountNumber,
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
  return {
    statement,
    transactions: rec.rows.map((r) => ({
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
}

/**
 * A spreadsheet or file of dates and amounts that is no statement (a household budget, an expense list): no heading a
 * statement prints was recognised, it names no bank, no account holder and no account number, and its "balances" do
 * not follow its rows on most of them. A statement without headings whose balances add up, or one that names its bank
 * or account, is read as before.
 */
function notAStatement(table: TableRead, header: HeaderInfo, bank: BankId | null, rec: ReconcileResult): boolean {
  if (table.headers.length > 0 || bank !== null || header.accountNumber !== null || header.accountName !== null) return false;
  return (rec.unreconciledCount ?? 0) * 2 >= rec.rows.length;
}

/** Pages missing, repeated or out of their printed numbers change what adds up: a possible alteration. */
function pageAlterations(lines: readonly Line[], pageCount: number): StatementWarning[] {
  return checkPages(lines, pageCount).map((message) => ({ kind: 'alteration', message }));
}
