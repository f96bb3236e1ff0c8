/**
 * Personal-name detection for transfers to and from individuals ("NIP TRANSFER TO ADAEZE OKAFOR",
 * "Received from Tunde Bello", "MOB/UTU/OKAFOR CHINEDU/upkeep").
 */
import { BUSINESS_WORDS, PERSON_NAMES } from '../lexicon/index.ts';
import { CHANNEL_WORDS, tokenize } from './normalise.ts';

export const FAMILY_WORDS: ReadonlySet<string> = new Set(
  'mama mummy mum mom mother dad daddy papa father wife husband hubby bro brother sis sister uncle aunty auntie aunt son daughter nephew niece grandma grandpa baby babe iya baba mumsy my_love'.split(' '),
);

/** Words that open a memo after a name and never belong to a business's name. */
const MEMO_STARTS: ReadonlySet<string> = new Set(
  'fees support upkeep allowance feeding housekeeping sallah christmas xmas easter birthday bday happy gift wedding burial contribution thanks thank owambe aso asoebi pocket'.split(' '),
);

/**
 * Returns the person's name (lower case) when the counterparty reads as one, else null.
 * `known` says whether a word is part of the lexicon (brands, categories) — such words are not names.
 */
export function detectPerson(counterparty: string | null, known: (w: string) => boolean): string | null {
  if (!counterparty) return null;
  const toks = tokenize(counterparty);
  const run: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // A memo after the name ("BLESSING OGUNDIPE school fees support", "… house keeping") ends it.
    if (run.length >= 2 && (MEMO_STARTS.has(t) || (t === 'school' && toks[i + 1] === 'fees'))) break;
    if (run.length === 0 && (CHANNEL_WORDS.has(t) || t === 'mr' || t === 'mrs' || t === 'dr' || t === 'miss' || t === 'pastor' || t === 'alhaji' || t === 'chief')) continue;
    if (CHANNEL_WORDS.has(t) || /\d/.test(t)) break;
    run.push(t);
    if (run.length === 4) break;
  }
  if (run.length === 0) return null;
  if (run.some((t) => BUSINESS_WORDS.has(t))) return null;
  // One word: a family word, or a known name that the lexicon does not also use for something else.
  if (run.length === 1) return FAMILY_WORDS.has(run[0]!) || (PERSON_NAMES.has(run[0]!) && !known(run[0]!)) ? run[0]! : null;
  // A middle initial ("UDEME T OYEBANJI") is part of the name but says nothing about it.
  const words = run.length > 2 ? run.filter((t, i) => i === 0 || t.length > 1) : run;
  const named = words.filter((t) => PERSON_NAMES.has(t)).length;
  // A name the lexicon also holds inside a brand ("AHMADU" of Ahmadu Bello University, "ALI" of a shop) is still a name.
  const plain = (t: string): boolean => !known(t) || PERSON_NAMES.has(t);
  if (named >= 1 && plain(words[0]!) && plain(words[1] ?? '')) return run.join(' ');
  if (named >= 2) return run.join(' ');
  // Unknown names: every one of the first two words is unknown to the lexicon and looks like a name.
  const [a, b] = words;
  if (b === undefined) return null;
  if (a!.length >= 2 && b!.length >= 2 && !known(a!) && !known(b!) && /^[a-z]+$/.test(a!) && /^[a-z]+$/.test(b!)) return run.join(' ');
  return null;
}
