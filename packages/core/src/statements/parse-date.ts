/**
 * Dates as Nigerian statements print them. The day/month order of numeric dates is inferred from the whole
 * column (never guessed row by row): `inferDateFormat(values)` then `parseDateWith(format, value)`.
 */
import { dashesAsHyphens } from './clean-text.ts';
import { memoByText } from './memo-by-text.ts';

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10,
  november: 11, december: 12,
};

export type DateOrder = 'dmy' | 'mdy';

export interface DateFormat {
  /** Order of numeric day/month dates (named months and ISO dates do not need it). */
  order: DateOrder;
  /** The statement's period (ISO dates), which gives dates printed without a year theirs. */
  period?: { start: string; end: string };
}

interface DateParts {
  /** For numeric dates: the first and second number and the year. `yearless`: year 0, taken from the period. */
  kind: 'numeric' | 'named' | 'ymd' | 'serial' | 'yearless';
  a: number;
  b: number;
  year: number;
}

const TIME = /\s*(?:T|\s)?\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AaPp][Mm])?(?:\s*(?:Z|[+-]\d{2}:?\d{2}|WAT|GMT[+-]?\d*))?\s*/;

function fullYear(y: number, digits: number): number {
  if (digits === 2) return y >= 70 ? 1900 + y : 2000 + y;
  return y;
}

function cleanDate(input: string): string {
  // A minus sign or a dash between the parts (a2ps prints "03−10−2025" with U+2212) is a hyphen.
  let s = (/^[\x20-\x7e]*$/.test(input) ? input : dashesAsHyphens(input.normalize('NFKC'))).trim().replace(/\s+/g, ' ');
  // A weekday before the date goes ("Mon, 24 Nov").
  s = s.replace(/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?=\d|[A-Za-z]{3})/i, '');
  // A time after the date goes, and the comma or dot before it ("23 Nov 2025, 19:54", "Oct 26, 2025 · 8:54 PM",
  // its dot read "«").
  s = s.replace(TIME, ' ').trim().replace(/\s*[,·•«»|]$/, '');
  return s;
}

/** Splits a date into parts without choosing day/month order. */
export const dateParts: (input: string) => Readonly<DateParts> | null = memoByText(splitDate);

function splitDate(input: string): DateParts | null {
  const s = cleanDate(input);
  if (/^\d{5}$/.test(s)) {
    const n = Number(s);
    return n >= 30000 && n <= 60000 ? serialParts(n) : null;
  }
  // An app prints "Nov 3" or "3 Nov", a bank's printout "03-Jan", and the year only in its period line. Month first
  // only with a space: "Aug-25" is a month and its year.
  const bare = s.length > 14 ? null : (/^([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?$/.exec(s) ?? /^(\d{1,2})(?:st|nd|rd|th)?[- ]([A-Za-z]{3,9})\.?$/.exec(s));
  if (bare) {
    const [mon, day] = /^\d/.test(bare[1]) ? [MONTHS[bare[2].toLowerCase()], Number(bare[1])] : [MONTHS[bare[1].toLowerCase()], Number(bare[2])];
    return mon ? { kind: 'yearless', a: day, b: mon, year: 0 } : null;
  }
  if (s.length < 6 || s.length > 40) return null;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return { kind: 'ymd', a: Number(m[3]), b: Number(m[2]), year: Number(m[1]) };
  // A core-banking printout's compact date, year first: "20250901". Only this century and a real month and day.
  m = /^(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.exec(s);
  if (m) return { kind: 'ymd', a: Number(m[3]), b: Number(m[2]), year: Number(m[1]) };
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(s);
  if (m) return { kind: 'numeric', a: Number(m[1]), b: Number(m[2]), year: fullYear(Number(m[3]), m[3].length) };
  // 03-Jan-2025, 02-AUG-25, 3rd Jan 2025, 03 January 2025, 3-Jan-25
  m = /^(\d{1,2})(?:st|nd|rd|th)?[-/. ]+([A-Za-z]{3,9})\.?[-/., ]+(\d{4}|\d{2})$/.exec(s);
  if (m) {
    const mon = MONTHS[m[2].toLowerCase()];
    if (mon) return { kind: 'named', a: Number(m[1]), b: mon, year: fullYear(Number(m[3]), m[3].length) };
  }
  // Jan 3, 2025 / January 03 2025
  m = /^([A-Za-z]{3,9})\.?[-/. ]+(\d{1,2})(?:st|nd|rd|th)?,?[-/. ]+(\d{4})$/.exec(s);
  if (m) {
    const mon = MONTHS[m[1].toLowerCase()];
    if (mon) return { kind: 'named', a: Number(m[2]), b: mon, year: Number(m[3]) };
  }
  // 2025 Mar 04 (OPay), 2025-Mar-04
  m = /^(\d{4})[-/. ]+([A-Za-z]{3,9})\.?[-/. ]+(\d{1,2})$/.exec(s);
  if (m) {
    const mon = MONTHS[m[2].toLowerCase()];
    if (mon) return { kind: 'named', a: Number(m[3]), b: mon, year: Number(m[1]) };
  }
  return null;
}

function serialParts(serial: number): DateParts | null {
  // Excel 1900 date system (with the 1900 leap-year bug): serial 25569 = 1970-01-01.
  if (!(serial >= 20000 && serial < 80000)) return null;
  const days = Math.floor(serial) - 25569;
  const d = new Date(days * 86400000);
  return { kind: 'serial', a: d.getUTCDate(), b: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1970 || year > 2100) return false;
  const dim = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= dim;
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True when the text could be a date in some order. */
export function looksLikeDate(input: string): boolean {
  const p = dateParts(input);
  if (!p) return false;
  if (p.kind === 'numeric') return validDay(p.year, p.b, p.a) || validDay(p.year, p.a, p.b);
  // A leap year, so that "Feb 29" is a date whatever year the period gives it.
  if (p.kind === 'yearless') return validDay(2024, p.b, p.a);
  return validDay(p.year, p.b, p.a);
}

/**
 * A date cell, or a text run that starts with one (its first one to three words): a page shrunk onto a sheet keeps
 * its cells' gaps in proportion, and a date close to its value date and narration is one run with them
 * ("01/09/2025 01/09/2025 NIP/ZMB/TRF TO …").
 */
export function startsWithDate(text: string): boolean {
  const words = text.split(' ');
  return [1, 2, 3].some((n) => n <= words.length && looksLikeDate(words.slice(0, n).join(' ')));
}

/**
 * The part of a date cell that is its date, where the cell holds more (OCR specks beside it). A date printed as a
 * date comes before a five-digit number taken as a spreadsheet's serial: a speck read "31008" beside "Nov 01, 2025"
 * made the row's day 22 November 1984.
 */
export function dateAmong(parts: readonly string[]): string | undefined {
  const dated = parts.filter((t) => looksLikeDate(t));
  return dated.find((t) => dateParts(t)?.kind !== 'serial') ?? dated[0];
}

/** A day and month with no year ("Nov 3"): a date only where the statement's period gives the year. */
export function isYearlessDate(input: string): boolean {
  return dateParts(input)?.kind === 'yearless';
}

/** Decides the day/month order for a whole column of dates. */
export function inferDateFormat(values: readonly string[]): DateFormat {
  let dmyOk = 0;
  let mdyOk = 0;
  for (const v of values) {
    const p = dateParts(v);
    if (!p || p.kind !== 'numeric') continue;
    if (validDay(p.year, p.b, p.a)) dmyOk++;
    if (validDay(p.year, p.a, p.b)) mdyOk++;
  }
  // Nigerian statements are day-first; month-first only when the column proves it.
  return { order: mdyOk > dmyOk ? 'mdy' : 'dmy' };
}

/** ISO date (YYYY-MM-DD) or null. */
export function parseDateWith(format: DateFormat, input: string): string | null {
  const p = dateParts(input);
  if (!p) return null;
  let day = p.a;
  let month = p.b;
  if (p.kind === 'numeric' && format.order === 'mdy') {
    day = p.b;
    month = p.a;
  }
  const year = p.kind === 'yearless' ? yearInPeriod(month, day, format.period) : p.year;
  if (year === null || !validDay(year, month, day)) return null;
  return iso(year, month, day);
}

/**
 * The year a day and month printed without one falls in: the year of the period (from its start to its end) that
 * holds it; a period across New Year ("01/12/2024 to 30/11/2025") gives December 2024 and November 2025. Without a
 * period, or outside it, no year.
 */
function yearInPeriod(month: number, day: number, period: DateFormat['period']): number | null {
  if (!period) return null;
  const [from, to] = [Number(period.start.slice(0, 4)), Number(period.end.slice(0, 4))];
  for (let y = from; y <= to && y - from < 3; y++) {
    if (!validDay(y, month, day)) continue;
    const d = iso(y, month, day);
    if (d >= period.start && d <= period.end) return y;
  }
  return null;
}

/** Parses one date on its own (day-first for ambiguous numeric dates). Use for header fields. */
export function parseDate(input: string): string | null {
  return parseDateWith({ order: 'dmy' }, input);
}

/** ISO date from an Excel serial (1900 system). */
export function excelSerialToIso(serial: number): string | null {
  const p = serialParts(serial);
  return p ? iso(p.year, p.b, p.a) : null;
}
