/**
 * What an invented trade name says it is by its kind word (lexicon/kinds-trade.ts, added with set N): an eatery, a
 * shop named by its goods, a leisure place, a personal service, a fund's income, a registrar's dividend, a wallet's
 * reward, a trader's wholesale market, a state's revenue service or waste board by acronym, a gas shop glued to its
 * name. Each rule reads a class of narration, never one narration.
 */
// prettier-ignore
import { COOPERATIVE_WORDS, INSURER_KIND_WORDS, MERCHANTS, PERSON_NAMES, PERSONAL_PERSONAS, TRADING_PERSONAS } from '../lexicon/index.ts';
// prettier-ignore
import { EATERY_WORDS, FUND_INCOME_WORDS, GIG_PAYER_WORDS, NOT_GIG_EARNINGS, LEISURE_PLACE_WORDS, NOT_EATERY, NOT_FUND_INCOME, NOT_LEISURE_PLACE, NOT_REWARD_CREDIT, NOT_SERVICE_KIND, NOT_SHOP_GOODS, NOT_TRADE_MARKET, REGISTRAR_WORDS, REWARD_CREDIT_WORDS, SERVICE_KIND_WORDS, SHOP_GOODS_WORDS, SUPPLIER_FIRM_WORDS, SUPPLIER_KIND_WORDS, TRADE_GOODS_MEMOS, TRADE_MARKET_WORDS } from '../lexicon/kinds-trade.ts';
import type { Rule, RuleContext } from './engine.ts';

/**
 * A bookshop that names a school or a campus ("UNN BOOKSHOP", "OAU BOOKSHOP") sells for that school (convention 9):
 * the school's own lexicon entry decides. Only books: an electronics shop at "LAUTECH GATE" names a place, and a
 * publisher's shop ("UNIVERSITY PRESS") names no school.
 */
const SCHOOL_ALIASES: readonly string[] = MERCHANTS.filter((m) => m.category === 'education').flatMap((m) =>
  m.aliases.filter((a) => a.length >= 3),
);
function namesSchool(c: RuleContext): boolean {
  const t = ` ${c.n.text} `;
  if (!/ book ?(?:shops?|stores?) /.test(t) || t.includes(' university press ')) return false;
  return SCHOOL_ALIASES.some((a) => t.includes(` ${a} `));
}
const notSchoolShop = (c: RuleContext): boolean => !namesSchool(c);

/** Words of a card or web payment line. */
// prettier-ignore
const CARD_OR_WEB_WORDS = ['pos', 'purchase', 'pur', 'purch', 'card', 'web', 'pmt', 'paystack', 'flw', 'flutterwave', 'online payment', 'online pmt', 'ecom', 'qt'];

/**
 * A state's internal revenue service by its letters: one to four letters of the state, then IRS (LIRS, ADIRS, KADIRS,
 * OGIRS). English words of that shape (stairs, chairs, heirs, affairs) end in -airs or -eirs, or are listed.
 */
const REVENUE_SERVICE = /^[a-z]{1,4}irs$/;
// prettier-ignore
const NOT_REVENUE_SERVICE = /(?:airs|eirs)$|^(?:stirs|whirs|sirs|firsts)$/;
// prettier-ignore
const namesRevenueService = (c: RuleContext): boolean => c.n.tokens.some((w) => w.length >= 4 && REVENUE_SERVICE.test(w) && !NOT_REVENUE_SERVICE.test(w) && !PERSON_NAMES.has(w));

/**
 * Waste and sanitation boards by acronym the water-board shape misses: an environmental protection agency (KWEPA), a
 * state environmental sanitation authority (BENSESA), a refuse management and sanitation board (REMASAB), a waste
 * management agency written -SWAM (DESWAM).
 */
const WASTE_BOARD = /^[a-z]{1,4}(?:epa|sesa|masab|swam)$/;
// prettier-ignore
const namesWasteBoard = (c: RuleContext): boolean => c.n.tokens.some((w) => w.length >= 5 && WASTE_BOARD.test(w) && !PERSON_NAMES.has(w));

/** A gas shop's name glued to "gas" on a card line (`DEEGAS`, `OKEGAS`): cooking gas (convention 9). */
const GLUED_GAS = /^[a-z]{2,6}gas$/;
// prettier-ignore
const NOT_GAS_NAME = new Set(['vegas', 'lasvegas', 'ortegas', 'borgas', 'vargas']);
// prettier-ignore
const namesGasShop = (c: RuleContext): boolean => c.n.tokens.some((w) => GLUED_GAS.test(w) && !NOT_GAS_NAME.has(w) && !PERSON_NAMES.has(w));

/** Words that lead a payee on a line: the channel's, the gateway's and a transfer's. */
// prettier-ignore
const LEAD_WORDS: ReadonlySet<string> = new Set(['pos', 'web', 'purchase', 'pur', 'purch', 'pmt', 'payment', 'online', 'card', 'transaction', 'to', 'trf', 'transfer', 'nip', 'outward', 'paystack', 'flw', 'qt', 'remita', 'at', 'ib', 'webpmt']);
/** The market is the payee: its name leads the line or follows a channel's or transfer's word, not a shop's name. */
function marketIsPayee(c: RuleContext): boolean {
  const t = c.n.tokens;
  for (const phrase of TRADE_MARKET_WORDS) {
    const words = phrase.split(' ');
    for (let i = 0; i + words.length <= t.length; i++) {
      if (!words.every((w, k) => t[i + k] === w)) continue;
      if (phrase === 'mile' && !/\bmile ?\d/i.test(c.description)) continue;
      if (i === 0 || LEAD_WORDS.has(t[i - 1] ?? '')) return true;
    }
  }
  return false;
}

/** A cooperative's or thrift's loan paid out to its member. */
// prettier-ignore
const COOP_LENDERS = [...COOPERATIVE_WORDS, 'coop', 'co op', 'cooperative', 'thrift and credit', 'credit union'];
// prettier-ignore
const COOP_LOAN_WORDS = ['loan disbursement', 'loan disbursed', 'soft loan', 'coop loan', 'cooperative loan', 'loan payout', 'loan credit', 'loan'];

/** Insurers by name or kind word, for a premium collected by direct debit ("PAYSTACK DD <INSURER> REPAYMENT"). */
// prettier-ignore
const INSURERS = [...INSURER_KIND_WORDS, ...MERCHANTS.filter((m) => m.category === 'insurance').flatMap((m) => m.aliases.filter((a) => a.length >= 4))];
/** How a premium is collected: a direct debit or a "repayment" of the instalment. */
// prettier-ignore
const COLLECTION_WORDS = ['dd', 'direct debit', 'repayment', 'instalment', 'installment', 'mandate'];
/** An insurer's HMO or investment arm collects health cover or savings; a loan's cover stays the loan's. */
// prettier-ignore
const NOT_INSURER_DEBIT = ['loan', 'credit life', 'refund', 'reversal', 'salary advance', 'claim', 'health', 'mansardhealth', 'hmo', 'nhia', 'nhis', 'invest', 'investment', 'investments', 'savings', 'wealth', 'asset', 'pension'];
/** A market association's levy is a market levy (convention 6, government). */
// prettier-ignore
const MARKET_LEVY = ['market assoc levy', 'market association levy', 'market assoc levies', 'market traders levy', 'market levy'];

export function tradeKindRules(): Rule[] {
  // One rule a line, as in kind-rules.ts: the table reads as a table.
  // prettier-ignore
  return [
    // Just above the cut-off eatery words (506): below a brand (560), which names its own trade. Any channel but a
    // cash machine: a glued card line (`POSPUR/HAPPY BITE`) reads no channel, and a transfer to an eatery is a meal.
    { id: 'kind.eatery', priority: 507, when: { direction: 'debit', phrases: EATERY_WORDS, notChannels: ['atm'], person: false, noneOf: NOT_EATERY }, then: { category: 'food_groceries' }, truncatable: false },
    // Above a brand that is the name's first word (560) and a platform (Remita 540): the goods word is the shop's point.
    // A trade's transfer to "<X> ELECTRONICS" may be its stock: on a trading account only the card or web line is retail.
    { id: 'kind.shop-goods.card', priority: 565, when: { direction: 'debit', phrases: SHOP_GOODS_WORDS, channels: ['pos', 'web'], person: false, noneOf: NOT_SHOP_GOODS, test: notSchoolShop }, then: { category: 'shopping' }, truncatable: false },
    // A wallet's "Merchant Payment" is a card-like payment at the shop's terminal, whatever channel the line reads as.
    { id: 'kind.shop-goods.merchant-payment', priority: 565, when: { direction: 'debit', phrases: SHOP_GOODS_WORDS, allOf: ['merchant payment'], person: false, noneOf: NOT_SHOP_GOODS, test: notSchoolShop }, then: { category: 'shopping' }, truncatable: false },
    { id: 'kind.shop-goods.personal', priority: 565, when: { direction: 'debit', phrases: SHOP_GOODS_WORDS, personas: PERSONAL_PERSONAS, person: false, noneOf: NOT_SHOP_GOODS, test: notSchoolShop }, then: { category: 'shopping' }, truncatable: false },
    // Beside the leisure-ticket words (516), on a card or web line only: a transfer to "<X> PARK" may be anything.
    { id: 'kind.leisure-place.card', priority: 517, when: { direction: 'debit', phrases: LEISURE_PLACE_WORDS, channels: ['pos', 'web'], person: false, noneOf: NOT_LEISURE_PLACE }, then: { category: 'entertainment' }, truncatable: false },
    // With the salons' rule (566): a card line's service word outranks a shop's reading of the rest of the name.
    { id: 'kind.service.card', priority: 566, when: { direction: 'debit', phrases: SERVICE_KIND_WORDS, anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: NOT_SERVICE_KIND }, then: { category: 'other_expense' }, truncatable: false },
    // Above a savings brand's credit (826): a fund's income or a registrar's payment is interest, not money moved back.
    { id: 'kind.fund-income.credit', priority: 827, when: { direction: 'credit', phrases: FUND_INCOME_WORDS, noneOf: NOT_FUND_INCOME }, then: { category: 'interest' }, truncatable: false },
    { id: 'kind.registrar.credit', priority: 827, when: { direction: 'credit', phrases: REGISTRAR_WORDS, noneOf: NOT_FUND_INCOME }, then: { category: 'interest' }, truncatable: false },
    // Beside damages and referral rewards (821), above a trade's unknown credit (445) and a wallet's own name.
    { id: 'kind.reward.credit', priority: 821, when: { direction: 'credit', phrases: REWARD_CREDIT_WORDS, person: false, noneOf: NOT_REWARD_CREDIT }, then: { category: 'other_income' }, truncatable: false },
    // Above a brand (560) and the market-terminal and food words: a trade buys its stock at a wholesale market.
    // Above a purpose word (563, "foodstuff") and the market-terminal and food words; a brand before the market's name
    // (a shop standing in it) or a shop's goods word (`KANTIN KWARI FABRICS`) keeps its own trade. A POS agent's card
    // line at a market is its own purchase (its stock is float).
    { id: 'kind.trade-market.trade', priority: 564, when: { direction: 'debit', personas: ['trader', 'business', 'sme'], person: false, noneOf: [...NOT_TRADE_MARKET, ...SHOP_GOODS_WORDS, 'fabrics', 'textiles', 'boutique'], test: marketIsPayee }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false },
    { id: 'kind.trade-supplier.trade', priority: 565, when: { direction: 'debit', personas: TRADING_PERSONAS, phrases: SUPPLIER_KIND_WORDS, person: false, noneOf: NOT_TRADE_MARKET }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false },
    // Above a purpose word (563, "tomatoes", "shoes") and the help memos (565): a trade's transfer to a firm for goods is
    // its stock (conventions 6, 7/9); a card line is the trader's own purchase, a person's name its own rules'.
    { id: 'kind.supplier-firm.trade', priority: 566, when: { direction: 'debit', personas: ['business', 'sme'], notChannels: ['pos', 'web', 'atm'], phrases: SUPPLIER_FIRM_WORDS, anyOf: TRADE_GOODS_MEMOS, noneOf: [...NOT_TRADE_MARKET, 'for home', 'for the house', 'for mum', 'for mummy', 'for my', 'gift', 'help', 'upkeep'] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false },
    // Above a trade's unknown credit (445): a platform's payout to a gig worker is the work's income.
    { id: 'kind.gig-payer.credit', priority: 450, when: { direction: 'credit', personas: ['gig-worker'], phrases: GIG_PAYER_WORDS, person: false, noneOf: NOT_GIG_EARNINGS }, then: { category: 'business_income', flags: ['persona'] }, truncatable: false },
    // Above a cooperative's credit (826, its own money back): a loan paid out by it is a loan.
    { id: 'kind.coop-loan.credit', priority: 827, when: { direction: 'credit', phrases: COOP_LENDERS, anyOf: COOP_LOAN_WORDS, noneOf: ['repayment', 'repaid', 'refund', 'reversal', 'interest', 'dividend', 'balance of the loan'] }, then: { category: 'loan_disbursement' }, truncatable: false },
    // Above the loan words (760), beside the insurer's mandate (761): a premium by direct debit is not a loan.
    { id: 'kind.insurer-debit', priority: 761, when: { direction: 'debit', phrases: INSURERS, anyOf: COLLECTION_WORDS, noneOf: NOT_INSURER_DEBIT }, then: { category: 'insurance' }, truncatable: false },
    // Above a market's food-place word (510) and the charge evidence of "levy"; beside the public dues (580).
    { id: 'kind.market-levy', priority: 580, when: { direction: 'debit', phrases: MARKET_LEVY, noneOf: ['refund', 'reversal', 'coop', 'cooperative', 'thrift', 'savings'] }, then: { category: 'tax_government' }, truncatable: false },
    { id: 'kind.revenue-service', priority: 558, when: { direction: 'debit', person: false, noneOf: ['refund', 'reversal'], test: namesRevenueService }, then: { category: 'tax_government' } },
    { id: 'kind.waste-board', priority: 545, when: { direction: 'debit', person: false, noneOf: ['refund', 'reversal', 'registration', 'permit', 'fine', 'penalty'], test: namesWasteBoard }, then: { category: 'utilities' } },
    { id: 'kind.glued-gas.card', priority: 520, when: { direction: 'debit', channels: ['pos', 'web'], person: false, noneOf: ['refund', 'reversal', 'stock', 'resale', 'wholesale'], test: namesGasShop }, then: { category: 'utilities' } },
  ];
}
