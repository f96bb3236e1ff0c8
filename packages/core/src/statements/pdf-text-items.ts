import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageViewport, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { StatementError } from '../contract.ts';
import { MESSAGES } from './messages.ts';
import type { PdfMetadata } from './tamper-signals.ts';
import type { Segment } from './types.ts';

export const MAX_PAGES = 1000;

export interface OpenedPdf {
  pdf: PDFDocumentProxy;
  close: () => Promise<void>;
}

/**
 * Opens a PDF with pdf.js (eval disabled). The password stays in memory. Throws PASSWORD_REQUIRED,
 * PASSWORD_INCORRECT, UNREADABLE or TOO_LARGE.
 */
/**
 * Where pdf.js finds what it needs to draw a page, given by whoever renders (core does no I/O): `wasmUrl` is the
 * directory of its image decoders (JBIG2 and CCITT fax, JPEG 2000), without which an office scanner's 1-bit page
 * renders blank. Reading text never needs them.
 */
export interface PdfAssets {
  wasmUrl?: string;
}

export async function openPdf(bytes: Uint8Array, password?: string, assets: PdfAssets = {}): Promise<OpenedPdf> {
  const task = getDocument({
    // pdf.js takes ownership of (and may detach) the buffer it is given.
    data: bytes.slice(),
    password,
    ...(assets.wasmUrl ? { wasmUrl: assets.wasmUrl } : {}),
    // pdf.js 6 no longer compiles fonts with eval; the flag is kept so an older pdf.js stays safe (CVE-2024-4367).
    ...({ isEvalSupported: false } as object),
    verbosity: 0,
  });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    const err = e as { name?: string; code?: number };
    if (err?.name === 'PasswordException') {
      if (err.code === 2) throw new StatementError('PASSWORD_INCORRECT', MESSAGES.PASSWORD_INCORRECT);
      throw new StatementError(password ? 'PASSWORD_INCORRECT' : 'PASSWORD_REQUIRED', password ? MESSAGES.PASSWORD_INCORRECT : MESSAGES.PASSWORD_REQUIRED);
    }
    throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_PDF);
  }
  if (pdf.numPages > MAX_PAGES) {
    await task.destroy().catch(() => undefined);
    throw new StatementError('TOO_LARGE', MESSAGES.TOO_MANY_PAGES);
  }
  return { pdf, close: () => task.destroy().catch(() => undefined) };
}

/** True when the PDF cannot be opened without a password. */
export async function pdfNeedsPassword(bytes: Uint8Array): Promise<boolean> {
  try {
    const { close } = await openPdf(bytes);
    await close();
    return false;
  } catch (e) {
    if (e instanceof StatementError && (e.code === 'PASSWORD_REQUIRED' || e.code === 'PASSWORD_INCORRECT')) return true;
    throw e;
  }
}

/** Checks a password without reading the statement: 'ok', 'required' (none given) or 'incorrect'. */
export async function checkPdfPassword(bytes: Uint8Array, password: string | undefined): Promise<'ok' | 'required' | 'incorrect'> {
  try {
    const { close } = await openPdf(bytes, password);
    await close();
    return 'ok';
  } catch (e) {
    if (e instanceof StatementError && e.code === 'PASSWORD_REQUIRED') return 'required';
    if (e instanceof StatementError && e.code === 'PASSWORD_INCORRECT') return 'incorrect';
    throw e;
  }
}

export interface PdfPageText {
  page: number;
  width: number;
  height: number;
  segments: Segment[];
  /** Number of painted images (a scan has images and no text). */
  hasText: boolean;
}

/**
 * Where each word of a run in a fixed-pitch font lies, as fractions of the run's width: every character is as wide
 * as the next, so the words of a line printer's run ("12-10-25 12-10-25 FT2586923525") are placed exactly, where
 * proportional letter widths would guess them a column off.
 */
export function monospacedSpans(raw: string): [number, number][] {
  const text = raw.trim();
  const spans: [number, number][] = [];
  for (const m of text.matchAll(/\S+/g)) spans.push([m.index / text.length, (m.index + m[0].length) / text.length]);
  return spans;
}

type TextItem = Extract<Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number], { str: string }>;

/** The way a text item's baseline runs in the viewport, as a step (dx, dy), y downwards (the viewport's own matrix). */
function direction(vp: PageViewport, [a, b]: number[]): [number, number] {
  const [m0, m1, m2, m3] = vp.transform;
  return [m0 * a + m2 * b, m1 * a + m3 * b];
}

/**
 * The slant of a page's lines, as the cosine and sine of the angle to turn them back by: the middle angle of its
 * runs of three characters or more, when it lies between 0.15° and the off-line limit (a phone scanning app's text
 * layer follows the photo's slant; a row's last figure then sits a line lower than its date). [1, 0] otherwise.
 */
export function skewOf(directions: readonly [number, number][], items: readonly { str: string }[]): [number, number] {
  const angles = directions
    .filter((_, k) => items[k].str.trim().length >= 3)
    .map(([dx, dy]) => Math.atan2(dy, dx))
    .filter((a) => Math.abs(a) <= (OFF_LINE_DEGREES * Math.PI) / 180)
    .sort((a, b) => a - b);
  if (angles.length < 5) return [1, 0];
  const middle = angles[Math.floor(angles.length / 2)];
  if (Math.abs(middle) < (0.15 * Math.PI) / 180) return [1, 0];
  return [Math.cos(middle), Math.sin(middle)];
}

/** Beyond this, text is set at an angle to the page's lines, not skewed with them (a searchable scan's words). */
const OFF_LINE_DEGREES = 7;

/** True when a baseline running (dx, dy) is at an angle to the page's lines, which run at `mainAngle`. */
export function offLine([dx, dy]: [number, number], mainAngle: number): boolean {
  if (dx === 0 && dy === 0) return false;
  const off = Math.abs(((Math.atan2(dy, dx) - mainAngle + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
  return off > (OFF_LINE_DEGREES * Math.PI) / 180;
}

/**
 * The quarter turns (clockwise) that bring most of a page's text upright, weighted by its characters: 0 when it
 * reads left to right, 3 when it runs up the page, 1 down it, 2 upside down.
 */
export function textDirection(items: readonly (readonly [dx: number, dy: number, chars: number])[]): 0 | 1 | 2 | 3 {
  const weight = [0, 0, 0, 0];
  for (const [dx, dy, chars] of items) {
    const quarter = (Math.round(Math.atan2(dy, dx) / (Math.PI / 2)) + 4) % 4;
    weight[quarter] += chars;
  }
  const best = weight.indexOf(Math.max(...weight));
  // Text that runs down the page (quarter 1) reads upright after a turn the other way, and so on.
  return weight[0] >= weight[best] ? 0 : ((4 - best) % 4) as 0 | 1 | 2 | 3;
}

/** A viewport point of a page whose text is turned `turn` quarter turns, where it lies once the text is upright. */
export function upright(turn: 0 | 1 | 2 | 3, [x, y]: [number, number], width: number, height: number): [number, number] {
  if (turn === 1) return [height - y, x];
  if (turn === 3) return [y, width - x];
  if (turn === 2) return [width - x, height - y];
  return [x, y];
}

/** Text runs of every page with positions (top-down y), one segment per pdf.js text item. */
export async function pdfTextItems(pdf: PDFDocumentProxy): Promise<PdfPageText[]> {
  const out: PdfPageText[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const vp = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const segments: Segment[] = [];
    const items = content.items.filter((item) => 'str' in item && item.str.trim() !== '') as TextItem[];
    // The way the page's text runs on the page as shown: a landscape table drawn sideways on a portrait page (a
    // rotation in the content, not the page's /Rotate) is read as if the page were turned to it.
    const directions = items.map((item) => direction(vp, item.transform as number[]));
    const turn = textDirection(directions.map(([dx, dy], k) => [dx, dy, items[k].str.length] as const));
    const mainAngle = (-turn * Math.PI) / 2;
    const [cos, sin] = turn === 0 ? skewOf(directions, items) : [1, 0];
    for (const [drawn, item] of items.entries()) {
      // Text set at an angle to the page's lines is no part of them: a watermark across the table, a stamp put on
      // at a slant, an account number printed up the margin. Placed by its origin, it would fall into the rows.
      if (offLine(directions[drawn], mainAngle)) continue;
      const text = item.str.replace(/\s+/g, ' ');
      const [a, b, , d, e, f] = item.transform as number[];
      const size = Math.hypot(a, b) || Math.abs(d) || item.height || 1;
      // Rotate into the viewport so that y grows downwards, then turn with the text.
      const [ux, uy] = upright(turn, vp.convertToViewportPoint(e, f) as [number, number], vp.width, vp.height);
      // Turned back by the page's skew: a phone scanning app lays its words over the photo at the photo's slant.
      const [x, y] = [ux * cos + uy * sin, -ux * sin + uy * cos];
      const lead = text.length - text.trimStart().length;
      const perChar = item.width / Math.max(1, text.length);
      const monospaced = content.styles[item.fontName]?.fontFamily === 'monospace';
      segments.push({
        text: text.trim(),
        x0: x + lead * perChar,
        x1: x + item.width - (text.length - text.trimEnd().length) * perChar,
        y,
        h: size,
        page: p,
        drawn,
        ...(monospaced && text.trim().includes(' ') ? { wordSpans: monospacedSpans(item.str) } : {}),
      });
    }
    const [width, height] = turn % 2 === 1 ? [vp.height, vp.width] : [vp.width, vp.height];
    out.push({ page: p, width, height, segments, hasText: segments.length > 0 });
  }
  return out;
}

/** Producer, creator and dates from the PDF's information dictionary. */
export async function pdfMetadata(pdf: PDFDocumentProxy): Promise<PdfMetadata> {
  try {
    const m = await pdf.getMetadata();
    const info = (m.info ?? {}) as Record<string, unknown>;
    const s = (k: string) => (typeof info[k] === 'string' ? (info[k] as string) : null);
    return { producer: s('Producer'), creator: s('Creator'), creationDate: s('CreationDate'), modDate: s('ModDate') };
  } catch {
    return {};
  }
}
