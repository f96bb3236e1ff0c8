import {
  editDistance,
  headerRole,
  isHeaderRoles,
  isHeaderWord,
  MAX_HEADER_WORDS,
  nearestHeaderWord,
} from './column-dictionary.ts';
import { splitWords } from './group-lines.ts';
import { partGluedHeadingWords } from './glued-heading-words.ts';
import {
  joinCutHeadingWords,
  slashesReadAsLetters,
  spacedHeadingJoined,
  withLostLetters,
} from './ocr-heading-words.ts';
import type { ColumnRole, Line, Segment } from './types.ts';

/** Heading words a column's "Date" follows ("Trans Date", "Value Date"). */
const DATE_AFTER = new Set([
  'trans',
  'tran',
  'transaction',
  'txn',
  'value',
  'val',
  'posting',
  'posted',
  'entry',
  'book',
  'booking',
  'effective',
]);

export interface HeaderColumn {
  role: ColumnRole;
  text: string;
  x0: number;
  x1: number;
  /** Headings on two lines for records of two lines (see `withRecordLines`). */
  headingLine?: 0 | 1;
  under?: ColumnRole;
}

/**
 * Reads a line as a table header: words are matched greedily against the column dictionary (longest phrase
 * first, words of a phrase close together). Returns the columns or null when the line is not a header.
 */
export function headerColumnsOfLine(line: Line, reach = 1.5): HeaderColumn[] | null {
  if (line.segments.length < 3 && line.text.split(/\s+/).length < 3) return null;
  // Table headers hold no amounts: most lines are rejected here, cheaply.
  if (/\d[\d,]*\.\d{2}\b/.test(line.text) || line.text.length > 400) return null;
  // Words read by OCR (they carry a confidence) are matched as the heading word they can only be.
  const read = slashesReadAsLetters(
    partGluedHeadingWords(joinCutHeadingWords(line.segments.map(spacedHeadingJoined).flatMap(splitWords))),
  ).map((w) => (w.conf === undefined ? w : withLostLetters(w, nearestHeaderWord(w.text))));
  // A four-letter word is too short to be matched alone, but after "Trans" or "Value" one letter from "Date" it is
  // that ("Trams Dale", a 150 dpi scan).
  const words = read.map((w, k) =>
    w.conf !== undefined &&
    k > 0 &&
    DATE_AFTER.has(read[k - 1].text.toLowerCase()) &&
    /^[a-z]{4}$/i.test(w.text) &&
    editDistance(w.text.toLowerCase(), 'date') === 1
      ? { ...w, text: 'Date' }
      : w,
  );
  const cols: HeaderColumn[] = [];
  // Words that name no known column still mark a column, so its cells do not leak into a neighbour.
  const others: HeaderColumn[] = [];
  let unknown = 0;
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let k = Math.min(MAX_HEADER_WORDS, words.length - i); k >= 1; k--) {
      let close = true;
      // A word that names no column alone ("Tran") reaches further to the word that completes it: a monospaced
      // heading pads its words ("Tran   Date", set 36's Ecobank photo).
      const far = k > 1 && words[i].conf !== undefined && headerRole(words[i].text) === null ? 2 * reach : reach;
      for (let j = i + 1; j < i + k; j++) {
        if (words[j].x0 - words[j - 1].x1 > far * Math.max(words[j].h, 4)) close = false;
      }
      if (!close) continue;
      const phrase = words
        .slice(i, i + k)
        .map((w) => w.text)
        .join(' ');
      const role = headerRole(phrase);
      if (role) {
        cols.push({ role, text: phrase, x0: words[i].x0, x1: words[i + k - 1].x1 });
        i += k;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const w = words[i];
      // A currency mark in brackets after a heading ("Money In (₦)", read "(8)" or "{N)" by OCR) is part of it:
      // as a column of its own it would take the right-hand digits of the amounts beneath.
      const prev = cols[cols.length - 1];
      if (
        BRACKETED_MARK.test(w.text) &&
        prev &&
        prev.x1 === words[i - 1]?.x1 &&
        w.x0 - prev.x1 <= 1.5 * Math.max(w.h, 4)
      ) {
        prev.text += ` ${w.text}`;
        prev.x1 = w.x1;
        i++;
        continue;
      }
      unknown++;
      const last = others[others.length - 1];
      if (last && last.x1 >= (cols[cols.length - 1]?.x1 ?? -Infinity) && w.x0 - last.x1 <= 1.5 * Math.max(w.h, 4)) {
        last.text += ` ${w.text}`;
        last.x1 = w.x1;
      } else others.push({ role: 'ignore', text: w.text, x0: w.x0, x1: w.x1 });
      i++;
    }
  }
  if (unknown > Math.max(1, cols.length / 3)) return null;
  if (!isHeaderRoles(cols.map((c) => c.role))) return null;
  cols.push(...others);
  cols.sort((a, b) => a.x0 - b.x0);
  const side = sideRemarks(cols.map((c) => ({ role: c.role, text: c.text })));
  cols.forEach((c, k) => side[k] && (c.role = 'ignore'));
  const spare = spareBalances(cols);
  cols.forEach((c, k) => spare[k] && (c.role = 'ignore'));
  // Only one date column: a second "date" is the value date.
  let seenDate = false;
  for (const c of cols) {
    if (c.role === 'date') {
      if (seenDate) c.role = 'valueDate';
      seenDate = true;
    }
  }
  return cols;
}

/**
 * A short mark in brackets: a currency sign as printed or as OCR reads it ("(₦)", "(NGN)", "(8)", "{N)"; brackets
 * read as I and J: "INGNJ", "{NGNJ").
 */
const BRACKETED_MARK = /^[({[][^\s(){}[\]]{1,3}[)}\]J]$|^I(?:NGN|N)[)}\]J]$/;

const DATA = /\d[\d,]*\.\d{2}\b|\d{1,2}[-/. ](?:\d{1,2}|[A-Za-z]{3})[-/. ]\d{2,4}/;

/**
 * Reads line `i` as a table header, together with the header fragments printed just above or below it (a heading
 * wrapped over two lines: "Date/" over "Time", "Originating" over "Branch"). Returns the columns and the indexes
 * of the lines they used, or null.
 */
export function headerAt(lines: readonly Line[], i: number): { columns: HeaderColumn[]; used: number[] } | null {
  const line = lines[i];
  if (DATA.test(line.text)) return null;
  const stacked = (reach: number) => {
    const used = [i];
    for (const j of [i - 1, i + 1]) {
      const o = lines[j];
      if (!o || o.page !== line.page || DATA.test(o.text)) continue;
      if (Math.abs(o.y - line.y) <= reach * Math.max(o.h, line.h) && o.segments.length <= line.segments.length)
        used.push(j);
    }
    if (used.length === 1) return null;
    const parts = used.map((j) => (j === i ? lines[j] : headingWordsOf(lines[j])));
    const columns = headerColumnsOfLine(mergeStacked(parts));
    return columns ? { columns: withRecordLines(columns, parts), used: used.sort((a, b) => a - b) } : null;
  };
  const close = stacked(0.75);
  if (close) return close;
  // A printed heading whose words were moved apart onto tab stops (a PDF re-saved by LibreOffice Draw sets each word
  // on the next half-inch stop: "Money", "In" 11 points apart) is read with the words of a column name further apart.
  const columns = headerColumnsOfLine(line) ?? (spreadHeading(line) ? headerColumnsOfLine(line, 6) : null);
  if (columns) return { columns, used: [i] };
  // Headings set on two full lines ("Trans." over "Date", "Value" over "Date", as LaTeX tables print them): tried
  // last, so that a title or a box above a header that reads whole on its own line never joins it; and only for a
  // line that names a column at all (every narration line of a long statement passes here).
  return line.text.split(/\s+/).some((w) => isHeaderWord(w.replace(/[^A-Za-z]/g, ''))) ? stacked(1.4) : null;
}

/**
 * An OCR line beside a header, as far as it holds heading words: a screenshot's sidebar ("Account History", a menu
 * item drawn in a taller box) is read into the same line as a heading OCR set a little lower ("Balance").
 */
function headingWordsOf(line: Line): Line {
  if (!line.segments.some((s) => s.conf !== undefined)) return line;
  const segments = line.segments.filter((s) =>
    s.text.split(/\s+/).every((w) => isHeaderWord(w.replace(/[^A-Za-z]/g, ''))),
  );
  return segments.length === 0 || segments.length === line.segments.length
    ? line
    : { ...line, segments, text: segments.map((s) => s.text).join(' ') };
}

/** A printed line (not OCR) with at least three heading words: worth reading again with its words further apart. */
function spreadHeading(line: Line): boolean {
  if (line.segments.some((s) => s.conf !== undefined)) return false;
  let n = 0;
  for (const w of line.text.split(/\s+/)) if (isHeaderWord(w.replace(/[^A-Za-z]/g, '')) && ++n >= 3) return true;
  return false;
}

/**
 * Headings on two lines that each name columns of their own, one pair stacked where neither names a column with the
 * other ("Narration" over "Reference"): a report printing each transaction on two lines, each under its heading line.
 * The stacked column is the upper heading's, with the lower's role on the record's second line (column-cells.ts);
 * every column notes its heading line. Any other pair of heading lines (a heading wrapped, "Value" over "Date") is
 * returned as it is.
 */
function withRecordLines(columns: HeaderColumn[], parts: readonly Line[]): HeaderColumn[] {
  if (parts.length !== 2) return columns;
  const [upper, lower] = [...parts].sort((a, b) => a.y - b.y);
  const pairs = upper.segments.flatMap((top) =>
    lower.segments.filter((bottom) => bottom.x0 < top.x1 && bottom.x1 > top.x0).map((bottom) => ({ top, bottom })),
  );
  if (pairs.length !== 1) return columns;
  const { top, bottom } = pairs[0];
  const topRole = headerRole(top.text);
  const under = headerRole(bottom.text);
  if (
    !topRole ||
    !under ||
    topRole === under ||
    topRole === 'ignore' ||
    under === 'ignore' ||
    headerRole(`${top.text} ${bottom.text}`)
  )
    return columns;
  const x0 = Math.min(top.x0, bottom.x0);
  const x1 = Math.max(top.x1, bottom.x1);
  const inStack = (c: HeaderColumn) => c.x0 >= x0 - 0.5 && c.x1 <= x1 + 0.5;
  const onUpper = (c: HeaderColumn) => upper.segments.some((t) => t.x0 < c.x1 && t.x1 > c.x0);
  const rest = columns.filter((c) => !inStack(c)).map((c): HeaderColumn => ({ ...c, headingLine: onUpper(c) ? 0 : 1 }));
  const stacked: HeaderColumn = { role: topRole, text: top.text, x0, x1, under };
  return [...rest, stacked].sort((a, b) => a.x0 - b.x0);
}

/** One line from stacked lines: segments that overlap horizontally become one, read top to bottom. */
function mergeStacked(lines: readonly Line[]): Line {
  const segs = lines
    .flatMap((l) => l.segments)
    .slice()
    .sort((a, b) => a.x0 - b.x0);
  const out: Segment[] = [];
  for (const s of segs) {
    const last = out[out.length - 1];
    if (last && s.x0 < last.x1 - 0.5 && lines.some((l) => l.segments.includes(s))) {
      const parts = [last, s].sort((a, b) => a.y - b.y);
      last.text = `${parts[0].text} ${parts[1].text}`;
      last.x0 = Math.min(last.x0, s.x0);
      last.x1 = Math.max(last.x1, s.x1);
      last.y = Math.max(last.y, s.y);
    } else out.push({ ...s });
  }
  const main = lines[0];
  return { page: main.page, y: main.y, h: main.h, segments: out, text: out.map((s) => s.text).join(' ') };
}

const SIDE_NOTE = /^(?:remarks?|memo)$/i;

/**
 * Which columns are side notes: a "Remarks" or "Memo" column next to a column that already holds the narration
 * ("Narration … Branch | Remarks" prints CHANNEL, TRF, NIP FEE there). Alone, "Remarks" is the narration (GTBank).
 */
/**
 * A ledger and an available balance printed side by side: the running balance is the ledger's, which moves with every
 * row; the available balance leaves out a lien, a hold or an uncleared cheque until it clears, so it does not follow
 * the rows. The available column is set aside when another balance column is printed.
 */
function spareBalances(cols: readonly { role: ColumnRole | null; text: string }[]): boolean[] {
  const available = cols.map((c) => c.role === 'balance' && /avail|cleared|usable/i.test(c.text));
  const other = cols.some((c, k) => c.role === 'balance' && !available[k]);
  return available.map((a) => a && other);
}

function sideRemarks(cols: readonly { role: ColumnRole | null; text: string }[]): boolean[] {
  const isNote = cols.map((c) => c.role === 'description' && SIDE_NOTE.test(c.text.trim()));
  const main = cols.some((c, k) => c.role === 'description' && !isNote[k]);
  return isNote.map((n) => n && main);
}

/** Reads a spreadsheet/CSV row as a header: returns the role of each cell, or null. */
export function headerRolesOfRow(cells: readonly string[]): (ColumnRole | null)[] | null {
  const roles = cells.map((c) => (c.trim() === '' ? null : headerRole(c)));
  const nonEmpty = cells.filter((c) => c.trim() !== '').length;
  const known = roles.filter((r): r is ColumnRole => r !== null);
  if (nonEmpty - known.length > Math.max(1, known.length / 3)) return null;
  if (!isHeaderRoles(known)) return null;
  const side = sideRemarks(roles.map((role, k) => ({ role, text: cells[k] })));
  const spare = spareBalances(roles.map((role, k) => ({ role, text: cells[k] })));
  let seenDate = false;
  return roles.map((r, k) => {
    if (side[k] || spare[k]) return 'ignore';
    if (r === 'date') {
      if (seenDate) return 'valueDate';
      seenDate = true;
    }
    return r;
  });
}
