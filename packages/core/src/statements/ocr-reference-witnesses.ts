/**
 * A transfer's reference printed in several rows of a page (the transfer, its fee and the VAT on the fee all carry
 * "073936539422"), which OCR reads a little differently in each: "073536539422", "073936539422", "(73936539422".
 * Where the readings differ from one reading in one character each, by a shape OCR takes for another, the rows vote
 * character by character and each outvoted reading is put back. Two readings alone prove nothing (which is right?);
 * a reference printed once is never touched.
 */

/** Shapes OCR takes for one another in a run of digits (each way round). Never neighbouring digits: references can
 * run in sequence ("…0895", "…0896"), and a vote must not merge two of them. */
const DIGIT_CONFUSIONS: readonly (readonly [string, string])[] = [
  ['3', '8'],
  ['5', '9'],
  ['6', '8'],
  ['0', '8'],
  ['1', '7'],
  ['0', '('],
  ['0', 'O'],
  ['5', 'S'],
  ['8', 'B'],
  ['1', 'I'],
  ['1', 'l'],
];
const confused = (a: string, b: string) => DIGIT_CONFUSIONS.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
/**
 * An 8 and a 9 differ by the one stroke a compressed scan blurs, but are neighbours: they are taken for one another
 * only away from a reference's last two digits, where references of one day's transfers run in sequence.
 */
const confusedInside = (a: string, b: string, at: number, length: number) => (a === '8' && b === '9') || (a === '9' && b === '8') ? at < length - 2 : false;

/** A long run of digits as OCR may read it: ten or more characters, at most one of them a shape taken for a digit. */
const REFERENCE = /^(?=(?:[^\d]*\d){9})[\d(OSBIl]{10,}$/;
const isReading = (w: string) => REFERENCE.test(w) && w.replace(/\d/g, '').length <= 1;

/** The one place two readings of equal length differ, when they differ in one place by a confusion; else -1. */
function oneConfusion(a: string, b: string): number {
  if (a.length !== b.length) return -1;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0 || !(confused(a[i], b[i]) || confusedInside(a[i], b[i], i, a.length))) return -1;
    at = i;
  }
  return at;
}

/**
 * The readings of references on a page to put back, reading for reading: a reading is outvoted where the reading it
 * is one confusion from is supported, at that character, by at least two readings (its own count and the other
 * readings that agree with it there) and by more than the reading itself.
 */
export function referenceRepairs(cells: readonly string[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const cell of cells) for (const w of cell.split(' ')) if (isReading(w)) count.set(w, (count.get(w) ?? 0) + 1);
  const readings = [...count.keys()];
  const repairs = new Map<string, string>();
  for (const reading of readings) {
    const won = new Set<string>();
    for (const rival of readings) {
      const at = oneConfusion(reading, rival);
      if (at < 0 || !/\d/.test(rival[at])) continue;
      // Support for the rival's character at `at`: its own count and every other reading printing that character there.
      const support = readings.filter((r) => r !== reading && r !== rival && oneConfusion(r, rival) >= 0 && r[at] === rival[at]).reduce((n, r) => n + count.get(r)!, count.get(rival)!);
      if (support >= 2 && support > count.get(reading)!) won.add(rival);
    }
    if (won.size === 1) repairs.set(reading, [...won][0]);
  }
  return repairs;
}
