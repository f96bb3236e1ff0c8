import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, PSM } from 'tesseract.js';
import { StatementError } from '../contract.ts';
import { mergeWords } from './group-lines.ts';
import { MESSAGES } from './messages.ts';
import { adaptiveThreshold, estimateSkew } from './threshold.ts';
import type { Line, Segment } from './types.ts';

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

/** Renders the pages of a scanned PDF to PNG bytes for OCR. */
export async function renderPdfPagesForOcr(pdf: Pick<PDFDocumentProxy, 'numPages' | 'getPage'>): Promise<Uint8Array[]> {
  if (pdf.numPages > MAX_OCR_PAGES) throw new StatementError('TOO_LARGE', MESSAGES.TOO_MANY_SCANNED_PAGES);
  const out: Uint8Array[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
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
    out.push(new Uint8Array(await canvas.encode('png')));
    page.cleanup();
  }
  return out;
}

/** Greyscale + local threshold, scaled so letters are large enough; returns PNG bytes. */
async function prepareImage(
  bytes: Uint8Array,
  threshold: boolean,
): Promise<{ png: Buffer; width: number; height: number }> {
  let img;
  try {
    img = await loadImage(Buffer.from(bytes));
  } catch {
    throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_IMAGE);
  }
  if (img.width * img.height > MAX_OCR_PIXELS || img.width < 50 || img.height < 50) {
    throw new StatementError(
      img.width < 50 || img.height < 50 ? 'UNREADABLE' : 'TOO_LARGE',
      img.width < 50 || img.height < 50 ? MESSAGES.UNREADABLE_IMAGE : MESSAGES.TOO_LARGE,
    );
  }
  const scale = img.width < TARGET_WIDTH * 0.75 ? Math.min(3, TARGET_WIDTH / img.width) : 1;
  const w = Math.round(img.width * scale);
  const h = Math.round(img.height * scale);
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(img, 0, 0, w, h);
  const data = ctx.getImageData(0, 0, w, h);
  if (threshold) {
    adaptiveThreshold(data.data, w, h);
    ctx.putImageData(data, 0, 0);
  }
  // Deskew: rotate so that text lines are level (photos are rarely straight).
  const skew = threshold ? estimateSkew(data.data, w, h) : 0;
  if (Math.abs(skew) >= 0.3) {
    const straight = createCanvas(w, h);
    const sctx = straight.getContext('2d');
    sctx.fillStyle = '#ffffff';
    sctx.fillRect(0, 0, w, h);
    sctx.translate(w / 2, h / 2);
    sctx.rotate((-skew * Math.PI) / 180);
    sctx.drawImage(canvas, -w / 2, -h / 2);
    return { png: await straight.encode('png'), width: w, height: h };
  }
  return { png: await canvas.encode('png'), width: w, height: h };
}

interface TessWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

/**
 * Recognises the words of each image (PNG/JPEG bytes) and returns them as positioned lines. Pages are shared among
 * up to `options.concurrency` tesseract workers (each a WASM instance on its own thread), so a 2-page scan on a
 * 2-core machine takes about the time of one page.
 */
export async function ocrImages(images: readonly Uint8Array[], options: OcrOptions): Promise<OcrPage[]> {
  const workerCount = Math.max(1, Math.min(images.length, options.concurrency ?? 1));
  const workers = await Promise.all(
    Array.from({ length: workerCount }, async () => {
      const worker = await createWorker('eng', 1, {
        langPath: options.langPath,
        cachePath: options.cachePath,
        cacheMethod: options.cachePath ? 'write' : 'none',
        gzip: true,
      });
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        preserve_interword_spaces: '1',
        user_defined_dpi: '300',
      });
      return worker;
    }),
  );
  try {
    const pages: OcrPage[] = new Array(images.length);
    let next = 0;
    await Promise.all(
      workers.map(async (worker) => {
        for (let i = next++; i < images.length; i = next++)
          pages[i] = await recognisePage(worker, images[i], i, options);
      }),
    );
    return pages;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

async function recognisePage(
  worker: Awaited<ReturnType<typeof createWorker>>,
  image: Uint8Array,
  i: number,
  options: OcrOptions,
): Promise<OcrPage> {
  const prepared = await prepareImage(image, options.threshold ?? true);
  const res = await worker.recognize(prepared.png, {}, { blocks: true, text: false });
  const lines: Line[] = [];
  for (const block of res.data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const tl of para.lines) {
        const words: Segment[] = (tl.words as TessWord[])
          .filter((w) => w.text.trim() !== '')
          .map((w) => ({
            text: w.text.trim(),
            x0: w.bbox.x0,
            x1: w.bbox.x1,
            y: w.bbox.y1,
            h: Math.max(1, w.bbox.y1 - w.bbox.y0),
            page: i + 1,
            conf: w.confidence,
          }));
        if (words.length === 0) continue;
        const h = median(words.map((w) => w.h));
        const y = median(words.map((w) => w.y));
        for (const w of words) {
          w.h = h;
          w.y = y;
        }
        // Specks at the paper's edge read as ":" or "3": drop marks without letters or digits and lone
        // low-confidence characters.
        const segments = mergeWords(words, 1.0).filter(
          (s) => /[A-Za-z0-9]/.test(s.text) && !(s.text.length === 1 && (s.conf ?? 0) < 75),
        );
        if (segments.length === 0) continue;
        lines.push({ page: i + 1, y, h, segments, text: segments.map((s) => s.text).join(' ') });
      }
    }
  }
  lines.sort((a, b) => a.y - b.y);
  return { lines, confidence: res.data.confidence, width: prepared.width, height: prepared.height };
}
