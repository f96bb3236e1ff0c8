/**
 * Short household memos on a transfer to a person: the person is the seller or the artisan, and the memo names what
 * was bought ("for soup", "for data", "gas 6kg", "servicing"). "data money" or "soup money" is money given (help). Read above a trading account's supplier rule, since a
 * pot of soup or a cylinder refill is the home's, not stock; and above help memos, since "for data" names no helping.
 */
import type { Category } from '../contract.ts';
import type { Rule, RuleContext } from './engine.ts';
import { namesPerson } from './transfer-memos.ts';

/** A cooking-gas refill: "gas" as the transfer's last word (a cylinder size like "6kg" is dropped as an id). */
const GAS_REFILL = /(?:^| )(?:gas refill|gas)$/;
/** "servicing" as the whole memo: the car's service (a generator's or an AC's says so). */
const SERVICING = /(?:^| )(?:servicing|car servicing|for servicing)$/;
/** The memo names a thing not bought for the home pot or the phone. */
const NOT_HOUSEHOLD = [
  'refund',
  'reversal',
  'loan',
  'stock',
  'restock',
  'depot',
  'supply',
  'cartons',
  'bags',
  'generator',
  'gen',
  'ac',
  'fridge',
  'laptop',
  'oil and gas',
];

const ends =
  (re: RegExp) =>
  (c: RuleContext): boolean =>
    re.test(c.n.text) && namesPerson(c);

const rule = (
  id: string,
  category: Category,
  phrases: readonly string[],
  test?: (c: RuleContext) => boolean,
  maxAmount = 50_000_000,
): Rule => ({
  id: `person.household.${id}`,
  priority: 566,
  when: {
    direction: 'debit',
    phrases,
    noneOf: NOT_HOUSEHOLD,
    notChannels: ['pos', 'web', 'atm'],
    maxAmount,
    test: test ?? namesPerson,
  },
  then: { category },
  truncatable: false,
});

/** Rules (566: above help memos at 565, purposes at 563 and a trading account's supplier at 560). */
export function householdMemoRules(): Rule[] {
  return [
    rule('soup', 'food_groceries', ['for soup', 'forsoup']),
    rule('data', 'airtime_data', ['for data', 'fordata']),
    // A household cylinder costs tens of thousands of naira; a bigger sum is a trader's bulk gas (stock).
    rule('gas', 'utilities', ['gas'], ends(GAS_REFILL), 5_000_000),
    rule('servicing', 'transport', ['servicing'], ends(SERVICING)),
  ];
}
