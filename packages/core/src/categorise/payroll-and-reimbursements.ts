/**
 * Credits whose payer says what they are, though no pay word is printed (statements set 54):
 * - a payroll service paying ("SEAMLESSHR / CRESTLINE TECHNOLOGIES LTD / NOV 2025", "PAYSTACK PAYROLL / …") is the
 *   employer's pay, a final settlement included; the gateway's name alone would read it as a business's payout;
 * - an expense reimbursed ("FUEL AND TOLL REIMB JUL") gives back money the person spent for the employer: not income,
 *   and not pay;
 * - a POS agent's transfer in from a cash vendor or a bureau is the agent's own money changing form (cash sold for a
 *   transfer), not takings: counted as income it doubled the agent's income.
 */
import type { Rule } from './engine.ts';

/** Payroll services that pay salaries on an employer's behalf. */
export const PAYROLL_SERVICES = [
  'seamlesshr',
  'seamless hr',
  'paystack payroll',
  'bento payroll',
  'bento africa',
  'payroll',
];
/** An expense paid back. */
export const REIMBURSEMENT_WORDS = [
  'reimb',
  'reimbursement',
  'reimbursed',
  'expense claim',
  'expenses claim',
  'refund of expenses',
  'expense refund',
];
/** Who sells a POS agent cash or buys it. */
const CASH_DEALERS = ['cash vendor', 'cash vendors', 'cash supplier', 'bdc', 'bureau de change'];

export function payrollAndReimbursementRules(): Rule[] {
  return [
    // Above a business's payout (820), a gateway's settlement words.
    {
      id: 'salary.payroll-service',
      priority: 825,
      when: {
        direction: 'credit',
        phrases: PAYROLL_SERVICES,
        noneOf: ['refund', 'reversal', 'rvsl', 'loan', 'advance', ...REIMBURSEMENT_WORDS],
      },
      then: { category: 'salary' },
      truncatable: false,
    },
    // Above the payroll service and a pay memo: what is paid back is named.
    {
      id: 'refund.reimbursement.credit',
      priority: 830,
      when: { direction: 'credit', phrases: REIMBURSEMENT_WORDS, noneOf: ['loan'] },
      then: { category: 'refund_reversal' },
      truncatable: false,
    },
    {
      id: 'persona.pos-agent.cash-dealer.credit',
      priority: 821,
      when: {
        direction: 'credit',
        personas: ['pos-agent'],
        phrases: CASH_DEALERS,
        noneOf: ['refund', 'reversal', 'commission'],
      },
      then: { category: 'own_transfer', flags: ['persona'] },
      truncatable: false,
    },
  ];
}
