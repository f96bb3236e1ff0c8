/**
 * Categorisation of statement rows: normalise → detect person → rules (user rules first) → Transaction.
 */
import type { Persona, StatementRow, Transaction } from '../contract.ts';
import { BUSINESS_WORDS, PERSON_NAMES } from '../lexicon/index.ts';
import { buildBuiltinRules } from './builtin-rules.ts';
import type { Rule, RuleContext } from './engine.ts';
import { RuleSet } from './engine.ts';
import type { Channel } from './normalise.ts';
import type { NormalisedNarration, Vocabulary } from './normalise.ts';
import { segmentMerchant, splitGlued } from './glue.ts';
import { CHANNEL_WORDS, normaliseNarration, tokenize } from './normalise.ts';
import { SAVINGS_SURNAMES, savingsWordAsName, withoutHolderSender, withoutWord } from './names-not-brands.ts';
import { completeCutTail } from './cut-tails.ts';
import { withoutBankChannelPrefix } from './bank-channel-prefixes.ts';
import { detectPerson } from './person-name.ts';
import type { UserRule } from './user-rules.ts';
import { compileUserRules, ruleFits, similarityKey } from './user-rules.ts';

export interface RowDetail {
  channel: Channel;
  /** Counterparty words (lower case) when the narration names one. */
  counterparty: string | null;
  /** The counterparty when it is a person. */
  person: string | null;
  /** Words that identify the same payer/payee across rows (see analysis/keys.ts). */
  key: string;
  ruleId: string;
  flags: readonly string[];
}

/** A statement row, with the counterparty when the statement prints it in its own To/From column. */
export type CategoriseInput = StatementRow & { counterparty?: string | null };

export interface CategoriseOptions {
  userRules?: readonly UserRule[];
  /** The account holder's name (statement.accountName): transfers to/from it are own-account moves. */
  accountName?: string | null;
  /** What the account is used for (a POS agent's card-withdrawal credits are its business income). */
  persona?: Persona;
}

let builtin: RuleSet | null = null;
/** The built-in rule set (built once; pure). */
export function builtinRuleSet(): RuleSet {
  builtin ??= new RuleSet(buildBuiltinRules(), [...CHANNEL_WORDS, ...BUSINESS_WORDS]);
  return builtin;
}

/** Rule context with the person computed on first use (a lexicon match usually decides the row first). */
class RowContext implements RuleContext {
  readonly description: string;
  readonly n: NormalisedNarration;
  readonly credit: boolean;
  readonly amount: number;
  private readonly known: (w: string) => boolean;
  private readonly holder: readonly string[];
  readonly persona: string | undefined;
  private personValue: string | null | undefined = undefined;
  constructor(description: string, n: NormalisedNarration, credit: boolean, amount: number, known: (w: string) => boolean, holder: readonly string[], persona?: string) {
    this.description = description;
    this.persona = persona;
    this.n = n;
    this.credit = credit;
    this.amount = amount;
    this.known = known;
    this.holder = holder;
  }
  /** The person as read with the whole name ("TERSOO KOLO"), kept when the row is read again without a word of it. */
  keepPerson(person: string | null): this {
    if (person) this.personValue = person;
    return this;
  }
  get person(): string | null {
    if (this.personValue === undefined) this.personValue = detectPerson(this.n.counterparty, this.known);
    return this.personValue;
  }
  get holderKnown(): boolean {
    return this.holder.length >= 2;
  }
  get holderNamed(): boolean {
    if (this.holder.length < 2) return false;
    let words = this.n.tokens;
    // A debit's "FRM <holder>" names the sender, who is always the holder: it says nothing of whose account was paid.
    const from = this.credit ? -1 : words.indexOf('frm');
    if (from >= 0) words = words.slice(0, from);
    if (this.holder.filter((t) => words.includes(t)).length < 2 && !this.gluedHolder(words)) return false;
    const p = this.person;
    return p === null || !this.relative(p);
  }
  get self(): boolean {
    const p = this.person;
    if (p === null || this.holder.length < 2) return false;
    const words = this.withCutHolderName(p.split(' '));
    return this.holder.filter((t) => words.includes(t)).length >= 2 && !this.relative(words.join(' '));
  }
  /**
   * The line's width cuts the holder's last printed name ("… WISE ADA OKAFO" for ADA OKAFOR): a last word of three
   * letters or more that ends the line and starts one of the holder's names not already printed is that name.
   */
  private withCutHolderName(words: readonly string[]): readonly string[] {
    const last = words[words.length - 1] ?? '';
    if (last.length < 3 || this.holder.includes(last) || !this.description.toLowerCase().endsWith(last)) return words;
    const named = this.holder.filter((t) => words.includes(t));
    const whole = this.holder.filter((t) => !named.includes(t) && t.startsWith(last));
    return named.length >= 1 && whole.length === 1 ? [...words.slice(0, -1), whole[0]!] : words;
  }
  /** Two of the holder's names glued into one word ("TRFFRMONORIODEEJIRO" for ONORIODE EJIRO), in either order. */
  private gluedHolder(words: readonly string[]): boolean {
    const h = this.holder;
    return words.some((w) => w.length >= 6 && h.some((a) => w.includes(a) && h.some((b) => b !== a && w.includes(a + b))));
  }
  /**
   * In any order and with a name left out, the words are the holder's; a full name with a word the holder does not
   * have ("ESSIEN ANIEKAN OKON" for OKON EFFIONG ANIEKAN) is a relative sharing two names.
   */
  private relative(person: string): boolean {
    // Only name words count: a brand or bank beside the name ("NALA OKAFOR IKENNA", "… FIRST BANK") is no relative.
    // A currency code after the name ("WISE … ADA OKAFOR GBP") is the transfer's, not a third name.
    const words = person.split(' ').filter((t) => t.length > 1 && !this.known(t) && !CURRENCY_CODES.has(t));
    return words.length >= 3 && words.some((t) => !this.holder.includes(t));
  }
}

/** Currency codes remittance lines print after the sender's name. */
const CURRENCY_CODES: ReadonlySet<string> = new Set(['gbp', 'usd', 'eur', 'cad', 'aud', 'ngn', 'zar', 'ghs', 'kes', 'aed']);

class Detail implements RowDetail {
  private readonly ctx: RowContext;
  readonly ruleId: string;
  readonly flags: readonly string[];
  private keyValue: string | undefined = undefined;
  constructor(ctx: RowContext, ruleId: string, flags: readonly string[]) {
    this.ctx = ctx;
    this.ruleId = ruleId;
    this.flags = flags;
  }
  get channel(): Channel {
    return this.ctx.n.channel;
  }
  get counterparty(): string | null {
    return this.ctx.n.counterparty;
  }
  get person(): string | null {
    return this.ctx.person;
  }
  get key(): string {
    return (this.keyValue ??= keyOf(this.ctx.n));
  }
}

/** Every prefix of a known word (rules, lexicon, names), built once: the segmenter stops where no word continues. */
let prefixes: ReadonlySet<string> | null = null;
function prefixesOf(base: RuleSet): ReadonlySet<string> {
  if (prefixes) return prefixes;
  const set = new Set<string>();
  for (const list of [base.words(), PERSON_NAMES]) for (const w of list) for (let i = 1; i <= w.length; i++) set.add(w.slice(0, i));
  prefixes = set;
  return set;
}

/** Words the rules know, with a cached splitter for glued tokens (names stay whole). */
function vocabularyOf(base: RuleSet): Vocabulary {
  const cache = new Map<string, readonly string[] | null>();
  const known = (w: string): boolean => base.knows(w);
  const starts = prefixesOf(base);
  const prefix = (p: string): boolean => starts.has(p);
  const split = (t: string): readonly string[] | null => {
    if (t.length < 6 || base.knows(t) || PERSON_NAMES.has(t)) return null;
    let parts = cache.get(t);
    if (parts === undefined) {
      parts = splitGlued(t, known, prefix);
      // Keystone glues TO to a brand the line names whole ("TRFTOBETWAY", "TRFTOOKASH"): the brand decides.
      if (!parts && t.startsWith('to') && t.length >= 6 && base.knows(t.slice(2))) parts = ['to', t.slice(2)];
      cache.set(t, parts);
    }
    return parts;
  };
  // Rule words only: a merchant is no person, and names would chop its town ("GBAGADA" → g bag ada).
  // A known word's start ("NAIRABE" cut from Nairabet) is a truncated brand: the engine matches it whole.
  const merchant = (t: string): readonly string[] | null => (base.knows(t) || prefix(t) ? null : segmentMerchant(t, known, prefix));
  return { split, known: (w) => base.knows(w) || PERSON_NAMES.has(w), prefix, merchant };
}

export function createCategoriser(options: CategoriseOptions = {}): (row: CategoriseInput) => { tx: Transaction; detail: RowDetail } {
  const base = builtinRuleSet();
  const users = options.userRules?.length ? new RuleSet(compileUserRules(options.userRules)) : null;
  // Exact similarity-key lookup first (first rule in the list wins, as stored newest first).
  const byKey = new Map<string, UserRule[]>();
  const userRuleOf = new Map<string, Rule>();
  if (options.userRules) {
    const compiled = compileUserRules(options.userRules);
    options.userRules.forEach((u, i) => {
      const l = byKey.get(u.pattern) ?? [];
      l.push(u);
      byKey.set(u.pattern, l);
      userRuleOf.set(u.id, compiled[i]!);
    });
  }
  const holder = options.accountName ? tokenize(options.accountName).filter((t) => t.length > 1) : [];
  // A savings pocket's one-word name is also a surname ("EKPO KOLO"): beside a name it does not stop the name.
  const known = (w: string): boolean => base.knows(w) && !PERSON_NAMES.has(w) && !SAVINGS_SURNAMES.has(w);
  const vocabulary = vocabularyOf(base);
  return (row) => {
    const credit = row.amount > 0;
    // A purpose word cut by the line's width is read whole (cut-tails.ts); a bank's name before its channel word is
    // only the channel (bank-channel-prefixes.ts).
    const read = completeCutTail(withoutBankChannelPrefix((!credit && withoutHolderSender(row.description, holder)) || row.description));
    const n = normaliseNarration(read, credit, row.counterparty, vocabulary);
    const ctx = new RowContext(read, n, credit, Math.abs(row.amount), known, holder, options.persona);
    let rule: Rule | undefined;
    if (byKey.size) {
      const u = byKey.get(similarityKey(row.description, row.amount))?.find((x) => ruleFits(x, credit));
      if (u) rule = userRuleOf.get(u.id);
    }
    rule ??= (users?.match(ctx) ?? base.match(ctx))!.rule;
    const name = savingsWordAsName(rule.id, ctx, (w) => base.knows(w));
    if (name) {
      const d = withoutWord(read, name);
      const n2 = normaliseNarration(d, credit, row.counterparty, vocabulary);
      rule = base.match(new RowContext(d, n2, credit, Math.abs(row.amount), known, holder, options.persona).keepPerson(ctx.person))!.rule;
    }
    const tx: Transaction = {
      date: row.date,
      description: row.description,
      amount: row.amount,
      balance: row.balance,
      category: rule.then.category,
      loanRepayment: !credit && (rule.then.loanRepayment ?? false),
      lender: rule.then.lender ?? null,
    };
    // Money moved to one's own account is savings for the taxonomy; the analysis needs to know it was only moved.
    if (!credit && rule.then.category === 'savings_investment' && rule.then.flags?.includes('own_account')) tx.ownAccount = true;
    const detail = new Detail(ctx, rule.id, rule.then.flags ?? []);
    return { tx, detail };
  };
}

/** Categorises rows; returns transactions (contract shape) and per-row details for the analysis. */
export function categoriseRows(rows: readonly CategoriseInput[], options: CategoriseOptions = {}): { transactions: Transaction[]; details: RowDetail[] } {
  const cat = createCategoriser(options);
  const transactions: Transaction[] = new Array(rows.length);
  const details: RowDetail[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = cat(rows[i]!);
    transactions[i] = r.tx;
    details[i] = r.detail;
  }
  return { transactions, details };
}

/** Categorises one narration (convenience for tests and the admin's rule tester). */
export function categoriseNarration(description: string, amount: number, options: CategoriseOptions = {}): Transaction {
  return createCategoriser(options)({ date: '1970-01-01', description, amount, balance: null }).tx;
}

const MONTH_WORDS = new Set('jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december month monthly for of the payment pymt pmt being ref'.split(' '));

/** A stable key for "the same payer/payee" across rows: counterparty words, else the narration's words without ids and months. */
export function keyOf(n: NormalisedNarration): string {
  const src = n.counterparty ? tokenize(n.counterparty) : n.tokens;
  const words = src.filter((t) => !CHANNEL_WORDS.has(t) && !MONTH_WORDS.has(t) && t.length > 1).slice(0, 3);
  return words.join(' ') || n.text;
}
