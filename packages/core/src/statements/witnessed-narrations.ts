/**
 * A scan read a second way (OcrDocument.secondReading) stands on its figures, but the reading it replaced, refused
 * because its figures did not add up, read most narrations as well or better: the second model, on grey pixels, read
 * a word whose box took in a cell's rules as "Lew" or "Levy" where the first read "LEVY". The refused reading is a
 * witness: rows are paired by date and amount (both readings agree there), and a word of the standing narration is
 * replaced by the witness's word at the same place only where the witness's is proven the better reading:
 * - the standing word is no word the vocabulary knows, the witness's is one that the standing reading itself read in
 *   other rows of the statement, and they differ by at most two letters ("LEW" / "LEVY", where the other charges
 *   read "LEVY"): a name the vocabulary does not know ("BOLA") is never turned into a word the witness misread it as
 *   ("BOLT");
 * - the same letters, in the case of every other word of the narration ("Levy" in a narration in capitals / "LEVY");
 * - the same word but for a mark read where the witness read a letter ("OLAWUY!" / "OLAWUYI").
 * A word of one or two letters the vocabulary does not know, which only the standing reading has, is a speck read as
 * letters and goes ("HAIR ATTACHMENT AL MONEY"). Anything else, a word order included, stays as read: two readings
 * alone cannot say which is right.
 */
import { editDistance } from './column-dictionary.ts';
import { isKnownWord } from './segment-words.ts';

export interface NarrationRow {
  date: string;
  amount: number;
  description: string;
}

const LETTERS = /^[A-Za-z]+$/;
const capitals = (w: string) => /[A-Z]/.test(w) && !/[a-z]/.test(w);

/** The case every other word of letters of the narration is printed in: 'upper', or null when they are mixed. */
function narrationCase(words: readonly string[], at: number): 'upper' | null {
  const others = words.filter((w, i) => i !== at && /[A-Za-z]{2,}/.test(w));
  return others.length >= 2 && others.every(capitals) ? 'upper' : null;
}

/** Words the standing reading read elsewhere in the statement. */
type ReadElsewhere = (word: string) => boolean;

function betterWord(standing: string, witness: string, words: readonly string[], at: number, elsewhere: ReadElsewhere): boolean {
  if (standing === witness || !LETTERS.test(witness)) return false;
  // The witness's word must be in the narration's case, so a capitals narration is never given a word in small letters.
  if (narrationCase(words, at) === 'upper' && !capitals(witness)) return false;
  if (standing.toUpperCase() === witness) return true;
  if (standing.length === witness.length && LETTERS.test(standing.replace(/[!|]/g, ''))) {
    const diff = [...standing].filter((c, i) => c !== witness[i]);
    if (diff.length > 0 && diff.every((c) => c === '!' || c === '|')) return true;
  }
  return (
    LETTERS.test(standing) &&
    !isKnownWord(standing) &&
    isKnownWord(witness) &&
    elsewhere(witness) &&
    standing[0].toUpperCase() === witness[0].toUpperCase() &&
    editDistance(standing.toUpperCase(), witness.toUpperCase()) <= 2
  );
}

/** Pairs of equal words of the two narrations, in order (a longest common subsequence), as [standing, witness] indexes. */
function commonWords(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const len = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) len[i][j] = a[i] === b[j] ? len[i + 1][j + 1] + 1 : Math.max(len[i + 1][j], len[i][j + 1]);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (len[i + 1][j] >= len[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/**
 * The standing narration with the words its witness proves misread put back. The witness may hold only part of the
 * narration (its own rows were assembled worse): the two are aligned on their common words, and a word is judged only
 * where each holds one word between two common words (or before the first, or after the last); a speck's word only
 * between two common words, where the witness holds none.
 */
export function witnessNarration(standing: string, witness: string, elsewhere: ReadElsewhere = () => false): string {
  const words = standing.split(' ');
  const seen = witness.split(' ');
  const pairs = commonWords(words, seen);
  if (pairs.length < 2) return standing;
  const out = [...words];
  const drop = new Set<number>();
  const bounds: [number, number][] = [[-1, -1], ...pairs, [words.length, seen.length]];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [i0, j0] = bounds[k];
    const [i1, j1] = bounds[k + 1];
    const mine = words.slice(i0 + 1, i1);
    const theirs = seen.slice(j0 + 1, j1);
    const edge = k === 0 || k + 2 === bounds.length;
    if (mine.length === 1 && theirs.length === 1 && betterWord(mine[0], theirs[0], words, i0 + 1, elsewhere)) out[i0 + 1] = theirs[0];
    else if (!edge && mine.length === 1 && theirs.length === 0 && /^[A-Za-z]{1,2}$/.test(mine[0]) && !isKnownWord(mine[0])) drop.add(i0 + 1);
  }
  return out.filter((_, i) => !drop.has(i)).join(' ');
}

/** Rows of the standing reading with their narrations witnessed by the refused reading's rows of the same date and amount. */
export function witnessedNarrations<R extends NarrationRow>(rows: readonly R[], witnesses: readonly NarrationRow[]): R[] {
  const byKey = new Map<string, string[]>();
  for (const w of witnesses) {
    const key = `${w.date} ${w.amount}`;
    byKey.set(key, [...(byKey.get(key) ?? []), w.description]);
  }
  const count = new Map<string, number>();
  for (const r of rows) count.set(`${r.date} ${r.amount}`, (count.get(`${r.date} ${r.amount}`) ?? 0) + 1);
  const read = new Map<string, number>();
  for (const r of rows) for (const w of r.description.split(' ')) read.set(w, (read.get(w) ?? 0) + 1);
  const used = new Map<string, number>();
  return rows.map((r) => {
    const key = `${r.date} ${r.amount}`;
    const k = used.get(key) ?? 0;
    used.set(key, k + 1);
    // The k-th row of a date and amount is paired with the witness's k-th, only where both read as many such rows.
    const witness = byKey.get(key)?.length === count.get(key) ? byKey.get(key)![k] : undefined;
    if (witness === undefined) return r;
    const description = witnessNarration(r.description, witness, (w) => (read.get(w) ?? 0) > (r.description.split(' ').includes(w) ? 1 : 0));
    return description === r.description ? r : { ...r, description };
  });
}
