import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { openPdf } from '@nairalens/core/statements/pdf-text-items.ts';
import { canvasPageRenderer } from './canvas-pixels.ts';

/**
 * A PDF page holding an `n`×`n` black-and-white checkerboard image (squares of `cell` pixels) drawn 200 points wide:
 * rendered for OCR (about 4 pixels a point), 4 pixels are enlarged 200 times, 400 pixels twice, as a 150 dpi scan is.
 */
async function checkerboardPdf(n = 4, cell = 1): Promise<Uint8Array> {
  const image = createCanvas(n, n);
  const ctx = image.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, n, n);
  ctx.fillStyle = '#000000';
  for (let y = 0; y < n; y += cell) for (let x = 0; x < n; x += cell) if ((x + y) % (2 * cell) === 0) ctx.fillRect(x, y, cell, cell);
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
  /** The share of samples inside the enlarged image that are grey, neither black nor white: a smooth drawing's. */
  async function greyShare(options?: { smoothImages?: boolean }, n = 4, cell = 1): Promise<number> {
    const { pdf, close } = await openPdf(await checkerboardPdf(n, cell));
    try {
      const page = await canvasPageRenderer.renderPage(pdf, 1, options);
      const scale = page.width / 595.28;
      let grey = 0;
      let all = 0;
      const [from, to] = [Math.round(110 * scale), Math.round(290 * scale)];
      for (let y = from; y < to; y += 3)
        for (let x = from; x < to; x += 3) {
          const v = page.grey[y * page.width + x];
          all++;
          if (v > 20 && v < 235) grey++;
        }
      return grey / all;
    } finally {
      await close();
    }
  }

  it('draws an image enlarged less than 2.5 times in blocks by default, as pdf.js shows a scan (the rules are measured on it)', async () => {
    expect(await greyShare(undefined, 400, 1)).toBeLessThan(0.05);
  });

  it('draws it smoothly when asked (a squeezed scan read again: in blocks its digits read wrong)', async () => {
    expect(await greyShare({ smoothImages: true }, 400, 1)).toBeGreaterThan(0.5);
  });

  it('draws an image enlarged 2.5 times or more smoothly (a small phone photo put in a PDF at 72 dpi)', async () => {
    expect(await greyShare()).toBeGreaterThan(0.5);
  });
});
