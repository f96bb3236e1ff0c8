/**
 * The shape of a date as a statement's date column prints it, in figures or with a three-letter month: "05-Sep-2025",
 * "05/09/2025", "5.9.25". OCR steps use it to tell a date cell from the words around it before any date is parsed.
 */
const dateShape = (separator: string, year: string): string =>
  String.raw`\d{1,2}${separator}(?:\d{1,2}|[A-Za-z]{3})${separator}\d{${year}}`;

/** A whole word that is a date, with a two- to four-digit year. */
export const DATE_CELL = new RegExp(`^${dateShape('[-/.]', '2,4')}$`);

/** A date with its four-digit year, at the start of a word (the date, then what OCR joined to it). */
export const FULL_DATE = dateShape('[-/.]', '4');

/** A date anywhere in a line of text, its separators read as spaces or lost ("05 Sep 2025", "05092025"). */
export const DATE_IN_LINE = new RegExp(dateShape('[-/. ]?', '2,4'));
