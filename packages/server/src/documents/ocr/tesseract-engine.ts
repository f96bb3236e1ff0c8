import type {
  GreyImage,
  OcrDocument,
  OcrEngine,
  RecognisedPage,
} from '@nairalens/core/documents/ocr-engine.ts';
import { straightenLinesOf } from '@nairalens/core/statements/line-slopes.ts';
import { pdfPagesForOcr, thresholdPage } from '@nairalens/core/statements/ocr-words.ts';
import { eraseDottedRules } from '@nairalens/core/statements/dotted-rules.ts';
import { withoutFlatMarks } from '@nairalens/core/statements/flat-marks.ts';
import { inverted, isDarkPage } from '@nairalens/core/statements/dark-bands.ts';
import { findPage, flattenPhotographedPage, pageFromAfar } from '@nairalens/core/statements/page-quad.ts';
import { flattenedReadsBetter, rowLines, worthFlattening } from '@nairalens/core/statements/flattened-reading.ts';
import { levelLight } from '@nairalens/core/statements/level-light.ts';
import { eraseThinRules } from '@nairalens/core/statements/threshold.ts';
import { readsBetter, turnGrey, turnsToTry } from '@nairalens/core/statements/page-orientation.ts';
import { readsClearlyBetter, STRICTER_K, wantsStricterThreshold } from '@nairalens/core/statements/stricter-threshold.ts';
import { createWorker, PSM } from 'tesseract.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { atReadingWidth, canvasPageRenderer, greyOfImageFile, rotated } from './canvas-pixels.ts';
import { readDarkBandsOf, readShadedHeadingsOf, readUnreadInkOf, recognise, rereadDoubtful, rereadUnsureDigits, type TesseractWorker } from './tesseract-calls.ts';

/**
 * pdf.js's image decoders (JBIG2 and CCITT fax for 1-bit office scans, JPEG 2000), shipped in its package: without
 * them such a page renders blank and the scan reads no rows.
 */
function pdfjsWasmDirectory(): string {
  // Resolved from core, whose dependency pdf.js is.
  const core = import.meta.resolve('@nairalens/core/statements/pdf-text-items.ts');
  const pkg = createRequire(core).resolve('pdfjs-dist/package.json');
  return `${path.join(path.dirname(pkg), 'wasm')}${path.sep}`;
}

/** How tesseract runs: plain data, so that it can be handed to a worker thread or a child process. */
export interface TesseractSettings {
  /** Folder holding eng.traineddata(.gz), e.g. the `langPath` of @tesseract.js-data/eng. */
  langPath: string;
  /**
   * Folder holding the second recognition model's eng.traineddata(.gz) (OcrDocument.secondReading): tessdata_fast
   * 4.1.0, shipped in this package (`packages/server/ocr-data/`). Omitted = the second reading uses `langPath`.
   */
  secondLangPath?: string;
  /** Folder where tesseract may cache data; omitted = no cache written. */
  cachePath?: string;
  /** Binarise with a local threshold and level the page first (helps photos with uneven light). Default true. */
  threshold?: boolean;
  /** How many pages to recognise at once (one tesseract worker each). Default 1. */
  concurrency?: number;
}

/**
 * Text recognition in this process: tesseract.js (WASM, offline, language data from `langPath`) on pages rendered
 * and decoded with @napi-rs/canvas. Its memory is native and not capped here: the server runs it in a child process
 * (process-ocr-engine.ts); tests and benchmarks may call it directly.
 */
export function createTesseractEngine(settings: TesseractSettings): OcrEngine {
  return {
    async recognise(document: OcrDocument): Promise<RecognisedPage[]> {
      if (document.kind === 'images') {
        return recognisePages(
          document.images.map((bytes) => () => greyOfImageFile(bytes)),
          settings,
          document.sparse ?? false,
          document.secondReading === true,
        );
      }
      // pdf.js is loaded for scanned PDFs only: a photo's process starts without it.
      const { openPdf } = await import('@nairalens/core/statements/pdf-text-items.ts');
      const { pdf, close } = await openPdf(document.bytes, document.password, { wasmUrl: pdfjsWasmDirectory() });
      try {
        const pages = pdfPagesForOcr(pdf, canvasPageRenderer, { smoothImages: document.smoothImages === true });
        return await recognisePages(pages, settings, document.sparse ?? false, document.secondReading === true);
      } finally {
        await close();
      }
    },
  };
}

/**
 * Pages are shared among up to `concurrency` tesseract workers (each a WASM instance on its own thread), rendered
 * one at a time as a worker takes them, so a 2-page scan on a 2-core machine takes about the time of one page.
 */
async function recognisePages(
  sources: (() => Promise<GreyImage>)[],
  settings: TesseractSettings,
  sparse: boolean,
  secondReading: boolean,
): Promise<RecognisedPage[]> {
  const workerCount = Math.max(1, Math.min(sources.length, settings.concurrency ?? 1));
  // Workers load their language data in their own threads while this thread renders the first pages.
  // Both models are called "eng": the second is never cached, or each would be taken for the other.
  const model = secondReading && settings.secondLangPath ? { ...settings, langPath: settings.secondLangPath, cachePath: undefined } : settings;
  const starting = Promise.all(Array.from({ length: workerCount }, () => startWorker(model, sparse)));
  // Awaited by the lanes and in `finally`; a failure while a lane is still rendering is not "unhandled".
  starting.catch(() => undefined);
  const pages: RecognisedPage[] = new Array(sources.length);
  let next = 0;
  const lane = async (w: number) => {
    for (let i = next++; i < sources.length; i = next++) {
      const rendered = await sources[i]();
      // A dark-mode screenshot is read as the light page it inverts to (dark-bands.ts).
      const source = isDarkPage(rendered) ? inverted(rendered) : rendered;
      const worker = (await starting)[w];
      const { prepared, read } = await readFlattenedOrNot(worker, source, { threshold: settings.threshold ?? true, secondReading });
      const rereadWords = prepared.grey ? await rereadDoubtful(worker, read, prepared.grey, sparse) : read;
      const reread = prepared.grey ? await rereadUnsureDigits(worker, rereadWords, prepared.grey, sparse) : rereadWords;
      // Rules' remnants read as words go first: their ink is then no unread ink either (see flat-marks.ts).
      const marked = prepared.grey ? withoutFlatMarks(reread, prepared.binary) : reread;
      const inked = prepared.grey && sparse ? await readUnreadInkOf(worker, marked, prepared.binary, prepared.grey) : marked;
      const banded = prepared.grey && sparse ? await readDarkBandsOf(worker, inked, prepared.grey) : inked;
      pages[i] = prepared.grey && sparse ? await readShadedHeadingsOf(worker, banded, prepared.grey) : banded;
    }
  };
  try {
    await Promise.all(Array.from({ length: workerCount }, (_, w) => lane(w)));
    return pages;
  } finally {
    const workers = await starting.catch(() => []);
    await Promise.all(workers.map((wk) => wk.terminate()));
  }
}

/** Lines with a date and an amount a page cut out of a photo taken from afar must read to be kept: a table's. */
const MIN_CUT_OUT_ROWS = 3;

/**
 * A page photographed at an angle whose rows the first reading split is read again flattened to the rectangle it
 * was (page-quad.ts); the flattened reading is kept only when it holds clearly more table rows
 * (flattened-reading.ts). A page taken from afar is read cut out first, and that reading kept when it holds a
 * table. Any other page is read once.
 */
async function readFlattenedOrNot(worker: TesseractWorker, source: GreyImage, how: Preparation): ReturnType<typeof readUpright> {
  // The page is looked for once: both cut-outs start from it.
  const page = findPage(source);
  const afar = pageFromAfar(source, page);
  const cutOut = afar ? await readUpright(worker, afar, how) : null;
  if (cutOut && rowLines(cutOut.read) >= MIN_CUT_OUT_ROWS) return cutOut;
  const photo = await readUpright(worker, source, how);
  if (cutOut) return flattenedReadsBetter(cutOut.read, photo.read) ? cutOut : photo;
  // A photo whose dated lines already hold their amounts is read once (flattened-reading.ts).
  const flat = worthFlattening(photo.read) ? flattenPhotographedPage(source, page) : null;
  if (!flat) return photo;
  const flattened = await readUpright(worker, flat, how);
  return flattenedReadsBetter(flattened.read, photo.read) ? flattened : photo;
}

/**
 * The page read the right way up: read as it comes, and only when that reading looks like a turned page's (see
 * page-orientation.ts) read again turned, until a turn reads upright; the clearly best reading is kept. A page read
 * unsure is then read again with a stricter threshold.
 */
async function readUpright(
  worker: TesseractWorker,
  source: GreyImage,
  how: Preparation,
): Promise<{ prepared: ReturnType<typeof prepare>; read: RecognisedPage }> {
  const prepared = prepare(atReadingWidth(source), how);
  const read = await recognise(worker, prepared.reading);
  let best: { prepared: ReturnType<typeof prepare>; read: RecognisedPage; turns: 0 | 1 | 2 | 3 } = { prepared, read, turns: 0 };
  for (const turns of turnsToTry(read)) {
    const turned = prepare(atReadingWidth(turnGrey(source, turns)), how);
    const again = await recognise(worker, turned.reading);
    if (readsBetter(again, best.read)) best = { prepared: turned, read: again, turns };
    // A quarter turn too few or too many reads as upside down: only an upright reading ends the search.
    if (best.read === again && turnsToTry(again).length === 0) break;
  }
  // A blurred photo reads thick and unsure: read it again with a stricter threshold (see stricter-threshold.ts).
  if (how.threshold && !how.secondReading && wantsStricterThreshold(best.read)) {
    const upright = best.turns === 0 ? source : turnGrey(source, best.turns);
    const stricter = prepare(atReadingWidth(upright), how, STRICTER_K);
    const again = await recognise(worker, stricter.reading);
    if (readsClearlyBetter(again, best.read)) best = { prepared: stricter, read: again, turns: best.turns };
  }
  return best;
}

async function startWorker(settings: TesseractSettings, sparse: boolean): Promise<TesseractWorker> {
  const worker = await createWorker('eng', 1, {
    langPath: settings.langPath,
    cachePath: settings.cachePath,
    cacheMethod: settings.cachePath ? 'write' : 'none',
    gzip: true,
  });
  await worker.setParameters({
    // Sparse text: words found anywhere, grouped in lines by the reader (see OcrDocument.sparse).
    tessedit_pageseg_mode: sparse ? PSM.SPARSE_TEXT : PSM.SINGLE_BLOCK,
    preserve_interword_spaces: '1',
    user_defined_dpi: '300',
  });
  return worker;
}

/** How a page is made ready for the recogniser (see `prepare`). */
interface Preparation {
  /** Binarise with the local threshold and level the page (TesseractSettings.threshold). */
  threshold: boolean;
  /** Hand the recogniser the levelled grey page instead of the binarised one (OcrDocument.secondReading). */
  secondReading: boolean;
}

/**
 * Threshold and level the page (core measures, canvas rotates), then level each line of a photo taken at an angle,
 * whose lines do not share one slope (core; a straight page is left as it is); last, rules printed as rows of dots
 * and the pieces of pale row rules the threshold left are erased (core), once they lie level. The grey page, turned
 * and sheared alike, is kept for the second reading of doubtful words. `reading` is the page the recogniser reads:
 * the binarised one, or with `secondReading` the grey one with its light levelled (level-light.ts), left to the
 * recogniser's own threshold.
 */
function prepare(page: GreyImage, { threshold, secondReading }: Preparation, k?: number): { binary: GreyImage; grey?: GreyImage; reading: GreyImage } {
  if (!threshold) return { binary: page, reading: page };
  const { image, skew } = thresholdPage(page, k);
  const [level, greyLevel] = skew === 0 ? [image, page] : [rotated(image, -skew), rotated(page, -skew)];
  const [straight, greyStraight] = straightenLinesOf(level, [level, greyLevel]) ?? [level, greyLevel];
  // The rotated and sheared pages are new buffers; the thresholded one is already a copy (see thresholdPage).
  eraseDottedRules(straight.grey, straight.width, straight.height);
  eraseThinRules(straight.grey, straight.width, straight.height);
  return { binary: straight, grey: greyStraight, reading: secondReading ? levelLight(greyStraight) : straight };
}
