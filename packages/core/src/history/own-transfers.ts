/**
 * Transfers between a person's own accounts (bank → OPay, Kuda → bank…). Analysed one statement at a time they look
 * like spending on one side and income on the other; combined, a matched pair is removed from both.
 *
 * A pair: a debit on one account and a credit of exactly the same amount on another account of the person, dated
 * within MAX_DAYS_APART days, with at least one sign that ties them (the person's name, the other account's bank or
 * the last four digits of its number in the narration, a shared reference, or the engine already calling it an
 * own-account transfer). Matching is one-to-one, closest dates first; a person can reject a pair.
 */
import type { BankId, Transaction } from '../contract.ts';
import { isoDayNumber } from '../analysis/arithmetic.ts';

export const MAX_DAYS_APART = 3;

export interface AccountStatement {
  account: string;
  bank: BankId | null;
  accountName: string | null;
  accountNumber: string | null;
  /** Transactions with a stable reference (`${analysisId}:${index}`), already freed of superseded overlaps. */
  transactions: { ref: string; tx: Transaction }[];
}

export interface OwnTransferPair {
  /** `${debitRef}>${creditRef}`: what a correction names. */
  id: string;
  amount: number;
  from: { account: string; ref: string; date: string; description: string };
  to: { account: string; ref: string; date: string; description: string };
  daysApart: number;
  reasons: string[];
}

const BANK_WORDS: Partial<Record<string, string[]>> = {
  opay: ['opay', 'paycom', 'owealth'],
  kuda: ['kuda'],
  palmpay: ['palmpay'],
  moniepoint: ['moniepoint'],
  gtbank: ['gtbank', 'guaranty', 'gtb'],
  access: ['access'],
  zenith: ['zenith'],
  firstbank: ['first bank', 'firstbank', 'fbn'],
  uba: ['uba', 'united bank'],
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ');

function nameTokens(name: string | null): string[] {
  return name ? norm(name).split(' ').filter((w) => w.length >= 3) : [];
}

function references(description: string): Set<string> {
  return new Set(description.toUpperCase().match(/[A-Z0-9]{10,}/g)?.filter((r) => /\d/.test(r)) ?? []);
}

/** Why these two look like the same money moving between the person's accounts (empty: no evidence). */
export function tieReasons(debit: Transaction, from: AccountStatement, credit: Transaction, to: AccountStatement): string[] {
  const reasons: string[] = [];
  const d = norm(debit.description);
  const c = norm(credit.description);
  if (debit.category === 'own_transfer' || credit.category === 'own_transfer') reasons.push('marked as an own-account transfer');
  const names = [...new Set([...nameTokens(from.accountName), ...nameTokens(to.accountName)])];
  const named = names.filter((w) => ` ${d} `.includes(` ${w} `) || ` ${c} `.includes(` ${w} `));
  if (named.length >= 2 || (names.length === 1 && named.length === 1)) reasons.push('your name is in the narration');
  const toWords = to.bank ? (BANK_WORDS[to.bank] ?? [to.bank]) : [];
  const fromWords = from.bank ? (BANK_WORDS[from.bank] ?? [from.bank]) : [];
  if (toWords.some((w) => d.includes(w)) || fromWords.some((w) => c.includes(w))) reasons.push('the other account’s bank is named');
  const last4 = (n: string | null) => n?.replace(/\D/g, '').slice(-4) ?? '';
  if ((last4(to.accountNumber) && d.includes(last4(to.accountNumber))) || (last4(from.accountNumber) && c.includes(last4(from.accountNumber)))) {
    reasons.push('the other account’s number is in the narration');
  }
  const dr = references(debit.description);
  if ([...references(credit.description)].some((r) => dr.has(r))) reasons.push('the same reference on both sides');
  return reasons;
}

export function matchOwnTransfers(accounts: readonly AccountStatement[], rejected: ReadonlySet<string> = new Set()): OwnTransferPair[] {
  const candidates: OwnTransferPair[] = [];
  for (const from of accounts) {
    for (const { ref: dRef, tx: debit } of from.transactions) {
      if (debit.amount >= 0) continue;
      for (const to of accounts) {
        if (to.account === from.account) continue;
        for (const { ref: cRef, tx: credit } of to.transactions) {
          if (credit.amount !== -debit.amount) continue;
          const daysApart = Math.abs(isoDayNumber(credit.date) - isoDayNumber(debit.date));
          if (daysApart > MAX_DAYS_APART) continue;
          const id = `${dRef}>${cRef}`;
          if (rejected.has(id)) continue;
          const reasons = tieReasons(debit, from, credit, to);
          if (reasons.length === 0) continue;
          candidates.push({
            id,
            amount: credit.amount,
            from: { account: from.account, ref: dRef, date: debit.date, description: debit.description },
            to: { account: to.account, ref: cRef, date: credit.date, description: credit.description },
            daysApart,
            reasons,
          });
        }
      }
    }
  }
  // Strongest evidence first, then closest dates; the id keeps ties deterministic.
  candidates.sort((a, b) => b.reasons.length - a.reasons.length || a.daysApart - b.daysApart || a.id.localeCompare(b.id));
  const used = new Set<string>();
  const pairs: OwnTransferPair[] = [];
  for (const p of candidates) {
    if (used.has(p.from.ref) || used.has(p.to.ref)) continue;
    used.add(p.from.ref);
    used.add(p.to.ref);
    pairs.push(p);
  }
  return pairs.sort((a, b) => a.from.date.localeCompare(b.from.date) || a.id.localeCompare(b.id));
}
