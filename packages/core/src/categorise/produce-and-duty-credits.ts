/**
 * Credits whose memo says what was earned, where the payer's name cannot:
 * - a farmer's produce sold to a person or an off-taker ("SOYBEAN 10 BAGS", "FOR THE YAMS", "OFFTAKE PAYMENT"): a
 *   sale (convention 2: the memo names what was sold), whatever persona the account has or lacks;
 * - a driver's or rider's fare, errand or dispatch paid by a passenger or customer, on a gig worker's account: the
 *   work paid for, not money from a friend (a lorry or bus company reading "transport fare" as its refund is wrong);
 * - a cake paid for on a selling account (a bakery's "BIRTHDAY CAKE"): a sale, though "birthday" reads as a gift;
 * - a corps member's allowance from the state or the place of primary assignment that employs them ("ALLOWANCE CORPS
 *   MEMBERS", "PPA ALLOWANCE", "MONTHLY STIPEND"): an allowance from an employer, salary (convention 4). The scheme's
 *   own federal allowance ("NYSC ALLAWEE") stays other income, as the in-house dev set and set B label it, and a
 *   student's stipend stays a scholarship's (other income);
 * - a betting site paying out the wallet ("SPORTYBET NIGERIA WALLET WITHDRAWAL"): winnings come back, other income,
 *   not the person's own savings wallet;
 * - a non-interest bank's profit share ("MUDARABAH PROFIT", "PROFIT DISTRIBUTION"): the bank's interest.
 */
import { MERCHANTS } from '../lexicon/index.ts';
import type { Rule } from './engine.ts';

/** Farm produce as sellers and buyers name it on a transfer (the crop or the birds, often with a count). */
export const FARM_PRODUCE = [
  'yam',
  'yams',
  'tubers',
  'tubers yam',
  'maize',
  'soybean',
  'soybeans',
  'soya beans',
  'soya bean',
  'sorghum',
  'millet',
  'rice paddy',
  'paddy rice',
  'crates eggs',
  'crates of eggs',
  'eggs crates',
  'eggs balance',
  'layers',
  'old layers',
  'broilers',
  'cockerels',
  'for poultry',
  'cassava tubers',
  'cocoa beans',
  'groundnut bags',
];

/** Off-takers and produce buyers paying a farmer. */
export const PRODUCE_PAYMENTS = [
  'offtake payment',
  'off take payment',
  'offtaker',
  'off taker',
  'produce payment',
  'payment for produce',
];

/** What a person sending money for their own needs writes: the produce word is then what it pays for, not a sale. */
const NOT_A_SALE = [
  'refund',
  'reversal',
  'loan',
  'support',
  'help',
  'gift',
  'upkeep',
  'feeding',
  'to buy',
  'for food',
  'salary',
];

/** A passenger's or customer's memo for a trip, an errand or a dispatch. */
export const TRIP_AND_ERRAND_MEMOS = [
  'fare',
  'transport fare',
  'ride fair',
  'ride fare',
  'airport drop',
  'dispatch',
  'errand fee',
  'errand',
];

/** A corps member's allowance as the state or the place of primary assignment prints it. */
export const CORPS_ALLOWANCES = [
  'allowance corps',
  'stipend corps',
  'corps members',
  'ppa allowance',
  'ppa stipend',
  'monthly stipend',
];

const BETTING_BRANDS = MERCHANTS.filter((m) => m.category === 'betting').flatMap((m) => m.aliases);

export function produceAndDutyCreditRules(): Rule[] {
  return [
    // 830: above a food seller's name read as its refund (lex credit, up to 826) and a person's gift memos (656).
    {
      id: 'income.farm-produce.credit',
      priority: 830,
      when: { direction: 'credit', phrases: [...FARM_PRODUCE, ...PRODUCE_PAYMENTS], noneOf: NOT_A_SALE },
      then: { category: 'business_income' },
      truncatable: false,
    },
    {
      id: 'income.trip-or-errand.credit',
      priority: 830,
      when: { direction: 'credit', personas: ['gig-worker'], phrases: TRIP_AND_ERRAND_MEMOS, noneOf: NOT_A_SALE },
      then: { category: 'business_income' },
      truncatable: false,
    },
    // 663: above a birthday read as a personal memo on a credit (656–662).
    {
      id: 'income.cake-sale.credit',
      priority: 663,
      when: {
        direction: 'credit',
        personas: ['sme', 'business'],
        phrases: ['cake', 'cakes', 'birthday cake', 'wedding cake'],
        noneOf: NOT_A_SALE,
      },
      then: { category: 'business_income' },
      truncatable: false,
    },
    // 836: above the allowance and stipend words read as other income (610) and the salaried allowance rule (835).
    {
      id: 'salary.corps-allowance.credit',
      priority: 836,
      when: {
        direction: 'credit',
        phrases: CORPS_ALLOWANCES,
        noneOf: ['refund', 'reversal', 'loan', 'scholarship', 'bursary', 'nysc', 'youth service', 'allawee', 'allowee'],
        test: (c) => c.persona !== 'student',
      },
      then: { category: 'salary' },
      truncatable: false,
    },
    // 915: above own credits (910), which read "wallet withdrawal" as one's own wallet paying out.
    {
      id: 'other-income.betting-wallet-withdrawal',
      priority: 915,
      when: {
        direction: 'credit',
        phrases: BETTING_BRANDS,
        allOf: ['withdrawal'],
        noneOf: ['refund', 'reversal', 'reversed'],
      },
      then: { category: 'other_income' },
      truncatable: false,
    },
    // 915: above a savings product's name on a credit (826) and own credits (910): the profit is the bank's return.
    {
      id: 'interest.profit-share',
      priority: 915,
      when: {
        direction: 'credit',
        phrases: ['mudarabah profit', 'profit sharing', 'profit share', 'profit distribution', 'profit on deposit'],
        noneOf: ['refund', 'reversal', 'loan'],
      },
      then: { category: 'interest' },
      truncatable: false,
    },
  ];
}
