/**
 * Things bought through a person, where the memo names the thing and the payee is only who sells or collects it:
 * - aso-ebi (the family's or friends' chosen fabric for an occasion) bought from the person selling it: shopping,
 *   even when the memo names the wedding it is for ("ASOEBI FOR TOLU WEDDING"), which alone reads as a gift;
 * - a student's course materials bought from a course rep or a lecturer's agent (handouts, a practical or lab manual,
 *   a lab coat, departmental dues): education, not help to a friend, and a lab coat is not a hospital's;
 * - a business's materials bought from a person by the ream, the trip or a share of a container: stock (a printer's
 *   paper, a block maker's granite and sand, a trader's share of an imported container), not a transfer to a person.
 */
import type { Rule } from './engine.ts';

export const ASO_EBI = ['asoebi', 'aso ebi', 'aso ebi for', 'asoebi for'];

/** Course materials and dues a student pays to a person. */
export const COURSE_MATERIALS = [
  'handout',
  'handouts',
  'handout for',
  'practical manual',
  'lab manual',
  'lab coat and manual',
  'dept dues',
  'departmental dues',
  'department dues',
  'course materials',
  'course material',
];

/** Materials a business buys in bulk from a person, named by their measure. */
export const BULK_MATERIALS = [
  'reams',
  'ream',
  'reams of paper',
  'container share',
  'share of container',
  'granite',
  'sharp sand',
  'plaster sand',
];

/** A contribution or help for the occasion is a gift, not a purchase. */
const NOT_PURCHASE = ['refund', 'reversal', 'loan', 'help', 'support', 'contribution', 'contrib', 'gift'];

export function purchaseThroughPersonRules(): Rule[] {
  return [
    // 566: above a wedding, birthday or help memo to a person (564/565) and a fabric seller's kind word.
    {
      id: 'memo.aso-ebi.debit',
      priority: 566,
      when: { direction: 'debit', phrases: ASO_EBI, noneOf: NOT_PURCHASE, notChannels: ['atm'] },
      then: { category: 'shopping' },
      truncatable: false,
    },
    // 566: above a hospital's "lab" (the lexicon's generic health words) and a person (300), for a student only.
    {
      id: 'memo.course-materials.debit',
      priority: 566,
      when: { direction: 'debit', personas: ['student'], phrases: COURSE_MATERIALS, noneOf: NOT_PURCHASE },
      then: { category: 'education' },
      truncatable: false,
    },
    // 567: above a person (300), a help or share memo to a person (564/565) and the purpose memos (566).
    {
      id: 'memo.bulk-materials.debit',
      priority: 567,
      when: { direction: 'debit', personas: ['sme', 'business'], phrases: BULK_MATERIALS, noneOf: NOT_PURCHASE },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
  ];
}
