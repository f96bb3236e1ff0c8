/**
 * Memos that say what a transfer between people really was.
 * - A service the account holder did, paid by a person ("for the plumbing work", "consultancy fee", "for the ride",
 *   "waybill delivery"): the self-employed or gig worker's earnings (convention 2), not money received from family.
 * - An apology on a credit ("sorry for delay"): money received, even on a trading account; "na the balance" too,
 *   except on a selling account, where it is the rest of a sale.
 * - A transfer to a person "for cash" / "pos cash": a cash-out paid by transfer (the person hands over notes).
 * - A gig platform's "WITHDRAWAL TO BANK": the platform paying out the person's earnings.
 */
import { MERCHANTS } from '../lexicon/index.ts';
import type { Rule, RuleContext } from './engine.ts';
import { namesPerson } from './transfer-memos.ts';

/** Services a self-employed or gig person is paid for, as payers write them. */
export const SERVICE_MEMOS = [
  'plumbing work',
  'for the plumbing',
  'consultancy fee',
  'consultancy',
  'consulting fee',
  'for the ride',
  'ride fare',
  'photography',
  'for the shoot',
  'theshoot',
  'photo shoot',
  'photoshoot',
  'waybill delivery',
  'service fee',
  'ride fee',
  'drop off fee',
  'dropoff fee',
  'delivery fee',
  'dispatch fee',
  'hair making',
  'makeup',
  'make up',
  'website job',
  'web design',
  'design job',
  'graphics design',
  'logo design',
  'for the job',
  'job done',
  'workmanship',
  'tailoring',
  'sewing',
  'catering service',
  'catering',
  'catering balance',
  'for the event',
  'transcription',
  'for the gig',
  'gig payment',
  'cleaning service',
  'repair work',
  'installation fee',
  'tutoring',
  'lesson fee',
  'service charge for',
  'for your service',
  'for your services',
  'professional fee',
  'retainer fee',
  'retainership',
  'birthday shoot',
  'wedding shoot',
  'typing of',
  // A lawyer's, an electrician's and a photographer's fee, and a driver's waiting time, as payers write them (set V).
  'legal fee',
  'legal fees',
  'electrical work',
  'electrical works',
  'for the pictures',
  'waiting time',
  // A tenant's rent paid to the holder is a letting paid for (convention 2); "rent support" is help (NOT_EARNED).
  'house rent',
  'shop rent',
  'rent balance',
  // The same letting named by the room, flat or stall let (`FLAT 1 RENT 2025-2026 BAL`, `RENT FLAT`, `ROOM RENT`).
  'room rent',
  'flat rent',
  'rent flat',
  'stall rent',
  'rent bal',
];

/** A person's apology for paying late: money received (a customer pays with an invoice's words, not this). */
export const APOLOGY_MEMOS = ['sorry for delay', 'sorry for the delay', 'sorry for late', 'sorry for late payment'];
/**
 * "na the balance" from a person: money received on a personal account, but on a shop's or a business's account it
 * is a customer paying the rest of a sale.
 */
const BALANCE_MEMOS = ['na the balance', 'na thebalance', 'na the remaining'];
const SELLING_PERSONAS = ['sme', 'business', 'pos-agent'];

/** Accounts whose holder is paid for deliveries they make. */
const WORKER_PERSONAS = ['gig-worker'];

const NOT_EARNED = ['refund', 'reversal', 'loan', 'support', 'help', 'gift', 'salary', 'allowance'];

/** "cash" is the transfer's whole memo ("… FOR CASH", "… POS CASH", "…/CASH", "… - CASH"), perhaps before a reference. */
const CASH_MEMO = /(?:^| )(?:for |pos )?cash(?: [a-z]{0,4}\d[a-z0-9]*| [a-z]{2,4})?$/;
const NOT_CASH_OUT = [
  'cash gift',
  'cash back',
  'cashback',
  'cash deposit',
  'cash support',
  'cash advance',
  'cash loan',
  'refund',
  'reversal',
  'loan',
  'petty cash',
  'cash app',
  'cash for',
  'sons',
  'enterprises',
  'ventures',
  'ltd',
  'limited',
  'stores',
];
function cashOut(c: RuleContext): boolean {
  const t = c.n.text;
  return (CASH_MEMO.test(t) || t.includes(' for cash ') || t.includes(' pos cash ')) && namesPerson(c);
}

/** Savings and investment houses: their "withdrawal to bank" is the holder's own money coming home. */
const SAVINGS_HOUSES: readonly string[] = MERCHANTS.filter((m) => m.category === 'savings_investment').flatMap(
  (m) => m.aliases,
);
const fromSavingsHouse = (c: RuleContext): boolean => {
  const t = ` ${c.n.text} `;
  return SAVINGS_HOUSES.some((a) => t.includes(` ${a} `));
};

/** Wallets and savings apps whose "withdrawal to bank" is the holder's own money moving home. */
const OWN_WALLETS = [
  'opay',
  'palmpay',
  'kuda',
  'moniepoint',
  'paga',
  'piggyvest',
  'cowrywise',
  'risevest',
  'carbon',
  'fairmoney',
  'chipper',
  'barter',
  'vbank',
  'wallet',
  'savings',
  'target',
  'safelock',
  'flex',
  'stash',
  'vault',
  'my',
  'acct',
  'account',
  'investment',
  'investments',
  'invest',
  'asset',
  'assets',
  'capital',
  'fund',
  'mgrs',
  'managers',
];

/**
 * Rules: a service memo (660, above a person's gift memos at 656 and the trading persona's sale words at 460);
 * a personal memo on a credit (662, above a service memo: an apology names no service); a cash-out by transfer
 * (570, above a purpose memo at 563 and a person at 300); a platform's payout to the bank (912, above own credits).
 */
export function serviceMemoRules(): Rule[] {
  return [
    {
      id: 'income.service-memo',
      priority: 660,
      when: { direction: 'credit', phrases: SERVICE_MEMOS, noneOf: NOT_EARNED },
      then: { category: 'business_income', flags: ['persona'] },
      truncatable: false,
    },
    {
      // A bare "delivery" from a person pays a rider's work; on other accounts (even a self-employed one) it may be a
      // parcel's cost passed on, money received.
      id: 'income.delivery-memo',
      priority: 660,
      when: {
        direction: 'credit',
        phrases: ['delivery'],
        noneOf: NOT_EARNED,
        test: (c) => WORKER_PERSONAS.includes(c.persona ?? ''),
      },
      then: { category: 'business_income', flags: ['persona'] },
      truncatable: false,
    },
    {
      id: 'person.personal-memo.credit',
      priority: 662,
      when: { direction: 'credit', phrases: APOLOGY_MEMOS, noneOf: ['refund', 'reversal'] },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
    {
      id: 'person.balance-memo.credit',
      priority: 662,
      when: {
        direction: 'credit',
        phrases: BALANCE_MEMOS,
        noneOf: ['refund', 'reversal'],
        test: (c) => !SELLING_PERSONAS.includes(c.persona ?? ''),
      },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
    {
      id: 'cash.by-transfer',
      priority: 570,
      when: { direction: 'debit', phrases: ['cash'], noneOf: NOT_CASH_OUT, notChannels: ['atm'], test: cashOut },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    {
      id: 'income.platform-withdrawal',
      priority: 912,
      when: {
        direction: 'credit',
        phrases: ['withdrawal to bank', 'withdraw to bank', 'withdrawal to bank account'],
        noneOf: [...OWN_WALLETS, 'refund', 'reversal'],
        test: (c) => c.holderNamed !== true && !fromSavingsHouse(c),
      },
      then: { category: 'business_income' },
      truncatable: false,
    },
  ];
}
