/**
 * Shape words of a trade that an unknown name carries beside it: an event ticket or a park's entry paid through a
 * gateway, a market or mart terminal, an MRS filling station, an estate's residents' levy, a business centre's cash
 * point, a POS agent's e-value from an aggregator, and a customer's credit for goods bought. Each rule reads a class of
 * narration, never one narration.
 */
import { MANUFACTURER_NAMES } from '../lexicon/kinds-card-lines.ts';
import type { Rule, RuleContext } from './engine.ts';

/** Tickets and entries to events and leisure venues (`PSTK-<X> TIX`, `<X> PARK ENTRY`, `FUNLAND AMUSEMENT`). */
const LEISURE_WORDS = ['tix', 'ticket', 'tickets', 'amusement', 'amusement park', 'festival', 'concert', 'park entry', 'gate entry', 'entry ticket', 'entry fee', 'events centre', 'theme park', 'water park'];
/** A ticket for a ride or a charge's "entry" is not leisure. */
const NOT_LEISURE = ['bus', 'brt', 'train', 'rail', 'ferry', 'flight', 'air', 'airline', 'airways', 'parking', 'car park', 'park n pay', 'park and pay', 'motor park', 'lottery', 'lotto', 'toll', 'nrc', 'transport', 'luggage', 'waybill', 'bet', 'refund', 'reversal', 'shop ticket', 'market ticket', 'levy', 'signage'];

/** A market or a mart terminal (`ARMY BARRACKS MKT`, `KAIDA MART`) is a provision seller: food (convention 6). */
const MARKET_WORDS = ['mkt', 'mart'];

/** "TO MRS ADA OBI", "FROM MRS …": the title before a payee's or sender's name. */
const PAYEE_MARKERS: ReadonlySet<string> = new Set(['to', 'from', 'frm', 'for', 'ifo', 'by', 'trf', 'transfer']);
/** `MRS` first on a card line or before `FS` is MRS Oil's filling station, not the title before a name. */
function mrsStation(c: RuleContext): boolean {
  const t = c.n.tokens;
  const i = t.indexOf('mrs');
  if (i < 0 || PAYEE_MARKERS.has(t[i - 1] ?? '')) return false;
  return t[i + 1] === 'fs' || c.n.channel === 'pos' || c.n.channel === 'web' || /\b(card|pos)\b/.test(c.n.text.slice(0, c.n.text.indexOf('mrs')));
}

/** An estate's residents' association (`<X> ESTATE RA`) levy for diesel, security or upkeep is the home's cost. */
const ESTATE_LEVY = ['estate ra', 'residents association', 'estate levy', 'estate dues', 'estate service charge', 'estate security levy', 'estate diesel'];

/** A POS agent's e-value (float) bought from an aggregator is the business's stock. */
const AGENT_FLOAT = ['e value', 'evalue', 'aggregator', 'float purchase', 'float top up', 'buy float', 'pos float'];

/** A credit from a person naming goods the sender bought from the holder is a sale. */
const BOUGHT_MEMOS = ['i bought', 'bought from you', 'that i bought', 'for the perfume', 'for the phone', 'for the shoes', 'for the bag', 'for the wig', 'for the gown', 'for the fabric', 'for the watch', 'for the laptop'];

/** What a trader's large transfer may still pay for that is not stock. */
const NOT_STOCK = ['refund', 'reversal', 'rent', 'school', 'fees', 'fee', 'tax', 'loan', 'salary', 'salaries', 'levy', 'lease', 'land', 'house', 'insurance', 'pension', 'dues', 'church', 'mosque', 'tithe', 'offering', 'donation', 'hospital', 'clinic', 'antenatal', 'hmo', 'premium', 'policy', 'wedding', 'burial', 'savings', 'contribution', 'coop', 'cooperative', 'ajo', 'esusu', 'isusu', 'investment', 'shares', 'own', 'self', 'my acct', 'my account'];
/** Producers and sellers a trader restocks from (LPG plants, drug makers, fish sellers, parts and fabric dealers). */
const SUPPLIER_WORDS = ['gas plant', 'lpg', 'pharma', 'pharmaceutical', 'pharmaceuticals', 'healthcare', 'sellers', 'spare parts', 'fabrics', 'textiles', 'industries', 'manufacturing', 'distributors', 'wholesale'];
/** A bulk order: ₦200,000 or more in one transfer to a business (a household buys gas or drugs by the cylinder or pack). */
const BULK_ORDER_KOBO = 20_000_000;

/** A cylinder's weight before "gas" ("12.5kg gas", "6 KG GAS") is a home's cooking gas refill. */
const CYLINDER_GAS = /\b\d+(?:\.\d+)? ?kg gas\b/i;
/** Up to ₦100,000: a household's refill; a trader's bulk cylinders above it stay stock. */
const HOUSEHOLD_GAS_KOBO = 10_000_000;

/**
 * What a shop's own kind word says it sells outranks a brand inside its name (`DEBONAIRS BOUTIQUE` is a boutique, not
 * the pizza chain) and a trader's supplier reading: a retail shop paid with no stock word sells to the account's owner.
 */
const RETAIL_KIND_WORDS = ['boutique', 'fashion house', 'fashion store', 'fabrics', 'toys', 'toy shop', 'toy store', 'appliances', 'home appliances', 'shoe palace'];
/** Card terminals cut a name at about 20 letters: kind words of eateries and provision shops, whole or cut. */
const FOOD_KIND_WORDS = ['chops', 'kitchen', 'kitc', 'kitch', 'provision sto', 'provision store', 'provisions store', 'provision stores', 'supermar', 'supermkt', 'supermart', 'foods store'];
/** Stock words and goods a "mart" or a "kitchen" also sells that are not food. */
const NOT_FOOD_SHOP = ['refund', 'reversal', 'stock', 'wholesale', 'resale', 'order', 'orders', 'goods', 'supply', 'supplies', 'inv', 'invoice', 'cement', 'office', 'phone', 'phones', 'auto', 'building', 'furniture', 'electronics', 'computer', 'computers', 'fashion', 'shoe', 'shoes', 'book', 'books', 'equipment', 'utensils', 'cabinet', 'cabinets', 'appliances', 'paint', 'tiles',
  // A market's cloth stall (`<X> MKT CLOTHS`) sells clothing, not food.
  'cloth', 'cloths', 'clothes', 'clothing', 'fabric', 'fabrics', 'textile', 'textiles'];
/** A brand's food arm (`GOKADA FOOD`, `<X> FOOD` after a logistics or ride brand) is food delivery: the suffix decides. */
const FOOD_SUFFIX_NOT = ['foods', 'for food', 'food money', 'money for food', 'food stuff', 'feed', 'feeds', 'stock', 'wholesale', 'resale', 'refund', 'reversal', 'bank', 'fund', 'programme', 'program', 'vendor'];
/** An estate's or a facility manager's service charge; "facility" alone is also a loan word. */
const FACILITY_MANAGEMENT = ['facility mgt', 'fac mgt', 'facility management', 'facility mgmt', 'facility manager', 'facilities management', 'facility mgt fee', 'service charge estate'];
/** A POS agent's shop named in a card row ("ALH SANI MONEY POINT", "KAY-D CASH POINT"): a cash-out. */
const CASH_POINT_WORDS = ['money point', 'cash point', 'cashpoint', 'pos point', 'pos centre', 'pos center', 'pos stand', 'pos hub'];
/** A business centre's card line for a round sum (₦1,000s) is a cash-out; printing and typing cost odd sums. */
/** Glue repair splits `SMARTCARD` (a TV decoder's card) into words; the written text still says what it is. */
const notSmartcard = (c: RuleContext): boolean => !/smartcard/i.test(c.description.replace(/\s+/g, ''));
const roundThousand = (c: RuleContext): boolean => c.amount % 100_000 === 0;

export function shapeWordRules(): Rule[] {
  return [
    // Above a card's unknown shop (200) and the gateways' default; below the lexicon's transport and charge words.
    { id: 'shape.leisure-ticket', priority: 516, when: { direction: 'debit', phrases: LEISURE_WORDS, noneOf: NOT_LEISURE, person: false }, then: { category: 'entertainment' }, truncatable: false },
    { id: 'shape.market-terminal', priority: 505, when: { direction: 'debit', phrases: MARKET_WORDS, channels: ['pos', 'web'], noneOf: NOT_FOOD_SHOP, test: notSmartcard }, then: { category: 'food_groceries' }, truncatable: false },
    { id: 'shape.mrs-station', priority: 519, when: { direction: 'debit', phrases: ['mrs'], noneOf: ['refund', 'reversal'], test: mrsStation }, then: { category: 'transport' }, truncatable: false },
    // Above the fuel words (a generator's diesel levy is the estate's, not a car's).
    { id: 'shape.estate-levy', priority: 571, when: { direction: 'debit', phrases: ESTATE_LEVY, noneOf: ['refund', 'reversal'] }, then: { category: 'rent_housing' }, truncatable: false },
    // A business centre's "withdrawal" line is a POS cash-out, above the personal-service words of "business centre".
    { id: 'shape.business-centre-cashout', priority: 577, when: { direction: 'debit', phrases: ['withdrawal', 'cash out', 'cashout'], anyOf: ['business centre', 'business center'], noneOf: ['refund', 'reversal'] }, then: { category: 'cash_withdrawal' }, truncatable: false },
    { id: 'persona.pos-agent.float', priority: 605, when: { direction: 'debit', personas: ['pos-agent', 'sme', 'business'], phrases: AGENT_FLOAT, noneOf: ['refund', 'reversal'] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false },
    // A trader's or company's bulk transfer to a business (a gas plant, a drug maker, fish sellers) is stock, above
    // what the supplier's trade words would say for a household (cooking gas 568, a pharmacy, an eatery, auto parts 569).
    { id: 'persona.trade.bulk-order', priority: 570, when: { direction: 'debit', personas: ['sme', 'business'], person: false, minAmount: BULK_ORDER_KOBO, notChannels: ['pos', 'web', 'atm'], anyOf: [...SUPPLIER_WORDS, ...MANUFACTURER_NAMES], noneOf: NOT_STOCK }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false },
    // A Remita direct-debit mandate is a lender's repayment mandate (convention: a repayment mandate is a loan repayment).
    { id: 'shape.dd-mandate', priority: 541, when: { direction: 'debit', phrases: ['dd mandate', 'direct debit mandate', 'remita mandate', 'mandate debit', 'loan mandate'], noneOf: ['refund', 'reversal', 'tax', 'levy'] }, then: { category: 'loan_repayment', loanRepayment: true }, truncatable: false },
    // Above a trader's supplier (a person paid for goods): the home's gas bought from a person is still cooking gas.
    { id: 'shape.cylinder-gas', priority: 568, when: { direction: 'debit', phrases: ['gas'], maxAmount: HOUSEHOLD_GAS_KOBO, noneOf: ['refund', 'reversal', 'stock', 'resale'], test: (c) => CYLINDER_GAS.test(c.description) }, then: { category: 'utilities' }, truncatable: false },
    { id: 'shape.retail-kind', priority: 561, when: { direction: 'debit', phrases: RETAIL_KIND_WORDS, person: false, noneOf: ['refund', 'reversal', 'stock', 'wholesale', 'resale', 'for resale', 'order', 'supply', 'supplies', 'goods', 'invoice', 'inv'] }, then: { category: 'shopping' }, truncatable: false },
    { id: 'shape.food-kind', priority: 506, when: { direction: 'debit', phrases: FOOD_KIND_WORDS, person: false, noneOf: NOT_FOOD_SHOP, test: notSmartcard }, then: { category: 'food_groceries' }, truncatable: false },
    // A mart is a provision seller on a card line of any shape (`PUR@…`, `Card Payment to …`), above a trader's supplier.
    { id: 'shape.mart', priority: 561, when: { direction: 'debit', phrases: ['mart'], person: false, notChannels: ['atm'], noneOf: NOT_FOOD_SHOP, test: notSmartcard }, then: { category: 'food_groceries' }, truncatable: false },
    { id: 'shape.food-suffix', priority: 561, when: { direction: 'debit', phrases: ['food'], person: false, noneOf: FOOD_SUFFIX_NOT }, then: { category: 'food_groceries' }, truncatable: false },
    // Above a loan's fee words ("facility" is also a credit facility, 765); a ₦50 charge on the transfer stays a charge.
    { id: 'shape.facility-management', priority: 770, when: { direction: 'debit', phrases: FACILITY_MANAGEMENT, minAmount: 100_000, noneOf: ['loan', 'refund', 'reversal', 'vat', 'charge', 'nip charge'] }, then: { category: 'rent_housing' }, truncatable: false },
    { id: 'shape.cash-point', priority: 577, when: { direction: 'debit', phrases: CASH_POINT_WORDS, channels: ['pos'], noneOf: ['refund', 'reversal'] }, then: { category: 'cash_withdrawal' }, truncatable: false },
    { id: 'shape.business-centre-card', priority: 577, when: { direction: 'debit', phrases: ['business ctr', 'business centre', 'business center', 'biz centre', 'biz center'], channels: ['pos'], noneOf: ['refund', 'reversal', 'printing', 'typing', 'photocopy', 'lamination', 'scanning'], test: roundThousand }, then: { category: 'cash_withdrawal' }, truncatable: false },
    { id: 'credit.goods-bought', priority: 600, when: { direction: 'credit', phrases: BOUGHT_MEMOS, noneOf: ['refund', 'reversal', 'loan', 'borrowed'] }, then: { category: 'business_income' }, truncatable: false },
  ];
}
