/**
 * Overlapping statements of the same account: each calendar day belongs to the most recently analysed statement
 * that covers it, so a day's transactions are counted once, from the newer statement.
 */
import type { StatementInfo, Transaction } from '../contract.ts';

export interface AnalysedStatement {
  analysisId: string;
  /** When it was analysed (ISO timestamp); the later one supersedes the overlap. */
  analysedAt: string;
  fileName: string | null;
  statement: Pick<StatementInfo, 'bank' | 'accountNumber' | 'accountName' | 'periodStart' | 'periodEnd'>;
  transactions: Transaction[];
  healthScore: number;
}

/**
 * One account = same bank and account number. A statement without an account number is its own account (we cannot
 * prove it is the same as another one, and wrongly dropping days would lose money).
 */
export function accountKey(s: AnalysedStatement): string {
  const number = s.statement.accountNumber?.replace(/\D/g, '');
  return number ? `${s.statement.bank ?? 'unknown'}:${number}` : `analysis:${s.analysisId}`;
}

export interface KeptStatement extends AnalysedStatement {
  account: string;
  /** Transactions whose day this statement owns. */
  kept: Transaction[];
  /** How many of its transactions a newer statement of the same account superseded. */
  superseded: number;
}

const newestFirst = (a: AnalysedStatement, b: AnalysedStatement) =>
  b.analysedAt.localeCompare(a.analysedAt) || b.analysisId.localeCompare(a.analysisId);

export function supersedeOverlaps(statements: readonly AnalysedStatement[]): KeptStatement[] {
  const byAccount = new Map<string, AnalysedStatement[]>();
  for (const s of statements) {
    const k = accountKey(s);
    byAccount.set(k, [...(byAccount.get(k) ?? []), s]);
  }
  const out: KeptStatement[] = [];
  for (const [account, list] of byAccount) {
    const ordered = [...list].sort(newestFirst);
    const claimed: { start: string; end: string }[] = [];
    for (const s of ordered) {
      const owned = (d: string) => !claimed.some((c) => d >= c.start && d <= c.end);
      const kept = s.transactions.filter((t) => owned(t.date));
      out.push({ ...s, account, kept, superseded: s.transactions.length - kept.length });
      claimed.push({ start: s.statement.periodStart, end: s.statement.periodEnd });
    }
  }
  return out.sort((a, b) => a.analysedAt.localeCompare(b.analysedAt));
}
