// en-US abbreviations ("Sep", not the "Sept" some English locales print), written out rather than asked of
// Intl.DateTimeFormat, whose locale data costs a one-shot command its start-up (format-decimal.ts).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A statement month as people write it: "2025-01" → "Jan 2025" (anything else is returned as given). */
export function formatMonthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m && MONTHS[Number(m[2]) - 1];
  return name ? `${name} ${m[1]}` : month;
}
