/**
 * A receipt for one payment — an app's "Transfer Successful" screen, a bank's "Download receipt" PDF, a few of them
 * joined — is what people often have to hand, and it is no statement: read as one, it gives a "month" of one transfer
 * and a health score for it. It is told by its own words (a receipt's title or the app's success line, and a labelled
 * party: beneficiary, recipient, sender, session ID) and by what it lacks: more than one transaction a page, and any
 * running balance. A statement that prints "receipt" in a narration has many rows and balances, so it is read as before.
 */
const RECEIPT_TITLE = /\b(?:e-?)?receipt\b|\b(?:transfer|transaction|payment) (?:successful|completed)\b/i;
const PARTY_LABEL = /^\s*(?:beneficiary|recipient|sender|session id|transaction reference)\b/im;

export function isTransactionReceipt(text: readonly string[], rows: readonly { balance: number | null }[], pages: number): boolean {
  if (rows.length > Math.max(1, pages)) return false;
  if (rows.some((r) => r.balance !== null)) return false;
  return text.some((t) => RECEIPT_TITLE.test(t)) && text.some((t) => PARTY_LABEL.test(t));
}
