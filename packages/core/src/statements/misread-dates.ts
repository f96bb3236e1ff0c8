/**
 * Dates a scan misread, put back from the rows around them: a whole date (settleUnreadDate, below), or its year or
 * month.
 *
 * A scan's date whose year or month OCR misread ("31/08/2026" for 31/08/2025 on a photo of August's statement,
 * "11/08/2025" for 11/09/2025). One such row stretches the statement's period by a year or a month, and every monthly
 * figure is then divided by thirteen (or two) instead of one: worse than refusing the photo. A date is put back only
 * where nothing else can explain it:
 * - the document was read by OCR (a text file's dates are the bank's);
 * - it lies outside the period the statement prints, or, with no period printed, a year or more outside the span of
 *   all the other rows; or its month breaks the print order, its neighbours on both sides sharing another month;
 * - its year or its month is one digit from its neighbours' (a misread character, not another period's row);
 * - with theirs it falls in print order between the rows above and below it (either direction), and within the
 *   printed period.
 * Each date put back is a reading doubt the person is told about.
 */

import { oneDigitApart } from './ocr-misread-figures.ts';
import { datesRunNewestFirst } from './printed-order.ts';

const DAY_MS = 86_400_000;
/** With no period printed, further than this outside the other rows' span a date is no row of the same statement. */
const FAR_DAYS = 300;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isDay = (iso: string) => !Number.isNaN(dayNumber(iso)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

/** The rows that have a date, with their index among all rows. */
const datedRows = (dates: readonly (string | null)[]) => dates.flatMap((d, i) => (d ? [{ d, i }] : []));

export interface RedatedRow {
  index: number;
  read: string;
  date: string;
  /** No digit read settles the date: the row was kept on the day of the row above, between two days of one month. */
  dayAbove?: true;
}

/**
 * The dates (ISO, null where unread) with misread years and months put back, and which rows were changed. With the
 * cells as read, a cell that is no date (`29/16/2025`) is first read through a digit it may have misread by shape.
 */
export function settleMisreadDates(
  read: readonly (string | null)[],
  printed?: { start: string; end: string },
  unread?: { cells: readonly string[]; parse: (cell: string) => string | null },
): { dates: (string | null)[]; redated: RedatedRow[] } {
  const redated: RedatedRow[] = unread && printed ? lookAlikeDates(read, unread.cells, unread.parse, printed) : [];
  const dates = read.map((d, i) => redated.find((r) => r.index === i)?.date ?? d);
  const out = dates.slice();
  const known = datedRows(dates);
  if (known.length < 3) return { dates: out, redated };
  for (const { d, i } of known) {
    const before = known.filter((k) => k.i < i).at(-1)?.d ?? null;
    const after = known.find((k) => k.i > i)?.d ?? null;
    const ends = [before, after].filter((x): x is string => x !== null).sort();
    const inPeriod = printed ? d >= printed.start && d <= printed.end : near(d, known.filter((k) => k.i !== i).map((k) => k.d));
    if (inPeriod && !outOfStep(d, before, after)) continue;
    const candidates = new Set<string>();
    for (const n of ends) {
      if (oneDigitApart(n.slice(0, 4), d.slice(0, 4))) candidates.add(`${n.slice(0, 4)}${d.slice(4)}`);
      // A month only against the printed period: with none, a row a month away may be the bank's.
      if (printed && oneDigitApart(n.slice(5, 7), d.slice(5, 7))) candidates.add(`${d.slice(0, 5)}${n.slice(5, 7)}${d.slice(7)}`);
    }
    const fits = [...candidates].filter(
      (c) =>
        isDay(c) &&
        (!printed || (c >= printed.start && c <= printed.end)) &&
        // Between its neighbours, whichever way the table runs; at an end of the table, within a month of the next row.
        (ends.length === 2 ? c >= ends[0] && c <= ends[1] : Math.abs(dayNumber(c) - dayNumber(ends[0])) <= 31),
    );
    if (fits.length !== 1) continue;
    out[i] = fits[0];
    redated.push({ index: i, read: d, date: fits[0] });
  }
  for (const r of settleMisreadDays(out, printed)) {
    out[r.index] = r.date;
    redated.push(r);
  }
  return { dates: out, redated };
}

/**
 * Digits a scan's print confuses with each other, by shape: a 0 read as a 6, an 8 or a 9, a 3 as an 8, a 5 as a 6, a 1
 * as a 7 (and back). A misread day is put back only through these, since any digit fits somewhere between two days.
 */
const LOOK_ALIKE: Record<string, string> = { '0': '689', '1': '7', '3': '8', '5': '6', '6': '058', '7': '1', '8': '036', '9': '0' };

/**
 * A day a scan misread ("16" for the 10th between the 9th and the 11th, "26" for the 20th between the 19th and the
 * 23rd): the row breaks the print order, and exactly one day whose digit looks like the one read falls between its
 * neighbours and within the printed period.
 */
function settleMisreadDays(dates: readonly (string | null)[], printed?: { start: string; end: string }): RedatedRow[] {
  const known = datedRows(dates);
  const between = (x: string, a: string, b: string) => x >= (a < b ? a : b) && x <= (a < b ? b : a);
  const fixes = known.map(({ d }, k) => {
    if (k === 0 || k + 1 >= known.length) return null;
    const [a, b] = [known[k - 1].d, known[k + 1].d];
    if (between(d, a, b)) return null;
    const fits = [8, 9].flatMap((at) =>
      [...(LOOK_ALIKE[d[at]] ?? '')]
        .map((digit) => `${d.slice(0, at)}${digit}${d.slice(at + 1)}`)
        .filter((c) => isDay(c) && between(c, a, b) && (!printed || (c >= printed.start && c <= printed.end))),
    );
    return fits.length === 1 ? fits[0] : null;
  });
  // Two such rows side by side: either may be the one misread, the other breaking the order only beside it. The one
  // whose day put back leaves the four dates around them in order is taken, when only one does (20 then 29 between
  // two 29ths and a 28th: the 20 was the 29th).
  const inOrder = (ds: readonly string[]) => ds.every((x, n) => n === 0 || x >= ds[n - 1]) || ds.every((x, n) => n === 0 || x <= ds[n - 1]);
  const pairPick = (k: number): number | null => {
    const around = (m: number) => known[m]?.d;
    const [a, b, c, e] = [around(k - 1), around(k), around(k + 1), around(k + 2)].map((x) => x ?? null);
    if (a === null || e === null || fixes[k - 1] || fixes[k + 2]) return null;
    const first = inOrder([a, fixes[k]!, c!, e]);
    const second = inOrder([a, b!, fixes[k + 1]!, e]);
    return first === second ? null : first ? k : k + 1;
  };
  // A day put back must leave the rows beside it in order too: a neighbour that still breaks the order beside it was
  // itself misread ("20" for the 29th after the 27th and before the 29th), and the 27th, out of order only beside
  // it, read right (a 7 is no 1).
  const at = (m: number, k: number) => (m === k ? fixes[k]! : (fixes[m] ?? known[m].d));
  const inPlace = (m: number, k: number) => m <= 0 || m + 1 >= known.length || between(at(m, k), at(m - 1, k), at(m + 1, k));
  const picked = new Set<number>();
  known.forEach((_, k) => {
    if (!fixes[k]) return;
    if (!fixes[k - 1] && !fixes[k + 1]) {
      if (inPlace(k - 1, k) && inPlace(k + 1, k)) picked.add(k);
    }
    else if (fixes[k + 1] && !fixes[k - 1]) {
      const p = pairPick(k);
      if (p !== null) picked.add(p);
    }
  });
  return known.flatMap(({ d, i }, k) => (picked.has(k) ? [{ index: i, read: d, date: fixes[k]! }] : []));
}

/**
 * A date cell that reads as no date with one digit misread by its shape (`29/16/2025` for 29/10/2025): where exactly
 * one such digit, put back, makes a date inside the printed period.
 */
function lookAlikeDates(
  read: readonly (string | null)[],
  cells: readonly string[],
  parse: (cell: string) => string | null,
  printed: { start: string; end: string },
): RedatedRow[] {
  return read.flatMap((d, i) => {
    const cell = cells[i]?.trim() ?? '';
    if (d !== null || !/^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(cell)) return [];
    const fits = new Set<string>();
    for (let at = 0; at < cell.length; at++)
      for (const digit of LOOK_ALIKE[cell[at]] ?? '') {
        const date = parse(`${cell.slice(0, at)}${digit}${cell.slice(at + 1)}`);
        if (date && date >= printed.start && date <= printed.end) fits.add(date);
      }
    return fits.size === 1 ? [{ index: i, read: cell, date: [...fits][0] }] : [];
  });
}

/**
 * A date inside the period whose month breaks the print order: its neighbours share a month, and it lies in another
 * one, one digit from theirs ("2025-08-05" between 4 and 9 September).
 */
function outOfStep(d: string, before: string | null, after: string | null): boolean {
  if (!before || !after || before.slice(0, 7) !== after.slice(0, 7)) return false;
  return d.slice(0, 4) === before.slice(0, 4) && oneDigitApart(d.slice(5, 7), before.slice(5, 7));
}

/** Within a year of the span of the other rows. */
function near(d: string, others: readonly string[]): boolean {
  const days = others.map(dayNumber);
  const day = dayNumber(d);
  return day >= Math.min(...days) - FAR_DAYS && day <= Math.max(...days) + FAR_DAYS;
}

/**
 * The date of a transaction line whose date cell is empty or unreadable, from its neighbours. Empty: the date of the
 * row above (banks that print a date once per day; a scan that lost it). A scan's misread date, when the rows on both
 * sides share its month and year (rows are printed in date order, either way):
 * - both sides on one day ("2025-04-66" between two rows of 6 April): that day;
 * - else the one day between theirs whose month and day, in either order, the digits read still hold ("E50405" for
 *   "2025-04-05" between the 5th and the 6th);
 * - else, in a date read whole but for its day, the one day between theirs one digit from it ("91/12/2025");
 * - else the day as the first one or two digits ("124ul-25" for "12-Jul-25"), when exactly one reading falls between.
 * Null when nothing settles it.
 */
export function settleUnreadDate(cell: string, before: string | null, after: string | null, ocr: boolean): string | null {
  const t = cell.trim();
  if (t === '') return before;
  if (!ocr || !before || !/\d/.test(t)) return null;
  const month = before.slice(0, 7);
  if (after !== null && after.slice(0, 7) !== month) return null;
  const lo = Math.min(Number(before.slice(8)), Number(after?.slice(8) ?? before.slice(8)));
  const hi = Math.max(Number(before.slice(8)), Number(after?.slice(8) ?? 31));
  const on = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  if (after !== null && lo === hi) return on(lo);
  const read = t.replace(/\D/g, '');
  const mm = month.slice(5, 7);
  const held: number[] = [];
  for (let d = lo; d <= hi; d++) {
    const dd = String(d).padStart(2, '0');
    if (read.includes(mm + dd) || read.includes(dd + mm)) held.push(d);
  }
  if (held.length === 1) return on(held[0]);
  // A day misread by one digit in a date otherwise read whole ("91/12/2025" between the 1st and the 2nd of December).
  const whole = /^(\d{2})[/.-](\d{2})[/.-](\d{4})$/.exec(t);
  if (whole && whole[2] === mm && whole[3] === month.slice(0, 4)) {
    const near = held.length === 0 ? rangeDays(lo, hi).filter((d) => oneDigitApart(whole[1], String(d).padStart(2, '0'))) : [];
    if (near.length === 1) return on(near[0]);
  }
  const digits = /^\d{1,2}/.exec(t)?.[0] ?? '';
  const days = [...new Set([digits, digits.slice(0, 1)])].map(Number).filter((d) => d >= lo && d <= hi && d >= 1);
  return days.length === 1 ? on(days[0]) : null;
}

/**
 * A date cell whose year's last digit OCR could not read ("Nov 01, 202%") or lost ("31/07/202"), with the year of the
 * row above put in its place when the digits read agree with it; else the cell as read.
 */
export function withYearOf(cell: string, above: string): string {
  const year = above.slice(0, 4);
  return cell.replace(/(?<!\d)(\d{3})(?:[^\d\s,./-](?!\d)|(?<=[\s,./-]\d{3})$)/, (whole, first: string) => (year.startsWith(first) ? year : whole));
}

/** The days from `lo` to `hi`. */
const rangeDays = (lo: number, hi: number): number[] => Array.from({ length: Math.max(0, hi - lo + 1) }, (_, k) => lo + k);

/**
 * The end of the printed period the table starts from (`first`: its start when rows run oldest first, its end when
 * newest) or ends at (`last`); null when the dates do not tell.
 */
export function periodEdge(
  dates: readonly (string | null)[],
  period: { start: string; end: string } | undefined,
  side: 'first' | 'last' = 'first',
): string | null {
  if (!period) return null;
  const newestFirst = datesRunNewestFirst(dates.filter((d): d is string => d !== null).map((date) => ({ date })));
  return newestFirst === null ? null : newestFirst === (side === 'first') ? period.end : period.start;
}
