import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { StatementError } from '@nairalens/core/contract.ts';
import type { GreyImage, PageRenderer, RenderablePdf } from '@nairalens/core/documents/ocr-engine.ts';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import { checkOcrSize, imageScale, pdfPageScale, TARGET_WIDTH } from '@nairalens/core/statements/ocr-words.ts';
import { greyOf } from '@nairalens/core/statements/threshold.ts';

/**
 * Pixels with @napi-rs/canvas (native memory, outside V8's heap: run it where memory is capped, see
 * process-ocr-engine.ts): PDF pages rendered, image files decoded and scaled, pages rotated level.
 */

/** Renders PDF pages with pdf.js onto a white canvas, at the size core picks for OCR. */
export const canvasPageRenderer: PageRenderer = {
  async renderPage(pdf: RenderablePdf, pageNumber: number, options: { smoothImages?: boolean } = {}): Promise<GreyImage> {
    const page = await pdf.getPage(pageNumber);
    const vp = page.getViewport({ scale: pdfPageScale(page.getViewport({ scale: 1 }).width) });
    checkOcrSize(vp.width, vp.height);
    const canvas = whiteCanvas(Math.ceil(vp.width), Math.ceil(vp.height));
    const ctx = options.smoothImages ? smoothImages(canvas.getContext('2d')) : smoothWhenEnlarged(canvas.getContext('2d'));
    await page.render({
      canvasContext: ctx as unknown as CanvasRenderingContext2D,
      viewport: vp,
      canvas: canvas as unknown as HTMLCanvasElement,
    }).promise;
    page.cleanup();
    return greyOfCanvas(canvas);
  },
};

/** Greyscale pixels of an image file (PNG, JPEG, WebP), scaled so letters are large enough to read. */
export async function greyOfImageFile(bytes: Uint8Array): Promise<GreyImage> {
  let source: Awaited<ReturnType<typeof loadImage>>;
  try {
    source = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_IMAGE);
  }
  checkOcrSize(source.width, source.height);
  return scaled(source, imageScale(source.width, source.height));
}

/** A page brought to the width OCR reads at, when it is narrower (a renderer's page already is). */
export function atReadingWidth(page: GreyImage): GreyImage {
  return page.width >= TARGET_WIDTH * 0.75 ? page : scaled(canvasOfGrey(page), imageScale(page.width));
}

/** The page rotated by `degrees` about its centre, on white. */
export function rotated(page: GreyImage, degrees: number): GreyImage {
  const { width: w, height: h } = page;
  const canvas = whiteCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.translate(w / 2, h / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.drawImage(canvasOfGrey(page), -w / 2, -h / 2);
  return greyOfCanvas(canvas);
}

/** The page enlarged `factor` times with smooth interpolation (small print read again, see tesseract-engine.ts). */
export function enlarged(page: GreyImage, factor: number): GreyImage {
  const canvas = whiteCanvas(Math.round(page.width * factor), Math.round(page.height * factor));
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvasOfGrey(page), 0, 0, canvas.width, canvas.height);
  return greyOfCanvas(canvas);
}

function scaled(source: Canvas | Awaited<ReturnType<typeof loadImage>>, scale: number): GreyImage {
  const canvas = whiteCanvas(Math.round(source.width * scale), Math.round(source.height * scale));
  canvas.getContext('2d').drawImage(source, 0, 0, canvas.width, canvas.height);
  return greyOfCanvas(canvas);
}

/**
 * A context whose images are always drawn smooth. pdf.js turns smoothing off for an image drawn larger than its own
 * pixels unless the PDF asks for interpolation, as a screen viewer shows a scan's pixels sharp; a "compress PDF"
 * site's 100 dpi page, enlarged three times for OCR, then reaches the recogniser as blocks, and its digits read wrong
 * ("803.391 A7" for 803,391.17). Enlarged smoothly, as poppler draws it, they read. Only on request
 * (`OcrDocument.smoothImages`): on every scan of the held-out sets it moved 20 documents both ways.
 */
function smoothImages<T extends { imageSmoothingEnabled: boolean; imageSmoothingQuality: string }>(ctx: T): T {
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  Object.defineProperty(ctx, 'imageSmoothingEnabled', { get: () => true, set: () => undefined, configurable: true });
  return ctx;
}

/** An image drawn at least this many times its own pixels is drawn smooth (see `smoothWhenEnlarged`). */
const SMOOTH_FROM = 2.5;

/**
 * A context that draws an image smooth when it enlarges it `SMOOTH_FROM` times or more. A phone photo of 750 pixels
 * put in a PDF at 72 dpi is drawn 3.2 times its size for OCR; in pdf.js's blocks its first page read no row, drawn
 * smooth 10 of 12. A 150 dpi scan, drawn twice its size, keeps the sharp pixels the engine's rules were measured on.
 */
function smoothWhenEnlarged<T extends { imageSmoothingEnabled: boolean; imageSmoothingQuality: string; getTransform(): { a: number; b: number }; drawImage: (...args: never[]) => unknown }>(ctx: T): T {
  const draw = ctx.drawImage.bind(ctx) as (...args: unknown[]) => void;
  ctx.drawImage = ((...args: unknown[]) => {
    const source = args[0] as { width: number };
    // drawImage(image, dx, dy, dw, dh) or drawImage(image, sx, sy, sw, sh, dx, dy, dw, dh): drawn width over source width.
    const [sw, dw] = args.length >= 9 ? [args[3] as number, args[7] as number] : args.length >= 5 ? [source.width, args[3] as number] : [1, 1];
    const t = ctx.getTransform();
    const factor = (Math.hypot(t.a, t.b) * Math.abs(dw)) / Math.max(1, Math.abs(sw));
    if (factor < SMOOTH_FROM || ctx.imageSmoothingEnabled) return draw(...args);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    try {
      draw(...args);
    } finally {
      ctx.imageSmoothingEnabled = false;
    }
  }) as T['drawImage'];
  return ctx;
}

function whiteCanvas(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

function greyOfCanvas(canvas: Canvas): GreyImage {
  const { width, height } = canvas;
  return { grey: greyOf(canvas.getContext('2d').getImageData(0, 0, width, height).data, width, height), width, height };
}

function canvasOfGrey({ grey, width, height }: GreyImage): Canvas {
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
