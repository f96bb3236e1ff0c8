/**
 * What an invented card-line name says by its kind word (lexicon/kinds-card-lines.ts, added with set O): a business
 * centre, a kind word cut short by the terminal, a gas shop, a food courier, a cash-and-carry, a store whose name says
 * "save", a leisure "land". Each rule reads a class of narration, never one narration.
 */
// prettier-ignore
import { BUSINESS_CENTRE_WORDS, CASH_AND_CARRY_WORDS, CUT_KIND_WORDS, FOOD_DELIVERY_WORDS, GENERIC_FIRM_WORDS, GLUED_KIND_WORDS, INVESTMENT_FIRM_WORDS, LEISURE_LAND_WORDS, NOT_GENERIC_FIRM, NOT_BUSINESS_CENTRE, NOT_GAS_SHOP, SAVE_STORE_WORDS, type CutKind } from '../lexicon/kinds-card-lines.ts';
import { TRADING_PERSONAS } from '../lexicon/index.ts';
import type { Rule, RuleContext } from './engine.ts';

/** Words of a card or web payment line. */
// prettier-ignore
const CARD_OR_WEB_WORDS = ['pos', 'purchase', 'pur', 'purch', 'card', 'web', 'pmt', 'paystack', 'flw', 'flutterwave', 'online payment', 'online pmt', 'ecom', 'qt', 'merchant payment'];
const NOT_PURCHASE = ['refund', 'reversal', 'cash', 'withdrawal', 'cash out', 'cashout', 'wdl'];
/** Words that name a clothes shop, whatever else its name says ("CASH AND CARRY FASHION" sells clothes, not groceries). */
const CLOTHING_SHOP_WORDS = ['fashion', 'fashions', 'fabrics', 'boutique', 'wears', 'clothing'];

/** Whether the tokens hold the kind's words, its last word possibly cut to a prefix of `min` letters or more. */
export function hasCutKind(tokens: readonly string[], kind: CutKind): boolean {
  const words = kind.phrase.split(' ');
  const last = words[words.length - 1] ?? '';
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (!words.slice(0, -1).every((w, k) => tokens[i + k] === w)) continue;
    const cut = tokens[i + words.length - 1] ?? '';
    if (cut.length >= kind.min && last.startsWith(cut)) return true;
  }
  return false;
}
const cutKind = (category: CutKind['category']) => {
  const kinds = CUT_KIND_WORDS.filter((k) => k.category === category);
  return (c: RuleContext): boolean => kinds.some((k) => hasCutKind(c.n.tokens, k));
};

/** "<X> GAS" as the name's own word, not a station's, a depot's or "oil and gas". */
const namesGasShop = (c: RuleContext): boolean => c.n.tokens.includes('gas') && !c.n.tokens.includes('station');

/** Words that lead a payee on a card line: a bare "CASH AND CARRY" after them names no store. */
// prettier-ignore
const LEAD_WORDS: ReadonlySet<string> = new Set(['pos', 'web', 'purchase', 'pur', 'purch', 'pmt', 'payment', 'online', 'card', 'merchant', 'txn', 'paystack', 'flw', 'qt', 'at', 'to', 'from']);
/** A wholesaler with no store's name before it (`NEXT CASH AND CARRY` is a supermarket, convention 6). */
const bareCashAndCarry = (c: RuleContext): boolean => {
  const i = c.n.tokens.indexOf('cash');
  return i <= 0 || LEAD_WORDS.has(c.n.tokens[i - 1] ?? '');
};

/**
 * A glued card token long enough to hold a name, a kind and a town (12+ letters), holding the kind's word. A fuel
 * marketer's name glued to "oil" (`ASCONOIL`) is read by the brand's own alias list elsewhere.
 */
const GLUED_TOKEN_MIN = 12;
const gluedKind = (category: (typeof GLUED_KIND_WORDS)[number]['category']) => {
  const words = GLUED_KIND_WORDS.filter((k) => k.category === category).map((k) => k.word);
  return (c: RuleContext): boolean =>
    c.n.tokens.some((t) => t.length >= GLUED_TOKEN_MIN && words.some((w) => t.includes(w) && t !== w));
};

export function cardKindRules(): Rule[] {
  // One rule a line, as in kind-rules.ts: the table reads as a table.
  // prettier-ignore
  return [
    // Above a brand (560) and a trade's supplier (560): a kind word cut short is still the shop's kind. On a card or
    // web line only, where the terminal's name field is cut; a cash-out at the shop stays cash. Food sits below a
    // trade's wholesale market (564, `MILE 12 FOODSTUFF`); the others above the shops' goods words (565).
    { id: 'kind.cut.food.card', priority: 563, when: { direction: 'debit', anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: [...NOT_PURCHASE, 'stock', 'wholesale', 'resale'], test: cutKind('food_groceries') }, then: { category: 'food_groceries' } },
    { id: 'kind.cut.transport.card', priority: 566, when: { direction: 'debit', anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: [...NOT_PURCHASE, 'stock', 'wholesale', 'resale'], test: cutKind('transport') }, then: { category: 'transport' } },
    { id: 'kind.cut.health.card', priority: 566, when: { direction: 'debit', anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: [...NOT_PURCHASE, 'levy', 'donation', 'charity', 'foundation', 'offering', 'welfare', 'support', 'building fund', 'appeal'], test: cutKind('health') }, then: { category: 'health' } },
    { id: 'kind.cut.business-centre.card', priority: 566, when: { direction: 'debit', anyOf: CARD_OR_WEB_WORDS, noneOf: NOT_BUSINESS_CENTRE, test: cutKind('other_expense') }, then: { category: 'other_expense' } },
    // A business centre's or a "multibiz" outfit's service, above a shop's reading of the name (card.unknown 200).
    { id: 'kind.business-centre.card', priority: 566, when: { direction: 'debit', phrases: BUSINESS_CENTRE_WORDS, anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: NOT_BUSINESS_CENTRE }, then: { category: 'other_expense' }, truncatable: false },
    // Above a fuel marketer's brand (560): a gas shop of the brand's name sells cooking gas (convention 9).
    { id: 'kind.gas-shop.card', priority: 567, when: { direction: 'debit', phrases: ['gas'], anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: NOT_GAS_SHOP, test: namesGasShop }, then: { category: 'utilities' }, truncatable: false },
    // Above a courier's or a printer's service for a person (561): the courier brings a meal.
    { id: 'kind.food-delivery', priority: 562, when: { direction: 'debit', phrases: FOOD_DELIVERY_WORDS, person: false, noneOf: ['refund', 'reversal', 'stock', 'wholesale', 'resale'] }, then: { category: 'food_groceries' }, truncatable: false },
    // A trade's stock from a bare wholesaler (convention 6); a named store's or anyone else's is food.
    { id: 'kind.cash-and-carry.trade', priority: 566, when: { direction: 'debit', phrases: CASH_AND_CARRY_WORDS, personas: TRADING_PERSONAS, noneOf: ['refund', 'reversal', 'withdrawal', ...CLOTHING_SHOP_WORDS], test: bareCashAndCarry }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false },
    { id: 'kind.cash-and-carry', priority: 565, when: { direction: 'debit', phrases: CASH_AND_CARRY_WORDS, noneOf: ['refund', 'reversal', 'withdrawal', ...CLOTHING_SHOP_WORDS] }, then: { category: 'food_groceries' }, truncatable: false },
    // Above the savings pockets' "save" (brand 560): the store's name is a supermarket's.
    { id: 'kind.save-store', priority: 566, when: { direction: 'debit', phrases: SAVE_STORE_WORDS, noneOf: ['refund', 'reversal', 'savings', 'pocket', 'target', 'goal'] }, then: { category: 'food_groceries' }, truncatable: false },
    { id: 'kind.leisure-land.card', priority: 517, when: { direction: 'debit', phrases: LEISURE_LAND_WORDS, anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: ['refund', 'reversal', 'plot', 'plots', 'survey', 'rent'] }, then: { category: 'entertainment' }, truncatable: false },
    // A glued card line's kind word, above a shop's reading of the unknown name (card.unknown 200) and below any rule
    // that read the name's words whole.
    { id: 'kind.glued.food.card', priority: 505, when: { direction: 'debit', channels: ['pos', 'web'], noneOf: NOT_PURCHASE, test: gluedKind('food_groceries') }, then: { category: 'food_groceries' } },
    { id: 'kind.glued.transport.card', priority: 505, when: { direction: 'debit', channels: ['pos', 'web'], noneOf: NOT_PURCHASE, test: gluedKind('transport') }, then: { category: 'transport' } },
    { id: 'kind.glued.health.card', priority: 505, when: { direction: 'debit', channels: ['pos', 'web'], noneOf: NOT_PURCHASE, test: gluedKind('health') }, then: { category: 'health' } },
    { id: 'kind.glued.utilities.card', priority: 506, when: { direction: 'debit', channels: ['pos', 'web'], noneOf: NOT_PURCHASE, test: gluedKind('utilities') }, then: { category: 'utilities' } },
    { id: 'kind.glued.other.card', priority: 505, when: { direction: 'debit', channels: ['pos', 'web'], noneOf: NOT_PURCHASE, test: gluedKind('other_expense') }, then: { category: 'other_expense' } },
    // Just above a card's unknown shop (200): a firm's generic word says nothing is retail; every kind word outranks it.
    { id: 'kind.generic-firm.card', priority: 201, when: { direction: 'debit', phrases: GENERIC_FIRM_WORDS, anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: NOT_GENERIC_FIRM }, then: { category: 'other_expense' }, truncatable: false },
    // Above a savings platform's "investment" (520) when the word is a company's (`<X> INVESTMENT LTD`).
    { id: 'kind.investment-firm.card', priority: 521, when: { direction: 'debit', phrases: INVESTMENT_FIRM_WORDS, anyOf: CARD_OR_WEB_WORDS, person: false, noneOf: NOT_GENERIC_FIRM }, then: { category: 'other_expense' }, truncatable: false },
  ];
}
