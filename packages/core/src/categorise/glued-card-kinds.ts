/**
 * A glued card or web line's kind word, cut where the terminal's name field ends (`POSPURCASAFINAFILLINGS`,
 * `WEBPURSALVATIONMINISTRIE`, `POS PUR@OLAJIDE COOKING GA`): the kind inside the run-together name says what was
 * bought. Vocabulary in lexicon/kinds-glued.ts; one rule a category, reading a class of lines, never one line.
 */
import type { Category } from '../contract.ts';
import { GLUED_CARD_LEADS, GLUED_CUT_KINDS } from '../lexicon/kinds-glued.ts';
import type { NormalisedNarration } from './normalise.ts';
import type { Rule, RuleContext } from './engine.ts';

/** A card or web line, spaced or glued to its lead (`WEBPUR…`, `POS PUR@…`, `CARD PURCHASE …`). */
const CARD_LINE =
  /^\s*(?:WEB ?(?:PUR|PMT|TRANSACTION)|POS ?(?:PUR|PMT|@|PAYMENT|TRANSACTION)|CARD ?(?:PUR|PAYMENT)|ONLINE ?(?:CARD|PAYMENT))/i;
const NOT_PURCHASE: ReadonlySet<string> = new Set([
  'refund',
  'reversal',
  'cash',
  'withdrawal',
  'cashout',
  'wdl',
  'stock',
  'wholesale',
  'resale',
]);
/** Tokens that lead a card line and are no part of the payee's name. */
const LEAD_TOKENS: ReadonlySet<string> = new Set([
  'pos',
  'web',
  'pur',
  'purchase',
  'purch',
  'pmt',
  'payment',
  'card',
  'online',
  'transaction',
  'txn',
  'at',
]);

/** Every cut form of every kind word (`fillings`, `fillingst`, …), looked up where a token ends; the first kind listed wins. */
const CUTS = new Map<string, Category>();
for (const k of GLUED_CUT_KINDS)
  for (let len = k.min; len < k.word.length; len++)
    if (!CUTS.has(k.word.slice(0, len))) CUTS.set(k.word.slice(0, len), k.category);
const LONGEST_CUT = Math.max(...[...CUTS.keys()].map((c) => c.length));
const SHORTEST_CUT = Math.min(...[...CUTS.keys()].map((c) => c.length));

/**
 * The kind a glued or cut name holds, or null. The name's tokens are joined; a kind word counts whole anywhere in it,
 * or cut (a prefix of `min` letters or more) where a token ends, since a terminal cuts at its field's end.
 */
function kindOf(description: string, n: NormalisedNarration): Category | null {
  if (!CARD_LINE.test(description)) return null;
  const parts: string[] = [];
  for (const t of n.tokens) {
    if (NOT_PURCHASE.has(t)) return null;
    if (LEAD_TOKENS.has(t) && parts.length === 0) continue;
    const lead = GLUED_CARD_LEADS.find((l) => t.startsWith(l));
    parts.push(lead && parts.length === 0 ? t.slice(lead.length) : t);
  }
  const joined = parts.join('');
  if (joined.length < 8) return null;
  const ends: number[] = [];
  let at = 0;
  for (const p of parts) ends.push((at += p.length));
  for (const k of GLUED_CUT_KINDS) if (joined.includes(k.word)) return k.category;
  for (const end of ends) {
    for (let len = Math.min(end, LONGEST_CUT); len >= SHORTEST_CUT; len--) {
      const kind = CUTS.get(joined.slice(end - len, end));
      if (kind) return kind;
    }
  }
  return null;
}

/** Once a row: every category's rule asks the same question. */
const seen = new WeakMap<NormalisedNarration, Category | null>();
const gluedCutKind = (c: RuleContext): Category | null => {
  let k = seen.get(c.n);
  if (k === undefined) seen.set(c.n, (k = kindOf(c.description, c.n)));
  return k;
};

export function gluedCardKindRules(): Rule[] {
  const categories = [...new Set(GLUED_CUT_KINDS.map((k) => k.category))];
  // Above a card's unknown shop (200) and the glued kinds of card-kind-rules.ts (505-506); below every rule that read
  // the name's words whole (leisure venues 523, brands 560).
  return categories.map((category): Rule => ({
    id: `kind.glued-cut.${category}`,
    priority: 507,
    when: { direction: 'debit', test: (c) => gluedCutKind(c) === category },
    then: { category },
    truncatable: false,
  }));
}
