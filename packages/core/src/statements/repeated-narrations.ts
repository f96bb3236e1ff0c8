/**
 * A scan's narration that a fold, a crease or a speck broke in one row, where the document prints the same narration
 * word for word on other rows: "ELECTRONIC MONEY TRANSFER LE LEVY", "… LEyy", "… EVY" on a crumpled page that prints
 * "ELECTRONIC MONEY TRANSFER LEVY" on five other rows. The repeated form is a witness, and is taken only where
 * nothing else can explain the difference:
 * - the form is read exactly so on at least `MIN_WITNESSES` other rows, and is the only such form within reach;
 * - the two differ by at most `MAX_LETTERS` letters, in words of letters alone (never a figure, a reference or a
 *   phone number, which differ from row to row);
 * - every word that differs on the row is no word the vocabulary knows, and every word it becomes is one;
 * - and the row's word cannot be a printed word at all: a piece of the word beside it read twice at a fold ("LE LEVY"),
 *   the word with letters lost ("EVY"), or small letters inside a narration in capitals ("LEyy"). A word that could be
 *   printed so ("BOLA", a name) stays, though "BOLT" is printed three times.
 */
import { editDistance } from './column-dictionary.ts';
import { isKnownWord } from './segment-words.ts';

const MIN_WITNESSES = 3;
const MAX_LETTERS = 3;
const MIN_WORDS = 3;

const LETTERS = /^[A-Za-z]+$/;

/** The words of `a` and `b` that differ, after their common first and last words. */
function differingWords(a: readonly string[], b: readonly string[]): [string[], string[]] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return [a.slice(head, a.length - tail), b.slice(head, b.length - tail)];
}

function witnessed(read: string, form: string): boolean {
  if (editDistance(read, form) > MAX_LETTERS) return false;
  const words = read.split(' ');
  const [mine, theirs] = differingWords(words, form.split(' '));
  if (mine.length !== 1 || theirs.length > 1) return false;
  const [x, y] = [mine[0], theirs[0]];
  if (!LETTERS.test(x) || isKnownWord(x) || (y !== undefined && (!LETTERS.test(y) || !isKnownWord(y)))) return false;
  if (y === undefined) {
    // A piece of the word beside it, read a second time.
    const at = words.indexOf(x);
    const [before, after] = [words[at - 1] ?? '', words[at + 1] ?? ''];
    return x.length >= 2 && (after.startsWith(x) || before.endsWith(x));
  }
  const capitals = words.filter((w, i) => i !== words.indexOf(x) && /[A-Za-z]{2,}/.test(w)).every((w) => w === w.toUpperCase());
  return lettersLost(x, y) || (capitals && /[a-z]/.test(x) && /[A-Z]/.test(x));
}

/** `shorter` is `longer` with one or more of its letters lost, the rest in order. */
function lettersLost(shorter: string, longer: string): boolean {
  if (shorter.length >= longer.length) return false;
  let k = 0;
  for (const c of longer) if (c === shorter[k]) k++;
  return k === shorter.length;
}

/** The narrations, each broken one put back to the form the other rows repeat (see above). */
export function repairFromRepeatedNarrations(narrations: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of narrations) counts.set(n, (counts.get(n) ?? 0) + 1);
  const forms = [...counts].filter(([n, c]) => c >= MIN_WITNESSES && n.split(' ').length >= MIN_WORDS).map(([n]) => n);
  if (forms.length === 0) return narrations.slice();
  return narrations.map((n) => {
    if ((counts.get(n) ?? 0) > 1) return n;
    const fits = forms.filter((f) => witnessed(n, f));
    return fits.length === 1 ? fits[0] : n;
  });
}
