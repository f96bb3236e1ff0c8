/**
 * Loans paid out by a cooperative or by a digital lender whose name is also an ordinary word.
 * - A cooperative, thrift-and-credit or multipurpose society usually pays back members' savings (own money), but a
 *   credit from it with a loan memo ("ESTATE COOP SOCIETY/SOFT LOAN", "STAFF MULTIPURPOSE COOP/LOAN DISBURSEMENT") is
 *   the loan the society lent (827: above a society's credit read as own money, 826).
 * - A lender's payout ("NIP/CARBON/PAYOUT 2591…") is its loan, not a platform's earnings payout (823: above payouts
 *   at 820 and a named lender's payout at 822); a lender's company name alone on a credit ("BRANCH LTD") is its
 *   disbursement, and the same name paid on a debit is its repayment. Savings pots of the same brands ("FAIRMONEY SAVINGS/PAYOUT") stay own money.
 */
import { LENDERS } from '../lexicon/index.ts';
import type { Rule } from './engine.ts';

const SOCIETY_WORDS = [
  'coop',
  'co op',
  'cooperative',
  'co operative',
  'multipurpose',
  'multi purpose',
  'thrift and credit',
  'ctcs',
  'credit society',
  'thrift society',
];
const LOAN_MEMOS = ['loan', 'loan disbursement', 'soft loan', 'coop loan', 'loan disb', 'loan disbursed'];
const NOT_LENT = ['repayment', 'repay', 'repaid', 'refund', 'reversal', 'interest', 'dividend', 'deduction'];
const NOT_LOAN_PAYOUT = [
  'savings',
  'save',
  'target',
  'vault',
  'interest',
  'dividend',
  'refund',
  'reversal',
  'cashback',
  'referral',
  'bonus',
  'reward',
];

export function societyLoanRules(): Rule[] {
  const lent = LENDERS.filter((l) => l.kind === 'digital' && l.ambiguous?.length);
  const rules: Rule[] = [
    {
      id: 'loan.society.credit',
      priority: 827,
      when: { direction: 'credit', phrases: SOCIETY_WORDS, anyOf: LOAN_MEMOS, noneOf: NOT_LENT },
      then: { category: 'loan_disbursement' },
      truncatable: false,
    },
  ];
  for (const l of lent) {
    const names = l.ambiguous!;
    rules.push(
      {
        id: `lender.${l.name}.payout.word`,
        priority: 823,
        when: {
          direction: 'credit',
          phrases: names,
          anyOf: ['payout', 'payouts', 'disbursement', 'disbursed'],
          noneOf: NOT_LOAN_PAYOUT,
        },
        then: { category: 'loan_disbursement', lender: l.name },
        truncatable: false,
      },
      {
        id: `lender.${l.name}.company.credit`,
        priority: 827,
        when: {
          direction: 'credit',
          exact: names.flatMap((n) => [
            `${n} ltd`,
            `${n} limited`,
            `${n} nig ltd`,
            `${n} nigeria ltd`,
            `${n} nigeria limited`,
          ]),
        },
        then: { category: 'loan_disbursement', lender: l.name },
        truncatable: false,
      },
      {
        // "NIP OUTWARD TRF TO BRANCH LTD WEMA BANK": paying the lender's company is repaying it (781: above lenders at 780).
        id: `lender.${l.name}.company.repay`,
        priority: 781,
        when: {
          direction: 'debit',
          phrases: names.flatMap((n) => [`${n} ltd`, `${n} limited`]),
          noneOf: ['refund', 'reversal', 'fee', 'charge'],
        },
        then: { category: 'loan_repayment', loanRepayment: true, lender: l.name },
        truncatable: false,
      },
    );
  }
  return rules;
}
