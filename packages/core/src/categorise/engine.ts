/**
 * A small pure rules engine. Rules have conditions (phrases in the narration, direction, amount, channel, whether
 * the counterparty is a person, an optional predicate) and an action (category, lender, loan flag, flags). The
 * highest priority matching rule wins; ties go to the longest matched phrase, then to the earlier rule.
 *
 * Speed: rules are indexed by the first token of each phrase (and by a 5-letter prefix for truncated brand names),
 * so a row only evaluates the handful of rules whose words it contains, plus the few unindexed structural rules.
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
  order: number;
  phrase: readonly string[];
}

/** A phrase's tokens, or null when a word would be dropped from narrations (pure digits, ids): it could never match. */
function normPhrase(p: string): string[] | null {
  const toks = tokenize(p);
  return toks.length === p.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).length ? toks : null;
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
      if (exact) {
        for (const e of exact) {
          const key = (normPhrase(e) ?? []).join(' ');
          push(this.byExact, key, { rule, order, phrase: key.split(' ') });
        }
      }
      if (phrases) {
        for (const p of phrases) {
          const toks = normPhrase(p);
          if (!toks || toks.length === 0) continue;
          for (const t of toks) this.vocabulary.add(t);
          const entry: Entry = { rule, order, phrase: toks };
          push(this.byToken, toks[0]!, entry);
          if (toks.length === 1 && toks[0]!.length >= 6 && rule.truncatable !== false) push(this.byPrefix, toks[0]!.slice(0, 5), entry);
        }
      }
      if (!phrases && !exact) this.unindexed.push({ rule, order, phrase: [] });
    });
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
    const padded = ` ${ctx.n.text} `;
    let words: readonly string[] | null = null;
    let best: Entry | null = null;
    let bestSpec = -1;
    const consider = (e: Entry, spec: number): void => {
      if (best) {
        if (e.rule.priority < best.rule.priority) return;
        if (e.rule.priority === best.rule.priority) {
          if (spec < bestSpec) return;
          if (spec === bestSpec && e.order >= best.order) return;
        }
      }
      if (!conditionsHold(e.rule.when, ctx, padded, (words ??= ctx.n.text.split(' ')))) return;
      best = e;
      bestSpec = spec;
    };
    const exact = this.byExact.get(ctx.n.text);
    if (exact) for (const e of exact) consider(e, e.phrase.length + 1);
    const core = ctx.n.core !== ctx.n.text ? this.byExact.get(ctx.n.core) : undefined;
    if (core) for (const e of core) consider(e, e.phrase.length + 1);
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const list = this.byToken.get(t);
      if (list) {
        for (const e of list) if (phraseAt(tokens, i, e.phrase)) consider(e, e.phrase.length);
      }
      if (t.length >= 5 && !this.vocabulary.has(t)) {
        const pl = this.byPrefix.get(t.slice(0, 5));
        if (pl) {
          for (const e of pl) {
            const w = e.phrase[0]!;
            const truncated = w.startsWith(t) && t.length >= 0.6 * w.length;
            const glued = t.startsWith(w);
            if (truncated || glued) consider(e, 1);
          }
        }
      }
    }
    for (const e of this.unindexed) consider(e, 0);
    return best ? { rule: (best as Entry).rule, specificity: bestSpec } : null;
  }
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
 * A condition's phrases with their padding spaces, built once per condition (a fresh string per test was the hot
 * spot), and long any/none lists indexed by their first word: the narration is its tokens joined by single spaces,
 * so a phrase can only be inside it when its first word is one of the tokens.
 */
interface PaddedPhrases {
  allOf?: readonly string[];
  anyOf?: PhraseList;
  noneOf?: PhraseList;
}
type PhraseList = readonly string[] | ReadonlyMap<string, readonly string[]>;
const paddedCache = new WeakMap<RuleCondition, PaddedPhrases>();
const pad = (l: readonly string[]) => l.map((p) => ` ${p} `);
function indexed(l: readonly string[] | undefined): PhraseList | undefined {
  if (!l) return undefined;
  if (l.length < 8) return pad(l);
  const byFirst = new Map<string, string[]>();
  for (const p of l) push(byFirst, p.split(' ')[0]!, ` ${p} `);
  return byFirst;
}
function paddedOf(w: RuleCondition): PaddedPhrases {
  let p = paddedCache.get(w);
  if (!p) {
    p = { allOf: w.allOf && pad(w.allOf), anyOf: indexed(w.anyOf), noneOf: indexed(w.noneOf) };
    paddedCache.set(w, p);
  }
  return p;
}
function anyInside(list: PhraseList, padded: string, tokens: readonly string[]): boolean {
  if (Array.isArray(list)) return (list as readonly string[]).some((x) => padded.includes(x));
  const byFirst = list as ReadonlyMap<string, readonly string[]>;
  for (const t of tokens) {
    const l = byFirst.get(t);
    if (l && l.some((x) => padded.includes(x))) return true;
  }
  return false;
}

function conditionsHold(w: RuleCondition, ctx: RuleContext, padded: string, words: readonly string[]): boolean {
  if (w.direction && (w.direction === 'credit') !== ctx.credit) return false;
  if (w.personas && !w.personas.includes(ctx.persona ?? '')) return false;
  if (w.minAmount !== undefined && ctx.amount < w.minAmount) return false;
  if (w.maxAmount !== undefined && ctx.amount > w.maxAmount) return false;
  if (w.channels && !w.channels.includes(ctx.n.channel)) return false;
  if (w.notChannels && w.notChannels.includes(ctx.n.channel)) return false;
  if (w.person !== undefined && (ctx.person !== null) !== w.person) return false;
  if (w.self !== undefined && ctx.self !== w.self) return false;
  if (w.allOf || w.anyOf || w.noneOf) {
    const p = paddedOf(w);
    if (p.allOf && !p.allOf.every((x) => padded.includes(x))) return false;
    if (p.anyOf && !anyInside(p.anyOf, padded, words)) return false;
    if (p.noneOf && anyInside(p.noneOf, padded, words)) return false;
  }
  if (w.test && !w.test(ctx)) return false;
  return true;
}
