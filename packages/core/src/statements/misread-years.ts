/**
 * A scan's date whose year OCR misread ("31/08/2026" for 31/08/2025 on a photo of August's statement). One such row
 * stretches the statement's period by a year, and every monthly figure is then divided by thirteen instead of one:
 * worse than refusing the photo. The year is put back only where nothing else can explain it:
 * - the document was read by OCR (a text file's dates are the bank's);
 * - the date lies a year or more outside the span of all the other rows;
 * - the year read differs from its neighbours' year in one digit (a misread character, not another year's row);
 * - with the neighbours' year it falls in print order between the rows above and below it (either direction).
 * Each date put back is a reading doubt the person is told about.
 */

const DAY_MS = 86_400_000;
/** Further than this outside the other rows' span, a date is no row of the same statement. */
const FAR_DAYS = 300;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

function oneDigitApart(a: string, b: string): boolean {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return a.length === b.length && n === 1;
}

export interface RedatedRow {
  index: number;
  read: string;
  date: string;
}

/** The dates (ISO, null where unread) with misread years put back, and which rows were changed. */
export function settleMisreadYears(dates: readonly (string | null)[]): { dates: (string | null)[]; redated: RedatedRow[] } {
  const out = dates.slice();
  const redated: RedatedRow[] = [];
  const known = dates.map((d, i) => (d ? { d, i } : null)).filter((x): x is { d: string; i: number } => x !== null);
  if (known.length < 3) return { dates: out, redated };
  for (const { d, i } of known) {
    const others = known.filter((k) => k.i !== i).map((k) => dayNumber(k.d));
    const lo = Math.min(...others);
    const hi = Math.max(...others);
    const day = dayNumber(d);
    if (day >= lo - FAR_DAYS && day <= hi + FAR_DAYS) continue;
    const before = known.filter((k) => k.i < i).at(-1)?.d ?? null;
    const after = known.find((k) => k.i > i)?.d ?? null;
    const years = [...new Set([before, after].filter((x): x is string => x !== null).map((x) => x.slice(0, 4)))];
    const fits = years
      .filter((y) => oneDigitApart(y, d.slice(0, 4)))
      .map((y) => `${y}${d.slice(4)}`)
      .filter((c) => !Number.isNaN(dayNumber(c)) && new Date(`${c}T00:00:00Z`).toISOString().startsWith(c))
      .filter((c) => {
        const ends = [before, after].filter((x): x is string => x !== null).sort();
        // Between its neighbours, whichever way the table runs; at an end of the table, within a month of the next row.
        return ends.length === 2 ? c >= ends[0] && c <= ends[1] : Math.abs(dayNumber(c) - dayNumber(ends[0])) <= 31;
      });
    if (fits.length !== 1) continue;
    out[i] = fits[0];
    redated.push({ index: i, read: d, date: fits[0] });
  }
  return { dates: out, redated };
}
