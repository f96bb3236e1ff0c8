/**
 * The health score is shown one way everywhere (result page, components, PDF report, dashboard, e-mails): to one
 * decimal and "/ 10", so a 6.9 is never rounded to "7 / 10" in one place and shown as "6.9" in another.
 */
import { formatDecimal } from '../text/format-decimal.ts';

/** 6.94 → "6.9", 7 → "7". */
export function formatScore(score: number): string {
  return formatDecimal(score, 0, 1);
}

/** 6.94 → "6.9 / 10". */
export function formatHealthScore(score: number): string {
  return `${formatScore(score)} / 10`;
}

/** Acronyms keep their capitals ("DTI", not "Dti"). */
const ACRONYMS = new Set(['dti']);

/** A health component's name as a label: "savings_rate" → "Savings rate", "dti" → "DTI". */
export function healthComponentLabel(name: string): string {
  const s = name
    .split('_')
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w))
    .join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
