/**
 * Loans between people, and loan words that pay for something else (statements set 53). What the memo says decides
 * who owes whom:
 * - the holder lending: a "soft loan" sent, or a loan the receiver is to pay back ("loan, pay back when you can"), is
 *   money sent to a person; lending has no category of its own, and it is no debt of the holder's;
 * - a person's loan to the holder that says when it is due ("loan pay back end of month", "loan till salary") is the
 *   loan paid out, not money received (and not a refund: "pay back" is the lender's request);
 * - "money I borrowed" sent back repays a loan ("borrowed money" alone may be the receiver's borrowing: set B labels
 *   it money sent);
 * - pay "net of" a loan deducted from it is pay;
 * - a down payment on goods bought on credit ("EASYBUY DOWN PAYMENT TECNO SPARK 20") buys the goods: the loan pays
 *   the rest, and only its instalments repay it;
 * - a savings goal named against debt ("LOAN-FREE JANUARY") is the saving, not a repayment;
 * - proof of funds lent by a relative or a friend for a visa ("for pof", "proof of funds") must go back: the loan paid
 *   out, and "returning pof" / "your proof of funds money" repays it (set Y, B.5).
 * Each is a class of memo; the lender's own lines (repayments, payouts, fees) are read by the lender rules.
 */
import type { Rule } from './engine.ts';

/** Words that say the holder is paying back, not lending. */
export const REPAYING_WORDS = [
  'repay',
  'repayment',
  'repaid',
  'refund of loan',
  'loan refund',
  'balance of loan',
  'loan balance',
  'part payment',
  'paying back',
  'payback of',
  'borrowed',
  'i owe',
  'instalment',
  'installment',
  'liquidation',
  'settlement',
];

/** When a loan between people is due, as its memo says it. */
const DUE_WORDS = [
  'end of month',
  'month end',
  'end month',
  'till',
  'until',
  'pay back when',
  'pay me back',
  'when you can',
  'next week',
  'next month',
  'by friday',
];

/** The holder's own borrowing named ("money I borrowed"); "borrowed money" alone may be the receiver's (set B). */
const I_BORROWED = /\bi borrowed\b|\bwhat i owe\b/i;

/** A savings goal named against debt. */
export const DEBT_FREE_GOALS = ['loan free', 'debt free', 'no loan', 'zero debt'];

/** Proof of funds lent for a visa application. */
export const PROOF_OF_FUNDS = ['proof of funds', 'proof of fund', 'pof', 'for pof', 'show money'];
/** Proof of funds sent back to the person who lent it. */
export const PROOF_OF_FUNDS_RETURNED = ['returning pof', 'pof returned', 'your pof', 'your proof of funds', 'returning proof of funds'];

export function loansBetweenPeopleRules(): Rule[] {
  return [
    // 762, beside the loans between people: a person's money lent to be shown and returned.
    {
      id: 'loan.proof-of-funds.credit',
      priority: 762,
      when: {
        direction: 'credit',
        phrases: PROOF_OF_FUNDS,
        noneOf: ['returning', 'returned', 'refund', 'reversal', 'reversed', 'fee', 'service'],
        person: true,
      },
      then: { category: 'loan_disbursement' },
      truncatable: false,
    },
    {
      id: 'loan.proof-of-funds-returned.debit',
      priority: 762,
      when: {
        direction: 'debit',
        phrases: PROOF_OF_FUNDS_RETURNED,
        noneOf: ['refund', 'reversal', 'fee', 'service'],
        person: true,
      },
      then: { category: 'loan_repayment', loanRepayment: true },
      truncatable: false,
    },
    // Above the loan words (760), which would read "loan" on a debit as a repayment.
    {
      id: 'loan.lent-soft.debit',
      priority: 762,
      when: { direction: 'debit', phrases: ['soft loan'], noneOf: [...REPAYING_WORDS, 'reversal', 'refund'] },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
    {
      id: 'loan.lent-to-person.debit',
      priority: 762,
      when: {
        direction: 'debit',
        phrases: ['loan'],
        anyOf: DUE_WORDS,
        noneOf: [...REPAYING_WORDS, 'reversal', 'refund'],
        person: true,
      },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
    // Above a person's refund (901) and a debt returned (905): "pay back" is what the lender asks for.
    {
      id: 'loan.from-person-due.credit',
      priority: 906,
      when: {
        direction: 'credit',
        phrases: ['loan', 'soft loan'],
        anyOf: DUE_WORDS,
        noneOf: [...REPAYING_WORDS, 'reversal', 'reversed', 'refund'],
      },
      then: { category: 'loan_disbursement' },
      truncatable: false,
    },
    {
      id: 'loan.borrowed.debit',
      priority: 762,
      when: {
        direction: 'debit',
        phrases: ['borrowed'],
        noneOf: ['reversal', 'refund', 'lent'],
        test: (c) => I_BORROWED.test(c.description),
      },
      then: { category: 'loan_repayment', loanRepayment: true },
      truncatable: false,
    },
    // Above the loan words (760) on a credit; a salary advance is a loan all the same.
    {
      id: 'salary.net-of-loan.credit',
      priority: 761,
      when: {
        direction: 'credit',
        phrases: ['salary', 'sal', 'net pay', 'wages'],
        anyOf: ['net of', 'less', 'after', 'deduction', 'deducted'],
        noneOf: ['salary advance', 'sal adv', 'advance', 'refund', 'reversal'],
      },
      then: { category: 'salary' },
      truncatable: false,
    },
    // Above a lender's repayment (780) and payout (822).
    {
      id: 'loan.down-payment.debit',
      priority: 823,
      when: {
        direction: 'debit',
        phrases: ['down payment', 'downpayment'],
        noneOf: ['refund', 'reversal', 'rent', 'land', 'house', 'mortgage'],
      },
      then: { category: 'shopping' },
      truncatable: false,
    },
  ];
}
