import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, PSM } from 'tesseract.js';
import { StatementError } from '../contract.ts';
import { MESSAGES } from './messages.ts';
import { groupOcrWords, linesOfOcrWords, type OcrWord } from './ocr-lines.ts';
import { greyOf, skewOfGrey, thresholdGrey } from './threshold.ts';
import type { Line } from './types.ts';

/** Where tesseract finds its language data; passed in by the caller (core never picks paths). */
export interface OcrOptions {
  /** Folder holding eng.traineddata(.gz), e.g. the `langPath` of @tesseract.js-data/eng. */
  langPath: string;
  /** Folder where tesseract may cache data; omitted = no cache written. */
  cachePath?: string;
  /** Binarise with a local threshold first (helps photos with uneven light). Default true. */
  threshold?: boolean;
  /** How many pages to recognise at once (one tesseract worker each); the caller knows the machine. Default 1. */
  concurrency?: number;
  /**
   * Find words anywhere (sparse text) and group them in lines by position, instead of reading the page as one block
   * of lines. Tables need it: in block mode a cell printed between two narration lines (a centred amount) was
   * dropped with the line it sat on. Default false.
   */
  sparse?: boolean;
}

export interface OcrPage {
  lines: Line[];
  confidence: number;
  width: number;
  height: number;
}

const MAX_OCR_PIXELS = 40_000_000;
/**
 * Scanned pages read at most: OCR takes about 5 s a page here, and the worker's limit is 10 minutes. Checked before
 * a single page is rendered, so a 999-page vector "scan" costs nothing but this check.
 */
export const MAX_OCR_PAGES = 60;
/** Longest side an image is brought to before recognition (small text needs ~25 px letters). */
const TARGET_WIDTH = 2400;

/** A page to recognise: image bytes (PNG, JPEG or the renderer's PGM), or a function that renders it when needed. */
export type OcrImageSource = Uint8Array | (() => Promise<Uint8Array>);

/**
 * Pages travel as binary PGM (P5, one grey byte a pixel): no compression. Encoding a noisy 8-megapixel scan as PNG
 * took 3-5 s a page here (more than recognising it), then it was decoded twice more (here and inside tesseract).
 */
export function encodePgm(grey: Uint8Array, width: number, height: number): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(head.length + grey.length);
  out.set(head, 0);
  out.set(grey, head.length);
  return out;
}

/** The pixels of a binary PGM written by `encodePgm`, or null for any other bytes. */
export function decodePgm(bytes: Uint8Array): { grey: Uint8Array; width: number; height: number } | null {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x35) return null;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 40));
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  const grey = bytes.subarray(m[0].length, m[0].length + width * height);
  return grey.length === width * height ? { grey, width, height } : null;
}

/**
 * One function per page of a scanned PDF that renders it for OCR (greyscale PGM) when called, so pages are drawn
 * one at a time as the OCR workers take them, while other pages are being recognised, and never all held at once.
 */
export function pdfPagesForOcr(pdf: Pick<PDFDocumentProxy, 'numPages' | 'getPage'>): (() => Promise<Uint8Array>)[] {
  if (pdf.numPages > MAX_OCR_PAGES) throw new StatementError('TOO_LARGE', MESSAGES.TOO_MANY_SCANNED_PAGES);
  return Array.from({ length: pdf.numPages }, (_, i) => () => renderPage(pdf, i + 1));
}

/** Renders the pages of a scanned PDF to greyscale PGM bytes for OCR. */
export async function renderPdfPagesForOcr(pdf: Pick<PDFDocumentProxy, 'numPages' | 'getPage'>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for (const render of pdfPagesForOcr(pdf)) out.push(await render());
  return out;
}

async function renderPage(pdf: Pick<PDFDocumentProxy, 'getPage'>, p: number): Promise<Uint8Array> {
  const page = await pdf.getPage(p);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(4, TARGET_WIDTH / Math.max(1, base.width));
  const vp = page.getViewport({ scale });
  if (vp.width * vp.height > MAX_OCR_PIXELS) throw new StatementError('TOO_LARGE', MESSAGES.TOO_LARGE);
  const canvas = createCanvas(Math.ceil(vp.width), Math.ceil(vp.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvasContext: ctx as unknown as CanvasRenderingContext2D,
    viewport: vp,
    canvas: canvas as unknown as HTMLCanvasElement,
  }).promise;
  page.cleanup();
  const { width, height } = canvas;
  return encodePgm(greyOf(ctx.getImageData(0, 0, width, height).data, width, height), width, height);
}

function canvasOfGrey(grey: Uint8Array, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(width, height);
  for (let i = 0, o = 0; i < grey.length; i++, o += 4) {
    data.data[o] = data.data[o + 1] = data.data[o + 2] = grey[i];
    data.data[o + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  return canvas;
}

/** Greyscale pixels of an image file (or the renderer's PGM), scaled so letters are large enough. */
async function loadGrey(bytes: Uint8Array): Promise<{ grey: Uint8Array; width: number; height: number }> {
  const pgm = decodePgm(bytes);
  let source: Canvas | Awaited<ReturnType<typeof loadImage>>;
  if (pgm) {
    if (pgm.width >= TARGET_WIDTH * 0.75) return pgm;
    source = canvasOfGrey(pgm.grey, pgm.width, pgm.height);
  } else {
    try {
      source = await loadImage(Buffer.from(bytes));
    } catch {
      throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_IMAGE);
    }
  }
  if (source.width * source.height > MAX_OCR_PIXELS || source.width < 50 || source.height < 50) {
    throw new StatementError(
      source.width < 50 || source.height < 50 ? 'UNREADABLE' : 'TOO_LARGE',
      source.width < 50 || source.height < 50 ? MESSAGES.UNREADABLE_IMAGE : MESSAGES.TOO_LARGE,
    );
  }
  const scale = source.width < TARGET_WIDTH * 0.75 ? Math.min(3, TARGET_WIDTH / source.width) : 1;
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(source, 0, 0, width, height);
  return { grey: greyOf(ctx.getImageData(0, 0, width, height).data, width, height), width, height };
}

/** Greyscale + local threshold + deskew; returns PGM bytes for tesseract. */
async function prepareImage(
  bytes: Uint8Array,
  threshold: boolean,
): Promise<{ image: Uint8Array; width: number; height: number }> {
  const { grey, width: w, height: h } = await loadGrey(bytes);
  if (!threshold) return { image: encodePgm(grey, w, h), width: w, height: h };
  // The renderer's buffer may be shared with the caller's copy of the page: threshold a copy.
  const bin = Uint8Array.from(grey);
  thresholdGrey(bin, w, h);
  // Deskew: rotate so that text lines are level (photos are rarely straight).
  const skew = skewOfGrey(bin, w, h);
  if (Math.abs(skew) < 0.3) return { image: encodePgm(bin, w, h), width: w, height: h };
  const straight = createCanvas(w, h);
  const sctx = straight.getContext('2d');
  sctx.fillStyle = '#ffffff';
  sctx.fillRect(0, 0, w, h);
  sctx.translate(w / 2, h / 2);
  sctx.rotate((-skew * Math.PI) / 180);
  sctx.drawImage(canvasOfGrey(bin, w, h), -w / 2, -h / 2);
  return { image: encodePgm(greyOf(sctx.getImageData(0, 0, w, h).data, w, h), w, h), width: w, height: h };
}

/**
 * Recognises the words of each image (PNG/JPEG/PGM bytes, or a page rendered on demand) and returns them as positioned lines. Pages are shared among
 * up to `options.concurrency` tesseract workers (each a WASM instance on its own thread), so a 2-page scan on a
 * 2-core machine takes about the time of one page.
 */
export async function ocrImages(images: readonly OcrImageSource[], options: OcrOptions): Promise<OcrPage[]> {
  const workerCount = Math.max(1, Math.min(images.length, options.concurrency ?? 1));
  // Workers load their language data in their own threads while this thread renders the first pages.
  const starting = Promise.all(
    Array.from({ length: workerCount }, async () => {
      const worker = await createWorker('eng', 1, {
        langPath: options.langPath,
        cachePath: options.cachePath,
        cacheMethod: options.cachePath ? 'write' : 'none',
        gzip: true,
      });
      await worker.setParameters({
        tessedit_pageseg_mode: options.sparse ? PSM.SPARSE_TEXT : PSM.SINGLE_BLOCK,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300',
      });
      return worker;
    }),
  );
  // Awaited by the lanes and in `finally`; a failure while a lane is still rendering is not "unhandled".
  starting.catch(() => undefined);
  const pages: OcrPage[] = new Array(images.length);
  let next = 0;
  const lane = async (w: number) => {
    for (let i = next++; i < images.length; i = next++) {
      const source = images[i];
      const prepared = await prepareImage(
        typeof source === 'function' ? await source() : source,
        options.threshold ?? true,
      );
      pages[i] = await recognisePage((await starting)[w], prepared, i, options.sparse ?? false);
    }
  };
  try {
    await Promise.all(Array.from({ length: workerCount }, (_, w) => lane(w)));
    return pages;
  } finally {
    const workers = await starting.catch(() => []);
    await Promise.all(workers.map((wk) => wk.terminate()));
  }
}

async function recognisePage(
  worker: Awaited<ReturnType<typeof createWorker>>,
  prepared: { image: Uint8Array; width: number; height: number },
  i: number,
  sparse: boolean,
): Promise<OcrPage> {
  const res = await worker.recognize(
    Buffer.from(prepared.image.buffer, prepared.image.byteOffset, prepared.image.byteLength),
    {},
    { blocks: true, text: false },
  );
  const found: OcrWord[][] = [];
  for (const block of res.data.blocks ?? []) for (const para of block.paragraphs) for (const tl of para.lines) found.push(tl.words);
  const lines = linesOfOcrWords(sparse ? groupOcrWords(found.flat()) : found, i + 1);
  return { lines, confidence: res.data.confidence, width: prepared.width, height: prepared.height };
}
