/**
 * Money passed on: a credit whose sender asks the person to send it on to someone else ("PLS SEND TO MAMA IBADAN FOR
 * HER DRUGS", "FOR MUMMY HOSPITAL PLS TRANSFER TO ST LUKES"), and the payment that sent it on within a week. The money
 * was never the person's to spend: counted as it stands, it would be income (a larger income, a smaller debt-to-income
 * ratio, a loan estimate the person cannot afford) and the payment spending. Linked like money that came back
 * (returned-money.ts), neither side counts. The words must say so, and a payment sends it on only when it is of the
 * same amount, or names someone the request names; a request with no such payment stays as it is (income), since the
 * statement does not show that the money left.
 */
import type { Kobo, Transaction } from '../contract.ts';
import { INCOME_CATEGORIES } from '../contract.ts';
import { isoDayNumber } from './arithmetic.ts';
import type { ReturnLink } from './returned-money.ts';
import { chronology, tokens } from './row-matching.ts';

/** A request to pass money on is met within a week (a hospital, a parent, a fee paid for someone). */
const WINDOW_DAYS = 7;

// "PLS SEND TO", "KINDLY TRANSFER", "HELP ME PAY", "TO BE PASSED ON", "FOR ONWARD TRANSFER". "PLS PAY YOUR RENT" is
// money for the person's own needs: their income.
const REQUEST =
  /\b(?:(?:PLS|PLZ|PLEASE|KINDLY|ABEG|HELP ME)\s+(?:HELP\s+(?:ME\s+)?)?(?:SEND|TRANSFER|TRF|PAY|GIVE|REMIT|FORWARD)(?!\s+(?:YOUR|UR|YOURSELF|BACK|ME)\b)|TO BE (?:PASSED|FORWARDED|SENT) (?:ON|TO)|TO PASS (?:ON|TO)|FOR ONWARD)\b/;
// Words of a request that name no one: what is sent and how.
const REQUEST_WORDS = new Set(
  'PLS PLZ PLEASE KINDLY ABEG HELP SEND TRANSFER PAY GIVE REMIT FORWARD ONWARD PASS PASSED FORWARDED SENT HER HIS HIM THEM THIS MONEY TODAY NOW'.split(
    ' ',
  ),
);

/** Whether a credit's words ask the person to send the money on to someone else. */
export function asksToPassOn(description: string): boolean {
  return REQUEST.test(description.toUpperCase());
}

/**
 * Links each credit that asks to be passed on to the payment that did, among rows not already linked (`linked`).
 * The payment's kobo is what was passed on (all of it when the amounts are equal).
 */
export function findPassedOn(txs: readonly Transaction[], linked: ReadonlySet<number>): ReturnLink[] {
  // Most statements hold no such request: the rows are put in booking order (a sort, on every analysis and every
  // category corrected) only when one does.
  const requests = new Map<number, number>();
  txs.forEach((t, i) => {
    if (t.amount <= 0 || linked.has(i) || !INCOME_CATEGORIES.has(t.category)) return;
    const at = t.description.toUpperCase().search(REQUEST);
    if (at >= 0) requests.set(i, at);
  });
  if (requests.size === 0) return [];
  const { order, rank } = chronology(txs);
  const used = new Set<number>(linked);
  const links: ReturnLink[] = [];
  for (const i of order) {
    const at = requests.get(i);
    if (at === undefined || used.has(i)) continue;
    const credit = txs[i]!;
    const day = isoDayNumber(credit.date);
    // The names after the request (not the sender's, printed before it): "… PLS SEND TO MAMA IBADAN" names MAMA.
    const after = credit.description.toUpperCase().slice(at);
    const named = [...tokens(after).words].filter((w) => !REQUEST_WORDS.has(w));
    let best: number | null = null;
    for (let r = rank[i]! + 1; r < order.length; r++) {
      const j = order[r]!;
      const t = txs[j]!;
      if (isoDayNumber(t.date) - day > WINDOW_DAYS) break;
      if (t.amount >= 0 || used.has(j) || -t.amount > credit.amount) continue;
      if (t.category === 'bank_charges' || t.category === 'savings_investment') continue;
      const same = -t.amount === credit.amount;
      const words = tokens(t.description).words;
      if (!same && !named.some((w) => words.has(w))) continue;
      if (best === null || (same && -txs[best]!.amount !== credit.amount)) best = j;
      if (same) break;
    }
    if (best === null) continue;
    used.add(i).add(best);
    const amount: Kobo = -txs[best]!.amount;
    links.push({ from: best, to: i, amount, fees: [], passedOn: true });
  }
  return links;
}
