/**
 * An app's savings pots and goals named for what the money is kept for ("Moved to School Fees pot", "TRANSFER TO
 * SAVINGS | RENT", "Savings Goal School Fees deposit"): money kept (savings) on the way in and the holder's own money
 * (own transfer) on the way out; the purpose the pot is named for is not yet spent.
 */
import type { Rule } from './engine.ts';

// A pot named before the word ("Moved to House Rent pot") or after it ("Moved to savings pot: Car repair", "Save to
// goal - Japa fund", "Moved to Savings | School fees"), and a goal with "deposit" after its name.
const INTO_POT = new RegExp(
  [
    String.raw`^moved to (?:[a-z]+ ){0,3}pot$`,
    String.raw`^(?:transfer|moved) to savings(?: [a-z]+){0,3}$`,
    String.raw`^[a-z]* ?savings goal(?: [a-z]+){0,3} deposit$`,
    String.raw`^(?:(?:moved|transfer(?:red)?|sent|added|saved?) )?(?:to|into) (?:my |a )?(?:savings )?(?:pot|goal)(?: [a-z]+){0,4}$`,
    String.raw`^savings (?:pot|goal)(?: [a-z]+){0,4}$`,
  ].join('|'),
);
const OUT_OF_POT = /^moved from (?:[a-z]+ ){0,3}pot$|^(?:moved |withdrawn |taken )?from (?:my )?(?:savings )?(?:pot|goal)(?: [a-z]+){0,4}$/;

export function savingsPotRules(): Rule[] {
  return [
    // 567: above the purpose a pot is named for (a school's or rent's lexicon words, up to 566).
    {
      id: 'savings.pot-in',
      priority: 567,
      // The phrases index the rule: the pattern runs only on the few lines that name a pot or a savings goal.
      when: {
        direction: 'debit',
        phrases: ['pot', 'goal', 'transfer to savings', 'moved to savings', 'savings goal'],
        test: (c) => INTO_POT.test(c.n.text),
      },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    // 915: above a credit read from a purpose or a person (up to 912).
    {
      id: 'own.pot-out',
      priority: 915,
      when: { direction: 'credit', phrases: ['pot', 'goal'], test: (c) => OUT_OF_POT.test(c.n.text) },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
  ];
}
