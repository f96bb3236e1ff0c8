import type { Line } from './types.ts';

/**
 * The titles of tables a statement prints after its transactions that hold no transaction: cheques lodged and not yet
 * cleared, the charges summed by kind, liens and standing orders. Their lines carry dates and figures, so under the
 * statement's columns they would read as more transactions, and break the balance chain of a genuine statement.
 */
const NOT_TRANSACTIONS_TITLE =
  /^(?:uncleared (?:effects|cheques|items)|cheques? in clearing|(?:summary of|breakdown of) (?:charges|fees)|charges? (?:summary|breakdown)|(?:interest and )?charges breakdown|liens?(?: details| on (?:the |this )?account)?|standing (?:orders|instructions)|pending (?:transactions|debits|credits))\b/i;

/** A title of its own (no figure on its line) naming a table of things that are not transactions. */
export function isNotTransactionsTitle(l: Line): boolean {
  const text = l.text.trim();
  return NOT_TRANSACTIONS_TITLE.test(text) && !/\d[.,]\d{2}\b/.test(text);
}
