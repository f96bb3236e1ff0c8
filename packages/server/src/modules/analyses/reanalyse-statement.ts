import {
  CREDIT_CATEGORIES,
  DEBIT_CATEGORIES,
  type AnalysisResult,
  type Category,
  type ParsedStatement,
  type Persona,
} from '@nairalens/core/contract.ts';
import {
  analyseWithRules,
  directionOf,
  resultJson,
  similarityKey,
  type StoredMeta,
  type StoredRule,
} from '@nairalens/core/analysis/analyse-with-rules.ts';
import type { StoredResult, TxRow } from './repository.ts';

/** Every category, so a row's category travels as one byte (its position here). */
export const CATEGORY_CODES: readonly Category[] = [...DEBIT_CATEGORIES, ...CREDIT_CATEGORIES];

/**
 * An analysis's transactions column by column, in statement order, in buffers: handed to the worker thread without
 * a copy (a structured clone of 200,000 rows, or of one 5 MB string, would itself hold the event loop for 100 ms or
 * more). Narrations and dates are UTF-8, separated by NUL, which PostgreSQL text cannot contain.
 */
export interface PackedRows {
  count: number;
  idx: Int32Array;
  dates: Uint8Array;
  descriptions: Uint8Array;
  amount: Float64Array;
  /** NaN where the statement shows no balance. */
  balance: Float64Array;
  /** Positions in CATEGORY_CODES. */
  category: Uint8Array;
  loanRepayment: Uint8Array;
  recategorised: Uint8Array;
}

/** What packing needs of a stored transaction. */
export type PackableRow = Pick<TxRow, 'idx' | 'date' | 'description' | 'amount' | 'balance' | 'category' | 'loan_repayment' | 'recategorised'>;

type Column = Exclude<keyof PackedRows, 'count'>;
const COLUMNS: readonly Column[] = ['idx', 'dates', 'descriptions', 'amount', 'balance', 'category', 'loanRepayment', 'recategorised'];

/** Packs rows as they are read, a chunk at a time (each chunk a few milliseconds of work), in statement order. */
export function rowPacker() {
  const code = new Map(CATEGORY_CODES.map((c, i) => [c, i]));
  const encoder = new TextEncoder();
  const chunks: Omit<PackedRows, 'count'>[] = [];
  let count = 0;
  return {
    add(rows: readonly PackableRow[]): void {
      if (rows.length === 0) return;
      const category = rows.map((r) => {
        const c = code.get(r.category);
        if (c === undefined) throw new Error(`Unknown stored category: ${r.category}`);
        return c;
      });
      // Each chunk's text ends with its separator, so the chunks join end to end.
      chunks.push({
        idx: Int32Array.from(rows, (r) => r.idx),
        dates: encoder.encode(rows.map((r) => `${r.date}\0`).join('')),
        descriptions: encoder.encode(rows.map((r) => `${r.description}\0`).join('')),
        amount: Float64Array.from(rows, (r) => r.amount),
        balance: Float64Array.from(rows, (r) => r.balance ?? NaN),
        category: Uint8Array.from(category),
        loanRepayment: Uint8Array.from(rows, (r) => (r.loan_repayment ? 1 : 0)),
        recategorised: Uint8Array.from(rows, (r) => (r.recategorised ? 1 : 0)),
      });
      count += rows.length;
    },
    packed(): PackedRows {
      // Each column's chunks laid end to end in one buffer of its own (so it can be transferred).
      const joined = <A extends Int32Array | Float64Array | Uint8Array>(make: (n: number) => A, parts: A[]): A => {
        const out = make(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const p of parts) {
          out.set(p as never, at);
          at += p.length;
        }
        return out;
      };
      const bytes = (col: 'dates' | 'descriptions' | 'category' | 'loanRepayment' | 'recategorised') =>
        joined((n) => new Uint8Array(n), chunks.map((c) => c[col]));
      const floats = (col: 'amount' | 'balance') => joined((n) => new Float64Array(n), chunks.map((c) => c[col]));
      return {
        count,
        idx: joined((n) => new Int32Array(n), chunks.map((c) => c.idx)),
        dates: bytes('dates'),
        descriptions: bytes('descriptions'),
        amount: floats('amount'),
        balance: floats('balance'),
        category: bytes('category'),
        loanRepayment: bytes('loanRepayment'),
        recategorised: bytes('recategorised'),
      };
    },
  };
}

/** The buffers of packed rows, to hand over to the thread. */
export const packedBuffers = (rows: PackedRows): ArrayBuffer[] => COLUMNS.map((c) => rows[c].buffer as ArrayBuffer);

export interface ReanalysisInput {
  rows: PackedRows;
  /** The corrected row (its statement index), the category chosen, and whether similar rows follow it. */
  target: number;
  category: Category;
  applyToSimilar: boolean;
  stored: StoredResult;
  rules: StoredRule[];
  persona: Persona | undefined;
}

/** Rows whose stored category, loan flag or correction flag change, grouped by their new values. */
export interface CategoryChange {
  category: Category;
  loanRepayment: boolean;
  recategorised: boolean;
  /** Statement indexes of the rows (a buffer: 200,000 of them cost nothing to hand back). */
  idx: Int32Array;
}

export interface ReanalysisOutcome {
  /** The corrected row and, with applyToSimilar, every similar one. */
  updated: number;
  changes: CategoryChange[];
  json: ReturnType<typeof resultJson>;
  summary: AnalysisResult['summary'];
  /** Transactions per category once the changes are stored (what the filter chips show). */
  counts: Record<string, number>;
}

/**
 * The analysis computed again after a correction, exactly as a new analysis would run with the person's rules,
 * every earlier single-row correction kept. Pure and CPU-heavy on a big statement: it runs in a worker thread
 * (reanalyse-worker.ts); the caller stores what it returns, under the analysis's row lock.
 */
export function reanalyseStatement(input: ReanalysisInput): ReanalysisOutcome {
  const { rows, target, category } = input;
  const decoder = new TextDecoder();
  const dates = decoder.decode(rows.dates).split('\0');
  const descriptions = decoder.decode(rows.descriptions).split('\0');
  const at = (i: number) => ({ description: descriptions[i], amount: rows.amount[i] });
  const targetAt = rows.idx.indexOf(target);
  const key = similarityKey(at(targetAt).description, at(targetAt).amount);
  const direction = directionOf(at(targetAt).amount);
  const changed = new Uint8Array(rows.count);
  changed[targetAt] = 1;
  let updated = 1;
  if (input.applyToSimilar) {
    for (let i = 0; i < rows.count; i++) {
      const r = at(i);
      if (!changed[i] && directionOf(r.amount) === direction && similarityKey(r.description, r.amount) === key) {
        changed[i] = 1;
        updated++;
      }
    }
  }
  const overrides = new Map<number, Category>();
  for (let i = 0; i < rows.count; i++) {
    if (changed[i]) overrides.set(rows.idx[i], category);
    else if (rows.recategorised[i]) overrides.set(rows.idx[i], CATEGORY_CODES[rows.category[i]]);
  }
  const parsed: ParsedStatement = {
    statement: input.stored.statement,
    transactions: Array.from({ length: rows.count }, (_, i) => ({
      date: dates[i],
      description: descriptions[i],
      amount: rows.amount[i],
      balance: Number.isNaN(rows.balance[i]) ? null : rows.balance[i],
    })),
    meta: { format: (input.stored.meta?.format ?? 'pdf') as ParsedStatement['meta']['format'] },
  };
  const { result, insights } = analyseWithRules(parsed, input.persona, input.rules, overrides);

  const groups = new Map<string, Omit<CategoryChange, 'idx'> & { idx: number[] }>();
  const counts: Record<string, number> = {};
  for (let i = 0; i < rows.count; i++) {
    const was = CATEGORY_CODES[rows.category[i]];
    const t = result.transactions[rows.idx[i]];
    const now = t ? t.category : was;
    counts[now] = (counts[now] ?? 0) + 1;
    if (!t) continue;
    const recategorised = changed[i] === 1 || rows.recategorised[i] === 1;
    if (t.category === was && t.loanRepayment === (rows.loanRepayment[i] === 1) && recategorised === (rows.recategorised[i] === 1))
      continue;
    const group = `${t.category}|${t.loanRepayment}|${recategorised}`;
    let g = groups.get(group);
    if (!g) groups.set(group, (g = { category: t.category, loanRepayment: t.loanRepayment, recategorised, idx: [] }));
    g.idx.push(rows.idx[i]);
  }
  const meta: StoredMeta = input.stored.meta ?? { format: 'pdf', ocrConfidence: null };
  const changes = [...groups.values()].map((g) => ({ ...g, idx: Int32Array.from(g.idx) }));
  return { updated, changes, json: resultJson(result, insights, meta), summary: result.summary, counts };
}
