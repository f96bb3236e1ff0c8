/**
 * What people's corrections say about the built-in rules, for the admin's AI settings: each narration pattern that
 * people moved to another category, how many people and corrections, and from which categories. Learning stays per
 * person (user rules); promoting a pattern to a global rule is the admin's decision, made from this summary.
 *
 * Patterns that name a private person ("ADAEZE OKAFOR") are left out: they say nothing about other people's
 * statements and must not leave the account they came from.
 */
import type { Category } from '../contract.ts';
import { BUSINESS_WORDS, PERSON_NAMES } from '../lexicon/index.ts';
import { builtinRuleSet } from './categorise.ts';
import { detectPerson } from './person-name.ts';
import { similarityKey } from './user-rules.ts';

export interface CorrectionRecord {
  /** Who corrected (any stable id; only counted, never returned). */
  userId: string;
  description: string;
  /** Kobo; credit > 0, debit < 0. */
  amount: number;
  /** The category the engine gave. */
  from: Category;
  /** The category the person chose. */
  to: Category;
}

export interface CorrectionPattern {
  /** The similarity key shared by the corrected narrations (what a global rule would match). */
  pattern: string;
  direction: 'credit' | 'debit';
  category: Category;
  /** Engine categories the corrections moved away from, most frequent first. */
  from: Category[];
  people: number;
  corrections: number;
  /** Up to three narrations as written, for the admin to judge the pattern. */
  examples: string[];
}

export function correctionPatterns(records: readonly CorrectionRecord[], options: { minPeople?: number } = {}): CorrectionPattern[] {
  const base = builtinRuleSet();
  const known = (w: string): boolean => (base.knows(w) || BUSINESS_WORDS.has(w)) && !PERSON_NAMES.has(w);
  const groups = new Map<string, { p: CorrectionPattern; users: Set<string>; from: Map<Category, number> }>();
  for (const r of records) {
    if (r.from === r.to || r.amount === 0) continue;
    const pattern = similarityKey(r.description, r.amount);
    if (!pattern || detectPerson(pattern, known) !== null) continue;
    const direction = r.amount > 0 ? 'credit' : 'debit';
    const key = `${direction}|${pattern}|${r.to}`;
    let g = groups.get(key);
    if (!g) {
      g = { p: { pattern, direction, category: r.to, from: [], people: 0, corrections: 0, examples: [] }, users: new Set(), from: new Map() };
      groups.set(key, g);
    }
    g.users.add(r.userId);
    g.p.corrections++;
    g.from.set(r.from, (g.from.get(r.from) ?? 0) + 1);
    if (g.p.examples.length < 3 && !g.p.examples.includes(r.description)) g.p.examples.push(r.description);
  }
  const min = options.minPeople ?? 1;
  return [...groups.values()]
    .map(({ p, users, from }) => ({ ...p, people: users.size, from: [...from.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c) }))
    .filter((p) => p.people >= min)
    .sort((a, b) => b.people - a.people || b.corrections - a.corrections || a.pattern.localeCompare(b.pattern));
}
