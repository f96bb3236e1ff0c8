/**
 * Debits that are the cost of the holder's own work, told by what the memo or the payee's name says was bought:
 * - a self-employed artisan's trade inputs ("SOLES", "PLYWOOD", "ANGLE IRON", "OXYGEN GAS", "THREAD AND ZIP",
 *   "HAIR EXTENSIONS"), whoever is paid, and a mechanic's part named in the memo ("BRAKE PAD", "PLUGS") bought from a
 *   shop named for parts ("… AUTO PARTS", "… TYRES & BATTERIES"): Business & Stock (convention 6 puts supplier
 *   purchases on a working account ahead of convention 8's "spare parts are Transport", which describes kinds of
 *   shop). A part bought from a person stays the holder's own vehicle's, and "LACE MATERIAL" stays clothing, as the
 *   earlier sets label them;
 * - a self-employed holder paying hands by the month or by the job ("YOUR PAY", "MONTHLY PAY", "FARM HAND SALARY",
 *   "WEEDING", "HARVEST LABOUR"): the business's labour;
 * - a driver's or rider's weekly money to the vehicle's owner ("WEEKLY RETURNS", "WORK AND PAY", "HIRE PURCHASE",
 *   "KEKE BALANCE"): the cost of working the vehicle, not a fare, not a gift and not a loan;
 * - a POS agent's float bought from a bureau de change or a cash vendor ("… BDC …", "… CASH VENDOR"), and the agents'
 *   association's dues;
 * - a trader's or an SME's purchase of the produce it sells, where the supplier's name or the memo names the produce
 *   ("… TOMATO …", "KUDIN ALBASA", "FOR 20 BASKETS", "LORRY OF YAM"), and the market porters ("ALABARU").
 */
import type { Rule } from './engine.ts';

/** Words that make a debit the holder's own or a personal one: the rules below then stand aside. */
const NOT_WORK = [
  'refund',
  'reversal',
  'reversed',
  'loan',
  'gift',
  'support',
  'help',
  'upkeep',
  'school fees',
  'for home',
  'for the house',
  'for mum',
  'for mummy',
  'for my',
  'birthday',
  'wedding',
  'burial',
];

/** What artisans buy to make or mend what they sell (materials and parts, as memos and suppliers print them). */
export const ARTISAN_INPUTS = [
  // shoemaker, tailor
  'leather',
  'soles',
  'sole and gum',
  'insole',
  'insole material',
  'insole materials',
  'shoe boxes',
  'thread and zip',
  'thread',
  'zips',
  'buttons',
  'lining',
  'for fabric',
  'ankara bundle',
  'sewing machine spares',
  // carpenter, welder
  'planks',
  'plank',
  'plywood',
  'formica',
  'nails and glue',
  'timber',
  'angle iron',
  'iron rods',
  'iron sheets',
  'steel rods',
  'electrodes',
  'oxygen gas',
  // hairdresser, barber
  'hair extensions',
  'hair attachments',
  'attachment',
  'attachments',
  'relaxer',
  'salon products',
  'salon equipment',
  'barbing equipment',
  'after shave',
  // a contractor's materials bought for a client's job ("ELECTRICAL MATERIALS/MATERIALS FOR JOB")
  'materials for job',
  'materials for the job',
  'job materials',
  // vulcanizer
  'tubes and patches',
  'tyre dealers',
];

/**
 * A mechanic's parts bought from a parts shop for customers' cars: the shop's name says parts ("… AUTO PARTS",
 * "… TYRES & BATTERIES") and the memo names the part. The same part bought from a person, or a parts shop paid with
 * no part named, stays the holder's own vehicle's (Transport, convention 8).
 */
export const PARTS_SHOPS = [
  'spare parts',
  'auto parts',
  'tyres',
  'batteries',
  'iron market',
  'steel rods',
  'iron dealers',
];
export const SHOP_BOUGHT_PARTS = [
  'plugs',
  'shock absorber',
  'brake pad',
  'brake pads',
  'engine oil',
  'customer car parts',
  'for customer',
  'pipes',
];

/** Farm hands and farm work paid by the day or the job, and hands' pay by the month. */
export const HANDS_PAY = [
  'your pay',
  'monthly pay',
  'stipend',
  'labour',
  'farm hand',
  'farm hands',
  'feeding boy',
  'apprentice pay',
  'weeding',
  'staking',
  'transplanting',
  'mound making',
  'harvest labour',
  'cocoa breaking',
  'threshing',
  'tractor hire',
  'cleaning pen',
];

/** A driver's or rider's money to the vehicle's owner. */
export const OWNER_RETURNS = [
  'returns',
  'weekly returns',
  'weekly remittance',
  'bike weekly',
  'work and pay',
  'hire purchase',
  'car balance',
  'keke balance',
  'bike balance',
];

/** A company's annual returns or a tax return is the government's, not the vehicle owner's. */
const NOT_OWNER_RETURNS = [...NOT_WORK, 'annual returns', 'remita', 'cac', 'tax', 'firs', 'irs'];

/** A POS agent's cash float sellers and the agents' association. */
export const FLOAT_SELLERS = [
  'bdc',
  'bureau',
  'cash vendor',
  'cash vendors',
  'agent banking assoc',
  'agent banking association',
];

/** A household's market list ("PEPPER AND TOMATOES", "YAM AND PLANTAIN"): the trader's own food, not stock. */
const HOUSEHOLD_LIST = [
  ...NOT_WORK,
  'pepper and tomatoes',
  'tomatoes and pepper',
  'pepper and crayfish',
  'pepper soup',
  'yam and',
  'and plantain',
  'and garri',
];

/** Produce a trader buys to sell, in the trader's own words (Hausa "kudin tumatur" is "money for tomatoes"). */
export const PRODUCE_STOCK = [
  'tomato',
  'tomatoes',
  'tumatur',
  'albasa',
  'tatashe',
  'shasha',
  'rodo',
  'pepper',
  'onion',
  'onions',
  'yam',
  'yams',
  'tubers',
  'lorry of yam',
  'fish market',
  'fresh fish',
  'eja',
  'croaker',
  'grains market',
  'potato farmers',
];

/** A trader's produce by the trade's own measure or words, and the porters who carry it, whoever is paid. */
export const PRODUCE_TRADE_MEMOS = [
  'baskets',
  'lorry of yam',
  'kudin tumatur',
  'kudin albasa',
  'croaker',
  'fish supp',
  'alabaru',
  'wheelbarrow',
  'wheel barrow',
];

export function workInputRules(): Rule[] {
  return [
    {
      id: 'work.artisan-inputs',
      priority: 575,
      when: {
        direction: 'debit',
        personas: ['self-employed'],
        notChannels: ['pos', 'web', 'atm'],
        phrases: ARTISAN_INPUTS,
        noneOf: NOT_WORK,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      id: 'work.mechanic-parts',
      priority: 575,
      when: {
        direction: 'debit',
        personas: ['self-employed'],
        notChannels: ['pos', 'web', 'atm'],
        person: false,
        phrases: PARTS_SHOPS,
        anyOf: SHOP_BOUGHT_PARTS,
        noneOf: NOT_WORK,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      id: 'work.hands-pay',
      priority: 575,
      when: {
        direction: 'debit',
        personas: ['self-employed'],
        notChannels: ['pos', 'web', 'atm'],
        phrases: HANDS_PAY,
        noneOf: NOT_WORK,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      id: 'work.owner-returns',
      priority: 575,
      when: {
        direction: 'debit',
        personas: ['gig-worker'],
        notChannels: ['web', 'atm'],
        phrases: OWNER_RETURNS,
        noneOf: NOT_OWNER_RETURNS,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      id: 'work.agent-float-seller',
      priority: 575,
      when: {
        direction: 'debit',
        personas: ['pos-agent'],
        notChannels: ['pos', 'web', 'atm'],
        phrases: FLOAT_SELLERS,
        noneOf: NOT_WORK,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      id: 'work.produce-stock',
      priority: 575,
      when: {
        direction: 'debit',
        personas: ['business', 'sme'],
        notChannels: ['pos', 'web', 'atm'],
        person: false,
        phrases: PRODUCE_STOCK,
        noneOf: HOUSEHOLD_LIST,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      id: 'work.produce-trade-memo',
      priority: 575,
      when: {
        direction: 'debit',
        personas: ['business', 'sme'],
        notChannels: ['pos', 'web', 'atm'],
        phrases: PRODUCE_TRADE_MEMOS,
        noneOf: NOT_WORK,
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
  ];
}
