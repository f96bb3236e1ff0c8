/**
 * Whether two statements are of the same account, for comparing one analysis with an earlier one. A person's GTBank
 * salary account and their Renmoney loan wallet are not "last time" for each other: set side by side, their figures
 * read as a fall in income that never happened.
 */
import type { StatementInfo } from '../contract.ts';

export type AccountFacts = Pick<StatementInfo, 'bank' | 'accountNumber' | 'accountName'>;

const MASK = /[*xX•·]/;
const nameOf = (s: AccountFacts) => s.accountName?.toUpperCase().replace(/[^A-Z]+/g, ' ').trim().split(' ').sort().join(' ') || null;

/** The digits a number shows before and after its mask ("01******89" → "01", "89"); a plain number shows all. */
function shown(number: string): { start: string; end: string } {
  const digits = (t: string) => t.replace(/\D/g, '');
  if (!MASK.test(number)) return { start: digits(number), end: digits(number) };
  const parts = number.split(MASK);
  return { start: digits(parts[0]), end: digits(parts[parts.length - 1]) };
}

/** Two numbers agree on every digit both show, at the start and at the end, and show at least two at the end. */
function sameNumber(a: string, b: string): boolean {
  const [sa, sb] = [shown(a), shown(b)];
  const tail = Math.min(sa.end.length, sb.end.length);
  const head = Math.min(sa.start.length, sb.start.length);
  if (!MASK.test(a) && !MASK.test(b)) return sa.end === sb.end;
  return tail >= 2 && sa.end.slice(-tail) === sb.end.slice(-tail) && sa.start.slice(0, head) === sb.start.slice(0, head);
}

/**
 * Same bank (when both name one) and same account number; where either prints no number, the same bank and the same
 * holder's name. With nothing to match on, not the same: a wrong comparison misleads, a missing one only says less.
 */
export function sameAccount(a: AccountFacts, b: AccountFacts): boolean {
  if (a.bank !== b.bank) return false;
  const [na, nb] = [a.accountNumber?.trim(), b.accountNumber?.trim()];
  if (na && nb && /\d/.test(na) && /\d/.test(nb)) return sameNumber(na, nb);
  const [ha, hb] = [nameOf(a), nameOf(b)];
  return a.bank !== null && ha !== null && ha === hb;
}
