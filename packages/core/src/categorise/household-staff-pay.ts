/**
 * A household's own staff paid by a household account ("NANNY SALARY", "HOUSE HELP SALARY", "FOR CAREGIVER"): a
 * personal service with no category of its own, Other (sets X and Y). "Salary" otherwise reads a debit as a business
 * paying its staff, and the help words ("for …") as money given; on a business account the same pay stays a business
 * cost (the rule is read on household accounts only). Card lines are left out: a card line cut to "… MAID" is a shop.
 */
import type { Rule } from './engine.ts';

export const HOUSEHOLD_STAFF = [
  'nanny',
  'nanny salary',
  'house help',
  'househelp',
  'house help salary',
  'housemaid',
  'maid',
  'caregiver',
  'caregiver salary',
  'care giver',
  'gateman',
  'gateman salary',
];

const HOUSEHOLD_PERSONAS = ['', 'salaried', 'civil-servant', 'student', 'retiree', 'diaspora'];

export function householdStaffPayRules(): Rule[] {
  return [
    // 566: above a help memo to a person (564), a purpose noun (563) and the salary words (450).
    {
      id: 'household.staff-pay',
      priority: 566,
      when: {
        direction: 'debit',
        personas: HOUSEHOLD_PERSONAS,
        phrases: HOUSEHOLD_STAFF,
        notChannels: ['pos', 'web', 'atm'],
        noneOf: ['refund', 'reversal', 'reversed', 'loan', 'agency', 'agent fee', 'school', 'fees'],
      },
      then: { category: 'other_expense' },
      truncatable: false,
    },
  ];
}
