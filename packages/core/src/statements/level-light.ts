import type { GreyImage } from '../documents/ocr-engine.ts';

/** The paper's brightness in a block is this share of its pixels' brightness (ink is darker, paper the rest). */
const PAPER_PERCENTILE = 0.9;
/** A block is about two lines of text high at the reading width, so nearly every one holds some paper. */
const BLOCKS_ACROSS = 50;
/** A pixel is brightened at most this many times: a black band stays black, not grey noise blown up to paper. */
const MAX_GAIN = 4;

/**
 * A grey page with its light levelled: each pixel divided by the brightness of the paper around it, so text in the
 * shadow of a hand or a phone, or in a dim corner, stands as dark on as white a paper as the rest of the page.
 *
 * The second reading (OcrDocument.secondReading) hands the recogniser the grey page, which it binarises with one
 * threshold for the whole page: a shadow over the figures' columns fell below it as one dark band, and every figure
 * in it was lost (a dim Moniepoint photo read no amount after its tenth row). The paper's brightness is measured
 * block by block (its brighter pixels) and blended between block centres, so the level follows a shadow's edge
 * within a block.
 */
export function levelLight(page: GreyImage): GreyImage {
  const { grey, width, height } = page;
  const size = Math.max(8, Math.round(width / BLOCKS_ACROSS));
  const cols = Math.ceil(width / size);
  const rows = Math.ceil(height / size);
  const paper = new Float64Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < cols; bx++) {
      histogram.fill(0);
      const x0 = bx * size;
      const y0 = by * size;
      const x1 = Math.min(width, x0 + size);
      const y1 = Math.min(height, y0 + size);
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) histogram[grey[y * width + x]]++;
      paper[by * cols + bx] = percentile(histogram, (x1 - x0) * (y1 - y0) * PAPER_PERCENTILE);
    }
  }
  const out = new Uint8Array(grey.length);
  for (let y = 0; y < height; y++) {
    // Block centres either side of the pixel, and how far along it lies between them.
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / size - 0.5));
    const ry0 = Math.floor(fy);
    const ry1 = Math.min(rows - 1, ry0 + 1);
    const ty = fy - ry0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(cols - 1, Math.max(0, (x + 0.5) / size - 0.5));
      const rx0 = Math.floor(fx);
      const rx1 = Math.min(cols - 1, rx0 + 1);
      const tx = fx - rx0;
      const top = paper[ry0 * cols + rx0] * (1 - tx) + paper[ry0 * cols + rx1] * tx;
      const bottom = paper[ry1 * cols + rx0] * (1 - tx) + paper[ry1 * cols + rx1] * tx;
      const level = Math.max(255 / MAX_GAIN, top * (1 - ty) + bottom * ty);
      const i = y * width + x;
      out[i] = Math.min(255, Math.round((grey[i] * 255) / level));
    }
  }
  return { grey: out, width, height };
}

/** The grey level below which `count` of a block's pixels lie. */
function percentile(histogram: Uint32Array, count: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= count) return v;
  }
  return 255;
}
