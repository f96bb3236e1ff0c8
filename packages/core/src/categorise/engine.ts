/**
 * A small pure rules engine. Rules have conditions (phrases in the narration, direction, amount, channel, whether
 * the counterparty is a person, an optional predicate) and an action (category, lender, loan flag, flags). The
 * highest priority matching rule wins; ties go to the longest matched phrase, then to the earlier rule.
 *
 * Speed: rules are indexed by the first token of each phrase (and by a 5-letter prefix for truncated brand names),
 * so a row only considers the handful of rules whose words it contains, plus the few unindexed structural rules; and
 * it checks them from the most preferred down, stopping at the first that holds, so a rule that could not win never
 * runs its conditions. Each rule's conditions are compiled once into one object shape (`Check`).
 */
import type { Category, Kobo } from '../contract.ts';
import type { Channel, NormalisedNarration } from './normalise.ts';
import { tokenize } from './normalise.ts';

export interface RuleContext {
  description: string;
  n: NormalisedNarration;
  credit: boolean;
  /** Absolute amount in kobo. */
  amount: Kobo;
  /** The counterparty when it reads as a person's name (lower case), else null. */
  person: string | null;
  /** True when the counterparty is the account holder. */
  self: boolean;
  /** True when two or more words of the holder's name appear anywhere in the narration (own money, however written). */
  holderNamed?: boolean;
  /** True when the statement gives the holder's name (two words or more), so that a name can be told to be another's. */
  holderKnown?: boolean;
  /** What the account is used for, when the person said so (changes what credits and supplier payments mean). */
  persona?: string;
}

export interface RuleCondition {
  /** Any of these phrases (normalised) present; indexed. */
  phrases?: readonly string[];
  /** The whole normalised narration equals one of these. */
  exact?: readonly string[];
  /** All of these phrases must also be present. */
  allOf?: readonly string[];
  /** At least one of these must also be present (context words). */
  anyOf?: readonly string[];
  /** None of these may be present. */
  noneOf?: readonly string[];
  direction?: 'credit' | 'debit';
  /** Only for these personas (checked before anything costly). */
  personas?: readonly string[];
  channels?: readonly Channel[];
  notChannels?: readonly Channel[];
  minAmount?: Kobo;
  maxAmount?: Kobo;
  person?: boolean;
  self?: boolean;
  test?: (ctx: RuleContext) => boolean;
}

export interface RuleAction {
  category: Category;
  lender?: string | null;
  loanRepayment?: boolean;
  flags?: readonly string[];
}

export interface Rule {
  id: string;
  priority: number;
  when: RuleCondition;
  then: RuleAction;
  /** Single-word phrases may match truncated/glued tokens (default true for words of 6+ letters). */
  truncatable?: boolean;
}

export interface RuleMatch {
  rule: Rule;
  /** Number of tokens of the phrase that matched (0 for structural rules). */
  specificity: number;
}

interface Entry {
  rule: Rule;
  priority: number;
  order: number;
  phrase: readonly string[];
  check: Check;
}

/** A phrase's tokens, or null when a word would be dropped from narrations (pure digits, ids): it could never match. */
function normPhrase(p: string): string[] | null {
  const toks = tokenize(p);
  return toks.length === wordCount(p) ? toks : null;
}

/** How many runs of ASCII letters and digits the phrase holds (what tokenize would keep if it dropped nothing). */
function wordCount(p: string): number {
  let n = 0;
  let inWord = false;
  const lower = p.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    const alnum = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (alnum && !inWord) n++;
    inWord = alnum;
  }
  return n;
}

export class RuleSet {
  private readonly byToken = new Map<string, Entry[]>();
  private readonly byPrefix = new Map<string, Entry[]>();
  private readonly byExact = new Map<string, Entry[]>();
  private readonly unindexed: Entry[] = [];
  private readonly vocabulary: Set<string>;
  readonly size: number;

  constructor(rules: readonly Rule[], extraVocabulary: Iterable<string> = []) {
    this.vocabulary = new Set(extraVocabulary);
    this.size = rules.length;
    rules.forEach((rule, order) => {
      const { phrases, exact } = rule.when;
      const check = new Check(rule.when);
      const { priority } = rule;
      if (exact) {
        for (const e of exact) {
          const key = (normPhrase(e) ?? []).join(' ');
          push(this.byExact, key, { rule, priority, order, phrase: key.split(' '), check });
        }
      }
      if (phrases) {
        for (const p of phrases) {
          const toks = normPhrase(p);
          if (!toks || toks.length === 0) continue;
          for (const t of toks) this.vocabulary.add(t);
          const entry: Entry = { rule, priority, order, phrase: toks, check };
          push(this.byToken, toks[0]!, entry);
          if (toks.length === 1 && toks[0]!.length >= 6 && rule.truncatable !== false)
            push(this.byPrefix, toks[0]!.slice(0, 5), entry);
        }
      }
      if (!phrases && !exact) this.unindexed.push({ rule, priority, order, phrase: [], check });
    });
    this.unindexed.sort((a, b) => preferred({ e: a, spec: 0 }, { e: b, spec: 0 }));
  }

  /** Every word the rules or the extra vocabulary know. */
  words(): Iterable<string> {
    return this.vocabulary;
  }

  /** Is this word known to the rules or the extra vocabulary (so not a truncation)? */
  knows(token: string): boolean {
    return this.vocabulary.has(token);
  }

  match(ctx: RuleContext): RuleMatch | null {
    const tokens = ctx.n.tokens;
    // Gather every rule the row's words could fire, unchecked, then check them from the most preferred down: the first
    // whose conditions hold wins, so the costly conditions of rules that could not win are never evaluated.
    const found: Candidate[] = [];
    const exact = this.byExact.get(ctx.n.text);
    if (exact) for (const e of exact) found.push({ e, spec: e.phrase.length + 1 });
    const core = ctx.n.core !== ctx.n.text ? this.byExact.get(ctx.n.core) : undefined;
    if (core) for (const e of core) found.push({ e, spec: e.phrase.length + 1 });
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const list = this.byToken.get(t);
      if (list) {
        for (const e of list) if (phraseAt(tokens, i, e.phrase)) found.push({ e, spec: e.phrase.length });
      }
      if (t.length >= 5 && !this.vocabulary.has(t)) {
        const pl = this.byPrefix.get(t.slice(0, 5));
        if (pl) {
          for (const e of pl) {
            const w = e.phrase[0]!;
            const truncated = w.startsWith(t) && t.length >= 0.6 * w.length;
            const glued = t.startsWith(w);
            if (truncated || glued) found.push({ e, spec: 1 });
          }
        }
      }
    }
    found.sort(preferred);
    const padded = ` ${ctx.n.text} `;
    const words = ctx.n.text.split(' ');
    // The unindexed rules are kept sorted by preference (specificity 0): walk both lists in order.
    const rest = this.unindexed;
    let i = 0;
    let j = 0;
    while (i < found.length || j < rest.length) {
      let e: Entry;
      let spec = 0;
      if (j >= rest.length || (i < found.length && before(found[i]!.e, found[i]!.spec, rest[j]!, 0))) {
        e = found[i]!.e;
        spec = found[i++]!.spec;
      } else e = rest[j++]!;
      if (e.check.holds(ctx, padded, words)) return { rule: e.rule, specificity: spec };
    }
    return null;
  }
}

interface Candidate {
  e: Entry;
  spec: number;
}

/** Higher priority first, then the longer matched phrase, then the earlier rule. */
function preferred(a: Candidate, b: Candidate): number {
  return b.e.priority - a.e.priority || b.spec - a.spec || a.e.order - b.e.order;
}
function before(a: Entry, aSpec: number, b: Entry, bSpec: number): boolean {
  return a.priority !== b.priority ? a.priority > b.priority : aSpec !== bSpec ? aSpec > bSpec : a.order < b.order;
}

function push<T>(m: Map<string, T[]>, k: string, e: T): void {
  const l = m.get(k);
  if (l) l.push(e);
  else m.set(k, [e]);
}

function phraseAt(tokens: readonly string[], i: number, phrase: readonly string[]): boolean {
  if (i + phrase.length > tokens.length) return false;
  for (let j = 1; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) return false;
  return true;
}

/**
 * A rule's conditions compiled once into one object shape. Rules are written as object literals of many shapes, and
 * reading their optional fields on every row was slow (a lookup per field); here every field is present. Phrases
 * carry their padding spaces (a fresh string per test was a hot spot), and long any/none lists are indexed by their
 * first word: the narration is its tokens joined by single spaces, so a phrase can only be inside it when its first
 * word is one of the tokens.
 */
class Check {
  /** 0 either way, 1 credits only, 2 debits only. */
  readonly direction: number;
  readonly personas: readonly string[] | null;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly channels: readonly Channel[] | null;
  readonly notChannels: readonly Channel[] | null;
  readonly allOf: readonly string[] | null;
  readonly anyOf: PhraseList | null;
  readonly noneOf: PhraseList | null;
  /** 0 not asked, 1 must be true, 2 must be false. */
  readonly person: number;
  readonly self: number;
  readonly test: ((ctx: RuleContext) => boolean) | null;

  constructor(w: RuleCondition) {
    this.direction = w.direction === 'credit' ? 1 : w.direction === 'debit' ? 2 : 0;
    this.personas = w.personas ?? null;
    this.minAmount = w.minAmount ?? -Infinity;
    this.maxAmount = w.maxAmount ?? Infinity;
    this.channels = w.channels ?? null;
    this.notChannels = w.notChannels ?? null;
    this.allOf = w.allOf ? pad(w.allOf) : null;
    this.anyOf = w.anyOf ? new PhraseList(w.anyOf) : null;
    this.noneOf = w.noneOf ? new PhraseList(w.noneOf) : null;
    this.person = w.person === undefined ? 0 : w.person ? 1 : 2;
    this.self = w.self === undefined ? 0 : w.self ? 1 : 2;
    this.test = w.test ?? null;
  }

  holds(ctx: RuleContext, padded: string, words: readonly string[]): boolean {
    if (this.direction !== 0 && (this.direction === 1) !== ctx.credit) return false;
    if (this.personas !== null && !this.personas.includes(ctx.persona ?? '')) return false;
    if (ctx.amount < this.minAmount || ctx.amount > this.maxAmount) return false;
    if (this.channels !== null && !this.channels.includes(ctx.n.channel)) return false;
    if (this.notChannels !== null && this.notChannels.includes(ctx.n.channel)) return false;
    if (this.allOf !== null && !this.allOf.every((x) => padded.includes(x))) return false;
    if (this.anyOf !== null && !this.anyOf.inside(padded, words)) return false;
    if (this.noneOf !== null && this.noneOf.inside(padded, words)) return false;
    // Whether the counterparty is a person (or the holder) is read by the transfer grammar on first use: the costliest
    // check but a test's, so it comes after the word lists.
    if (this.person !== 0 && (ctx.person !== null) !== (this.person === 1)) return false;
    if (this.self !== 0 && ctx.self !== (this.self === 1)) return false;
    return this.test === null || this.test(ctx);
  }
}

const pad = (l: readonly string[]): string[] => l.map((p) => ` ${p} `);

/** Padded phrases, as a list when short, by first word when long (8 or more). */
class PhraseList {
  private readonly list: readonly string[] | null;
  private readonly byFirst: ReadonlyMap<string, readonly string[]> | null;
  constructor(phrases: readonly string[]) {
    if (phrases.length < 8) {
      this.list = pad(phrases);
      this.byFirst = null;
    } else {
      const byFirst = new Map<string, string[]>();
      for (const p of phrases) push(byFirst, p.split(' ')[0]!, ` ${p} `);
      this.list = null;
      this.byFirst = byFirst;
    }
  }
  inside(padded: string, tokens: readonly string[]): boolean {
    if (this.list !== null) {
      for (const x of this.list) if (padded.includes(x)) return true;
      return false;
    }
    for (const t of tokens) {
      const l = this.byFirst!.get(t);
      if (l) for (const x of l) if (padded.includes(x)) return true;
    }
    return false;
  }
}
