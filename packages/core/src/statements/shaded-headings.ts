/**
 * A table's heading row printed on a light grey shading, on a page scanned small and squeezed hard (a "compress PDF"
 * site's 100 dpi, JPEG quality 35): the shading's blotches fall below the local threshold around the print and the
 * headings threshold to blobs that read as nothing ("Transaction Date Value Date Reference Description" lost, "Debit"
 * and "Balance" kept). Such a row is found on the grey page and read again as it is, where the recogniser's own
 * binarisation of the small crop sees the grey as paper. The second reading adds what the first could not read.
 */
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { isHeaderWord } from './column-dictionary.ts';
import { paperShade } from './dark-bands.ts';
import { placedOnPage, type CropBox } from './ocr-reread.ts';

/** A row is shaded when this share of its pixels is a light grey: darker than the paper, far lighter than print. */
const SHADED_ROW = 0.45;
/** A word of either reading this sure (0-100) counts. */
const SURE = 60;

/**
 * Bands of rows shaded light grey (between 70% and 93% of the paper's shade), as tall as a line of print or two:
 * at least `minHeight` rows, at most 6% of the page (a taller grey area is a photo's shadow, not a heading row).
 */
export function shadedBands(img: GreyImage, minHeight = 16): CropBox[] {
  const paper = paperShade(img);
  if (paper < 160) return [];
  const [low, high] = [0.7 * paper, 0.93 * paper];
  const maxHeight = 0.06 * img.height;
  const bands: CropBox[] = [];
  let start = -1;
  const close = (end: number) => {
    if (start >= 0 && end - start >= minHeight && end - start <= maxHeight) {
      // A little of the paper around it: the print at the band's edge stays whole.
      const pad = Math.round((end - start) / 4);
      bands.push({ x0: 0, y0: Math.max(0, start - pad), x1: img.width, y1: Math.min(img.height, end + pad) });
    }
    start = -1;
  };
  for (let y = 0; y < img.height; y++) {
    let n = 0;
    let seen = 0;
    for (let x = 0; x < img.width; x += 2, seen++) {
      const v = img.grey[y * img.width + x];
      if (v >= low && v <= high) n++;
    }
    if (n >= SHADED_ROW * seen) {
      if (start < 0) start = y;
    } else close(y);
  }
  close(img.height);
  return bands;
}

const middle = (w: RecognisedWord) => (w.y0 + w.y1) / 2;
const inside = (w: RecognisedWord, b: CropBox) => middle(w) >= b.y0 && middle(w) < b.y1;
const headingWord = (w: RecognisedWord) => w.confidence >= SURE && isHeaderWord(w.text.replace(/[^A-Za-z]/g, ''));

/** Shaded bands whose first reading holds a column heading: a table's heading row, worth a second reading. */
export function shadedHeadingBands(page: RecognisedPage, img: GreyImage): CropBox[] {
  return shadedBands(img).filter((band) => page.lines.some((ws) => ws.some((w) => inside(w, band) && headingWord(w))));
}

/**
 * The page with each band's second reading (its sure words placed back on the page) added to the first: the first
 * reading's words stay where no word of the second lies over them. Taken only when the second reading holds more
 * sure heading words than the first.
 */
export function withShadedHeadings(page: RecognisedPage, reads: ReadonlyMap<CropBox, RecognisedPage>): RecognisedPage {
  let lines = page.lines;
  for (const [band, read] of reads) {
    const second = read.lines
      .flat()
      .filter((w) => w.confidence >= SURE && /[A-Za-z0-9]/.test(w.text))
      .map((w) => placedOnPage(w, band));
    const first = lines.flat().filter((w) => inside(w, band));
    if (second.filter(headingWord).length <= first.filter(headingWord).length) continue;
    const kept = first.filter((w) => !second.some((s) => Math.min(s.x1, w.x1) > Math.max(s.x0, w.x0)));
    lines = [...lines.map((ws) => ws.filter((w) => !inside(w, band))).filter((ws) => ws.length > 0), [...kept, ...second].sort((a, b) => a.x0 - b.x0)];
  }
  return lines === page.lines ? page : { ...page, lines };
}
