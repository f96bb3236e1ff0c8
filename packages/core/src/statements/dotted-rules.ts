/**
 * Dotted row rules erased from a binarised, levelled page (in place; ink is below 128). A rule printed as a row of
 * dots survives the threshold as dots, each too short to be taken for a rule piece (see `eraseThinRules`), and the
 * recogniser joins them to the words just below or above: boxes reach up to the rule, a figure's middle digits are
 * lost ("44 9.40" for "44,219.40"), and whole rows drop out of the table. A dot alone is no rule; a long row of
 * them at one height, closely spaced, is, and no text is: letters stand on their uprights, and the marks of a line of
 * text that are as flat as a dot (hyphens, full stops, commas) stand far apart. Runs before `eraseThinRules`: dots
 * the threshold ran together into a stretch of solid rule are part of the row here, and once erased would leave the
 * dots on either side too short a row to be known as a rule.
 */
import { forEachInkBlob } from './ink-blobs.ts';

/** A blob of ink no taller than a rule: a dot, or a run of dots the threshold ran together. */
interface Dot {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  y: number;
  pixels: number[];
}

/** The blobs of ink of a page flat enough to be dots of a rule: at most `thick` tall. */
function dotsOf(grey: Uint8Array | Uint8ClampedArray, width: number, height: number, thick: number): Dot[] {
  const dots: Dot[] = [];
  forEachInkBlob(
    width,
    height,
    (i) => grey[i] < 128,
    ({ pixels, x0, x1, y0, y1 }) => {
      if (y1 - y0 + 1 <= thick) dots.push({ x0, x1, y0, y1, y: (y0 + y1) / 2, pixels });
    },
  );
  return dots;
}

/**
 * Erases every row of dots at least `width / 8` long (about a column and a half) in which each dot is at most
 * `width / 400` tall, the next one starts at most three such heights after it ends (the threshold loses a pale dot
 * here and there), and their heights differ by at most two pixels (a levelled scan steps a rule by a pixel now and
 * then). A shorter row of five dots or more at the height of such a rule, starting or ending within `width / 8` of
 * it, is the rest of that rule, cut where the threshold lost a few dots in a row.
 */
export function eraseDottedRules(grey: Uint8Array | Uint8ClampedArray, width: number, height: number): void {
  const thick = Math.max(3, Math.round(width / 400));
  const maxGap = 3 * thick;
  const minSpan = Math.round(width / 8);
  const dots = dotsOf(grey, width, height, thick).sort((a, b) => a.x0 - b.x0);
  const open: Dot[][] = [];
  const chains: Dot[][] = [];
  for (const dot of dots) {
    // Rows of dots that ended too far to the left are complete.
    for (let k = open.length - 1; k >= 0; k--) {
      if (open[k][open[k].length - 1].x1 < dot.x0 - maxGap) chains.push(open.splice(k, 1)[0]);
    }
    let best: Dot[] | null = null;
    for (const chain of open) {
      const last = chain[chain.length - 1];
      if (last.x1 >= dot.x0 || Math.abs(last.y - dot.y) > 2) continue;
      if (!best || Math.abs(last.y - dot.y) < Math.abs(best[best.length - 1].y - dot.y)) best = chain;
    }
    if (best) best.push(dot);
    else open.push([dot]);
  }
  chains.push(...open);
  const span = (c: Dot[]) => ({ x0: c[0].x0, x1: c[c.length - 1].x1 });
  const rules = chains.filter((c) => span(c).x1 - span(c).x0 >= minSpan);
  const restOfRule = (c: Dot[]) =>
    c.length >= 5 &&
    rules.some((r) => {
      const [a, b] = [span(r), span(c)];
      const near = Math.abs(b.x0 - a.x1) <= minSpan || Math.abs(a.x0 - b.x1) <= minSpan;
      const atEnd = b.x0 > a.x1 ? r[r.length - 1].y - c[0].y : r[0].y - c[c.length - 1].y;
      return near && Math.abs(atEnd) <= 2;
    });
  for (const chain of chains) {
    if (!rules.includes(chain) && !restOfRule(chain)) continue;
    for (const d of chain) {
      for (const i of d.pixels) {
        grey[i] = 255;
        // The grey fringe the rotation left above and below the dot goes too: the recogniser thresholds the page
        // again, and a fringe at the threshold came back as a faint row of dots (ink beside the dot is no fringe).
        if (i >= width && grey[i - width] >= 128) grey[i - width] = 255;
        if (i + width < grey.length && grey[i + width] >= 128) grey[i + width] = 255;
      }
    }
  }
}
