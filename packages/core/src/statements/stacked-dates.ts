import type { Line, Segment } from './types.ts';

/**
 * A card's date printed as a block of its own, the day's number over its month and year ("25" over "JUL 2025", the
 * time under them), as Carbon sets it left of each card. Neither piece is a date alone, so cards would never start;
 * the two are written as one date on the day's line ("25 JUL 2025") and the month is taken off the line below.
 */

const DAY = /^(?:0?[1-9]|[12]\d|3[01])$/;
const MONTH_YEAR = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4}$/i;

const overlaps = (a: Segment, b: Segment) => a.x0 < b.x1 && b.x0 < a.x1;

export function withStackedDates(lines: readonly Line[]): readonly Line[] {
  const taken = new Set<Segment>();
  const joined = new Map<Segment, Segment>();
  lines.forEach((l, i) => {
    const next = lines[i + 1];
    // The month directly under the day: the next line, within two text heights.
    if (!next || next.page !== l.page || next.y - l.y > 2 * Math.max(l.h, next.h)) return;
    for (const day of l.segments) {
      if (!DAY.test(day.text.trim())) continue;
      const month = next.segments.find((s) => MONTH_YEAR.test(s.text.trim()) && overlaps(s, day) && !taken.has(s));
      if (!month) continue;
      taken.add(month);
      joined.set(day, { ...day, text: `${day.text.trim()} ${month.text.trim()}`, x0: Math.min(day.x0, month.x0), x1: Math.max(day.x1, month.x1) });
    }
  });
  // Only where it repeats: one number over a month (a page's figure over a heading) is no list of cards.
  if (joined.size < 2) return lines;
  return lines
    .map((l) => {
      const segments = l.segments.filter((s) => !taken.has(s)).map((s) => joined.get(s) ?? s);
      return { ...l, segments, text: segments.map((s) => s.text).join(' ') };
    })
    .filter((l) => l.segments.length > 0);
}
