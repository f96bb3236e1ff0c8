/**
 * A loan repaid on a lender's own account names no lender: Renmoney's app prints "Loan repayment instalment 2 of 6",
 * a bank debits "LOAN REPAYMENT" for the loan it gave. The lender is the institution that keeps the account, under
 * the name the lexicon knows it by, so that the same lender named elsewhere on the statement counts once.
 */
import type { BankId, Transaction } from '../contract.ts';
import { LENDERS } from '../lexicon/lenders.ts';
import { bankName } from '../statements/bank-name.ts';
import { titleCase } from './keys.ts';

/** The name the statement's own institution lends under: its lexicon entry's, else "<bank> loan". */
export function ownLenderName(bank: BankId): string | null {
  if (bank === 'other') return null;
  const name = bankName(bank);
  const first = name.split(' ')[0]!.toLowerCase();
  const entry = LENDERS.find(
    (l) => l.name.toLowerCase().startsWith(name.toLowerCase()) || l.name.split(' ')[0]!.toLowerCase() === first,
  );
  return entry?.name ?? `${name} loan`;
}

/** A cooperative or thrift society's loan ("OGUN TESCOM STAFF MULTIPURPOSE COOP LOAN DISBURSEMENT"). */
const COOPERATIVE = /\bco-?op(?:erative)?s?\b|\bmulti-?purpose\b|\bthrift\b|\bcredit union\b/i;
/** An employer's loan to its staff, paid out or deducted from pay. */
const STAFF_LOAN = /\bstaff (?:loan|advance)\b/i;

/**
 * Who lent, when no lender's name decided it: a person the transfer names (a friend's loan, repaid), a cooperative,
 * an employer's staff loan; otherwise the institution that keeps the account. A friend's loan put on the bank would
 * show a bank loan that does not exist, and count one lender too many.
 */
export function withOwnLender(
  transactions: Transaction[],
  bank: BankId | null,
  personAt: (i: number) => string | null = () => null,
): void {
  const own = bank ? ownLenderName(bank) : null;
  transactions.forEach((t, i) => {
    if (
      t.lender !== null ||
      !(t.loanRepayment || t.category === 'loan_repayment' || t.category === 'loan_disbursement')
    )
      return;
    const person = personAt(i);
    t.lender = person
      ? titleCase(person)
      : COOPERATIVE.test(t.description)
        ? 'Cooperative'
        : STAFF_LOAN.test(t.description)
          ? 'Employer (staff loan)'
          : own;
  });
}
