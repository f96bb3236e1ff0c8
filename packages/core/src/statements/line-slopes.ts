import type { GreyImage } from '../documents/ocr-engine.ts';

/**
 * A photo taken at an angle is a perspective view of the page: every printed line stays straight, but the lines no
 * longer share one slope (they run towards a vanishing point off the page's side, so the slope changes steadily from
 * the top of the page to the bottom). Rotating by one angle levels the middle and leaves the ends tilted: the right
 * end of a low line drops half a line and its amounts join the next row. Here the slope is measured in horizontal
 * bands of the binarised page, a straight line `slope(y)` is fitted through the bands (exact for lines that meet in a
 * vanishing point), and each line is sheared level on its own. Pure pixel arithmetic.
 */

/** Slope of the text lines in one band of the page, in degrees (positive = falling to the right). */
export interface BandSlope {
  /** Middle of the band, in pixels from the top. */
  y: number;
  degrees: number;
  /** Dark pixels the band held (the fit's weight). */
  ink: number;
}

/** Bands the page is cut into for measuring; each must hold a few lines of text. */
const BANDS = 8;
/** Smallest spread of slopes, top line to bottom line of the text, worth a warp (degrees). */
export const MIN_SLOPE_SPREAD = 0.3;

/**
 * The slope of text lines in horizontal bands of a binarised page (0 = ink): for each band, the angle whose
 * projection of the band's dark pixels is sharpest, searched within ±`maxDegrees`. Bands with too little ink to
 * judge are left out.
 */
export function bandSlopes(page: GreyImage, maxDegrees = 2, step = 0.05): BandSlope[] {
  const { grey, width, height } = page;
  const sx = Math.max(1, Math.floor(width / 1000));
  const bandHeight = height / BANDS;
  const tallest = Math.round(height / 50);
  const out: BandSlope[] = [];
  for (let b = 0; b < BANDS; b++) {
    const y0 = Math.floor(b * bandHeight);
    const y1 = Math.min(height, Math.floor((b + 1) * bandHeight));
    const xs: number[] = [];
    const ys: number[] = [];
    for (let y = y0; y < y1; y += sx) {
      for (let x = 0; x < width; x += sx) {
        // The lower edge of ink only (a dark pixel over a light one) of strokes no taller than a letter: letters'
        // feet and thin rules mark the lines, while a dark page border or band would add a block as tall as the band
        // that favours no tilt at all.
        if (
          grey[y * width + x] < 128 &&
          y + 1 < height &&
          grey[(y + 1) * width + x] >= 128 &&
          inkAbove(page, x, y, tallest) <= tallest
        ) {
          xs.push(x - width / 2);
          ys.push(y - y0);
        }
      }
    }
    if (xs.length < 200) continue;
    const reach = Math.ceil((width / 2) * Math.tan((maxDegrees * Math.PI) / 180)) + 2;
    // Bins as tall as the sampling step: finer bins would favour no tilt, where the samples' rows fall in every other bin.
    const bins = new Float64Array(Math.ceil((y1 - y0 + 2 * reach) / sx) + 2);
    let best = 0;
    let bestScore = -1;
    for (let a = -maxDegrees; a <= maxDegrees + 1e-9; a += step) {
      const t = Math.tan((a * Math.PI) / 180);
      bins.fill(0);
      for (let i = 0; i < xs.length; i++) {
        const k = Math.round((ys[i] - xs[i] * t + reach) / sx);
        if (k >= 0 && k < bins.length) bins[k]++;
      }
      let score = 0;
      for (let i = 0; i < bins.length; i++) score += bins[i] * bins[i];
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    out.push({ y: (y0 + y1) / 2, degrees: best, ink: xs.length });
  }
  return out;
}

/** Length of the run of dark pixels ending at (x, y), counted up to `limit + 1`. */
function inkAbove({ grey, width }: GreyImage, x: number, y: number, limit: number): number {
  let n = 0;
  while (n <= limit && y - n >= 0 && grey[(y - n) * width + x] < 128) n++;
  return n;
}

/** Largest distance (degrees) of a band from the line for the band to be on it. */
const ON_LINE = 0.15;

type SlopeLine = { middle: number; at: number; perPixel: number };

/** Least squares through the bands, weighted by ink. */
function fitLine(bands: readonly BandSlope[]): SlopeLine {
  const w = bands.reduce((s, b) => s + b.ink, 0);
  const my = bands.reduce((s, b) => s + b.y * b.ink, 0) / w;
  const md = bands.reduce((s, b) => s + b.degrees * b.ink, 0) / w;
  const sxx = bands.reduce((s, b) => s + b.ink * (b.y - my) ** 2, 0);
  const sxy = bands.reduce((s, b) => s + b.ink * (b.y - my) * (b.degrees - md), 0);
  return { middle: my, at: md, perPixel: sxx > 0 ? sxy / sxx : 0 };
}

const offLine = (line: SlopeLine, b: BandSlope) => Math.abs(line.at + line.perPixel * (b.y - line.middle) - b.degrees);

/**
 * The straight line `degrees(y) = at + perPixel * (y - middle)` the bands' slopes lie on, and the bands on it; null
 * when it cannot be trusted. Bands with under a quarter of the inkiest band's edges hold no lines of text (a blank
 * foot of the page, where specks and the photo's frame decide the angle) and are left out. Of the lines through two
 * bands, the one most of the ink lies on is taken and fitted again through its bands; it must hold three bands and
 * most of the ink. Slopes that jump (text at one angle, the frame of a rotated photo at another) give the line of
 * the text, which is flat.
 */
export function slopeLine(bands: readonly BandSlope[]): (SlopeLine & { on: BandSlope[] }) | null {
  const inkiest = Math.max(0, ...bands.map((b) => b.ink));
  const kept = bands.filter((b) => b.ink >= 0.25 * inkiest);
  const total = kept.reduce((s, b) => s + b.ink, 0);
  let best: BandSlope[] = [];
  let bestInk = 0;
  for (let i = 0; i < kept.length; i++) {
    for (let j = i + 1; j < kept.length; j++) {
      const on = kept.filter((b) => offLine(fitLine([kept[i], kept[j]]), b) <= ON_LINE);
      const ink = on.reduce((s, b) => s + b.ink, 0);
      if (ink > bestInk) {
        best = on;
        bestInk = ink;
      }
    }
  }
  if (best.length < 3 || bestInk <= total / 2) return null;
  const line = fitLine(best);
  return { ...line, on: kept.filter((b) => offLine(line, b) <= ON_LINE) };
}

/** The search range of the band slopes (degrees), and the wider one used when a band reaches it. */
const USUAL_SLOPE = 2;
const STEEP_SLOPE = 5;

/**
 * The bands' slopes within ±2°, or within ±5° when a band reached the limit: a phone photo held at a steeper angle
 * has bands past 2°, which the narrow search would clip to 2° and no line would fit them. The narrow search stays
 * the first: a wider one lands on other angles of its grid where the projection is nearly as sharp.
 */
function measuredSlopes(page: GreyImage): BandSlope[] {
  const usual = bandSlopes(page, USUAL_SLOPE);
  const clipped = usual.some((b) => Math.abs(b.degrees) >= USUAL_SLOPE - 1e-6);
  return clipped ? bandSlopes(page, STEEP_SLOPE) : usual;
}

/**
 * The page with each text line sheared level, or null when the lines already share one slope (within
 * `MIN_SLOPE_SPREAD` over the text's height: a straight scan, or a photo held square, is left as it is). Output row
 * `y` is taken along the source line through the page's middle at `y` with the fitted slope there; grey is
 * interpolated between the two source rows.
 */
export function straightenLines(page: GreyImage): GreyImage | null {
  return straightenLinesOf(page, [page])?.[0] ?? null;
}

/**
 * The slopes measured on `page` (binarised), applied alike to each of `images` of its size (the binarised page and
 * the grey it was made from, say), or null when the lines already share one slope.
 */
export function straightenLinesOf(page: GreyImage, images: readonly GreyImage[]): GreyImage[] | null {
  const line = slopeLine(measuredSlopes(page));
  if (!line || line.on.length < 3) return null;
  const top = Math.min(...line.on.map((b) => b.y));
  const bottom = Math.max(...line.on.map((b) => b.y));
  if (Math.abs(line.perPixel) * (bottom - top) < MIN_SLOPE_SPREAD) return null;
  return images.map((image) => sheared(image, line));
}

function sheared({ grey, width, height }: GreyImage, line: SlopeLine): GreyImage {
  const out = new Uint8Array(width * height);
  const cx = width / 2;
  for (let y = 0; y < height; y++) {
    const t = Math.tan(((line.at + line.perPixel * (y - line.middle)) * Math.PI) / 180);
    for (let x = 0; x < width; x++) {
      const sy = y + t * (x - cx);
      const y0 = Math.floor(sy);
      const f = sy - y0;
      const a = y0 >= 0 && y0 < height ? grey[y0 * width + x] : 255;
      const b = y0 + 1 >= 0 && y0 + 1 < height ? grey[(y0 + 1) * width + x] : 255;
      out[y * width + x] = Math.round(a + (b - a) * f);
    }
  }
  return { grey: out, width, height };
}
