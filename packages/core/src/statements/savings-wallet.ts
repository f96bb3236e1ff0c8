import type { BankId } from '../contract.ts';

/** Savings and investment apps: their statements show what was put away, not what was earned and spent. */
export const SAVINGS_APPS: ReadonlySet<BankId> = new Set<BankId>(['piggyvest', 'cowrywise']);

/**
 * Said with the figures of a savings app's statement: its deposits come from, and its withdrawals go to, the
 * person's own bank account, so its income is the interest alone and its spending is none; the coaching needs the
 * account the salary is paid into.
 */
export function savingsWalletNote(app: string): string {
  return `This is a ${app} savings statement: deposits from your bank account and withdrawals to it are your own money moving, so its income is the interest earned. For your income and spending, upload the statement of the account your income is paid into.`;
}

/**
 * A savings app's statement names the account by the person's user ID ("User ID  PV-0418-2274-93"), as it has no bank
 * account number: that ID is the account's number, masked as any other.
 */
const USER_ID = /\b(?:user|member|customer|account)\s+id\s*[:.]?\s+([A-Z]{0,4}-?\d(?:[\d-]|\s(?=\d))*\d)\b/i;
export function savingsAppAccountId(headerText: readonly string[]): string | null {
  for (const line of headerText) {
    const m = USER_ID.exec(line);
    const digits = m?.[1]!.replace(/\D/g, '') ?? '';
    if (digits.length >= 8) return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  }
  return null;
}
