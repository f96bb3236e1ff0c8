import { forEachInkBlob } from './ink-blobs.ts';

/**
 * Local (Sauvola-like mean) threshold of greyscale pixels (one byte each) in place: every pixel becomes 0 or 255
 * relative to the mean of its neighbourhood, which evens out shadows and uneven light in phone photos.
 */
export function thresholdGrey(grey: Uint8Array | Uint8ClampedArray, width: number, height: number, window = 0, k = 0.12): void {
  const W = width + 1;
  // Float64: a page of 40 M pixels sums past 2^32.
  const integral = new Float64Array(W * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x];
      integral[(y + 1) * W + x + 1] = integral[y * W + x + 1] + row;
    }
  }
  const r = window > 0 ? window : Math.max(8, Math.round(Math.min(width, height) / 40));
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height - 1, y + r);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width - 1, x + r);
      const area = (y1 - y0 + 1) * (x1 - x0 + 1);
      const sum = integral[(y1 + 1) * W + x1 + 1] - integral[y0 * W + x1 + 1] - integral[(y1 + 1) * W + x0] + integral[y0 * W + x0];
      const i = y * width + x;
      grey[i] = grey[i] < (sum / area) * (1 - k) ? 0 : 255;
    }
  }
}

/** Luma of RGBA pixels, one byte a pixel. */
export function greyOf(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const n = width * height;
  const grey = new Uint8Array(n);
  for (let i = 0, o = 0; i < n; i++, o += 4) grey[i] = (rgba[o] * 77 + rgba[o + 1] * 150 + rgba[o + 2] * 29) >> 8;
  return grey;
}

/** `thresholdGrey` on RGBA pixels (kept for callers holding canvas data). */
export function adaptiveThreshold(rgba: Uint8ClampedArray, width: number, height: number, window = 0, k = 0.12): void {
  const grey = greyOf(rgba, width, height);
  thresholdGrey(grey, width, height, window, k);
  for (let i = 0, o = 0; i < grey.length; i++, o += 4) {
    rgba[o] = rgba[o + 1] = rgba[o + 2] = grey[i];
    rgba[o + 3] = 255;
  }
}

/** Beyond the usual search, a turn must sharpen the lines this much more to be taken (a phone held a little askew). */
const WIDER_GAIN = 1.1;

/**
 * Skew of text lines in degrees (positive = lines fall to the right), from a binarised greyscale image: the angle
 * whose horizontal projection of dark pixels is sharpest. Searches ±`maxDegrees` in `step`s; with `widerDegrees`,
 * also out to that angle in quarter degrees (a page photographed 5° askew on a table), taken only when it is
 * clearly sharper than the best within ±`maxDegrees`, and then refined in `step`s.
 */
export function skewOfGrey(
  grey: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  maxDegrees = 3,
  step = 0.1,
  widerDegrees = maxDegrees,
): number {
  const sx = Math.max(1, Math.floor(width / 800));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += sx) {
    for (let x = 0; x < width; x += sx) {
      if (grey[y * width + x] < 128) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 100) return 0;
  const bins = new Float64Array(Math.ceil(height / sx) + Math.ceil(width / sx) + 4);
  const off = Math.ceil(width / sx) + 2;
  const sharpness = (a: number): number => {
    const t = Math.tan((a * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const b = Math.round((ys[i] - xs[i] * t) / sx) + off;
      if (b >= 0 && b < bins.length) bins[b]++;
    }
    let score = 0;
    for (let i = 0; i < bins.length; i++) score += bins[i] * bins[i];
    return score;
  };
  let best = 0;
  let bestScore = -1;
  for (let a = -maxDegrees; a <= maxDegrees + 1e-9; a += step) {
    const score = sharpness(a);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  let wider: { a: number; score: number } | null = null;
  for (let k = 1; maxDegrees + 0.25 * k <= widerDegrees + 1e-9; k++) {
    for (const a of [-(maxDegrees + 0.25 * k), maxDegrees + 0.25 * k]) {
      const score = sharpness(a);
      if (score > WIDER_GAIN * bestScore && (!wider || score > wider.score)) wider = { a, score };
    }
  }
  if (wider) {
    best = wider.a;
    bestScore = wider.score;
    for (let a = wider.a - 0.25; a <= wider.a + 0.25 + 1e-9; a += step) {
      const score = sharpness(a);
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
  }
  return Math.round(best * 100) / 100;
}

/** `skewOfGrey` on binarised RGBA pixels. */
export function estimateSkew(rgba: Uint8ClampedArray, width: number, height: number, maxDegrees = 3, step = 0.1): number {
  return skewOfGrey(greyOf(rgba, width, height), width, height, maxDegrees, step);
}

/**
 * Erases the pieces of a table's row rules from a binarised, levelled page (in place; ink is below 128). A pale
 * rule on a scan survives the local threshold only between words, where the neighbourhood is light: it comes back
 * as dashes at the foot of the text, and the recogniser reads them as "_" or "©" joined to the next word, whose box
 * then reaches across the gap to the narration ("© 04-FEB-2025 ATM …" read as one cell). A rule piece is a run of
 * touching "thin" ink (every column of it at most `width / 400` tall: a rule, not a letter's upright) at least
 * `width / 40` long, about two and a half letters, and no taller than a rule stepped by the rotation that levelled
 * the page. A letter crossing the rule is thick there: it cuts the run and is kept; a letter's own bar is shorter.
 */
export function eraseThinRules(grey: Uint8Array | Uint8ClampedArray, width: number, height: number): void {
  const thick = Math.max(3, Math.round(width / 400));
  const minLen = Math.max(12, Math.round(width / 40));
  // 1 = ink whose vertical run is at most `thick` tall.
  const thin = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < height) {
      if (grey[y * width + x] >= 128) {
        y++;
        continue;
      }
      let end = y;
      while (end < height && grey[end * width + x] < 128) end++;
      if (end - y <= thick) for (let k = y; k < end; k++) thin[k * width + x] = 1;
      y = end;
    }
  }
  forEachInkBlob(
    width,
    height,
    (i) => thin[i] === 1,
    ({ pixels, x0, x1, y0, y1 }) => {
      if (x1 - x0 + 1 < minLen || y1 - y0 + 1 > 2 * thick) return;
      for (const i of pixels) {
        grey[i] = 255;
        // The grey fringe the rotation left along the rule goes too (ink beside it is no fringe).
        if (i >= width && grey[i - width] >= 128) grey[i - width] = 255;
        if (i + width < grey.length && grey[i + width] >= 128) grey[i + width] = 255;
      }
    },
  );
}
