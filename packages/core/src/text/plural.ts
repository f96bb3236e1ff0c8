/**
 * Counting words. Every "N things" the product prints goes through here, so "1 tokens" or "1 months" cannot appear:
 * the singular is used for exactly one (and minus one), the plural for everything else, zero included.
 */
import { formatDecimal } from './format-decimal.ts';

/** Irregular plurals the product uses; everything else takes "s" (or "es" after s, x, z, ch, sh). */
const IRREGULAR: Readonly<Record<string, string>> = {
  analysis: 'analyses',
  person: 'people',
  'token was': 'tokens were',
  'token is': 'tokens are',
  'day left': 'days left',
};

export function pluralWord(word: string, n: number): string {
  if (Math.abs(n) === 1) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** "1 token", "2 tokens", "1,200 lines"; `many` overrides the plural when the word is irregular and not listed. */
export function plural(n: number, one: string, many?: string): string {
  const word = Math.abs(n) === 1 ? one : (many ?? pluralWord(one, n));
  return `${formatDecimal(n, 0, 2)} ${word}`;
}
