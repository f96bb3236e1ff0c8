/**
 * Credits whose memo says a sale, whoever pays (convention 2: "unless the memo says a sale or a service was paid for"):
 * - a purchase-order number ("P/O 4410", "PO#2231", "PURCHASE ORDER 77"): a customer paying against an order. Read from
 *   the line, since the tokens lose "P/O" to two single letters;
 * - a coin named as what the payer bought ("ADA OBI/FOR USDT", "ADA OBI-USDT-…"): a person paying the holder for coins
 *   sold peer to peer, not the holder's own withdrawal from a crypto app (which names the app, not a person).
 */
import type { Rule } from './engine.ts';

const PURCHASE_ORDER = /(?:^|[\s/|:-])(?:P\/O|PO\s?#?\s?\d{3,}|PURCHASE ORDER)\b/i;
/** Coins sold for naira between people. */
const COINS = ['usdt', 'for usdt', 'usdc', 'btc', 'for btc', 'bitcoin', 'for bitcoin', 'tether'];

export function saleMemoCreditRules(): Rule[] {
  return [
    // 835: above a person's credit read as a bare name or a no-purpose memo (830), below a reversal and own money.
    {
      id: 'business.credit.purchase-order',
      priority: 835,
      when: { direction: 'credit', noneOf: ['refund', 'reversal', 'reversed', 'rvsl', 'loan'], test: (c) => PURCHASE_ORDER.test(c.description) },
      then: { category: 'business_income' },
      truncatable: false,
    },
    // 835: above a crypto app's name on a credit (826), which a coin's ticker also matches; only from a person.
    {
      id: 'person.coin-sale.credit',
      priority: 835,
      when: { direction: 'credit', phrases: COINS, noneOf: ['refund', 'reversal', 'reversed', 'rvsl', 'loan', 'withdrawal', 'wallet'], self: false, test: (c) => c.person !== null && c.holderNamed !== true },
      then: { category: 'business_income', flags: ['person'] },
      truncatable: false,
    },
  ];
}
