import type { CreditCategory, DebitCategory } from '../contract.ts';

/**
 * One payee family of the lexicon. Aliases are written the way narrations are normalised
 * (lower case, punctuation turned into spaces): "apple.com/bill" is written "apple com bill".
 */
export interface LexiconEntry {
  /** Display name, e.g. "SportyBet". */
  name: string;
  /** Category when money goes out to this payee. */
  category: DebitCategory;
  aliases: readonly string[];
  /** Category when money comes in from this payee (default depends on the category; see the rules). */
  credit?: CreditCategory;
  /** Single-word aliases may be matched when truncated ("SHOPRIT") or glued ("PIGGYVESTLTD"); false to forbid. */
  truncatable?: boolean;
  /**
   * Ambiguous aliases (a common word or a bank's name) only count when the narration is nothing else than the alias
   * plus noise, or when a context word from this list is present.
   */
  context?: readonly string[];
  /** Platforms (Remita, Paystack…) rank below the specific payee named next to them. */
  platform?: boolean;
}

export interface LenderEntry {
  name: string;
  aliases: readonly string[];
  kind: 'bank' | 'digital' | 'mfb' | 'cooperative';
  /** Aliases that are ordinary words or also bank names need a loan word or a bare narration. */
  ambiguous?: readonly string[];
}
