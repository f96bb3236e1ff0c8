import type { GreyImage, RecognisedPage, RecognisedWord } from '@nairalens/core/documents/ocr-engine.ts';
import { encodePgm } from '@nairalens/core/statements/ocr-words.ts';
import { cropGrey, doubtfulWords, rereadWord, withRereads, type CropBox, type DoubtfulWord } from '@nairalens/core/statements/ocr-reread.ts';
import { readUnreadInk, unreadInk, withUnreadInk, type UnreadInk } from '@nairalens/core/statements/unread-ink.ts';
import { bandWasRead, darkBands, inverted, withDarkBands } from '@nairalens/core/statements/dark-bands.ts';
import { shadedHeadingBands, withShadedHeadings } from '@nairalens/core/statements/shaded-headings.ts';
import { confirmedDigits, proposesDigits, unsureDigitWords, type UnsureDigits } from '@nairalens/core/statements/unsure-digits.ts';
import { PSM, type createWorker } from 'tesseract.js';
import { enlarged } from './canvas-pixels.ts';

/*
 * The recogniser's calls: a page read whole, and the parts of a page read again (doubtful words, unsure digits,
 * unread ink, dark bands, shaded headings). Core decides what to read again and whether a reading stands; this file
 * only crops, sets the page mode and asks.
 */

export type TesseractWorker = Awaited<ReturnType<typeof createWorker>>;

interface TessWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  symbols?: { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } }[];
}

/**
 * The doubtful words of a page read again, one by one, from the grey page (core decides which and whether the
 * second reading stands, see ocr-reread.ts). One line at a time: a crop is a word, not a block.
 */
export async function rereadDoubtful(worker: TesseractWorker, page: RecognisedPage, grey: GreyImage, sparse: boolean): Promise<RecognisedPage> {
  const doubtful = doubtfulWords(page, grey.width, grey.height);
  if (doubtful.length === 0) return page;
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    const rereads = new Map<DoubtfulWord, RecognisedWord>();
    for (const doubt of doubtful) {
      const word = rereadWord(doubt, await recognise(worker, cropGrey(grey, doubt.crop)));
      if (word) rereads.set(doubt, word);
    }
    return withRereads(page, rereads);
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: sparse ? PSM.SPARSE_TEXT : PSM.SINGLE_BLOCK });
  }
}

/**
 * The unsure digits of otherwise sure words read again, each word alone from the grey page as it is and, only when
 * that reading changes a digit, a second time enlarged 2x; core decides which words and whether the readings agree
 * (see unsure-digits.ts).
 */
export async function rereadUnsureDigits(worker: TesseractWorker, page: RecognisedPage, grey: GreyImage, sparse: boolean): Promise<RecognisedPage> {
  const unsure = unsureDigitWords(page, grey.width, grey.height);
  if (unsure.length === 0) return page;
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    const rereads = new Map<UnsureDigits, RecognisedWord>();
    for (const doubt of unsure) {
      const crop = cropGrey(grey, doubt.crop);
      const first = await recognise(worker, crop);
      if (!proposesDigits(doubt, first)) continue;
      const word = confirmedDigits(doubt, [first, await recognise(worker, enlarged(crop, 2))]);
      if (word) rereads.set(doubt, word);
    }
    return withRereads(page, rereads);
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: sparse ? PSM.SPARSE_TEXT : PSM.SINGLE_BLOCK });
  }
}

/**
 * Ink on the binarised page that no word box covers, read run by run from the grey page (core finds the runs and
 * decides whether a reading stands, see unread-ink.ts): short pale lines the sparse reading passed over.
 */
export async function readUnreadInkOf(worker: TesseractWorker, page: RecognisedPage, binary: GreyImage, grey: GreyImage): Promise<RecognisedPage> {
  const runs = unreadInk(page, binary);
  if (runs.length === 0) return page;
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    const reads = new Map<UnreadInk, RecognisedWord[]>();
    for (const run of runs) {
      const words = readUnreadInk(run, await recognise(worker, cropGrey(grey, run.crop)));
      if (words) reads.set(run, words);
    }
    return withUnreadInk(page, reads);
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  }
}

/** Bands printed light on dark that the first reading could not read, read again inverted (see dark-bands.ts). */
export async function readDarkBandsOf(worker: TesseractWorker, page: RecognisedPage, grey: GreyImage): Promise<RecognisedPage> {
  const bands = darkBands(grey).filter((band) => !bandWasRead(page, band));
  if (bands.length === 0) return page;
  const reads = new Map<CropBox, RecognisedPage>();
  for (const band of bands) reads.set(band, await recognise(worker, inverted(cropGrey(grey, band))));
  return withDarkBands(page, reads);
}

/** A heading row shaded grey, read again from the grey page as a block (see shaded-headings.ts). */
export async function readShadedHeadingsOf(worker: TesseractWorker, page: RecognisedPage, grey: GreyImage): Promise<RecognisedPage> {
  const bands = shadedHeadingBands(page, grey);
  if (bands.length === 0) return page;
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  try {
    const reads = new Map<CropBox, RecognisedPage>();
    for (const band of bands) reads.set(band, await recognise(worker, cropGrey(grey, band)));
    return withShadedHeadings(page, reads);
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  }
}

export async function recognise(worker: TesseractWorker, page: GreyImage): Promise<RecognisedPage> {
  const pgm = encodePgm(page.grey, page.width, page.height);
  const res = await worker.recognize(
    Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength),
    {},
    { blocks: true, text: false },
  );
  const lines: RecognisedWord[][] = [];
  for (const block of res.data.blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        lines.push(
          (line.words as TessWord[]).map((w) => ({
            text: w.text,
            confidence: w.confidence,
            ...w.bbox,
            ...(w.symbols ? { symbols: w.symbols.map((c) => ({ text: c.text, confidence: c.confidence, ...c.bbox })) } : {}),
          })),
        );
      }
    }
  }
  return { lines, confidence: res.data.confidence, width: page.width, height: page.height };
}
