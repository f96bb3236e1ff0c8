import { parseAmount } from './parse-amount.ts';
import type { RawRow } from './types.ts';

/**
 * A scan's balance whose first digits went into the amount cell beside it (a salary row read "328, 177. 00 397," and
 * "319. 12" for 328,177.00 and 397,319.12: the gap between the columns read no wider than a gap inside a figure).
 * The trailing piece goes back to the balance when the amount without it and the balance with it are both figures
 * and neither was one before.
 */
export function rejoinSplitBalance(r: RawRow): RawRow {
  if (r.balance.trim() === '' || (parseAmount(r.balance, { ocr: true }) && !/^\d{1,3}[.,]\s*\d{2}$/.test(r.balance.trim()))) return r;
  for (const role of ['debit', 'credit', 'amount'] as const) {
    const m = /^(.*\d)\s+(\d{1,3}[,.]?)$/.exec(r[role].trim());
    if (!m || parseAmount(r[role], { ocr: true })) continue;
    const balance = `${m[2]}${r.balance.trim()}`;
    if (parseAmount(m[1], { ocr: true }) && parseAmount(balance, { ocr: true })) return { ...r, [role]: m[1], balance };
  }
  return r;
}
