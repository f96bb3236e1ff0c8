/**
 * An app's savings pots and goals named for what the money is kept for ("Moved to School Fees pot", "TRANSFER TO
 * SAVINGS | RENT", "Savings Goal School Fees deposit"): money kept (savings) on the way in and the holder's own money
 * (own transfer) on the way out; the purpose the pot is named for is not yet spent.
 */
import type { Rule } from './engine.ts';

const INTO_POT =
  /^moved to (?:[a-z]+ ){0,3}pot$|^transfer to savings(?: [a-z]+){0,3}$|^[a-z]* ?savings goal(?: [a-z]+){0,3} deposit$/;
const OUT_OF_POT = /^moved from (?:[a-z]+ ){0,3}pot$/;

export function savingsPotRules(): Rule[] {
  return [
    // 567: above the purpose a pot is named for (a school's or rent's lexicon words, up to 566).
    {
      id: 'savings.pot-in',
      priority: 567,
      // The phrases index the rule: the pattern runs only on the few lines that name a pot or a savings goal.
      when: {
        direction: 'debit',
        phrases: ['pot', 'transfer to savings', 'savings goal'],
        test: (c) => INTO_POT.test(c.n.text),
      },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    // 915: above a credit read from a purpose or a person (up to 912).
    {
      id: 'own.pot-out',
      priority: 915,
      when: { direction: 'credit', phrases: ['pot'], test: (c) => OUT_OF_POT.test(c.n.text) },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
  ];
}
