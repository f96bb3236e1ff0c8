import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { openPdf } from '@nairalens/core/statements/pdf-text-items.ts';
import { canvasPageRenderer } from './canvas-pixels.ts';

/** A PDF page holding a 4×4 black-and-white checkerboard image drawn 200 points wide, as a 100 dpi scan is enlarged. */
async function checkerboardPdf(): Promise<Uint8Array> {
  const image = createCanvas(4, 4);
  const ctx = image.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 4, 4);
  ctx.fillStyle = '#000000';
  for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) if ((x + y) % 2 === 0) ctx.fillRect(x, y, 1, 1);
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.image(image.toBuffer('image/png'), 100, 100, { width: 200, height: 200 });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('rendering a scanned page for OCR', () => {
  /** The shades inside the enlarged image, sampled. */
  async function shadesOfImage(options?: { smoothImages?: boolean }): Promise<number> {
    const { pdf, close } = await openPdf(await checkerboardPdf());
    try {
      const page = await canvasPageRenderer.renderPage(pdf, 1, options);
      const scale = page.width / 595.28;
      const shades = new Set<number>();
      const [from, to] = [Math.round(110 * scale), Math.round(290 * scale)];
      for (let y = from; y < to; y += 3) for (let x = from; x < to; x += 3) shades.add(page.grey[y * page.width + x]);
      return shades.size;
    } finally {
      await close();
    }
  }

  it('draws an enlarged image in blocks by default, as pdf.js shows a scan (the rules are measured on it)', async () => {
    expect(await shadesOfImage()).toBeLessThanOrEqual(4);
  });

  it('draws it smoothly when asked (a squeezed scan read again: in blocks its digits read wrong)', async () => {
    expect(await shadesOfImage({ smoothImages: true })).toBeGreaterThan(20);
  });
});
