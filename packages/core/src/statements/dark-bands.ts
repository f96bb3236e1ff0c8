/**
 * Text printed light on a dark band — an app's title bar in a screenshot, white on green, holding the holder's name
 * and account number — thresholds to holes in a black slab, and the recogniser reads only noise there. Such a band
 * is found on the grey page and read again with its shades inverted. Its new words replace the first reading only
 * where that reading found nothing sure in the band, so a band the first reading read (a table heading row) keeps it.
 */
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { placedOnPage, type CropBox } from './ocr-reread.ts';

/** A row is in a band when this share of its pixels is darker than the page's paper. */
const DARK_ROW = 0.6;
/** A word of the first reading this sure (0-100) means the band was read. */
const SURE = 60;
/** A word of the inverted reading must be this sure to be kept. */
const KEEP = 60;

/** A shade of the page at quantile `q` (0-1) of a sample of its pixels. */
function shadeAt(img: GreyImage, q: number): number {
  const step = Math.max(1, Math.floor(img.grey.length / 20_000));
  const sample: number[] = [];
  for (let i = 0; i < img.grey.length; i += step) sample.push(img.grey[i]);
  sample.sort((a, b) => a - b);
  return sample[Math.floor(q * (sample.length - 1))];
}

/** The page's paper: a light shade most of the page is printed on (the 90th percentile of a sample). */
export const paperShade = (img: GreyImage): number => shadeAt(img, 0.9);

/**
 * A page printed light on dark as a whole (an app in dark mode): most of it, three pixels in four, is dark. It is
 * read inverted, as dark print on light; a photo's dark surroundings or a dark title bar leave most of the page light.
 */
export function isDarkPage(img: GreyImage): boolean {
  return shadeAt(img, 0.75) < 96;
}

/**
 * Bands of full-width rows darker than the paper, with light print inside (between 1% and 35% of their pixels as
 * light as the paper): at least `minHeight` rows tall.
 */
export function darkBands(img: GreyImage, minHeight = 24): CropBox[] {
  const paper = paperShade(img);
  if (paper < 128) return [];
  const dark = 0.8 * paper;
  const bands: CropBox[] = [];
  let start = -1;
  const close = (end: number) => {
    if (start >= 0 && end - start >= minHeight) {
      // Print lighter than most of the band: as light as the paper on a screenshot; on a photo of a screen, blurred,
      // half way from the band's own shade to the paper's.
      const shades: number[] = [];
      for (let y = start; y < end; y += 2) for (let x = 0; x < img.width; x += 2) shades.push(img.grey[y * img.width + x]);
      shades.sort((a, b) => a - b);
      const band = shades[Math.floor(shades.length / 2)];
      const lightFrom = Math.min(0.92 * paper, band + 0.5 * (paper - band));
      let light = 0;
      for (let y = start; y < end; y++) for (let x = 0; x < img.width; x++) if (img.grey[y * img.width + x] >= lightFrom) light++;
      const share = light / ((end - start) * img.width);
      if (share >= 0.01 && share <= 0.35) bands.push({ x0: 0, y0: start, x1: img.width, y1: end });
    }
    start = -1;
  };
  for (let y = 0; y < img.height; y++) {
    let n = 0;
    const row = y * img.width;
    for (let x = 0; x < img.width; x++) if (img.grey[row + x] < dark) n++;
    if (n >= DARK_ROW * img.width) {
      if (start < 0) start = y;
    } else close(y);
  }
  close(img.height);
  return bands;
}

/** The band with its shades inverted: light print on dark becomes dark print on light. */
export function inverted(img: GreyImage): GreyImage {
  const grey = new Uint8Array(img.grey.length);
  for (let i = 0; i < grey.length; i++) grey[i] = 255 - img.grey[i];
  return { ...img, grey };
}

const inside = (w: RecognisedWord, b: CropBox) => (w.y0 + w.y1) / 2 >= b.y0 && (w.y0 + w.y1) / 2 < b.y1;

/** Whether the first reading found anything sure in the band (then it stands). */
export function bandWasRead(page: RecognisedPage, band: CropBox): boolean {
  return page.lines.some((ws) => ws.some((w) => inside(w, band) && w.confidence >= SURE && /[A-Za-z0-9]/.test(w.text)));
}

/**
 * The page with each unread band's first reading replaced by its inverted reading (words placed back on the page,
 * only those read at least `KEEP` sure). A band whose inverted reading keeps nothing keeps its first reading.
 */
export function withDarkBands(page: RecognisedPage, reads: ReadonlyMap<CropBox, RecognisedPage>): RecognisedPage {
  let lines = page.lines;
  for (const [band, read] of reads) {
    const words = read.lines
      .map((ws) =>
        ws
          .filter((w) => w.confidence >= KEEP && /[A-Za-z0-9]/.test(w.text))
          .map((w) => placedOnPage(w, band)),
      )
      .filter((ws) => ws.length > 0);
    if (words.length === 0) continue;
    lines = [...lines.map((ws) => ws.filter((w) => !inside(w, band))).filter((ws) => ws.length > 0), ...words];
  }
  return lines === page.lines ? page : { ...page, lines };
}
