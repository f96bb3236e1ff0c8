import { looksLikeAmount } from './parse-amount.ts';
import { anchoredWords } from './anchor-run-words.ts';
import { wordsOf } from './run-words.ts';
import { noteCellConfidence } from './cell-confidence.ts';
import type { LineCells } from './build-rows.ts';
import type { ColumnRole, Line, Segment } from './types.ts';

/** A printed column: its role and the extent of its heading (or of its data when there is no heading). */
export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
  /**
   * A report that prints each transaction on two lines heads its columns on two lines, each record line under its
   * own heading line ("Tran Date  Narration" over "Reference  Value Date  Debit  Credit  Balance"): which heading
   * line named this column, and for the column named on both ("Narration" over "Reference"), the role it has on the
   * record's second line (see record-lines.ts).
   */
  headingLine?: 0 | 1;
  under?: ColumnRole;
}

const MONEY_WORD = /^[-+(]?(?:₦|NGN|N)?[\d,]+\.\d{2}\)?$/;

const DAY_WORD = /^\d{1,2}$/;
/** A word that opens a figure's cell: its direction or its currency. */
const FIGURE_MARK = /^(?:DR|CR|NGN|₦|=N=|N)$/i;
const MONTH_WORD = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*[-,.]?$/i;

const TIME_WORD = /^\d{1,2}:\d{2}(?::\d{2})?$/;

const DATE_ROLES: ReadonlySet<ColumnRole> = new Set(['date', 'valueDate']);
/** A date printed as one word ("02-Mar-2025", "02/03/2025"). */
const DATE_WORD = /^\d{1,2}[-/.](?:\d{1,2}|[A-Za-z]{3})[-/.]\d{2,4}$|^\d{4}-\d{2}-\d{2}$/;
/** A word that can be part of a printed date or time: it has a digit, or is a month, a weekday or AM/PM. */
const DATE_PART =
  /\d|^[[(]?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*[-,.]?$|^[ap]\.?m\.?$/i;

const FIGURES: ReadonlySet<ColumnRole> = new Set(['debit', 'credit', 'amount', 'balance']);

/**
 * Where one column ends and the next begins: inside the gap between their headings, at the middle of a free stretch
 * (covered by no data word): before a column of figures the one nearest its heading, so right-aligned amounts under
 * a left-aligned heading stay in their column; before a column of text the widest.
 */
export function columnBoundaries(columns: readonly Column[], words: readonly Segment[]): ColumnBoundaries {
  const out: ColumnBoundaries = [];
  for (let k = 0; k + 1 < columns.length; k++) {
    const hi = columns[k + 1].x0;
    // A printed time in the gap before a column of figures is never a figure: it is the date's (a time set on a tab
    // stop after its date, as a PDF re-saved by LibreOffice Draw lays every word), and the figures start after it.
    const times = FIGURES.has(columns[k + 1].role)
      ? words.filter((w) => w.conf === undefined && TIME_WORD.test(w.text) && w.x1 > columns[k].x1 && w.x0 < hi)
      : [];
    const lo = Math.max(columns[k].x1, ...times.map((w) => w.x1));
    if (times.length > 0 && lo >= hi) {
      out.push(lo + 0.5);
      continue;
    }
    if (hi <= lo) {
      out.push((columns[k].x1 + columns[k + 1].x0) / 2);
      continue;
    }
    // Word edges inside a run are estimates: shrink each word a little so that neighbours do not seem to touch.
    const between = words.filter((w) => w.x1 > lo && w.x0 < hi);
    const inside = between
      .map((w) => {
        const m = Math.min(2, 0.1 * (w.x1 - w.x0));
        return [w.x0 + m, w.x1 - m] as const;
      })
      .filter(([a, b]) => b > lo && a < hi)
      .map(([a, b]) => [Math.max(lo, a), Math.min(hi, b)] as const)
      .sort((a, b) => a[0] - b[0]);
    // Before a column of figures, the free stretch nearest its heading: figures are right-aligned, often under a
    // left-aligned heading, and the white space left of a short figure ("-", "0.75") is the figure's own column.
    // Before a column of text, the widest: text starts where the column starts, and under a section of few rows
    // the gaps between the narration's words can line up by chance, nearer the heading than the real gap.
    // A column of figures before a column of text: figures right-aligned under a short left-aligned heading can reach
    // far into the gap ("Balance" over "585,295.94", then "Channel"); when only figures lie in the gap, it is theirs.
    // A word of the next column run on from a figure ("289,180.77 MOBILE") starts, by estimate, a little short of its
    // heading: it is the next column's, not text in the gap.
    const spill =
      FIGURES.has(columns[k].role) &&
      between.some((w) => MONEY_WORD.test(w.text)) &&
      between.every((w) => MONEY_WORD.test(w.text) || w.x0 >= hi - Math.max(2, w.h));
    const widest = !FIGURES.has(columns[k + 1].role) && !spill;
    let best: [number, number] = [lo, lo];
    let cursor = lo;
    const consider = (a: number, b: number) => {
      if (!widest || b - a >= best[1] - best[0] - 0.5) best = [a, b];
    };
    for (const [a, b] of inside) {
      if (a > cursor + 0.5) consider(cursor, a);
      cursor = Math.max(cursor, b);
    }
    if (hi > cursor + 0.5) consider(cursor, hi);
    // No white space at all between two columns of text: a photo taken at an angle, whose columns lean, lays one
    // row's narration under the next column's heading and another's reference left of it; a spreadsheet printed with
    // its narrations wrapped in tall cells lays one row's long first line and another's long second line across the
    // whole gap. Each line is parted on its own, where the next column's cell starts (dates and figures end where
    // their heading says; the middle of the gap parts them from text).
    if (best[1] <= best[0] && widest && !FIGURES.has(columns[k].role) && !DATE_ROLES.has(columns[k].role))
      (out.byLine ??= new Set()).add(k);
    const boundary = best[1] > best[0] ? (best[0] + best[1]) / 2 : (lo + hi) / 2;
    const next = columns[k + 1].role;
    if (columns[k].role !== 'description') out.push(boundary);
    else if (FIGURES.has(next)) out.push(Math.max(boundary, figuresStart(columns, k + 1, words, hi, MONEY_WORD)));
    // Narrations cut at their cell's edge fill the gap before a column of dates: no free stretch parts them, and the
    // dates' own start does. Printed text only: scans and photos keep the boundary their held-out sets measured.
    else if (DATE_ROLES.has(next)) {
      const printed = words.filter((w) => w.conf === undefined);
      out.push(Math.max(boundary, figuresStart(columns, k + 1, printed, hi, DATE_WORD)));
    } else out.push(boundary);
  }
  return out;
}

/**
 * A narration cut at its cell's edge runs straight into the date of the next cell, with no space between them: a
 * spreadsheet printed with narrow columns gives "ONYEK04-Mar-2025" as one word. The date is a word of its own, placed
 * by its share of the characters. Only in a run that crosses a column boundary.
 */
function dateRunOn(word: Segment): Segment[] {
  // An ISO date ("2025-11-01") is a date whole, not a number's "20" run on into "25-11-01".
  if (/^\d{4}-\d{2}-\d{2}$/.test(word.text)) return [word];
  // After digits (a terminal's number cut short: "TERM 2206115-Mar-2025") the day takes two of them, as the
  // column prints its days, and is a day of a month.
  const m =
    /^([A-Za-z/][A-Za-z'./]*)(\d{1,2}[-/.](?:\d{1,2}|[A-Za-z]{3})[-/.]\d{2,4})$/.exec(word.text) ??
    /^(\S*\d)((?:0[1-9]|[12]\d|3[01])[-/.](?:\d{1,2}|[A-Za-z]{3})[-/.]\d{2,4})$/.exec(word.text);
  if (!m) return [word];
  const cut = word.x0 + ((word.x1 - word.x0) * m[1].length) / word.text.length;
  return [
    { ...word, text: m[1], x1: cut },
    { ...word, text: m[2], x0: cut },
  ];
}

/**
 * Where the figures of column `k` begin (or its dates, with `kind` a date word): just left of the leftmost figure that
 * ends inside it (past its heading's start, before the next heading). A narration's words before that point are the narration's, however far right a
 * long narration runs, and a mark in the gap (a stamp's words, read as text) cannot pull the boundary left into the
 * narration, as a free stretch found between them did. `-Infinity` when the column shows no figure.
 */
function figuresStart(
  columns: readonly Column[],
  k: number,
  words: readonly Segment[],
  headingStart: number,
  kind: RegExp,
): number {
  const end = k + 1 < columns.length ? columns[k + 1].x0 : Infinity;
  const figures = words.filter((w) => kind.test(w.text) && w.x1 >= headingStart && w.x1 <= end);
  if (figures.length === 0) return -Infinity;
  return Math.min(headingStart, Math.min(...figures.map((w) => w.x0)) - 1);
}

/**
 * Where each column starts, after the first: `byLine` names the boundaries with no white space in the rows to put
 * them in, found for each line on its own (`lineBoundaries`).
 */
export type ColumnBoundaries = number[] & { byLine?: Set<number> };

/**
 * A line's own boundaries where the rows leave no white space between a column and the column of text after it: the
 * text column's cell starts at the line's first word that starts at the column's heading (a left-aligned cell
 * starts at its heading, give or take a line's height on a leaning photo); without one, every word before the
 * heading is the column's before.
 */
function lineBoundaries(line: Line, columns: readonly Column[], boundaries: ColumnBoundaries): readonly number[] {
  if (!boundaries.byLine) return boundaries;
  const out = boundaries.slice();
  const words = line.segments.flatMap((s) => anchoredWords(s, columns)).sort((a, b) => a.x0 - b.x0);
  // Print does not lean: its cell starts at its heading (a narration cut at its cell's edge, "… CHUKWUEMEKA C", ends
  // just before it); a photo's cell starts up to a line's height either side.
  const printed = words.every((w) => w.conf === undefined);
  const reach = printed ? 1.5 : Math.max(line.h, ...words.map((w) => w.h));
  for (const k of boundaries.byLine) {
    const hi = columns[k + 1].x0;
    const first = words.find(
      (w) => w.x0 > columns[k].x1 && w.x0 >= hi - reach && (k + 1 >= out.length || w.x0 < out[k + 1]),
    );
    out[k] = first ? first.x0 - 0.5 : hi;
  }
  return out;
}

/** Cells of a line: each word goes to the column whose stretch holds its centre; words of a cell keep their order. */
export function cellsOfLine(line: Line, columns: readonly Column[], allBoundaries: ColumnBoundaries): LineCells {
  const boundaries = lineBoundaries(line, columns, allBoundaries);
  const cells: LineCells = new Map();
  const columnAt = (x: number) => {
    let c = 0;
    while (c < boundaries.length && x >= boundaries[c]) c++;
    return c;
  };
  for (const s of line.segments) {
    // A run that sits inside one column is one cell; only runs that cross a boundary are split into words.
    // So is a printed whole figure ending under a heading of figures, its currency and brackets with it ("(N 75,500)"),
    // though it reaches left of where the column's figures with kobo start. Not OCR's: a mark read beside a scan's
    // figure ("- 482,714.10 CR") is no part of it.
    const endsIn = columnAt(s.x1 - 0.5);
    const figure = s.conf === undefined && FIGURES.has(columns[endsIn].role) && looksLikeAmount(s.text);
    const whole = columnAt(s.x0 + 0.5) === endsIn ? columnAt((s.x0 + s.x1) / 2) : figure ? endsIn : -1;
    if (whole >= 0) {
      const role = columns[whole].role;
      // A speck beside a scan's figure, read unsurely as letters ("614,587.96 INE" at the page's edge, right of the
      // last column): no figure's part, and in the cell it made the balance unreadable. A direction stays.
      if (
        s.conf !== undefined &&
        s.conf < 60 &&
        FIGURES.has(role) &&
        !/\d/.test(s.text) &&
        !FIGURE_MARK.test(s.text.trim())
      )
        continue;
      const list = cells.get(role) ?? [];
      list.push(s.text);
      cells.set(role, list);
      noteCellConfidence(cells, role, s.conf);
      continue;
    }
    let prevCol = -1;
    let prevMoney = false;
    const words = s.conf === undefined ? anchoredWords(s, columns).flatMap(dateRunOn) : wordsOf(s);
    const placed = words.map((w) => {
      // Estimated positions err. A word goes by its centre; but a word of the same kind as the one before it (text
      // after text) moves to the next column only when it starts past the boundary.
      const money = MONEY_WORD.test(w.text);
      const byCentre = columnAt((w.x0 + w.x1) / 2);
      let c =
        prevCol < 0 || money !== prevMoney ? byCentre : Math.max(prevCol, Math.min(byCentre, columnAt(w.x0 + 0.5)));
      // A printed word of letters that starts in the narration and runs into a column of figures is the narration's
      // last word printed over the figures' edge (a PDF re-laid on tab stops): a figure's cell holds no such word.
      if (
        s.conf === undefined &&
        c > 0 &&
        FIGURES.has(columns[c].role) &&
        columns[c - 1].role === 'description' &&
        w.x0 < boundaries[c - 1] &&
        /^[A-Za-z][A-Za-z'.-]*$/.test(w.text) &&
        !FIGURE_MARK.test(w.text)
      )
        c -= 1;
      prevMoney = money;
      prevCol = c;
      return c;
    });
    // A day and its month are one date: "11:19:19 06 Oct 2026" split by estimate between the date and the value date
    // keeps its "06" with "Oct".
    for (let k = words.length - 2; k >= 0; k--) {
      if (placed[k] !== placed[k + 1] && DAY_WORD.test(words[k].text) && MONTH_WORD.test(words[k + 1].text))
        placed[k] = placed[k + 1];
      // A direction or a currency printed before a figure ("CR 420,000.00", "NGN 5,000.00") is the figure's, though
      // it reaches left of where the column's short figures start; after a figure it is that figure's own
      // ("12,638.00 DR 463,773.92").
      const opensFigure = FIGURE_MARK.test(words[k].text) && !(k > 0 && MONEY_WORD.test(words[k - 1].text));
      if (
        placed[k] !== placed[k + 1] &&
        opensFigure &&
        MONEY_WORD.test(words[k + 1].text) &&
        FIGURES.has(columns[placed[k + 1]].role)
      )
        placed[k] = placed[k + 1];
    }
    // A column of figures holds one figure a line: a second figure of the run that fell in with the first, by an
    // estimate of where it starts, is the next column's ("1,500.00 2,320,274.15", a credit and its balance printed
    // so close that they are one run).
    for (let k = 1; k < words.length; k++) {
      const c = placed[k];
      if (
        c === placed[k - 1] &&
        FIGURES.has(columns[c].role) &&
        FIGURES.has(columns[c + 1]?.role) &&
        MONEY_WORD.test(words[k].text) &&
        MONEY_WORD.test(words[k - 1].text)
      )
        placed[k] = c + 1;
    }
    // A date's column holds a date: a word of the run that is no part of one, at the end of what fell there, starts
    // the narration beside it. A photo's narration read in one piece with its value date ("10-Nov-25 IPOS PURCHASE")
    // has its first word a little left of the narration's edge, and lost it to the date's cell.
    for (let k = words.length - 1; k >= 0; k--) {
      const c = placed[k];
      const last = k === words.length - 1 || placed[k + 1] > c;
      if (
        last &&
        DATE_ROLES.has(columns[c].role) &&
        columns[c + 1]?.role === 'description' &&
        !DATE_PART.test(words[k].text) &&
        words.slice(0, k).some((w, j) => placed[j] === c && DATE_PART.test(w.text))
      )
        placed[k] = c + 1;
    }
    prevCol = -1;
    words.forEach((w, k) => {
      const c = placed[k];
      const role = columns[c].role;
      const list = cells.get(role) ?? [];
      // Words of one run in one column stay one piece (a date "01 May 2025" is one cell text).
      if (c === prevCol && list.length > 0) list[list.length - 1] += ` ${w.text}`;
      else list.push(w.text);
      cells.set(role, list);
      noteCellConfidence(cells, role, s.conf);
      prevCol = c;
    });
  }
  return cells;
}
