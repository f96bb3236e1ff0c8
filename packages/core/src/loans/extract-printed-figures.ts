import type { Kobo } from '../contract.ts';
import type { PrintedInstalment } from './contract-terms.ts';
import { allAmounts, firstAmount, percents } from './parse-figures.ts';
import { valueAfter } from './contract-lines.ts';

/** Figures the lender printed (instalment, totals, APR, schedule), read to check them against our own sums. */

// --- printed figures ---------------------------------------------------------------------------------------------

export const INSTALMENT_LABELS =
  /\b(?:monthly (?:repayment|instal+ment|payment|deduction)(?: amount)?|instal+ment amount|repayment amount|amount per instal+ment|repayment per month|monthly repayment amount)\b/i;
export const TOTAL_REPAYMENT_LABELS =
  /\b(?:total (?:repayment|amount (?:payable|repayable|to be repaid|due))|total payable|amount to (?:be )?repa(?:y|id))\b/i;
export const TOTAL_COST_LABELS = /\b(?:total cost of (?:the )?(?:credit|loan|borrowing))\b/i;

export function labelledAmount(lines: string[], label: RegExp): Kobo | null {
  for (const line of lines) {
    const value = valueAfter(line, label);
    if (value === null) continue;
    const kobo = firstAmount(value);
    if (kobo !== null && kobo > 0) return kobo;
  }
  return null;
}

export function findPrintedApr(lines: string[]): number | null {
  for (const line of lines) {
    const value = valueAfter(line, /\b(?:annual percentage rate|APR)\b(?:\s*\(APR\))?/i);
    if (value === null) continue;
    const pct = percents(value)[0];
    if (pct) return pct.value;
  }
  return null;
}

// --- printed schedule --------------------------------------------------------------------------------------------

const DATE_RE =
  /\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[- ](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[- ,]\s?\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (?:\d{1,2},? )?\d{4}|\d{4}-\d{2}-\d{2})\b/i;

export function findSchedule(lines: string[]): PrintedInstalment[] | null {
  const headerIndex = lines.findIndex(
    (l) =>
      /\b(?:due date|instal+ment|repayment|amount due|s\/?n|no\.?)\b/i.test(l) &&
      /\b(?:date|month)\b/i.test(l) &&
      /\b(?:amount|instal+ment|repayment|principal|payment)\b/i.test(l) &&
      !/:\s*\S/.test(l),
  );
  if (headerIndex < 0) return null;
  const header = lines[headerIndex];
  // Which money column is the instalment: order the money-like headers as printed.
  const moneyHeaders = [
    ...header.matchAll(
      /\b(principal|interest|instal+ment(?: amount)?|repayment(?: amount)?|amount(?: due)?|payment|total(?: due)?|balance|outstanding|fees?)\b/gi,
    ),
  ].map((m) => m[1].toLowerCase());
  let payIndex = moneyHeaders.findIndex((h) => /^(?:instal|repayment|amount|payment|total)/.test(h));
  if (payIndex < 0) payIndex = 0;
  const rows: PrintedInstalment[] = [];
  for (const line of lines.slice(headerIndex + 1)) {
    const m = /^(\d{1,3})[.)]?\s+(.*)$/.exec(line);
    if (!m) {
      if (rows.length && /total/i.test(line)) break;
      if (rows.length) break;
      continue;
    }
    const period = Number(m[1]);
    let rest = m[2];
    const date = DATE_RE.exec(rest);
    if (date) rest = rest.slice(0, date.index) + ' ' + rest.slice((date.index ?? 0) + date[0].length);
    rest = rest.replace(/^\s*month\s+\d+\b/i, ' ');
    const amounts = allAmounts(rest).filter((a) => a.kobo >= 0);
    if (amounts.length === 0) break;
    const pick =
      amounts.length === moneyHeaders.length ? amounts[payIndex] : amounts[Math.min(payIndex, amounts.length - 1)];
    if (period !== rows.length + 1) break;
    rows.push({ period, dueDate: date ? date[0] : null, amount: pick.kobo });
  }
  return rows.length ? rows : null;
}
