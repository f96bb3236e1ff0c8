import { editDistance } from './column-dictionary.ts';

/** The words of a statement's summary labels ("Total Debits", "Closing Balance"). */
const LABEL_WORDS = ['debits', 'credits', 'balance', 'opening', 'closing', 'lodgements', 'withdrawals'];

/**
 * A scan's summary label with one letter misread ("Total Dehits", "Closinq Balance") read as the label it is: a word
 * of five letters or more one letter from exactly one label word, after "Total", "Opening" or "Closing" or before
 * "Balance". Only there: elsewhere such a word may be a narration's.
 */
export function repairSummaryLabelSlips(line: string): string {
  const near = (w: string) => {
    const lower = w.toLowerCase();
    if (w.length < 5 || LABEL_WORDS.includes(lower)) return null;
    const hits = LABEL_WORDS.filter((l) => editDistance(lower, l) === 1);
    return hits.length === 1 ? hits[0] : null;
  };
  const cased = (word: string, like: string) =>
    like === like.toUpperCase() ? word.toUpperCase() : like[0] === like[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
  return line
    .replace(/\b(total|opening|closing)(\s+)([A-Za-z]+)\b/gi, (m, a: string, sp: string, w: string) => {
      const fix = near(w);
      return fix ? `${a}${sp}${cased(fix, w)}` : m;
    })
    .replace(/\b([A-Za-z]+)(\s+)(balance)\b/gi, (m, w: string, sp: string, b: string) => {
      const fix = near(w);
      return fix ? `${cased(fix, w)}${sp}${b}` : m;
    });
}
