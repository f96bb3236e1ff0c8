/**
 * A word cut by the line's width. Banks print a transfer's memo last and cut the line at 30–40 characters, so a
 * purchase's word often ends half-written ("… TO ADA OBI CARTO", "… /COOPERATI", "… NEXT CASH AND"). When the last
 * word is the start of exactly one purpose word the rules know, and no shorter reading is a word of its own, the line
 * is read with that word whole; every rule then decides as it would for the uncut line.
 *
 * Why a list and a length per word: a prefix is taken only where it cannot be another common word or a name
 * ("CART" is a cart, "COOPER" a surname, "SUPP" support as often as supply, "PHARMA" a drug maker), so each word's
 * shortest accepted start is set where its readings stop being shared. Packaging is left out: set Q labels a cut
 * "PACKAGI" to a person as a transfer (what the line shows), set T as stock; the sets disagree, the line stays as is.
 */

/** Purpose words and the shortest start of each that reads as that word only. */
const CUT_WORDS: readonly (readonly [word: string, min: number])[] = [
  ['cartons', 5], // CARTO: not cart, carton and cartons read alike
  ['stock', 4], // STOC
  ['diesel', 4], // DIES, DIESE
  ['fabric', 4], // FABR, FABRI
  ['carriage', 5], // CARRI (CARR is a surname)
  ['delivery', 5], // DELIV
  ['wholesale', 6], // WHOLES: not whole
  ['supplies', 5], // SUPPL: not support
  ['cooperative', 7], // COOPERA: not Cooper
  ['pension', 5], // PENSI: not pens
  ['tithe', 4], // TITH
  ['salary', 5], // SALAR (SALA is a surname, SAL its own abbreviation)
  ['payroll', 5], // PAYRO, PAYROL
  ['chicken', 6], // CHICKE: not chick
  ['offering', 6], // OFFERI, OFFERIN: not offer
  ['mechanic', 6], // MECHAN: a mechanic's or a mechanical job, both the vehicle's
  ['materials', 6], // MATERI: not mater
  ['generator', 7], // GENERAT: not general
  ['labour', 5], // LABOU: not lab
  ['tractor', 6], // TRACTO: not tract
  ['landlords', 7], // LANDLOR: a landlord or a landlords' association, both housing
  ['salon', 4], // SALO
  ['barbing', 5], // BARBI
];

/** Phrases cut after a whole word ("CASH AND" of cash and carry, "FOR GOOD" of for goods). */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const CUT_PHRASES: readonly (readonly [start: string, phrase: string])[] = [
  ['cash and', 'cash and carry'],
  ['for good', 'for goods'],
  // Money for fuel given to a person is help (convention 9); the cut "FUEL MON" is not fuel bought.
  ['fuel mo', 'fuel money'],
  // A month's pay cut to two letters ("JUN SA"): salary, never a month and a word of its own.
  ...MONTHS.map((m) => [`${m} sa`, `${m} salary`] as const),
  // A staff member's pay cut after "STAFF SA": a wage, never a word of its own; a farm's "DAY OL" is day-old chicks.
  ['staff sa', 'staff salary'],
  ['day ol', 'day old'],
  // A farm's egg crates, an events firm's chairs hired and a builders' yard's iron rods, cut after their first word.
  ['egg cr', 'egg crates'],
  ['chairs h', 'chairs hire'],
  ['iron ro', 'iron rods'],
  ['project bi', 'project binding'],
  // A feast's greeting and a game house cut after their first word.
  ['ramadan k', 'ramadan kareem'],
  ['game ho', 'game house'],
];

/** The line with its last word written whole, or the line itself when nothing is cut or the start is ambiguous. */
export function completeCutTail(description: string): string {
  const lower = description.toLowerCase();
  for (const [start, phrase] of CUT_PHRASES) {
    for (let k = phrase.length - 1; k >= start.length; k--) {
      const cut = phrase.slice(0, k);
      if (lower.endsWith(cut) && /^$|[\s/|:-]$/.test(lower.slice(-k - 1, -k))) return description.slice(0, -k) + phrase.toUpperCase();
    }
  }
  const m = /(?:^|[\s/|:-])([A-Za-z]+)$/.exec(description);
  if (!m) return description;
  const last = m[1]!.toLowerCase();
  const hits = CUT_WORDS.filter(([w, min]) => last.length >= min && last.length < w.length && w.startsWith(last));
  if (hits.length !== 1) return description;
  return description.slice(0, description.length - last.length) + hits[0]![0].toUpperCase();
}
