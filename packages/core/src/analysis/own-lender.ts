/**
 * A loan repaid on a lender's own account names no lender: Renmoney's app prints "Loan repayment instalment 2 of 6",
 * a bank debits "LOAN REPAYMENT" for the loan it gave. The lender is the institution that keeps the account, under
 * the name the lexicon knows it by, so that the same lender named elsewhere on the statement counts once.
 */
import type { BankId, Transaction } from '../contract.ts';
import { LENDERS } from '../lexicon/lenders.ts';
import { bankName } from '../statements/bank-name.ts';

/** The name the statement's own institution lends under: its lexicon entry's, else "<bank> loan". */
export function ownLenderName(bank: BankId): string | null {
  if (bank === 'other') return null;
  const name = bankName(bank);
  const first = name.split(' ')[0]!.toLowerCase();
  const entry = LENDERS.find((l) => l.name.toLowerCase().startsWith(name.toLowerCase()) || l.name.split(' ')[0]!.toLowerCase() === first);
  return entry?.name ?? `${name} loan`;
}

/** Loans repaid or paid out with no lender named are the account's institution's. */
export function withOwnLender(transactions: Transaction[], bank: BankId | null): void {
  const lender = bank ? ownLenderName(bank) : null;
  if (!lender) return;
  for (const t of transactions)
    if (t.lender === null && (t.loanRepayment || t.category === 'loan_repayment' || t.category === 'loan_disbursement')) t.lender = lender;
}
