/**
 * Debits whose memo says what the money bought, where the payee is a person, a cooperative or a supplier:
 * - school fees written in Hausa, Igbo or Yoruba ("KUDIN MAKARANTA", "EGO AKWUKWO", "OWO ILEEWE") or spelt "skul fees":
 *   Education (convention 1), unless the memo says it helps someone with them;
 * - "osusu" (an Igbo spelling of esusu) to a collector: group savings (convention 1);
 * - a trading account's transfer to a cooperative ("FARMERS MULTIPURPOSE CO"): savings, not a supplier paid;
 * - a trading account's loading fee, labour, weeding, farm workers, bales or cartons paid to a person, and seed or
 *   agro-input firms and distributors cut by the line ("DISTRIBU"): stock and running costs (convention 9), where a
 *   "fee" beside a transfer word would read as a bank's charge;
 * - an invoice reference ("INV") to a person on an account that trades nothing: a reference, not a purchase of stock,
 *   so Transfers to People (conventions 6 and 10).
 */
import type { Rule, RuleContext } from './engine.ts';

/** School fees as Nigerians write them in their own languages, and misspelt. */
export const VERNACULAR_SCHOOL_FEES = ['kudin makaranta', 'ego akwukwo', 'ego ulo akwukwo', 'owo ileewe', 'owo ile iwe', 'owo ile eko', 'skul fees', 'skul fee', 'skool fees', 'schl fees', 'schl fee'];
/** Help with someone else's fees stays a transfer (convention 1). */
const HELP = ['support', 'help', 'assist', 'assistance', 'contribution', 'refund', 'reversal', 'loan'];

const TRADING = ['business', 'sme', 'pos-agent'];
/** Running costs and goods a trading account pays people for. */
export const TRADE_RUNNING_MEMOS = ['loading fee', 'offloading fee', 'labour', 'labor', 'weeding', 'farm workers', 'farm labour', 'harvest labour', 'bales', 'cartons'];
/** Agro-input firms and suppliers whose names show their trade, and "distributor" as narrow lines cut it. */
export const SUPPLIER_STEMS = ['seeds', 'agrotec', 'agrotech', 'chemical ind', 'chemical industries', 'distribu', 'distribut', 'distrib'];
const NOT_STOCK = ['refund', 'reversal', 'loan', 'salary', 'school', 'rent', 'tithe', 'offering', 'church', 'mosque'];

const TRADES_NOTHING = (c: RuleContext): boolean => !c.persona || !TRADING.includes(c.persona);
const toPerson = (c: RuleContext): boolean => c.person !== null && !c.self;
/** "INV 8372": a numbered invoice is a firm's bill, whatever its name looks like; a bare "INV" is a reference. */
const numberedInvoice = (c: RuleContext): boolean => /\binv\W{0,2}\d/i.test(c.description);

export function schoolFeesAndTradeMemoRules(): Rule[] {
  return [
    // 566: above the help memos (564/565) and a person (300), like rent in the same languages.
    {
      id: 'memo.vernacular-school-fees.debit',
      priority: 566,
      when: { direction: 'debit', phrases: VERNACULAR_SCHOOL_FEES, noneOf: HELP, notChannels: ['pos', 'atm'] },
      then: { category: 'education' },
      truncatable: false,
    },
    // 561: above a trading account's supplier payment (560); a cooperative is where its savings go.
    {
      id: 'trade.cooperative.savings',
      priority: 561,
      when: { direction: 'debit', personas: TRADING, phrases: ['multipurpose', 'cooperative', 'coop society', 'co operative'], noneOf: ['loan', 'repayment', 'refund', 'reversal'] },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    // 805: above a fee beside a transfer word read as a bank's charge (800).
    {
      id: 'trade.loading-fee',
      priority: 805,
      when: { direction: 'debit', personas: TRADING, phrases: ['loading fee', 'offloading fee', 'loading charge'], noneOf: ['refund', 'reversal'], notChannels: ['pos', 'atm'] },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    // 569: as a stock memo on a trading account, above a church's "harvest" (520) and a supplier's kind.
    {
      id: 'trade.running-memo',
      priority: 569,
      when: { direction: 'debit', personas: TRADING, phrases: [...TRADE_RUNNING_MEMOS, ...SUPPLIER_STEMS], noneOf: NOT_STOCK, notChannels: ['pos', 'web', 'atm'] },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    // 526: above "inv" read as stock by the generic lexicon (525); only to a person, so a firm's invoice stays stock.
    {
      id: 'person.invoice-ref.debit',
      priority: 526,
      when: { direction: 'debit', phrases: ['inv'], noneOf: ['refund', 'reversal'], notChannels: ['pos', 'atm'], test: (c) => TRADES_NOTHING(c) && toPerson(c) && !numberedInvoice(c) },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
  ];
}
