/**
 * Credits whose kind a single word misreads:
 * - a money-market fund's "INCOME DISTRIBUTION" is the fund's return (Interest), not money taken out of it (827:
 *   above a fund's name read as own money, 826);
 * - an app's "REWARDS" credit is a reward (Other Income, convention 4), like "reward" and "cashback" (611: above the
 *   bare credit and a trading account's credit at 445, below a person's memo);
 * - a person paying back a loan the holder gave them ("YOUR BALANCE OF THE LOAN") is money received from a person
 *   (convention 2, a personal debt repaid), not a loan paid out to the holder (761: above loan words at 760);
 * - work paid for: a gig worker's trip fare or platform payout, a trade's job named by the person paying.
 */
import type { Rule } from './engine.ts';
import { namesPerson } from './transfer-memos.ts';

const NOT_INCOME = ['refund', 'reversal', 'rvsl', 'liquidation', 'redemption', 'withdrawal', 'principal'];

export function creditKindRules(): Rule[] {
  return [
    {
      id: 'interest.fund-distribution',
      priority: 827,
      when: {
        direction: 'credit',
        phrases: ['income distribution', 'mmf income', 'fund income', 'dividend distribution', 'coupon distribution'],
        noneOf: NOT_INCOME,
      },
      then: { category: 'interest' },
      truncatable: false,
    },
    {
      // A share registrar pays dividends ("APEL CAPITAL REGISTRARS … FINAL DI"), above its asset-manager name (826).
      id: 'interest.registrar',
      priority: 827,
      when: {
        direction: 'credit',
        phrases: ['registrars', 'registrar'],
        noneOf: [...NOT_INCOME, 'return money', 'return monies', 'unclaimed'],
      },
      then: { category: 'interest' },
      truncatable: false,
    },
    {
      id: 'other-income.rewards',
      priority: 611,
      when: {
        direction: 'credit',
        phrases: ['rewards', 'reward credit', 'rewards credit'],
        noneOf: ['refund', 'reversal', 'salary', 'loan'],
      },
      then: { category: 'other_income' },
      truncatable: false,
    },
    {
      id: 'person.loan-repaid.credit',
      priority: 761,
      when: {
        direction: 'credit',
        phrases: [
          'balance of the loan',
          'balance of your loan',
          'your loan',
          'the loan you gave',
          'repaying your loan',
          'loan you gave me',
        ],
        noneOf: ['disbursement', 'disbursed', 'reversal'],
        test: namesPerson,
      },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
    {
      // A gig worker paid "TRANSPORT FARE FOR THE TRIP" is paid for the trip driven (657: above personal memos at 656).
      id: 'gig.trip-fare.credit',
      priority: 657,
      when: {
        direction: 'credit',
        personas: ['gig-worker'],
        phrases: ['for the trip', 'trip fare', 'for the ride', 'ride fare', 'for the drop', 'for the delivery'],
        noneOf: ['refund', 'reversal', 'loan'],
      },
      then: { category: 'business_income', flags: ['persona'] },
      truncatable: false,
    },
    {
      // A gig worker's credit from a technology or logistics company is a platform's payout (convention 4).
      id: 'gig.platform.credit',
      priority: 451,
      when: {
        direction: 'credit',
        personas: ['gig-worker'],
        phrases: ['technologies', 'technology', 'logistics', 'tech'],
        person: false,
        noneOf: ['refund', 'reversal', 'loan', 'salary'],
      },
      then: { category: 'business_income', flags: ['persona'] },
      truncatable: false,
    },
    {
      // A trade's job named by a person paying ("… WIRING", "plumbing"): the work was sold (459: above a person's
      // bare credit, below personal memos).
      id: 'person.trade-job.credit',
      priority: 459,
      when: {
        direction: 'credit',
        person: true,
        phrases: ['wiring', 'rewiring', 'plumbing', 'tiling', 'welding', 'painting job', 'carpentry'],
        noneOf: ['refund', 'reversal', 'loan'],
      },
      then: { category: 'business_income', flags: ['person'] },
      truncatable: false,
    },
  ];
}
