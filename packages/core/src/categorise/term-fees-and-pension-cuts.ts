/**
 * Two memos that say what was paid even when the line cuts them short:
 * - a school term named by its order ("1ST TERM", "3RD TERM SC…", "second term") paid to a person is that term's
 *   school fees: Education (convention 1, an own bill paid through someone), unless the memo says it helps someone;
 * - a pension fund's name cut by the line ("… STERLING PENS", "… PENSIO") on a credit is the pension: Salary
 *   (convention 4), as the whole word is. A person's credit is never read so (a name is not a fund).
 */
import type { Rule } from './engine.ts';

/** The term by its order: "2ND" is dropped as an id by the tokenizer, so the line itself is read. */
const TERM = /\b(?:1st|2nd|3rd|first|second|third)\s+term\b/i;
/** Help with someone else's fees stays a transfer (convention 1). */
const HELP = ['support', 'help', 'assist', 'assistance', 'contribution', 'refund', 'reversal', 'loan'];

export function termFeesAndPensionCutRules(): Rule[] {
  return [
    // 566: as school fees in Nigerian languages, above help memos (565), a purpose (563) and a person (300).
    {
      id: 'memo.school-term.debit',
      priority: 566,
      when: { direction: 'debit', phrases: ['term'], noneOf: HELP, notChannels: ['pos', 'atm'], test: (c) => TERM.test(c.description) },
      then: { category: 'education' },
      truncatable: false,
    },
    // 755: as the whole word's pension rule; the cut forms are not words of their own on a credit.
    {
      id: 'pension.cut.credit',
      priority: 755,
      when: { direction: 'credit', phrases: ['pens', 'pensi', 'pensio'], noneOf: ['refund', 'reversal', 'gratuity', 'lump sum'], person: false },
      then: { category: 'salary', flags: ['persona'] },
      truncatable: false,
    },
  ];
}
