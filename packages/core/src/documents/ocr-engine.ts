import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The seams between the pure document readers of core and the native machinery that reads pixels (page rendering,
 * image decoding, text recognition). Core only states what it needs; the server implements it, in a separate
 * process whose memory it can cap. Core calls these with plain bytes and gets plain values back.
 */

/** Greyscale pixels, one byte a pixel, row by row. */
export interface GreyImage {
  grey: Uint8Array;
  width: number;
  height: number;
}

/**
 * What a reader hands to OCR: the image files of a photo or screenshot (PNG, JPEG, WebP), or a scanned PDF whose
 * pages the engine renders itself (the password stays in memory). `pageCount` is already checked against
 * `MAX_OCR_PAGES` by the reader, so the engine never starts on a 999-page "scan".
 */
export type OcrDocument = (
  | { kind: 'images'; images: readonly Uint8Array[] }
  | {
      kind: 'pdf';
      bytes: Uint8Array;
      password?: string;
      pageCount: number;
      /**
       * Draw the page's images enlarged smoothly. pdf.js draws an image larger than its own pixels in blocks, as a
       * viewer shows a scan's pixels sharp; the engine's rules are measured on that. A 100 dpi page squeezed hard
       * reads its digits wrong in blocks and right when smoothed: asked for when the first reading was refused as
       * unreliable (parse-statement.ts). Default false.
       */
      smoothImages?: boolean;
    }
) & {
  /**
   * Find words anywhere on the page (sparse text) instead of reading it as one block of lines; the reader groups
   * them in lines by position. Tables need it: in block mode a cell printed between two narration lines (a centred
   * amount) was dropped with the line it sat on. Default false.
   */
  sparse?: boolean;
  /**
   * Read each levelled page a second way: in grey, black and white left to the recogniser's own threshold, by a
   * second recognition model. The local threshold evens out shadows, but on a blurred photo of low resolution it melts
   * the points and commas of every figure, and the first model reads "45,338.20" as "4533820" even in grey. Asked for
   * when the first reading was refused as unreliable (parse-statement.ts). Default false.
   */
  secondReading?: boolean;
};

/** One recognised word, its box in the pixels of the image the engine read. */
export interface RecognisedWord {
  text: string;
  /** 0-100. */
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /**
   * The word's characters with their boxes, when the engine gives them (letter-spaced print is told by them), and
   * how sure the engine was of each (0-100), when it says.
   */
  symbols?: readonly { text: string; confidence?: number; x0: number; y0: number; x1: number; y1: number }[];
}

/** One page as the engine read it: its text lines top to bottom, each line's words left to right. */
export interface RecognisedPage {
  lines: RecognisedWord[][];
  /** Mean confidence of the page, 0-100. */
  confidence: number;
  width: number;
  height: number;
}

/**
 * Recognises the words of every page of a document, pages in order. Fails with a StatementError: TOO_LARGE for a
 * page or an image too big to read (or a read stopped at its memory limit), UNREADABLE for an image that cannot be
 * decoded or a read stopped at its time limit.
 */
export interface OcrEngine {
  recognise(document: OcrDocument): Promise<RecognisedPage[]>;
}

/** An open PDF as far as rendering needs it. */
export type RenderablePdf = Pick<PDFDocumentProxy, 'numPages' | 'getPage'>;

/** Renders one page (numbered from 1) of an open PDF to greyscale pixels large enough for OCR. */
export interface PageRenderer {
  renderPage(pdf: RenderablePdf, pageNumber: number, options?: { smoothImages?: boolean }): Promise<GreyImage>;
}
