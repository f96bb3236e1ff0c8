/**
 * Credits whose words say what was earned:
 * - a locum, a shift allowance, a stipend, a committee's allowance or a corper's allowance paid by a hospital, a church,
 *   a mosque, a ministry or a firm (not a person): pay for work, Salary (convention 4), though "allowance" and
 *   "stipend" alone read as Other Income. NYSC's own allowance is left out: the in-house set labels it Other Income;
 * - a bonus paid by a company ("… LTD", "… PLC"): an employer's bonus, not a promo's or a referral's;
 * - cash paid in by a named person on a trading account ("CASH DEP BY <name>"): a customer paying (convention 2), where
 *   on any other account a cash deposit stays Other Income;
 * - a rider's or passenger's transfer for a trip on a gig worker's account: a fare earned (convention 9);
 * - a draw's winner: Other Income, like a promo's prize.
 */
import type { Rule, RuleContext } from './engine.ts';

/** Pay for shifts and service that an employer, a church or a mosque gives its staff. */
export const WORK_PAY_WORDS = [
  'locum',
  'shift allowance',
  'stipend',
  'pastoral stipend',
  'committee allowance',
  'corper allowance',
  'corpers allowance',
  'corps allowance',
];
/** What makes such a credit a grant, a refund or NYSC's own allowance rather than pay. */
const NOT_WORK_PAY = ['nysc', 'allawee', 'scholarship', 'bursary', 'pocket', 'refund', 'reversal', 'loan', 'student'];

/** A company's name ends the line ("AIRTEL NETWORKS LTD"). */
const COMPANY_WORDS = ['ltd', 'limited', 'plc', 'nig ltd'];
/** Bonuses that are a platform's reward, not pay. */
const NOT_PAY_BONUS = ['referral', 'promo', 'reward', 'cashback', 'cash back', 'welcome', 'signup', 'sign up', 'loyalty', 'bet', 'betting', 'refund', 'reversal'];

const TRADING_PERSONAS = ['business', 'sme'];
/** Cash a named person paid in, as a teller prints it. */
const CASH_BY_PERSON = ['cash dep by', 'cash deposit by', 'cash dep from', 'cash deposit from'];

/** Two or more words after "by"/"from": a name, not the holder's own ("BY SELF", "BY OWNER") nor a till's. */
const PAID_IN_BY = /\bcash dep(?:osit)? (?:by|from) ([a-z]+(?: [a-z]+)+)/;
const NOT_A_NAME = /\b(?:self|own|owner|customer|cust|teller|branch|atm|cdm|pos)\b/;
const customerCash = (c: RuleContext): boolean => {
  const m = PAID_IN_BY.exec(c.n.text);
  return m !== null && !NOT_A_NAME.test(m[1]!) && !c.holderNamed;
};

export function workPayCreditRules(): Rule[] {
  return [
    // 615: above "allowance"/"stipend" read as Other Income (610) and a business's credits (450).
    {
      id: 'salary.work-pay',
      priority: 615,
      // A student's stipend is a grant (a scholarship board's, a school's), not pay for work.
      when: { direction: 'credit', person: false, phrases: WORK_PAY_WORDS, noneOf: NOT_WORK_PAY, test: (c) => c.persona !== 'student' },
      then: { category: 'salary' },
      truncatable: false,
    },
    {
      id: 'salary.company-bonus',
      priority: 615,
      when: { direction: 'credit', person: false, phrases: ['bonus'], anyOf: COMPANY_WORDS, noneOf: NOT_PAY_BONUS },
      then: { category: 'salary' },
      truncatable: false,
    },
    // 612: above a cash deposit read as Other Income (610); below own money (910), so "BY SELF" stays one's own.
    {
      id: 'business.cash-deposit-by-person',
      priority: 612,
      when: { direction: 'credit', personas: TRADING_PERSONAS, phrases: CASH_BY_PERSON, noneOf: ['self', 'own', 'refund', 'reversal', 'loan'], test: customerCash },
      then: { category: 'business_income', flags: ['persona'] },
      truncatable: false,
    },
    // 459: above a person's bare credit and a sale memo (458).
    {
      id: 'gig.trip-fare.credit',
      priority: 459,
      when: { direction: 'credit', personas: ['gig-worker'], person: true, phrases: ['trip', 'trip fare', 'ride fare'], noneOf: ['refund', 'reversal', 'loan', 'support', 'gift'] },
      then: { category: 'business_income', flags: ['person'] },
      truncatable: false,
    },
    {
      id: 'other-income.draw-winner',
      priority: 611,
      when: { direction: 'credit', phrases: ['draw winner', 'weekly draw', 'monthly draw'], noneOf: ['refund', 'reversal'] },
      then: { category: 'other_income' },
      truncatable: false,
    },
  ];
}
