import type { GreyImage, OcrDocument, OcrEngine, PageRenderer, RecognisedPage, RecognisedWord, RenderablePdf } from '../documents/ocr-engine.ts';
import { StatementError } from '../contract.ts';
import { MESSAGES } from './messages.ts';
import { levelColumns } from './ocr-columns.ts';
import { groupOcrWords, trimTallWords } from './group-ocr-words.ts';
import { linesOfOcrWords } from './ocr-lines.ts';
import { withoutRereadWords } from './ocr-reread-words.ts';
import { pageSigns, type PageSigns } from './naira-sign-width.ts';
import { skewOfGrey, thresholdGrey } from './threshold.ts';
import type { Line } from './types.ts';

/**
 * The pure side of OCR: limits checked before any pixel is drawn, the sizes pages are read at, the local threshold
 * and skew of a page, and recognised words turned into positioned lines. Rendering, image decoding and recognition
 * are an injected `OcrEngine` (see documents/ocr-engine.ts).
 */

export interface OcrPage {
  lines: Line[];
  confidence: number;
  width: number;
  height: number;
}

/** Largest page or image read (pixels): about 160 MB of native memory once decoded to RGBA. */
export const MAX_OCR_PIXELS = 40_000_000;
/**
 * Scanned pages read at most: OCR takes about 5 s a page here, and the worker's limit is 10 minutes. Checked before
 * a single page is rendered, so a 999-page vector "scan" costs nothing but this check.
 */
export const MAX_OCR_PAGES = 60;
/** Longest side an image is brought to before recognition (small text needs ~25 px letters). */
export const TARGET_WIDTH = 2400;

/** Refuses a scan with more pages than OCR reads. */
export function checkOcrPageCount(pageCount: number): void {
  if (pageCount > MAX_OCR_PAGES) throw new StatementError('TOO_LARGE', MESSAGES.TOO_MANY_SCANNED_PAGES);
}

/** Refuses a page or an image too large to hold, or too small to hold text. */
export function checkOcrSize(width: number, height: number): void {
  if (width < 50 || height < 50) throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_IMAGE);
  if (width * height > MAX_OCR_PIXELS) throw new StatementError('TOO_LARGE', MESSAGES.TOO_LARGE);
}

/** The scale a PDF page of `width` points is rendered at for OCR. */
export function pdfPageScale(width: number): number {
  return Math.min(4, TARGET_WIDTH / Math.max(1, width));
}

/**
 * The scale an image of `width` × `height` pixels is read at: small photos and screenshots are enlarged towards
 * `TARGET_WIDTH` (up to 3×). A page held in landscape prints its text across more width, so it is read at a width as
 * much greater as the page is wider than tall (up to 1.5×): a landscape statement photographed 2000 px wide has
 * letters 12 px high, too small to read, at the width a portrait page reads well at.
 */
export function imageScale(width: number, height = width): number {
  // Clearly landscape only (A4 on its side is 1.41 wide to 1): a photo nearly square is framed, not turned.
  const ratio = width / Math.max(1, height);
  const target = TARGET_WIDTH * (ratio >= 1.3 ? Math.min(1.5, ratio) : 1);
  return width < target * 0.75 ? Math.min(3, target / width) : 1;
}

/**
 * One function per page of a scanned PDF that renders it when called, so pages are drawn one at a time as the OCR
 * workers take them and never all held at once. Refuses a scan longer than `MAX_OCR_PAGES` before drawing anything.
 */
export function pdfPagesForOcr(pdf: RenderablePdf, renderer: PageRenderer, options: { smoothImages?: boolean } = {}): (() => Promise<GreyImage>)[] {
  checkOcrPageCount(pdf.numPages);
  return Array.from({ length: pdf.numPages }, (_, i) => () => renderer.renderPage(pdf, i + 1, options));
}

/** A phone held askew over a table turns the page this far (degrees); within 3° is the usual search. */
const MAX_SKEW_DEGREES = 10;

/**
 * Binarises a page with a local threshold (helps photos with uneven light) and measures its skew in degrees; the
 * caller rotates by `-skew` when it is 0.3° or more (photos are rarely straight). `k`: how much darker than its
 * neighbourhood a pixel must be to be ink (see thresholdGrey; stricter-threshold.ts). The input is left untouched:
 * the renderer's buffer may be shared.
 */
export function thresholdPage(page: GreyImage, k?: number): { image: GreyImage; skew: number } {
  const grey = Uint8Array.from(page.grey);
  thresholdGrey(grey, page.width, page.height, 0, k);
  const skew = skewOfGrey(grey, page.width, page.height, 3, 0.1, MAX_SKEW_DEGREES);
  return { image: { grey, width: page.width, height: page.height }, skew: Math.abs(skew) < 0.3 ? 0 : skew };
}

/**
 * Pages travel to the recogniser as binary PGM (P5, one grey byte a pixel): no compression. Encoding a noisy
 * 8-megapixel scan as PNG took 3-5 s a page here (more than recognising it).
 */
export function encodePgm(grey: Uint8Array, width: number, height: number): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(head.length + grey.length);
  out.set(head, 0);
  out.set(grey, head.length);
  return out;
}

/** The pixels of a binary PGM written by `encodePgm`, or null for any other bytes. */
export function decodePgm(bytes: Uint8Array): GreyImage | null {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x35) return null;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 40));
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  const grey = bytes.subarray(m[0].length, m[0].length + width * height);
  return grey.length === width * height ? { grey, width, height } : null;
}

/** A page's words in lines: grouped by position when the engine read it as sparse text, else as the engine's lines. */
const wordLinesOf = (page: RecognisedPage, sparse: boolean): (readonly RecognisedWord[])[] =>
  sparse ? groupOcrWords(withoutRereadWords(trimTallWords(page.lines.flat()))) : page.lines;

/**
 * A recognised page as positioned lines (see ocr-lines.ts): grouped by position when the engine read the page as
 * sparse text, else as the engine's lines; levelled, specks dropped, letter-spacing and proven misreadings repaired.
 */
export function linesOfRecognisedPage(
  page: RecognisedPage,
  pageNumber: number,
  sparse = false,
  signs?: PageSigns | null,
  document?: { grouped: readonly (readonly RecognisedWord[])[]; lines: readonly (readonly RecognisedWord[])[] },
): OcrPage {
  const words = linesOfOcrWords(document?.grouped ?? wordLinesOf(page, sparse), pageNumber, signs, document?.lines);
  // A photo's columns lean even once its lines are level: put them upright under their headings.
  const lines = sparse ? levelColumns(words) : words;
  return { lines, confidence: page.confidence, width: page.width, height: page.height };
}

/** Reads a document with the injected engine and returns each page's positioned lines. */
export async function readByOcr(document: OcrDocument, engine: OcrEngine): Promise<OcrPage[]> {
  if (document.kind === 'pdf') checkOcrPageCount(document.pageCount);
  const pages = await engine.recognise(document);
  // A screen's few signed figures may not show the naira sign read as "N" often enough to measure it; its sibling
  // screens of the same size print it alike (a phone's screenshots in one PDF).
  const sizeOf = (page: RecognisedPage) => `${page.width}x${page.height}`;
  const signsBySize = new Map<string, PageSigns | null>();
  for (const size of new Set(pages.map(sizeOf))) {
    signsBySize.set(size, pageSigns(pages.filter((o) => sizeOf(o) === size).flatMap((o) => o.lines.flat())));
  }
  const sparse = document.sparse ?? false;
  const grouped = pages.map((p) => wordLinesOf(p, sparse));
  const lines = grouped.flat();
  return pages.map((p, i) => linesOfRecognisedPage(p, i + 1, sparse, signsBySize.get(sizeOf(p)), { grouped: grouped[i], lines }));
}
