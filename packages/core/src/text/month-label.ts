// en-US abbreviations: "Sep", not the "Sept" some English locales print.
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A statement month as people write it: "2025-01" → "Jan 2025" (anything else is returned as given). */
export function formatMonthLabel(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  const d = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? month : monthLabel.format(d);
}
