import { editDistance } from './column-dictionary.ts';
import { parseAmount } from './parse-amount.ts';
import type { RawRow } from './types.ts';

/**
 * Screenshots of an app's history, scrolled and joined into one PDF, overlap: the last rows of one screen are the
 * first rows of the next, and the screen's edge cuts a row in half. Read page by page, every such row would count
 * twice. A row at the top of a page that is the same transaction as a row at the foot of the page before — same
 * day, same amount, the same narration as far as OCR read both, and the same time or balance where one is printed —
 * is that row again: one copy is kept, the one read more cleanly. Without a time or a balance to tell two equal
 * transactions apart (two ₦100 airtime top-ups on one day), only a run of two or more such rows is taken for an
 * overlap. A printed statement's pages do not overlap, and its rows' balances differ, so it is read as before.
 */
export function dropScreenOverlaps(rows: readonly RawRow[]): RawRow[] {
  const out: RawRow[] = [];
  // In a list that prints a time on every row, a "row" with neither time nor narration nor balance is pieces of rows
  // cut at a screen's edge, read together. (A scanned statement's row whose narration OCR lost keeps its balance.)
  const timed = rows.filter((r) => r.time).length >= 0.8 * rows.length;
  const whole = timed ? rows.filter((r) => r.time || r.description.trim() !== '' || r.balance.trim() !== '') : rows;
  for (const page of byPage(whole)) {
    const found = overlap(out.slice(-WINDOW), page);
    if (!found) {
      out.push(...page);
      continue;
    }
    for (const [a, b] of found.pairs) out[out.indexOf(a)] = cleanerCopy(a, b);
    // A row cut at the foot of one screen, or half hidden under the next one's header, is shown whole in the overlap.
    if (found.cutFoot) out.splice(out.indexOf(found.cutFoot), 1);
    const repeated = new Set<RawRow>(found.pairs.map(([, b]) => b));
    out.push(...page.filter((r) => !repeated.has(r) && r !== found.cutHead));
  }
  return out;
}

/** How many rows at each end of a page may be shared with its neighbour (a phone screen holds about ten). */
const WINDOW = 10;

function byPage(rows: readonly RawRow[]): RawRow[][] {
  const pages: RawRow[][] = [];
  for (const r of rows) {
    const last = pages[pages.length - 1];
    if (last && last[0].page === r.page) last.push(r);
    else pages.push([r]);
  }
  return pages;
}

interface Overlap {
  /** [the earlier copy, the later copy] of each repeated row, in order. */
  pairs: [RawRow, RawRow][];
  /** The last row of the page before, cut by the screen's edge and read as another row. */
  cutFoot?: RawRow;
  /** The first row of the next page, half hidden under its header and read as a row of its own. */
  cutHead?: RawRow;
}

/** The rows at the top of `next` that repeat rows at the foot of the rows read so far. */
function overlap(tail: readonly RawRow[], next: readonly RawRow[]): Overlap | null {
  if (tail.length === 0) return null;
  const head = next.slice(0, WINDOW);
  // The first row of the next page that repeats one at the foot starts the overlap; from there the rows follow one
  // another on both pages, but for a row cut at the foot.
  for (let j = 0; j < Math.min(2, head.length); j++) {
    for (let i = 0; i < tail.length; i++) {
      if (!sameTransaction(tail[i], head[j])) continue;
      const pairs: [RawRow, RawRow][] = [[tail[i], head[j]]];
      let cutFoot: RawRow | undefined;
      let skipped = 0;
      let a = i + 1;
      let b = j + 1;
      const repeats = (x: RawRow, y: RawRow) => sameTransaction(x, y) || nearlySame(x, y);
      while (a < tail.length && b < head.length) {
        // Once the overlap has begun, a row read differently on the two screens (a digit or a word misread on one)
        // is still the next row of both.
        if (repeats(tail[a], head[b])) pairs.push([tail[a++], head[b++]]);
        else if (a === tail.length - 1 && cutShort(tail[a], head[b])) cutFoot = tail[a++];
        // One row the next screen shows but OCR did not form (its figure unread) is kept from the screen before,
        // when the rows on both sides of it repeat.
        else if (skipped === 0 && a + 1 < tail.length && repeats(tail[a + 1], head[b])) {
          skipped++;
          a++;
        } else break;
      }
      // The overlap reaches the foot of the rows read so far, else these are other transactions.
      if (a < tail.length) continue;
      const certain = pairs.length >= 2 || pairs.every(([x, y]) => (!!x.time && x.time === y.time) || (x.balance !== '' && x.balance === y.balance));
      if (certain) return { pairs, ...(cutFoot ? { cutFoot } : {}), ...(j === 1 ? { cutHead: head[0] } : {}) };
    }
  }
  return null;
}

/** A row the screen's edge cut: read without its time (the next screen shows it), or without its narration. */
const cutShort = (r: RawRow, next: RawRow) => (!r.time && !!next.time) || r.description.trim() === '';

const letters = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const figure = (s: string) => parseAmount(s, { ocr: true });

function sameTransaction(a: RawRow, b: RawRow): boolean {
  if (letters(a.date) !== letters(b.date)) return false;
  if (a.time && b.time && letters(a.time) !== letters(b.time)) return false;
  if (a.balance && b.balance && !sameFigure(a.balance, b.balance)) return false;
  if (!sameMoney(a, b)) return false;
  return similar(letters(a.description), letters(b.description));
}

/** Two of the three agree: the day and minute, the figure, the narration. */
function nearlySame(a: RawRow, b: RawRow): boolean {
  const when = letters(a.date) === letters(b.date) && !!a.time && letters(a.time) === letters(b.time ?? '');
  const figure = sameMoney(a, b) && (!a.balance || !b.balance || sameFigure(a.balance, b.balance));
  const words = a.description !== '' && b.description !== '' && similar(letters(a.description), letters(b.description));
  return +when + +figure + +words >= 2;
}

/** The same money moved, on the same side: each of the amount, debit and credit cells the same figure. */
const sameMoney = (a: RawRow, b: RawRow) => sameFigure(a.amount, b.amount) && sameFigure(a.debit, b.debit) && sameFigure(a.credit, b.credit);

/**
 * The same figure as two readings give it, its sign too: equal, or one with a digit more in front where the naira sign
 * was read as a digit (`-§380,800.00` beside `-₦80,800.00`).
 */
function sameFigure(x: string, y: string): boolean {
  const a = figure(x);
  const b = figure(y);
  if (!a || !b) return x.trim() === y.trim();
  if (a.sign !== b.sign) return false;
  if (a.kobo === b.kobo) return true;
  const [short, long] = [String(a.kobo), String(b.kobo)].sort((p, q) => p.length - q.length);
  return long.length === short.length + 1 && long.endsWith(short);
}

/** Two readings of one narration: equal but for a few letters, or one cut short at the screen's edge. */
function similar(a: string, b: string): boolean {
  if (a === '' || b === '') return true;
  if (a.startsWith(b) || b.startsWith(a)) return Math.min(a.length, b.length) >= 6;
  const n = Math.max(a.length, b.length);
  return editDistance(a, b) <= Math.max(2, Math.floor(n / 8));
}

/**
 * The copy read more cleanly, with the other copy's narration where only the case of its first letter differs and
 * the kept copy read that letter small: an app prints its narrations from a capital (`Card - NNPC`, read `card - NNPC`
 * on the screen whose figure read cleaner).
 */
function cleanerCopy(a: RawRow, b: RawRow): RawRow {
  const [kept, other] = cleanliness(b) > cleanliness(a) ? [b, a] : [a, b];
  const small = /^[a-z]/.test(kept.description) && /^[A-Z]/.test(other.description);
  return small && kept.description.toLowerCase() === other.description.toLowerCase() ? { ...kept, description: other.description } : kept;
}

/**
 * How cleanly a copy was read: its time, a figure whose sign reads as a sign (₦ or N, not a stray mark), its narration
 * in words rather than marks.
 */
function cleanliness(r: RawRow): number {
  const figureText = (r.amount + r.debit + r.credit).trim();
  const marks = r.description.split(/\s+/).filter((w) => w !== '' && !/[A-Za-z]{2,}|\d{2,}|^[-&/]$/.test(w)).length;
  return (r.time ? 2 : 0) + (/^[+-]?\s*(?:₦|N)?\d/.test(figureText) ? 1 : 0) - marks + Math.min(r.description.length, 80) / 1000;
}
