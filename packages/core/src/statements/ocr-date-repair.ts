/**
 * Dates as OCR breaks them, put back only where the result is proven a date: a separator read as a letter or a stroke,
 * a day read with letters shaped like its digits, a month one letter off the one month the page's clean dates name.
 */
/** A date whose second separator was read as a letter or a stroke ("18/07r2025", "24/0772025", "12/0712025"). */
const DATE_SECOND_SEPARATOR = /^(\d{2})([/.-])(\d{2})(?:[A-Za-z|!\\]|[17](?=\d{4}$))(\d{4})$/;
/** The same with the first separator misread ("18r07/2025", "2470772025" is not repaired: no separator is left). */
const DATE_FIRST_SEPARATOR = /^(\d{2})(?:[A-Za-z|!\\]|[17](?=\d{2}[/.-]\d{4}$))(\d{2})([/.-])(\d{4})$/;

function plausibleDate(day: string, month: string): boolean {
  const d = Number(day);
  const m = Number(month);
  // Day and month in either order (the column's order is inferred later).
  return d >= 1 && d <= 31 && m >= 1 && m <= 31 && (d <= 12 || m <= 12);
}

/** A date cell with one separator misread, put back where the rest is a plausible day and month. */
export function repairDate(word: string): string {
  let m = DATE_SECOND_SEPARATOR.exec(word);
  if (m && plausibleDate(m[1], m[3])) return `${m[1]}${m[2]}${m[3]}${m[2]}${m[4]}`;
  m = DATE_FIRST_SEPARATOR.exec(word);
  if (m && plausibleDate(m[1], m[2])) return `${m[1]}${m[3]}${m[2]}${m[3]}${m[4]}`;
  return word;
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A cell holding a date with its month named first, and maybe a time, as OCR may break it: "Jul 3 1 . 2025 235901". */
const NAMED_DATE_CELL =
  /^([A-Za-z]{2,4})\s?(\d)\s?(\d)?\s?[,.]?\s?(\d{4})(?:\s(\d{2})\s?[:.]?\s?(\d{2})\s?[:.]?\s?(\d{2}))?$/;

/** One letter added, dropped or changed turns `a` into `b`. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) =>
    x.slice(i + (a.length >= b.length ? 1 : 0)) === y.slice(i + (b.length >= a.length ? 1 : 0));
  return rest(a, b);
}

/** The months named by the page's dates that OCR read cleanly ("Jul 22, 2025"): what a misread month may be. */
export function monthsOfDateCells(cells: readonly string[]): Set<string> {
  const months = new Set<string>();
  for (const cell of cells) {
    const m = /^([A-Za-z]{3})\s\d{1,2},?\s\d{4}\b/.exec(cell) ?? DAY_MONTH_YEAR.exec(cell)?.slice(2);
    if (m && MONTH_NAMES.includes(m[1].toLowerCase())) months.add(m[1]);
  }
  return months;
}

/** A date with its month named between day and year: "15-FEB-2025", "03 Jan 25". */
const DAY_MONTH_YEAR = /^(\d{1,2})([-./ ])([A-Za-z]{3})([-./ ])(\d{4}|\d{2})$/;

/** A day read with letters shaped like its digits, before a month and a year: "li Oct 2025", "O5-Oct-2025". */
const LETTER_DAY = /^([0-9lIi|oO]{1,2})([-./ ]([A-Za-z]{3})[-./ ](?:\d{4}|\d{2}))$/;

/** The day of a date cell with its letters read as the digits they look like, when that makes a day of a month. */
function withDigitDay(cell: string): string {
  const m = LETTER_DAY.exec(cell.trim());
  if (!m || /^\d+$/.test(m[1]) || !MONTH_NAMES.includes(m[3].toLowerCase())) return cell;
  const day = m[1].replace(/[lIi|]/g, '1').replace(/[oO]/g, '0');
  return Number(day) >= 1 && Number(day) <= 31 ? `${day}${m[2]}` : cell;
}

/** A day-month-year cell with its month in digits: "27-01-2025". */
const NUMERIC_DATE = /^(\d{1,2})([-./ ])(\d{2})\2(\d{4})$/;

/**
 * Whether the page's date cells name their month, with a few in digits among them: at most one in five. A page that
 * prints a second date column in digits (a value date) has as many of those as named ones, and they are printed so.
 */
export function fewNumericDates(cells: readonly string[]): boolean {
  const named = cells.filter((c) => {
    const m = DAY_MONTH_YEAR.exec(c.trim());
    return m !== null && MONTH_NAMES.includes(m[3].toLowerCase());
  }).length;
  const numeric = cells.filter((c) => NUMERIC_DATE.test(c.trim())).length;
  return numeric > 0 && numeric * 4 <= named;
}

/**
 * "Oct" read as digits in a day-month-year cell ("27-01-2025" among "27-Oct-2025"): its O read as a zero, "ct" melted
 * into a 1. Only on a page whose clean dates name October and not January, where such cells are few
 * (`fewNumericDates`).
 */
function octoberInDigits(cell: string, pageMonths: ReadonlySet<string>, fewNumeric: boolean): string {
  const m = NUMERIC_DATE.exec(cell.trim());
  const october = [...pageMonths].find((p) => p.toLowerCase() === 'oct');
  if (!m || !fewNumeric || !october || m[3] !== '01' || [...pageMonths].some((p) => p.toLowerCase() === 'jan')) return cell;
  return Number(m[1]) >= 1 && Number(m[1]) <= 31 ? `${m[1]}${m[2]}${october}${m[2]}${m[4]}` : cell;
}

/**
 * A day-month-year cell whose month OCR misread by one letter ("15-FER-2025") takes the one month the page's clean
 * dates name that is one step from it, and October read in digits takes October (`octoberInDigits`); anything else is
 * returned as read.
 */
export function repairDayMonthDate(read: string, pageMonths: ReadonlySet<string>, fewNumeric = false): string {
  const cell = octoberInDigits(withDigitDay(read), pageMonths, fewNumeric);
  const m = DAY_MONTH_YEAR.exec(cell.trim());
  if (!m || MONTH_NAMES.includes(m[3].toLowerCase())) return cell;
  const near = [...pageMonths].filter((p) => p.length === 3 && oneEditApart(m[3].toLowerCase(), p.toLowerCase()));
  if (near.length !== 1 || Number(m[1]) < 1 || Number(m[1]) > 31) return cell;
  return `${m[1]}${m[2]}${near[0]}${m[4]}${m[5]}`;
}

/**
 * A date cell put back in the shape the page prints (`Mon DD, YYYY HH:MM:SS`) when OCR broke it: a space inside the
 * day or before the comma ("Jul 3 1 . 2025", "Jul 04 , 2025"), the colons of the time lost ("23 59 01", "235901"),
 * a month misread by one letter ("Jut", "Jl") that is one step from exactly one month the page's clean dates name.
 * The day and time must be valid; anything else is returned as read.
 */
export function repairNamedDateCell(cell: string, pageMonths: ReadonlySet<string>): string {
  const m = NAMED_DATE_CELL.exec(cell.trim());
  if (!m) return cell;
  const [, word, d1, d2, year, hh, mm, ss] = m;
  let month: string | undefined = MONTH_NAMES.includes(word.toLowerCase()) ? word : undefined;
  if (!month) {
    const near = [...pageMonths].filter((p) => oneEditApart(word.toLowerCase(), p.toLowerCase()));
    month = near.length === 1 ? near[0] : undefined;
  }
  const day = Number(`${d1}${d2 ?? ''}`);
  if (!month || day < 1 || day > 31) return cell;
  if (hh !== undefined && (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59)) return cell;
  const date = `${month} ${String(day).padStart(2, '0')}, ${year}`;
  return hh === undefined ? date : `${date} ${hh}:${mm}:${ss}`;
}
