/**
 * Two transfer forms whose payee or memo reads like something else:
 * - a transfer to a POS agent's business account ("… POS POINT", "… POS BUSINESS") is cash bought from the agent
 *   (convention 7), though no card was used: the payee's name says what it is, with or without a memo. A POS agent's
 *   own transfers to another agent are left to the agent's float rules;
 * - a person's credit "for light bill" on a household's account is a relative's or a housemate's share of the bill,
 *   money received, not a biller's refund (the electricity words otherwise read a credit as the DisCo's refund). A
 *   landlord's or a trader's tenant paying the bill is left to the rules for their accounts.
 */
import { PERSONAS } from '../contract.ts';
import type { Rule } from './engine.ts';

/** A POS agent's shop, as its owner names the account. */
export const CASH_POINT_PAYEES = [
  'pos point',
  'pos business',
  'pos centre',
  'pos center',
  'pos stand',
  'pos hub',
  'pos shop',
];

/** Accounts that are not a POS agent's ('' when the persona is not known). */
const NOT_AGENT = ['', ...PERSONAS.filter((p) => p !== 'pos-agent')];

/** Household accounts: a share of a bill paid in is help, not takings. */
const HOUSEHOLD_PERSONAS = ['', 'salaried', 'student', 'civil-servant', 'retiree', 'diaspora'];

export const BILL_SHARE_MEMOS = ['for light bill', 'for nepa bill', 'light bill contribution', 'for electricity bill'];

export function cashPointAndBillShareRules(): Rule[] {
  return [
    {
      id: 'cash-point.transfer',
      priority: 578,
      when: {
        direction: 'debit',
        personas: NOT_AGENT,
        notChannels: ['pos', 'web', 'atm'],
        phrases: CASH_POINT_PAYEES,
        noneOf: ['refund', 'reversal', 'fee', 'charge', 'rent', 'terminal'],
      },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    {
      id: 'bill-share.credit',
      priority: 445,
      when: {
        direction: 'credit',
        personas: HOUSEHOLD_PERSONAS,
        person: true,
        phrases: BILL_SHARE_MEMOS,
        noneOf: ['refund', 'reversal', 'reversed', 'token'],
      },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
  ];
}
