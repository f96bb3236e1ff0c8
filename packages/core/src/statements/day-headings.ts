import { parseDate } from './parse-date.ts';
import type { Line } from './types.ts';

/**
 * An app's history grouped by day: a heading line ("Sunday, 30 November 2025") and under it rows that print only the
 * time ("2:06 PM"). Each such row is given its day, written into its time cell ("2025-11-30 2:06 PM"), and the
 * headings, which are no transactions, are left out. Only under a column heading that starts with the time, where at
 * least two headings and a row under one are found.
 */
const WEEKDAY = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?\.?,?\s+/i;
const TIME_ONLY = /^\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?$/;
const FIGURE = /\d[\d,]*\.\d{2}/;

/** The ISO day a heading line names, or null (a day without its year names none: no period is known here). */
function dayOf(line: Line): string | null {
  const text = line.text.trim();
  if (FIGURE.test(text) || text.length > 40) return null;
  return parseDate(text.replace(WEEKDAY, ''));
}

export function withDayHeadings(lines: readonly Line[]): readonly Line[] {
  const days = lines.map(dayOf);
  if (days.filter((d) => d !== null).length < 2) return lines;
  // A table's: its column heading, first a Time or Date column, stands above the first day (an app's cards, with a
  // time and a balance on a line of their own, have none).
  const firstDay = days.findIndex((d) => d !== null);
  const headed = lines
    .slice(0, firstDay)
    .some((l) => l.segments.length >= 3 && /^(?:time|date|date\s*\/\s*time|transaction time)$/i.test(l.segments[0].text.trim()));
  if (!headed) return lines;
  const out: Line[] = [];
  let day: string | null = null;
  let dated = 0;
  for (let i = 0; i < lines.length; i++) {
    if (days[i]) {
      day = days[i];
      continue;
    }
    const l = lines[i];
    const first = l.segments[0];
    if (day && first && TIME_ONLY.test(first.text.trim()) && FIGURE.test(l.text)) {
      const segments = [{ ...first, text: `${day} ${first.text.trim()}` }, ...l.segments.slice(1)];
      out.push({ ...l, segments, text: segments.map((s) => s.text).join(' ') });
      dated++;
    } else out.push(l);
  }
  return dated > 0 ? out : lines;
}
