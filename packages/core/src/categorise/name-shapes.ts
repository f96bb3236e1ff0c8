/**
 * The shapes of people's names where no list holds them whole: openings of Nigerian names, two names glued into one
 * word ("MARYAMBELLO", "DANTATAAISHA"). Split from transfer-grammar.ts, which finds where the name sits.
 */
import { PERSON_NAMES } from '../lexicon/index.ts';

/** Openings of Yoruba, Igbo, Hausa, Edo, Efik/Ibibio, Ijaw and Urhobo names, for names no list holds. */
const NAME_OPENINGS: ReadonlySet<string> = new Set(
  `oluwa olu ade ola oye ayo ife oyin omo abio abim owo ogun fola funm kehin tem tobi tolu tomi yemi yinka bamid babat damil chi
  chukwu nne nnam obi oke eze ike ifeanyi uche ugo ngoz nwa nwo ada ebe eme onye ozo ogo abdul abu ibra moha muha yaku usma sani
  bala garba dikk jami hauw ladi zain fati amin ruka halim hadi must sule ismai ahm yus umar bash kabi nasi efe oghen ese osa ose
  ita eko ekp inya effi udu tamu doo ter asu ebi ibe iyo preye tari ere oku odu aki aka oko olo ogu akin ajay`.split(
    /\s+/,
  ),
);

export function looksLikeName(w: string): boolean {
  if (w.length < 4 || !/^[a-z]+$/.test(w)) return false;
  // An opening followed by at least two more letters.
  for (let n = 2; n <= Math.min(7, w.length - 2); n++) if (NAME_OPENINGS.has(w.slice(0, n))) return true;
  return false;
}

/** The name's first word, when two names are glued in it ("yusufakande gift" → "yusuf akande gift"). */
export function unglueFirst(c: string): string {
  const sp = c.indexOf(' ');
  const first = sp < 0 ? c : c.slice(0, sp);
  const split = /^[a-z]+$/.test(first) ? splitGluedName(first) : null;
  return split ? split + (sp < 0 ? '' : c.slice(sp)) : c;
}

export function startsWithName(w: string): boolean {
  const l = w.toLowerCase();
  for (let i = 3; i <= l.length - 3; i++) if (PERSON_NAMES.has(l.slice(0, i))) return true;
  return false;
}

/** "MARYAMBELLO" → "maryam bello": two names glued, at least one of them a known name. */
export function splitGluedName(w: string): string | null {
  if (w.length < 7 || PERSON_NAMES.has(w)) return null;
  for (let i = 3; i <= w.length - 3; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    const ka = PERSON_NAMES.has(a);
    const kb = PERSON_NAMES.has(b);
    if ((ka && kb) || (ka && looksLikeName(b)) || (kb && looksLikeName(a))) return `${a} ${b}`;
  }
  return null;
}

/**
 * Names glued whole ("dantataaisha" → "dantata aisha", "preyepndagi" → "preye p ndagi"): known names, at most one
 * middle initial and at most one word no list holds, two to four words; nine letters at least, as a shorter word
 * glued from two names is as likely a brand ("EASEMONI").
 */
export function gluedNames(w: string): string | null {
  if (w.length < 9 || w.length > 40 || !/^[a-z]+$/.test(w)) return null;
  // best[i]: the fewest unknown words for w[0..i), with the words.
  const best: ({ unknown: number; initials: number; words: string[] } | null)[] = new Array(w.length + 1).fill(null);
  best[0] = { unknown: 0, initials: 0, words: [] };
  for (let i = 0; i < w.length; i++) {
    const at = best[i];
    if (!at || at.words.length >= 4) continue;
    for (let j = i + 1; j <= w.length; j++) {
      const piece = w.slice(i, j);
      const known = piece.length >= 3 && PERSON_NAMES.has(piece);
      const initial = piece.length === 1 && i > 0 && j < w.length;
      const unknown =
        !known &&
        !initial &&
        piece.length >= 3 &&
        piece.length < w.length &&
        /[aeiou]/.test(piece) &&
        !/[^aeiou]{3}/.test(piece);
      if (!known && !initial && !unknown) continue;
      const next = {
        unknown: at.unknown + (unknown ? 1 : 0),
        initials: at.initials + (initial ? 1 : 0),
        words: [...at.words, piece],
      };
      if (next.unknown > 1 || next.initials > 1) continue;
      const cur = best[j];
      if (!cur || next.unknown < cur.unknown || (next.unknown === cur.unknown && next.words.length < cur.words.length))
        best[j] = next;
    }
  }
  const end = best[w.length];
  if (!end || end.words.length < 2 || end.words.length - end.unknown - end.initials < 1) return null;
  return end.words.join(' ');
}
