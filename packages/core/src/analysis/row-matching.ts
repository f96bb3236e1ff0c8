/**
 * What linking two rows of a statement rests on (returned-money.ts, passed-on.ts): the order the bank booked them in,
 * and the words and references that name a row once the words every bank prints are set aside.
 */
import type { Transaction } from '../contract.ts';

// Words every bank prints around a transfer or a reversal: sharing them says nothing about which row is which.
const COMMON = new Set(
  `TRF TRANSFER TRANSFERS TO FROM FRM FOR THE OF AND NIP NEFT POS ATM WEB USSD MOB MOBILE APP REV REVERSAL REVERSED REVERSE RVSL RVS REFUND REFUNDED
  RETURN RETURNED RETURNS FAILED FAILURE TXN TRX TRAN TRANS TRANSACTION PAYMENT PAY PAID PURCHASE CARD DEBIT CREDIT DR CR NGN NG LAGOS ABUJA
  CHARGE CHARGES FEE FEES VAT LEVY STAMP DUTY ELECTRONIC MONEY AUTO CHARGEBACK DISPUTE RESOLVED BACK ERROR WRONG REF BANK VIA ON IN BY
  INWARD OUTWARD INTERBANK INTRABANK ONLINE CASH WITHDRAWAL OUTSIDE LIMITED LTD PLC NIGERIA ACCT ACCOUNT NO MR MRS MS
  TID RRN STAN SESSION PNR ORD ORDER INV REFERENCE CUSTOMER MERCHANT PARTIAL DUPLICATE DOUBLE EXCESS
  JAN FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NOV DEC JANUARY FEBRUARY MARCH APRIL JUNE JULY AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER`.split(
    /\s+/,
  ),
);

export function tokens(description: string): { words: Set<string>; refs: Set<string> } {
  const words = new Set<string>();
  const refs = new Set<string>();
  for (const tok of description.toUpperCase().split(/[^A-Z0-9]+/)) {
    if (tok.length === 0) continue;
    // A reference: six digits or more, or a code of letters and digits (session IDs, RRNs, STANs).
    if (/^\d{6,}$/.test(tok) || (tok.length >= 8 && /\d/.test(tok) && /[A-Z]/.test(tok))) refs.add(tok);
    else if (/^[A-Z]{3,}$/.test(tok) && !COMMON.has(tok)) words.add(tok);
  }
  return { words, refs };
}

/**
 * The rows in booking order (by date, and within a day in the order the statement books: newest-first lists reversed)
 * and each row's place in it.
 */
export function chronology(txs: readonly Transaction[]): { order: number[]; rank: number[] } {
  const newestFirst = txs.length > 1 && txs[0]!.date > txs[txs.length - 1]!.date;
  const order = txs
    .map((_, i) => i)
    .sort((a, b) => (txs[a]!.date < txs[b]!.date ? -1 : txs[a]!.date > txs[b]!.date ? 1 : newestFirst ? b - a : a - b));
  const rank = new Array<number>(txs.length);
  order.forEach((i, r) => (rank[i] = r));
  return { order, rank };
}
