import { keyOf } from '../categorise/categorise.ts';
import { normaliseNarration } from '../categorise/normalise.ts';

/** A stable key for "the same payer/payee" across rows (see categorise/categorise.ts keyOf). */
export function counterpartyKey(description: string, credit: boolean): string {
  return keyOf(normaliseNarration(description, credit));
}

export function titleCase(s: string): string {
  return s.replace(/\b([a-z])([a-z]*)/g, (_m, a: string, b: string) => a.toUpperCase() + b);
}
