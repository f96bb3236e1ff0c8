import type { Kobo, ParsedStatement, StatementWarning } from '../contract.ts';
import { StatementError } from '../contract.ts';
import type { OcrEngine } from '../documents/ocr-engine.ts';
import { checkPages } from './check-pages.ts';
import { coveredFiguresWarning } from './covered-figures.ts';
import { withDecimalPoints } from './decimal-comma.ts';
import { detectFormat } from './detect-format.ts';
import { figureConfidences } from './figure-confidence.ts';
import { figuresOutOfLineWarning } from './figures-out-of-line.ts';
import { groupLines } from './group-lines.ts';
import { otherAccountSheets } from './account-sheets.ts';
import { joinMonthSheets } from './join-month-sheets.ts';
import { MESSAGES } from './messages.ts';
import type { OcrPage } from './ocr-words.ts';
import { inPrintedOrder } from './page-order.ts';
import { readTableOrCards } from './read-card-list.ts';
import { readGridTable } from './read-grid-table.ts';
import { withRelativeDays } from './relative-days.ts';
import type { Rereading } from './rereading.ts';
import { dropScreenOverlaps } from './screen-overlaps.ts';
import { pdfTamperSignals, savedAfterCreation } from './tamper-signals.ts';
import { sheetAcrossPages } from './sheet-across-pages.ts';
import { twoUpAsPages, twoUpReadPages } from './two-up-pages.ts';
import type { Line, TableRead } from './types.ts';
import { otherDocument } from './other-document.ts';
import { ocrWouldReadMore } from './ocr-would-read-more.ts';

/**
 * A document's table read out of its bytes, by its format: a PDF's text (or its pages by OCR when it is a scan), a
 * photo by OCR, a CSV or a workbook's sheets. What the rows mean is parse-statement.ts's.
 */

// pdf.js, the OCR engine and the spreadsheet reader are loaded when a file needs them: a small CSV or text PDF
// should not pay for modules it never uses (the command line starts in a fraction of a second).
export const pdfModule = () => import('./pdf-text-items.ts');
const ocrModule = () => import('./ocr-words.ts');

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

export interface Extracted {
  table: TableRead;
  format: Format;
  pages: number | null;
  /** Signs read off the file itself, each with its kind (see `fileSigns`). */
  extraWarnings: StatementWarning[];
  ocrConfidence?: number;
  /** A scan's figures and how surely each was read (figure-confidence.ts). */
  figureConfidences?: ReadonlyMap<Kobo, number>;
  ocr: boolean;
  /**
   * A PDF whose own visible text was read and gave no table, read by OCR as well: when neither finds its rows, the
   * person is told no transactions were found in the file, not to take a sharper photo.
   */
  printedText?: boolean;
}

function tableFromOcr(
  recognised: OcrPage[],
  today?: string,
): { table: TableRead; confidence: number; lines: readonly Line[] } {
  // A scanned sheet of two or four pages is read as its pages (two-up-pages.ts).
  const pages = twoUpReadPages(recognised);
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
export const ocrAtHand = (options: ParseStatementOptions): boolean =>
  options.ocr !== undefined || options.deferOcr === true;

/**
 * Whether a text PDF's first page is a scan image under invisible text. It opens the file again: it is asked only of
 * a text PDF that does not add up, where keeping the first opening alive for it would cost every other file.
 */
export async function imageUnderText(bytes: Uint8Array, password: string | undefined): Promise<boolean> {
  const { openPdf } = await pdfModule();
  const { pdf, close } = await openPdf(bytes, password);
  try {
    return await import('./searchable-scan.ts').then((m) => m.isSearchableScan(pdf));
  } finally {
    await close();
  }
}

async function extractPdf(
  bytes: Uint8Array,
  options: ParseStatementOptions,
  { smoothImages, secondReading, imageOverText }: Rereading,
): Promise<Extracted> {
  const { openPdf, pdfMetadata, pdfTextItems } = await pdfModule();
  const { pdf, close } = await openPdf(bytes, options.password);
  try {
    const sheets = await pdfTextItems(pdf);
    // Two pages printed to a sheet are read as the two pages they are (the page count stays the file's).
    // A spreadsheet printed across pages is put back together (sheet-across-pages.ts).
    const pages = sheetAcrossPages(twoUpAsPages(sheets));
    const meta = await pdfMetadata(pdf);
    // The file's editing history: a change days after creation is an alteration sign, the rest other checks.
    // A later save that only appended to the file (its first revision prints the same) is a stamp or a signature.
    const appended =
      savedAfterCreation(meta) &&
      (await import('./pdf-revisions.ts').then((m) => m.onlyAddedTo(bytes, options.password, sheets)));
    const extraWarnings: StatementWarning[] = pdfTamperSignals(meta, appended);
    const segments = pages.flatMap((p) => p.segments);
    const textChars = segments.reduce((n, s) => n + s.text.length, 0);
    // A searchable scan's hidden text is the scanner's rough reading: where OCR is at hand, the image is read instead.
    const hiddenText =
      imageOverText ||
      (ocrAtHand(options) &&
        wordByWord(pages[0]?.segments ?? []) &&
        (await import('./searchable-scan.ts').then((m) => m.isSearchableScan(pdf))));
    // Enough visible text to be the file's own print, not a scan's stray words.
    const printedText = !hiddenText && textChars >= 40 * Math.max(1, Math.min(pages.length, 3));
    if ((printedText || !options.ocr) && !hiddenText) {
      const lines = inPrintedOrder(groupLines(segments));
      const table = readTableOrCards(withRelativeDays(lines, options.today));
      // A text layer of the page's own words is what OCR would read too (ocr-would-read-more.ts), and another kind of
      // document is told from it (other-document.ts): neither is sent to OCR when its table gave no row.
      // A scan's stray words (a scanner app's watermark line) are not a page's text: it is still read by OCR.
      const ownText = lines.length >= 10 * Math.min(pages.length, 3);
      if (
        table.rows.length > 0 ||
        !options.ocr ||
        otherDocument(table.allText) ||
        (ownText && !ocrWouldReadMore(table.allText))
      ) {
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
    const scan = {
      kind: 'pdf',
      bytes,
      password: options.password,
      pageCount: pdf.numPages,
      sparse: true,
      smoothImages,
      secondReading,
    } as const;
    const ocrPages = await readByOcr(scan, options.ocr!);
    const { table, confidence, lines } = tableFromOcr(ocrPages, options.today);
    extraWarnings.push(...pageAlterations(lines, sheets.length));
    return {
      table,
      format: 'scanned-pdf',
      pages: sheets.length,
      extraWarnings,
      ocrConfidence: confidence,
      figureConfidences: figureConfidences(lines),
      ocr: true,
      printedText,
    };
  } finally {
    await close();
  }
}

export async function extract(
  bytes: Uint8Array,
  options: ParseStatementOptions,
  reading: Rereading,
): Promise<Extracted> {
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
      const ocrPages = await readByOcr(
        { kind: 'images', images: [bytes], sparse: true, secondReading: reading.secondReading },
        options.ocr,
      );
      const { table, confidence, lines } = tableFromOcr(ocrPages, options.today);
      return {
        table,
        format: 'image',
        pages: 1,
        extraWarnings: [],
        ocrConfidence: confidence,
        figureConfidences: figureConfidences(lines),
        ocr: true,
      };
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
      // Sheets of other accounts are reported apart; the rest are the statement's cover (a "Summary" sheet before
      // the transactions holds the name, account number and totals): their text is read as if printed above the
      // table, after its own title, which names the bank first where it prints one.
      const { sections, apart } = otherAccountSheets(
        tables,
        sheets.map((s) => s.name),
        best,
      );
      const cover = tables
        .filter((t) => t !== best && !apart.has(t))
        .flatMap((t) => t.allText.filter((x) => x !== '').slice(0, 40));
      const covered = cover.length
        ? { ...best, headerText: [...best.headerText, ...cover], allText: [...best.allText, ...cover] }
        : best;
      const table = sections.length ? { ...covered, otherSections: sections } : covered;
      return { table, format, pages: null, extraWarnings: [], ocr: false };
    }
    default:
      throw new StatementError('UNSUPPORTED_FORMAT', MESSAGES.UNSUPPORTED_FORMAT);
  }
}

/** Pages missing, repeated or out of their printed numbers change what adds up: a possible alteration. */
function pageAlterations(lines: readonly Line[], pageCount: number): StatementWarning[] {
  return checkPages(lines, pageCount).map((message) => ({ kind: 'alteration', message }));
}
