/**
 * Transfers whose meaning depends on the work the account is used for and on memos that name no purpose: a POS
 * agent's transfer for a customer's cash deposit, a trader's delivery paid to a rider, the holder's own name on a
 * transfer that carries a personal memo, and a person's credit that says only "settle", "urgent" or "as discussed".
 */
import { PERSON_NAMES } from '../lexicon/index.ts';
import type { Rule, RuleContext } from './engine.ts';
import { PERSONAL_MEMOS } from './memo-rules.ts';
import { namesPerson } from './transfer-memos.ts';

/** Accounts where a customer's credit with no memo is a sale (convention 2); elsewhere a person's credit is received. */
const CUSTOMER_PERSONAS = ['sme', 'business', 'pos-agent'];
const NOT_CUSTOMER_PERSONAS = [
  'self-employed',
  'salaried',
  'student',
  'civil-servant',
  'retiree',
  'diaspora',
  'gig-worker',
];
const TRADING_PERSONAS = ['sme', 'business', 'pos-agent'];

/** Words of a deposit that is the agent's own (a rent or land deposit, a fixed deposit, a caution fee). */
const NOT_CUSTOMER_DEPOSIT = [
  'reversal',
  'refund',
  'rent',
  'land',
  'house',
  'school',
  'fixed deposit',
  'caution',
  'damage',
  'savings',
  'car',
  'shop',
  'apartment',
  'loan',
];

/** Memo words that say goods were bought to be sold. */
const RESTOCK_WORDS = ['inventory', 'restock', 'restocking', 'stock', 'goods payment', 'new stock', 'stock purchase'];

/** A delivery or dispatch paid to a person from a trading account: the business's running cost (convention 9). */
const DELIVERY_WORDS = [
  'delivery',
  'delivery to',
  'deliveries',
  'dispatch',
  'rider fee',
  'rider',
  'dispatch fee',
  'delivery fee',
  'logistics',
  'waybill',
  'park fee',
  'loading fee',
];
/** Deliveries that are not the business's (a baby's, a hospital's). */
const NOT_BUSINESS_DELIVERY = [
  'refund',
  'reversal',
  'loan',
  'baby',
  'hospital',
  'maternity',
  'delivery bill',
  'antenatal',
  'clinic',
];

/**
 * Memos that name no purpose (convention 10): a reference, "payment", "balance", "settle", "urgent", an errand's word.
 * A credit from a person carrying only these is money received on an account that does not sell to customers.
 */
const NO_PURPOSE_WORDS: ReadonlySet<string> = new Set(
  'payment pay pymt pmt balance bal settle settled urgent urgently as discussed done ok okay sent x ref 1 2k sharp sharp asap now sorry abeg please pls thanks'.split(
    ' ',
  ),
);
/** Memo words read past the payer's name and the bank's words. */
const LINE_WORDS: ReadonlySet<string> = new Set(
  'nip in inward trf transfer from frm received money receive via credit cr mob mobile instant payment inflow between customers gaps bank mfb psb opay palmpay kuda moniepoint access gtb gtbank fbn first zenith uba wema union fcmb sterling ecobank fidelity polaris keystone providus stanbic alat mrs mr miss'.split(
    ' ',
  ),
);
function onlyNoPurposeMemo(c: RuleContext): boolean {
  // The grammar may keep the memo in the name ("ada obi engine repair balance"): a name is its first two
  // words, or a known given or family name.
  const words = (c.person ?? '').split(' ');
  const name = new Set(words.filter((w, i) => i < 2 || PERSON_NAMES.has(w)));
  let memo = 0;
  for (const w of c.n.tokens) {
    if (NO_PURPOSE_WORDS.has(w)) memo++;
    else if (!name.has(w) && !LINE_WORDS.has(w) && !/\d/.test(w)) return false;
  }
  return memo > 0;
}

/** The holder's own name with a memo written to someone else ("NIP/GTB/ADA OBI/congrats"): a relative of the same name. */
const PERSONAL_DEBIT_MEMOS = [
  ...PERSONAL_MEMOS,
  'congrats',
  'hbd',
  'enjoy',
  'as discussed',
  'manage this',
  'the balance',
  'na the balance',
  'sharp sharp',
];

/** A church's or a ministry's words: a "seed" paid to one is an offering, not farm seed. */
const CHURCH_WORDS = [
  'church',
  'cac',
  'rccg',
  'mfm',
  'chapel',
  'parish',
  'cathedral',
  'ministries',
  'ministry',
  'assembly',
  'pastor',
  'prophet',
  'bishop',
  'evangelist',
];

/** Giving to a pastor, a church or a cause, written as the memo of a transfer ("pledge", "seed", "first fruit"). */
const GIVING_MEMOS = [
  'pledge',
  'my pledge',
  'pledge redemption',
  'redeem pledge',
  'seed offering',
  'seed of faith',
  'sow a seed',
  'sowing seed',
  'first fruit',
  'firstfruit',
  'first fruits',
  'prophet offering',
  'thanksgiving offering',
  'vow',
  'my vow',
  'sadaka',
  'sadaqa',
];
/**
 * Zakka (Hausa for zakat) in the memo's slot: after a separator, never inside the name, since Zakka is also a given
 * name ("FRM ZAKKA KOLO"). Read from the line, not as a rule word, so the name reader still knows it for a name.
 */
const ZAKKA_MEMO = /(?:^|[/|:)-]|\s-)\s*zakka\s*(?:[/|:]|$)/i;

export function personaTransferRules(): Rule[] {
  return [
    // Convention 7: a POS agent's transfer to a customer for the cash they handed over ("…/ADA OBI/deposit"). Above a
    // person (300) and the float rule's words; a rent or land deposit is the agent's own.
    {
      id: 'persona.pos-agent.customer-deposit',
      priority: 604,
      when: {
        direction: 'debit',
        personas: ['pos-agent'],
        phrases: ['deposit', 'dep', 'deposited', 'cash deposit'],
        noneOf: NOT_CUSTOMER_DEPOSIT,
        notChannels: ['pos', 'web', 'atm'],
        test: namesPerson,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    // A trading account restocking from a shop of any kind ("NNEWI AUTO PARTS … RESTOCK"): the shop's kind names what
    // it sells, the memo says it was bought to sell; stock (570, above a shop's kind at 569, below charges and loans).
    {
      id: 'persona.trade.restock',
      priority: 570,
      when: {
        direction: 'debit',
        personas: TRADING_PERSONAS,
        phrases: RESTOCK_WORDS,
        noneOf: ['refund', 'reversal', 'loan'],
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    // Convention 9: a trader's delivery paid to a person is Business & Stock; above a purpose (563), below a loan.
    {
      id: 'persona.trade.delivery',
      priority: 566,
      when: {
        direction: 'debit',
        personas: TRADING_PERSONAS,
        phrases: DELIVERY_WORDS,
        noneOf: NOT_BUSINESS_DELIVERY,
        test: namesPerson,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    // The holder's name as payee with a memo written to another person: a namesake relative, not the holder's
    // account (above self.debit 350, below own-money memos 600).
    {
      id: 'self.personal-memo.debit',
      priority: 352,
      when: {
        direction: 'debit',
        test: (c) => c.self || c.holderNamed === true,
        phrases: PERSONAL_DEBIT_MEMOS,
        noneOf: ['own', 'self', 'savings', 'my account', 'my acct', 'wallet'],
      },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
    // A pledge, a vow or a seed is giving whoever receives it; above a church's name read as a government body (CAC).
    {
      id: 'giving.memo.debit',
      priority: 806,
      when: { direction: 'debit', phrases: GIVING_MEMOS, noneOf: ['refund', 'reversal', 'loan'] },
      then: { category: 'giving' },
      truncatable: false,
    },
    {
      id: 'giving.zakka-memo.debit',
      priority: 806,
      when: { direction: 'debit', test: (c) => ZAKKA_MEMO.test(c.description) && !/\b(?:refund|reversal|loan)\b/i.test(c.description) },
      then: { category: 'giving' },
      truncatable: false,
    },
    {
      id: 'giving.seed.church.debit',
      priority: 806,
      when: {
        direction: 'debit',
        phrases: ['seed', 'my seed'],
        anyOf: CHURCH_WORDS,
        noneOf: ['refund', 'reversal', 'loan'],
      },
      then: { category: 'giving' },
      truncatable: false,
    },
    // Convention 10 for credits: on an account that does not sell to customers, a person's credit whose memo names no
    // purpose ("settle", "urgent", "payment") is received; above a payout's words (820), which "settle" would match.
    {
      id: 'person.no-purpose.credit',
      priority: 830,
      when: {
        direction: 'credit',
        personas: NOT_CUSTOMER_PERSONAS,
        self: false,
        test: (c) => namesPerson(c) && onlyNoPurposeMemo(c),
      },
      then: { category: 'transfer_in', flags: ['person'] },
    },
    // Arrears of pay and a leave grant from an employer are pay (convention 4), above a grant's other-income words (610).
    {
      id: 'salary.arrears.credit',
      priority: 615,
      when: {
        direction: 'credit',
        phrases: ['arrears', 'salary arrears', 'leave grant', 'leave allowance'],
        noneOf: ['rent', 'refund', 'reversal', 'loan'],
        test: (c) => c.person === null,
      },
      then: { category: 'salary' },
      truncatable: false,
    },
    // On a customer-facing account "settle" from a person is a customer settling a bill (convention 2).
    {
      id: 'persona.trade.settle.credit',
      priority: 830,
      when: {
        direction: 'credit',
        personas: CUSTOMER_PERSONAS,
        phrases: ['settle', 'settled'],
        self: false,
        test: (c) => c.person !== null && onlyNoPurposeMemo(c),
      },
      then: { category: 'business_income', flags: ['persona', 'person'] },
      truncatable: false,
    },
  ];
}
