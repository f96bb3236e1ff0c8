/**
 * Ink the recogniser never read. Finding words anywhere on a page (sparse text), tesseract passes over short pale
 * pieces of print: a narration's second line of one word (`Bank`, `Mfb`, `Ltd`), or the ends of such a word around
 * a part it did read (`an`). The binarised page still holds their letters. Blobs of text-height ink inside the
 * page's print that no word box covers, lying next to a read line, are gathered into runs; the engine reads each run
 * alone from the grey page (as doubtful words are read again, see ocr-reread.ts) and core decides whether the
 * reading stands: it must be sure, made of letters and digits, and fill the ink, so specks, rule pieces and
 * show-through read as nothing or as unsure marks are never taken for words.
 */
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { isHeaderWord } from './column-dictionary.ts';
import { forEachInkBlob } from './ink-blobs.ts';
import { placedOnPage, type CropBox } from './ocr-reread.ts';

/** Words read this surely, of three characters or more, give the page's text height and its print's extent. */
const SURE = 80;
/** A reading of unread ink must be this sure (0-100): lower, specks and show-through read as letters. */
const READ_AT_LEAST = 75;
/** Ink darker than this (0-255) on the binarised page. */
const INK = 128;

/** A run of unread ink: the part of the grey page to read, and the words of the page its reading replaces. */
export interface UnreadInk {
  /** The run's ink (its letters' boxes, and the words it joined). */
  ink: CropBox;
  /** The ink with a margin: what the engine reads. */
  crop: CropBox;
  /** Words (line, index) whose boxes the run took in: the ends of a word the recogniser read only in part. */
  joins: { line: number; index: number; word: RecognisedWord }[];
  /** A word whose character box holds two letters: its reading may only add letters to it. */
  lostLetter?: boolean;
}

type Box = CropBox;

const median = (xs: number[]): number => Math.round(xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
const overlapY = (a: Box, b: Box) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
const gapX = (a: Box, b: Box) => Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
const union = (a: Box, b: Box): Box => ({ x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) });

/**
 * The runs of unread ink on a page read from `binary` (the binarised page the recogniser saw). A letter is a blob
 * between 0.3 and 1.3 text heights tall and at most two wide (rules, stamps, borders and specks are not), uncovered
 * when its middle lies in no word box. Letters on one line less than half a text height apart make a run, and so do
 * a word they touch (its box is read again with them). A run counts when it has two uncovered letters or joins a
 * word, one of them is at least 0.6 text heights tall (a capital or an ascender, not a row of specks), and a sure
 * word stands within two text heights above or below it, over the same stretch of the page (a narration's line).
 */
export function unreadInk(page: RecognisedPage, binary: GreyImage): UnreadInk[] {
  const words = page.lines.flatMap((ws, line) => ws.map((word, index) => ({ line, index, word })));
  const sure = words.map((w) => w.word).filter((w) => w.confidence >= SURE && w.text.trim().length >= 3);
  if (sure.length < 5) return [];
  const h = median(sure.map((w) => w.y1 - w.y0));
  // The page's print, and two text heights below it: the last row's wrapped line.
  const read0 = sure.reduce<Box>((b, w) => union(b, w), sure[0]);
  const print: Box = { ...read0, y1: read0.y1 + 2 * h };
  // Ink inside a word's box (its print, for a tall box) is that word's: masked out, so that a letter of the line
  // below touching a descender above (`y` over `Ltd`) still stands as a letter of its own.
  const { width, height, grey } = binary;
  const read = new Uint8Array(width * height);
  for (const { word } of words) {
    const b = word.y1 - word.y0 > 1.5 * h ? printOf(word, h) : word;
    const mark = word.confidence >= SURE ? 2 : 1;
    for (let y = Math.max(0, Math.floor(b.y0) - 1); y < Math.min(height, Math.ceil(b.y1) + 1); y++) {
      const row = y * width;
      for (let x = Math.max(0, b.x0 - 1); x < Math.min(width, b.x1 + 1); x++) read[row + x] = Math.max(read[row + x], mark);
    }
  }
  const unread = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return grey[i] < INK && !read[i] && x >= print.x0 && x <= print.x1 && y >= print.y0 && y <= print.y1;
  };
  const letters: Box[] = [];
  // A blob that runs on sideways into a sure word's ink is the end of that word's letter, spilt out of its box (the
  // T of `VAT`), not a letter of its own; an unsure mark's box (`£,` over the top of `Okafor`'s f) proves nothing.
  const spilt = (i: number) => (read[i - 1] === 2 && grey[i - 1] < INK) || (read[i + 1] === 2 && grey[i + 1] < INK);
  forEachInkBlob(width, height, unread, (blob) => {
    const b = { x0: blob.x0, y0: blob.y0, x1: blob.x1 + 1, y1: blob.y1 + 1 };
    const bh = b.y1 - b.y0;
    if (bh >= 0.3 * h && bh <= 1.3 * h && b.x1 - b.x0 <= 2 * h && !blob.pixels.some(spilt)) letters.push(b);
  });
  const top = tableTop(words.map((w) => w.word), h);
  const lines = sure.map((w) => (w.y1 - w.y0 > 1.5 * h ? printOf(w, h) : w));
  const runs = runsOf(letters, words, h)
    .filter((run) => run.letters.some((l) => l.y1 - l.y0 >= 0.6 * h) && run.ink.y1 - run.ink.y0 <= 1.4 * h)
    .filter((run) =>
      run.joins.length > 0
        ? run.joins.every((j) => digits(j.word.text) <= letterCount(j.word.text))
        : run.letters.length >= 2 && run.ink.y0 > top && lines.some((w) => cellLineAbove(run.ink, w, h)),
    )
    .map((run): UnreadInk => ({ ink: run.ink, joins: run.joins, crop: withMargin(run.ink, h, binary) }));
  // Ink inside a box that is not the box's letter: an unsure word one of whose characters' boxes holds two letters
  // apart (`EB` read for `EBI`, the I inside the B's box) lost a letter, and is read again as a run of its own.
  const joined = new Set(runs.flatMap((r) => r.joins.map((j) => j.word)));
  for (const w of words) {
    if (w.word.confidence >= SURE || joined.has(w.word) || digits(w.word.text) > letterCount(w.word.text)) continue;
    const ink = w.word.y1 - w.word.y0 > 1.5 * h ? printOf(w.word, h) : w.word;
    if (!(w.word.symbols ?? []).some((c) => holdsTwoLetters({ ...c, y0: ink.y0, y1: ink.y1 }, binary, h))) continue;
    runs.push({ ink, joins: [w], crop: withMargin(ink, h, binary), lostLetter: true });
  }
  return runs;
}

/**
 * A character's box holding two letters: a column without ink inside it, with ink on either side reaching at least
 * 0.6 of a text height top to bottom (a stroke of a letter, not a speck or the tail of a comma).
 */
function holdsTwoLetters(box: Box, { grey, width }: GreyImage, h: number): boolean {
  const x0 = Math.round(box.x0);
  const x1 = Math.round(box.x1);
  const inkRows = (x: number) => {
    let top = -1;
    let bottom = -1;
    for (let y = Math.round(box.y0); y < Math.round(box.y1); y++) {
      if (grey[y * width + x] < INK) {
        if (top < 0) top = y;
        bottom = y;
      }
    }
    return top < 0 ? 0 : bottom - top + 1;
  };
  const heights = Array.from({ length: x1 - x0 }, (_, i) => inkRows(x0 + i));
  for (let gap = 1; gap < heights.length - 1; gap++) {
    if (heights[gap] > 0) continue;
    const left = Math.max(0, ...heights.slice(0, gap));
    const right = Math.max(0, ...heights.slice(gap + 1));
    if (left >= 0.6 * h && right >= 0.6 * h) return true;
  }
  return false;
}

/**
 * The top of the table: the line (words whose middles lie within half a text height) holding the most words of
 * column names, at least three (a summary box's labels, `Account Name  Account Number  Statement Date`, hold fewer
 * than the table's heading), or the top of the page when none does (a scan's later page).
 */
function tableTop(words: readonly RecognisedWord[], h: number): number {
  const mid = (w: RecognisedWord) => (w.y0 + w.y1) / 2;
  const heads = words.filter((w) => isHeaderWord(w.text.replace(/[^A-Za-z]/g, '')));
  let best = { count: 2, top: -Infinity };
  for (const w of heads) {
    const count = heads.filter((o) => Math.abs(mid(o) - mid(w)) <= 0.5 * h).length;
    if (count > best.count) best = { count, top: mid(w) };
  }
  return best.top;
}

/**
 * The band of a tall word's print: a text height from where its characters' tops agree (their bottoms scatter down
 * to the ink it swallowed; the characters' own boxes reach down too), or up from where their bottoms agree.
 */
function printOf(w: RecognisedWord, h: number): Box {
  const chars = w.symbols ?? [];
  if (chars.length === 0) return { ...w, y1: w.y0 + 1.2 * h };
  const spread = (ys: number[]) => Math.max(...ys) - Math.min(...ys);
  const tops = chars.map((c) => c.y0);
  const bottoms = chars.map((c) => c.y1);
  if (spread(tops) <= spread(bottoms)) return { ...w, y0: median(tops), y1: median(tops) + 1.2 * h };
  return { ...w, y0: median(bottoms) - 1.2 * h, y1: median(bottoms) };
}

/**
 * A line of a cell wrapped under its first line starts where that line starts: a sure word right above the run
 * (within two text heights) begins within half a text height of where the run begins.
 */
function cellLineAbove(ink: Box, w: Box, h: number): boolean {
  const below = ink.y0 - w.y1;
  return below > -0.25 * h && below <= 2 * h && Math.abs(ink.x0 - w.x0) <= 0.5 * h;
}

const digits = (text: string) => text.replace(/\D/g, '').length;
const letterCount = (text: string) => text.replace(/[^A-Za-z]/g, '').length;

type Located = { line: number; index: number; word: RecognisedWord };

/** Letters (and the words they touch) grouped left to right into runs on one line. */
function runsOf(letters: Box[], words: Located[], h: number): { ink: Box; letters: Box[]; joins: Located[] }[] {
  const runs: { ink: Box; letters: Box[]; joins: Located[] }[] = [];
  const sameLine = (a: Box, b: Box) => overlapY(a, b) >= 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0);
  for (const l of letters.slice().sort((a, b) => a.x0 - b.x0)) {
    const run = runs.find((r) => sameLine(r.ink, l) && gapX(r.ink, l) <= 0.5 * h);
    if (run) {
      run.letters.push(l);
      run.ink = union(run.ink, l);
    } else runs.push({ ink: l, letters: [l], joins: [] });
  }
  // A word the run touches is read again with it; so may two runs be joined through it (`B` + `an` + `k`).
  for (const run of runs) {
    for (const w of words) {
      const b = w.word.y1 - w.word.y0 > 1.5 * h ? printOf(w.word, h) : w.word;
      if (!sameLine(run.ink, b) || gapX(run.ink, b) > 0.5 * h) continue;
      if (!run.joins.includes(w)) run.joins.push(w);
      run.ink = union(run.ink, b);
    }
  }
  const merged: typeof runs = [];
  for (const run of runs) {
    const into = merged.find((m) => m.joins.some((j) => run.joins.includes(j)));
    if (!into) merged.push(run);
    else {
      into.ink = union(into.ink, run.ink);
      into.letters.push(...run.letters);
      for (const j of run.joins) if (!into.joins.includes(j)) into.joins.push(j);
    }
  }
  return merged;
}

/** The ink with 40% of a text height above and below and 30% at the sides, inside the page. */
function withMargin(ink: Box, h: number, page: GreyImage): CropBox {
  return {
    x0: Math.max(0, Math.floor(ink.x0 - 0.3 * h)),
    y0: Math.max(0, Math.floor(ink.y0 - 0.4 * h)),
    x1: Math.min(page.width, Math.ceil(ink.x1 + 0.3 * h)),
    y1: Math.min(page.height, Math.ceil(ink.y1 + 0.4 * h)),
  };
}

/**
 * The words read from a run's crop, placed on the page, or null when the reading is not taken: no word, a word less
 * sure than `READ_AT_LEAST`, a mark that is no letter or digit (`|`, `~`, `--`), a reading that fills less than 70%
 * of the ink (a speck beside the letters read as the word), or one that drops a word it joined (each joined word's
 * text must still be in it: the run only adds the letters the first reading missed).
 */
export function readUnreadInk(run: UnreadInk, read: RecognisedPage): RecognisedWord[] | null {
  const found = read.lines.flat().filter((w) => w.text.trim() !== '');
  if (found.length === 0) return null;
  const plain = (w: RecognisedWord) => /^[A-Za-z0-9][A-Za-z0-9.,&()/'-]*$/.test(w.text.trim()) && /[A-Za-z]/.test(w.text);
  if (found.some((w) => w.confidence < READ_AT_LEAST || !plain(w))) return null;
  const placed = found.map((w) => ({ ...placedOnPage(w, run.crop), text: w.text.trim() }));
  const read0 = Math.min(...placed.map((w) => w.x0));
  const read1 = Math.max(...placed.map((w) => w.x1));
  if (read1 - read0 < 0.7 * (run.ink.x1 - run.ink.x0)) return null;
  const text = placed.map((w) => w.text).join(' ');
  // Digits among a word's letters are no proof (`0s` for `Jos`): its letters must still be there.
  const lettersOf = (t: string) => t.replace(/[^A-Za-z]/g, '').toLowerCase();
  if (run.lostLetter) {
    const [was] = run.joins.map((j) => lettersOf(j.word.text));
    const now = lettersOf(text);
    if (placed.length !== 1 || now.length <= was.length || !now.includes(was)) return null;
  }
  if (run.joins.some((j) => j.word.confidence >= SURE && !lettersOf(text).includes(lettersOf(j.word.text)))) return null;
  return placed;
}

/** The page with each read run's words added as a line of their own, in place of the words the run joined. */
export function withUnreadInk(page: RecognisedPage, reads: ReadonlyMap<UnreadInk, RecognisedWord[]>): RecognisedPage {
  if (reads.size === 0) return page;
  const dropped = new Set([...reads.keys()].flatMap((run) => run.joins.map((j) => `${j.line}:${j.index}`)));
  const lines = page.lines.map((ws, l) => ws.filter((_, i) => !dropped.has(`${l}:${i}`))).filter((ws) => ws.length > 0);
  return { ...page, lines: [...lines, ...reads.values()] };
}
