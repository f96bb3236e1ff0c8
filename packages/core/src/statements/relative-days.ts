import { isYearlessDate } from './parse-date.ts';
import type { Line } from './types.ts';

/**
 * An app's history names its latest days "Today" and "Yesterday", and the others by day and month ("Mon, 24 Nov"):
 * the day the person uploads the screenshot (`today`, given by the caller: core reads no clock) dates them. Without
 * it they stay words, and the rows under them are not dated.
 */

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The lines with "Today" and "Yesterday", printed alone as a day heading, replaced by their dates; a heading read in
 * pieces ("Mon," and "24 Nov") made one again, so it starts where the other headings do.
 */
export function withRelativeDays(lines: readonly Line[], today: string | undefined): Line[] {
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return lines.slice();
  const t = Date.parse(`${today}T00:00:00Z`);
  const named: Record<string, string> = { today: isoDay(t), yesterday: isoDay(t - DAY_MS) };
  return lines.map((l) => {
    const day = l.segments.length === 1 ? named[l.segments[0].text.trim().toLowerCase()] : undefined;
    if (day) return { ...l, segments: [{ ...l.segments[0], text: day }], text: day };
    if (l.segments.length > 1 && l.segments.length <= 3 && isYearlessDate(l.text)) {
      const [first, last] = [l.segments[0], l.segments[l.segments.length - 1]];
      return { ...l, segments: [{ ...first, x1: last.x1, text: l.text }] };
    }
    return l;
  });
}

/**
 * The year up to `today` that dates without a year fall in, for a statement that prints no period (an app's
 * history): a day and month are the latest such day not after today.
 */
export function yearUpTo(today: string | undefined): { start: string; end: string } | undefined {
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return undefined;
  return { start: isoDay(Date.parse(`${today}T00:00:00Z`) - 364 * DAY_MS), end: today };
}
